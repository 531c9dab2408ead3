/**
 * POST /api/leads (DESIGN §5): JSON or an ordinary form post. The lead is committed before
 * the answer says it was received. What the visitor reads is in the form's language (DESIGN §7):
 * the language of its page.
 */
import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import { strings } from '../i18n/dictionary.ts';
import { langOf, type Lang } from '../lib/i18n.ts';
import { isSitePath, leadLimits, looksLikeBot } from '../lib/lead-rules.ts';
import { fieldErrors, leadSchema } from '../lib/lead-schema.ts';
import { fill } from '../lib/text.ts';
import { paths } from '../lib/urls.ts';
import { limits, site } from '../site.config.ts';
import type { Database } from './db/schema.ts';
import { recordLead, type Channel, type JobPolicy } from './leads.ts';
import { renderPage } from './page-shell.tsx';
import { clientAddress, clientKey, type RateLimiter } from './rate-limit.ts';

export interface IntakeDeps {
  db: Kysely<Database>;
  channels: Channel[];
  /** When a lead's reminder comes due (LEADS_REMIND_AFTER_MS). */
  jobs?: JobPolicy;
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

/** The language of a form, from its page: that page's when it is a path of this site, else English. */
function formLang(page: unknown): Lang {
  return isSitePath(page) ? langOf(page) : 'en';
}

/**
 * The page a form was posted from, read from the Referer when the body could not be: only a
 * path of this site (the Host the request was sent to, or the site's own address).
 */
function refererPage(req: IncomingMessage): string | undefined {
  const referer = req.headers.referer;
  if (!referer || !URL.canParse(referer)) return undefined;
  const { host, pathname } = new URL(referer);
  const ours = host === req.headers.host || host === new URL(site.url).host;
  return ours && isSitePath(pathname) ? pathname : undefined;
}

interface ErrorPage {
  status: number;
  lang: Lang;
  title: string;
  problems: string[];
  /** The form's own page. */
  back: string;
}

/** For a form posted without JavaScript: the problems, and a way back, in the form's language. */
function sendErrorPage(res: ServerResponse, stylesheets: string[], { status, lang, title, problems, back }: ErrorPage) {
  const phone = site.phones.default;
  const t = strings(lang).formPage;
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(
    renderPage({
      title,
      from: site.name,
      stylesheets,
      lang,
      viewSite: t.viewSite,
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
              {t.back}
            </a>
            {t.orCall}
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
      if (!isForm) return sendJson(res, 413, { error: `The request is larger than ${leadLimits.body / 1024} KB.` });
      // The body was not read, so the form's page is known only from the Referer.
      const page = refererPage(req);
      const lang = formLang(page);
      const t = strings(lang).formPage;
      return sendErrorPage(res, deps.stylesheets ?? [], {
        status: 413,
        lang,
        title: t.tooLarge,
        problems: [t.tooLargeText],
        back: page ?? paths[lang].contact,
      });
    }
    return sendJson(res, 400, { error: 'The request body is not valid JSON.' });
  }

  // The way back is the form's own page, when that is a path of this site.
  const page = (fields as { page?: unknown } | null)?.page;
  const lang = formLang(page);
  const back = isSitePath(page) ? page : paths[lang].contact;
  const t = strings(lang);

  const key = clientKey(clientAddress(req, deps.proxyHops ?? 0), deps.salt);
  const rate = deps.limiter.hit(key, now.getTime());
  if (!rate.allowed) {
    res.setHeader('Retry-After', String(rate.retryAfter));
    return isForm
      ? sendErrorPage(res, deps.stylesheets ?? [], {
          status: 429,
          lang,
          title: t.formPage.rateLimited,
          problems: [fill(t.formPage.rateLimitedText, { minutes: Math.ceil(rate.retryAfter / 60) })],
          back,
        })
      : sendJson(res, 429, { error: 'Too many requests. Please try again later or call us.' });
  }

  const parsed = leadSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, t.leadErrors);
    return isForm
      ? sendErrorPage(res, deps.stylesheets ?? [], {
          status: 400,
          lang,
          title: t.formPage.invalid,
          problems: Object.values(errors),
          back,
        })
      : sendJson(res, 400, { errors });
  }
  const lead = parsed.data;
  const successLocation = lead.kind === 'contact' ? paths[lang].thankYou : `${lead.page}?quote=sent#quote-sent`;

  if (looksLikeBot(lead, now.getTime(), limits.minFormMillis)) {
    // Answered like a success so a bot learns nothing; nothing is stored.
    log(`[leads] dropped a ${lead.kind} submission as a bot (${lead.website ? 'honeypot filled' : 'sent too fast'})`);
    return isForm ? redirect(res, successLocation) : sendJson(res, 201, { id: randomInt(1, 1_000_000) });
  }

  const id = await recordLead(deps.db, lead, deps.channels, now, deps.jobs);
  deps.onStored?.();
  return isForm ? redirect(res, successLocation) : sendJson(res, 201, { id });
}
