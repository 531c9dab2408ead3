/**
 * POST /api/leads (DESIGN §5): JSON or an ordinary form post. The lead is committed before
 * the answer says it was received.
 */
import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import { isSitePath, leadLimits, looksLikeBot } from '../lib/lead-rules.ts';
import { fieldErrors, leadSchema } from '../lib/lead-schema.ts';
import { limits, site } from '../site.config.ts';
import type { Database } from './db/schema.ts';
import { recordLead, type Channel } from './leads.ts';
import { renderPage } from './page-shell.tsx';
import { clientAddress, clientKey, type RateLimiter } from './rate-limit.ts';

export interface IntakeDeps {
  db: Kysely<Database>;
  channels: Channel[];
  limiter: RateLimiter;
  salt: string;
  /** Trusted proxies in front, whose X-Forwarded-For entries name the client (0: none). */
  proxyHops?: number;
  /** The site's stylesheets, for the page that answers a form posted without JavaScript. */
  stylesheets?: string[];
  /** Called after a lead is stored, to wake the notification worker. */
  onStored?: () => void;
  now?: () => Date;
  log?: (line: string) => void;
}

class TooLarge extends Error {}

async function readBody(req: IncomingMessage, max: number): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > max) throw new TooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

/** For a form posted without JavaScript: the problems, and a way back. */
function sendErrorPage(
  res: ServerResponse,
  stylesheets: string[],
  status: number,
  title: string,
  problems: string[],
  back: string,
) {
  const phone = site.phones.default;
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(
    renderPage({
      title,
      from: site.name,
      stylesheets,
      children: (
        <div className="card max-w-xl p-6">
          <h1 className="text-2xl font-bold text-forest-900">{title}</h1>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-stone-800">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <p className="mt-4 text-stone-700">
            <a className="link" href={back}>
              Go back to the form
            </a>{' '}
            or call us any time at{' '}
            <a className="link" href={phone.href}>
              {phone.text}
            </a>
            .
          </p>
        </div>
      ),
    }),
  );
}

export async function handleLeadPost(req: IncomingMessage, res: ServerResponse, deps: IntakeDeps): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const log = deps.log ?? ((line: string) => console.log(line));
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  const isForm = type === 'application/x-www-form-urlencoded';
  if (type !== 'application/json' && !isForm) {
    return sendJson(res, 415, { error: 'Send the lead as JSON or as a form post.' });
  }

  let fields: unknown;
  try {
    const body = await readBody(req, leadLimits.body);
    fields = isForm ? Object.fromEntries(new URLSearchParams(body)) : JSON.parse(body);
  } catch (error) {
    if (error instanceof TooLarge) {
      return isForm
        ? sendErrorPage(
            res,
            deps.stylesheets ?? [],
            413,
            'Your message is too long',
            ['Please shorten your message and send it again.'],
            '/contact/',
          )
        : sendJson(res, 413, { error: `The request is larger than ${leadLimits.body / 1024} KB.` });
    }
    return sendJson(res, 400, { error: 'The request body is not valid JSON.' });
  }

  const key = clientKey(clientAddress(req, deps.proxyHops ?? 0), deps.salt);
  const rate = deps.limiter.hit(key, now.getTime());
  if (!rate.allowed) {
    res.setHeader('Retry-After', String(rate.retryAfter));
    return isForm
      ? sendErrorPage(
          res,
          deps.stylesheets ?? [],
          429,
          'Too many requests',
          [`Please wait ${Math.ceil(rate.retryAfter / 60)} minutes and try again, or call us.`],
          '/contact/',
        )
      : sendJson(res, 429, { error: 'Too many requests. Please try again later or call us.' });
  }

  const parsed = leadSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    // The way back is the form's own page, when that is a path of this site.
    const page = (fields as { page?: unknown } | null)?.page;
    const back = isSitePath(page) ? page : '/contact/';
    return isForm
      ? sendErrorPage(res, deps.stylesheets ?? [], 400, 'Please check the form', Object.values(errors), back)
      : sendJson(res, 400, { errors });
  }
  const lead = parsed.data;
  const successLocation = lead.kind === 'contact' ? '/thank-you/' : `${lead.page}?quote=sent#quote-sent`;

  if (looksLikeBot(lead, now.getTime(), limits.minFormMillis)) {
    // Answered like a success so a bot learns nothing; nothing is stored.
    log(`[leads] dropped a ${lead.kind} submission as a bot (${lead.website ? 'honeypot filled' : 'sent too fast'})`);
    return isForm ? redirect(res, successLocation) : sendJson(res, 201, { id: randomInt(1, 1_000_000) });
  }

  const id = await recordLead(deps.db, lead, deps.channels, now);
  deps.onStored?.();
  return isForm ? redirect(res, successLocation) : sendJson(res, 201, { id });
}
