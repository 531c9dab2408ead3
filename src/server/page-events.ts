/**
 * POST /api/events: the site's own counter of call clicks (DESIGN §8, the owner's numbers).
 * A page sends `{"page": "/on/brampton/", "kind": "call"}` with navigator.sendBeacon; the
 * server adds one to the count of that day, page and kind. Nothing else is kept: no cookie,
 * no identifier, no address (the rate limit knows clients only as salted hashes, in memory).
 * Bad input is answered 400 and never stored, so a stranger cannot write free text into the
 * owner's reports.
 */
import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { relative, sep } from 'node:path';
import type { Kysely } from 'kysely';
import { isSitePath } from '../lib/lead-rules.ts';
import { isPageEventKind, type PageEventKind } from '../lib/page-events.ts';
import type { Database } from './db/schema.ts';
import { clientAddress, clientKey, type RateLimiter } from './rate-limit.ts';

export const pageEventLimits = {
  /** Whole request body, in bytes (413 above): a real event is under 100. */
  body: 1024,
  /** Events per client per minute (429 above): far more calls than a person clicks. */
  perMinute: 60,
} as const;

export interface EventDeps {
  db: Kysely<Database>;
  /** new RateLimiter(pageEventLimits.perMinute, 60_000), its own: leads have theirs. */
  limiter: RateLimiter;
  salt: string;
  /** Trusted proxies in front, whose X-Forwarded-For entries name the client (0: none). */
  proxyHops?: number;
  /** BUSINESS_TIME_ZONE: whose calendar the day is. */
  timeZone: string;
  /**
   * Whether a path is a page of the build (builtPages): only real pages are counted, so a
   * stranger cannot fill the table with made-up paths. Without it, any site path is taken.
   */
  isPage?: (path: string) => boolean;
  now?: () => Date;
}

/**
 * Every page of a build, as the path a browser shows ("/", "/on/brampton/"): each folder of
 * `clientDir` holding an index.html, but the not-found pages, which are never pages of
 * their own (a call from one is not counted: its path is whatever URL was missed).
 */
export function builtPages(clientDir: string): Set<string> {
  const pages = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const folder = relative(clientDir, entry.parentPath).split(sep).filter(Boolean);
    if (folder[0] === '404' || (folder[0] === 'fr' && folder[1] === '404')) continue;
    pages.add(folder.length ? `/${folder.join('/')}/` : '/');
  }
  return pages;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of a moment in a time zone, YYYY-MM-DD. */
export function businessDay(moment: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  // Read from the parts, not the formatted string, whose shape a locale update could change.
  const parts = Object.fromEntries(format.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day: calendar arithmetic, no clock. */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

export interface PageEvent {
  day: string;
  page: string;
  kind: PageEventKind;
}

/**
 * Adds one to the count of a day, page and kind, in one statement: two servers sharing a
 * PostgreSQL database, or two requests at once, never lose a count nor make a second row.
 */
export async function countPageEvent(db: Kysely<Database>, event: PageEvent): Promise<void> {
  await db
    .insertInto('page_events')
    .values({ ...event, count: 1 })
    .onConflict((conflict) =>
      conflict.columns(['day', 'page', 'kind']).doUpdateSet((eb) => ({ count: eb('page_events.count', '+', 1) })),
    )
    .execute();
}

/** Removes the counts of the days before `day` (the retention purge); returns how many rows went. */
export async function deletePageEventsBefore(db: Kysely<Database>, day: string): Promise<number> {
  const result = await db.deleteFrom('page_events').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The event a body describes, or why it is refused: a JSON object of exactly a site path and a known kind. */
export function parsePageEvent(body: string): { page: string; kind: PageEventKind } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { error: 'The body is not JSON.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { error: 'Send an object: {"page": "/a/path/", "kind": "call"}.' };
  }
  // Exactly these two keys ("__proto__" included in the refused): nothing else is ever taken.
  const keys = Object.keys(value);
  if (keys.length !== 2 || !keys.includes('page') || !keys.includes('kind')) {
    return { error: 'Only "page" and "kind" are accepted.' };
  }
  const { page, kind } = value as Record<string, unknown>;
  if (!isSitePath(page)) return { error: '"page" must be a path of this site.' };
  if (!isPageEventKind(kind)) return { error: '"kind" is not an event this site counts.' };
  return { page, kind };
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

export async function handleEventPost(req: IncomingMessage, res: ServerResponse, deps: EventDeps): Promise<void> {
  const now = deps.now?.() ?? new Date();
  // sendBeacon sends a string as text/plain;charset=UTF-8 (no preflight); fetch may say JSON.
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (type !== 'text/plain' && type !== 'application/json') {
    return sendJson(res, 415, { error: 'Send the event as JSON (text/plain or application/json).' });
  }

  // Every attempt counts against the limit, a bad one too, before its body is even read.
  const rate = deps.limiter.hit(clientKey(clientAddress(req, deps.proxyHops ?? 0), deps.salt), now.getTime());
  if (!rate.allowed) {
    return sendJson(
      res,
      429,
      { error: 'Too many events. Try again later.' },
      { 'Retry-After': String(rate.retryAfter) },
    );
  }

  let body: string;
  try {
    body = await readBody(req, pageEventLimits.body);
  } catch (error) {
    if (error instanceof TooLarge) {
      return sendJson(res, 413, { error: `The request is larger than ${pageEventLimits.body} bytes.` });
    }
    throw error;
  }
  const event = parsePageEvent(body);
  if ('error' in event) return sendJson(res, 400, { error: event.error });
  if (deps.isPage && !deps.isPage(event.page))
    return sendJson(res, 400, { error: '"page" is not a page of this site.' });

  await countPageEvent(deps.db, { day: businessDay(now, deps.timeZone), ...event });
  res.writeHead(204, { 'Cache-Control': 'no-store' });
  res.end();
}
