/**
 * POST /api/events: the site's own counter of call clicks, for the owner's numbers. A page
 * sends `{"page": "/on/brampton/", "kind": "call"}` with navigator.sendBeacon; the server adds
 * one to the count of that day, page and kind, once per client, page and day. Nothing else is
 * kept: no cookie, no identifier, no address (clients are known only as salted hashes, in
 * memory). Bad input is answered 400 and never stored, so a stranger cannot write free text
 * into the owner's reports; a post that is not from a page of this site is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSitePath } from '../../lib/lead-rules.ts';
import { pageEventKinds } from '../../lib/page-events.ts';
import { businessDay } from '../domain/business-day.ts';
import { countPageEvent } from '../store/page-events.ts';
import { apiPaths, postOnly } from '../app.ts';
import { ClientTable, clientKey } from '../domain/clients.ts';

export const pageEventLimits = {
  /** Whole request body, in bytes (413 above): a real event is under 100. */
  body: 1024,
  /** Events per client per minute (429 above): far more calls than a person clicks. */
  perMinute: 60,
  /** Pairs of client and page remembered for the once-a-day rule; past this the oldest is forgotten. */
  remembered: 100_000,
} as const;

const ONLY_THESE = 'Only "page" and "kind" are accepted.';
const NOT_JSON = 'The body is not JSON.';

/**
 * An event: a JSON object of exactly a site path and a known kind ("__proto__" and every other
 * key refused), each mistake told in its own words.
 */
export const pageEventSchema = z.strictObject(
  {
    page: z
      .string({ error: (issue) => (issue.input === undefined ? ONLY_THESE : '"page" must be a path of this site.') })
      .refine(isSitePath, '"page" must be a path of this site.'),
    kind: z.enum(pageEventKinds, {
      error: (issue) => (issue.input === undefined ? ONLY_THESE : '"kind" is not an event this site counts.'),
    }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? ONLY_THESE : 'Send an object: {"page": "/a/path/", "kind": "call"}.',
  },
);

/** The event a body's text describes, or why it is refused (the first problem). */
export function parsePageEvent(body: string): z.infer<typeof pageEventSchema> | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { error: NOT_JSON };
  }
  const parsed = pageEventSchema.safeParse(value);
  return parsed.success ? parsed.data : { error: parsed.error.issues[0]?.message ?? NOT_JSON };
}

/**
 * Whether a post says it comes from a page of this site: a browser's beacon carries
 * Sec-Fetch-Site (or, in an older browser, Origin); a bare script carries neither, and its
 * clicks are not counted. Posts from other sites were refused before this (createSite).
 */
const fromOurPage = (request: FastifyRequest) =>
  request.headers['sec-fetch-site'] === 'same-origin' ||
  (request.headers['sec-fetch-site'] === undefined && request.headers.origin !== undefined);

export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const { secret, settings, build } = app;
  const counted = new ClientTable<{ expiresAt: number }>(pageEventLimits.remembered, 60_000);
  // sendBeacon sends a string as text/plain;charset=UTF-8 (no preflight); fetch may say JSON.
  // Both are JSON here; any other type is no event (415), and a body that is not JSON a 400.
  const notJson = Object.assign(new Error(NOT_JSON), { statusCode: 400 });
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(notJson, undefined);
    }
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST') return;
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    if (!/^(text\/plain|application\/json)(;|$)/.test(type)) {
      return reply.code(415).send({ error: 'Send the event as JSON (text/plain or application/json).' });
    }
  });

  postOnly(app, '/api/events');

  for (const url of apiPaths('/api/events')) {
    app.withTypeProvider<ZodTypeProvider>().post(
      url,
      {
        bodyLimit: pageEventLimits.body,
        schema: { body: pageEventSchema },
        // A refused event is told what is wrong in the words above, not the validator's.
        attachValidation: true,
        config: {
          rateLimit: {
            max: pageEventLimits.perMinute,
            timeWindow: 60_000,
            keyGenerator: (request: FastifyRequest) => clientKey(request.ip, secret),
          },
        },
      },
      async (request, reply) => {
        if (!fromOurPage(request)) return reply.code(403).send({ error: 'Only pages of this site send events.' });
        if (request.validationError) {
          return reply.code(400).send({ error: request.validationError.validation[0]?.message ?? NOT_JSON });
        }
        const event = request.body;
        // Only the build's pages are counted, so a stranger cannot fill the table with made-up paths.
        if (!build.pages.has(event.page)) return reply.code(400).send({ error: '"page" is not a page of this site.' });

        const now = app.now();
        const day = businessDay(now, settings.BUSINESS_TIME_ZONE);
        // One count per client, page and day: a visitor who taps twice, or a script that taps a thousand times, is one call.
        const key = `${clientKey(request.ip, secret)} ${day} ${event.kind} ${event.page}`;
        if (!counted.get(key, now.getTime())) {
          counted.set(key, { expiresAt: now.getTime() + 24 * 3600_000 }, now.getTime());
          await countPageEvent(app.db, { day, ...event });
        }
        return reply.code(204).header('Cache-Control', 'no-store').send();
      },
    );
  }
}
