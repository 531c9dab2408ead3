/**
 * The inbox's reads: a page of leads by keyset (never OFFSET, so page 2,000 costs
 * what page 1 does), search by name, phone or e-mail, the area filter, the median time to
 * handled, and the notes staff write on a lead. The same SQL on SQLite and PostgreSQL except
 * where a dialect has no common form (the search pattern and date arithmetic).
 */
import { PostgresAdapter, sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, Lead } from './schema.ts';
import type { LeadWithNotifications } from './leads.ts';
import { withNotifications } from './notifications.ts';

/** Leads on one page of the inbox. */
export const PAGE_SIZE = 50;

/** What the inbox narrows the leads to; every part is optional. */
/** The list's filters that are columns of the lead. */
interface LeadFilter {
  kind?: Lead['kind'];
  status?: Lead['status'];
  lang?: Lead['lang'];
}

export interface LeadQuery extends LeadFilter {
  /** Part of a name, phone number or e-mail address. */
  q?: string | undefined;
  /** A province code ("on", its cities too) or a city id ("on/brampton"). */
  area?: string | undefined;
  /** The leads a person may see: a technician's team's cities (teamCities); none for everyone else. */
  team?: TeamScope | undefined;
}

/** A team's leads by their city: the cities it holds, or every city but the others' (the head office). */
export type TeamScope = { in: string[] } | { notIn: string[] };

/** A WHERE condition holding the leads to a team's, or none. */
export function inTeam(team: TeamScope | undefined) {
  return (eb: ExpressionBuilder<Database, 'leads'>): Expression<SqlBool> => {
    if (!team) return eb.and([]);
    if ('in' in team) return team.in.length ? eb('leads.city', 'in', team.in) : eb.or([]);
    return team.notIn.length ? eb('leads.city', 'not in', team.notIn) : eb.and([]);
  };
}

/**
 * Where a page starts or ends. The list is two runs: the urgent leads still new, then every
 * other lead; each newest first, ties broken by id. `urgent` says which run (the other when left out).
 */
export type Cursor = Pick<Lead, 'created_at' | 'id'> & { urgent?: boolean };

/** A lead the team must call before any other: urgent, and nobody has handled it yet. */
const callFirst = (lead: Pick<Lead, 'urgent' | 'status'>) => lead.urgent === 1 && lead.status === 'new';

/** Where a page starting or ending at this lead is. */
const cursorOf = (lead: Lead | undefined): Cursor | undefined =>
  lead && { created_at: lead.created_at, id: lead.id, urgent: callFirst(lead) };

export interface InboxPage {
  leads: LeadWithNotifications[];
  /** The first lead shown, when leads come before it in the list: the Previous link reads from here. */
  newer?: Cursor | undefined;
  /** The last lead shown, when leads follow it: the Next link reads from here. */
  older?: Cursor | undefined;
}

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Letters as an owner types them on a phone: any case, with or without French accents, match
 * each other ("emilie" finds "Émilie"). SQLite's LIKE folds only ASCII and PostgreSQL's ILIKE
 * follows the server's locale, so the search spells each letter out as a class ([eEéÉèÈ...]),
 * which both databases match the same way, whatever their settings.
 */
const LETTERS = 'abcdefghijklmnopqrstuvwxyzàâäáãåçéèêëíìîïñóòôöõúùûüýÿ';
const baseLetter = (c: string) => c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const letterForms = new Map<string, string>();
for (const c of LETTERS)
  letterForms.set(baseLetter(c), `${letterForms.get(baseLetter(c)) ?? ''}${c}${c.toUpperCase()}`);

/** The characters a typed character matches, or undefined when it matches only itself. */
function forms(c: string): string | undefined {
  const known = letterForms.get(baseLetter(c));
  if (known) return known;
  return c.toLowerCase() === c.toUpperCase() ? undefined : `${c.toLowerCase()}${c.toUpperCase()}`;
}

/** A SQLite GLOB pattern matching text that contains `term` (GLOB is case-sensitive; the classes fold). */
export function globPattern(term: string): string {
  const chars = [...term.normalize('NFC')].map((c) => {
    const all = forms(c);
    if (all) return `[${all}]`;
    return '*?['.includes(c) ? `[${c}]` : c;
  });
  return `*${chars.join('')}*`;
}

/** A PostgreSQL regular expression matching text that contains `term`. */
export function regexPattern(term: string): string {
  return [...term.normalize('NFC')]
    .map((c) => {
      const all = forms(c);
      if (all) return `[${all}]`;
      // In PostgreSQL's regular expressions a backslash before any other character means that character.
      return /[\p{L}\p{N}\s]/u.test(c) ? c : `\\${c}`;
    })
    .join('');
}

/**
 * The punctuation the lead form lets a phone number hold. (It also takes an "x" before an
 * extension, which stays: "416-555-0100 x23" still holds "4165550100".)
 */
const PHONE_PUNCTUATION = [' ', '-', '(', ')', '.', '+'];
/** A search that looks like (part of) a phone number. */
const PHONE_LIKE = /^[\d\s()+.-]*\d[\d\s()+.-]*$/;

/** The conditions of a query, for a WHERE clause. */
function matching(query: LeadQuery, postgres: boolean) {
  return (eb: ExpressionBuilder<Database, 'leads'>): Expression<SqlBool> => {
    const all: Expression<SqlBool>[] = [inTeam(query.team)(eb)];
    if (query.kind) all.push(eb('kind', '=', query.kind));
    if (query.status) all.push(eb('status', '=', query.status));
    if (query.lang) all.push(eb('lang', '=', query.lang));
    if (query.area) {
      // Province codes are two letters, so the prefix holds no LIKE wildcard.
      all.push(query.area.includes('/') ? eb('city', '=', query.area) : eb('city', 'like', `${query.area}/%`));
    }
    const q = query.q?.trim();
    if (q) {
      const matches = (column: 'name' | 'email') =>
        postgres
          ? sql<SqlBool>`${sql.ref(column)} ~ ${regexPattern(q)}`
          : sql<SqlBool>`${sql.ref(column)} glob ${globPattern(q)}`;
      const anyOf = [matches('name'), matches('email')];
      if (PHONE_LIKE.test(q)) {
        // "4165550100" finds "(416) 555-0100": both sides lose their punctuation.
        const digits = PHONE_PUNCTUATION.reduce<Expression<string>>(
          (text, mark) => sql<string>`replace(${text}, ${mark}, '')`,
          sql.ref('phone'),
        );
        anyOf.push(sql<SqlBool>`${digits} like ${`%${q.replace(/\D/g, '')}%`}`);
      }
      all.push(eb.or(anyOf));
    }
    return eb.and(all);
  };
}

/**
 * Up to `limit` matching leads of one run, newest first, or oldest first when read `upwards`;
 * from a cursor when given (after it in that direction), else from the run's end. Each run is a
 * keyset read in index order: the urgent run from (urgent, status, created_at, id), the other
 * from (created_at, id), which the few urgent leads barely thin.
 */
function selectRun(
  db: Kysely<Database>,
  query: LeadQuery,
  run: { urgent: boolean; upwards: boolean; from?: Cursor | undefined },
  limit: number,
) {
  const { urgent, upwards, from } = run;
  const direction = upwards ? 'asc' : 'desc';
  let select = db
    .selectFrom('leads')
    .selectAll()
    .where(matching(query, isPostgres(db)))
    .where((eb) =>
      urgent
        ? eb.and([eb('urgent', '=', 1), eb('status', '=', 'new')])
        : eb.or([eb('urgent', '=', 0), eb('status', '!=', 'new')]),
    )
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(limit);
  if (from) {
    // A row value comparison, which both databases answer from the index.
    select = select.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), upwards ? '>' : '<', eb.tuple(from.created_at, from.id)),
    );
  }
  return select.execute();
}

/**
 * Up to `limit` matching leads after `before` in the list's order (the urgent leads still new,
 * then the others), or before `after`, nearest first: the cursor's run from the cursor, then
 * the next run from its start.
 */
async function selectLeads(
  db: Kysely<Database>,
  query: LeadQuery,
  at: { before?: Cursor | undefined; after?: Cursor | undefined },
  limit: number,
) {
  const upwards = at.after !== undefined;
  const cursor = at.after ?? at.before;
  const runs = upwards ? [false, true] : [true, false];
  const first = cursor ? runs.indexOf(cursor.urgent ?? false) : 0;
  const rows: Lead[] = [];
  for (const [i, urgent] of runs.entries()) {
    if (i < first || rows.length === limit) continue;
    rows.push(
      ...(await selectRun(db, query, { urgent, upwards, from: i === first ? cursor : undefined }, limit - rows.length)),
    );
  }
  return rows;
}

/**
 * One page of the inbox, the urgent leads still new first, then newest first: the first page,
 * the page after `before` (Next) or the page before `after` (Previous). One row more than a page
 * is read to know whether more follow.
 */
export async function inboxPage(
  db: Kysely<Database>,
  query: LeadQuery,
  at: { before?: Cursor; after?: Cursor } = {},
  size = PAGE_SIZE,
): Promise<InboxPage> {
  if (at.after) {
    const rows = await selectLeads(db, query, { after: at.after }, size + 1);
    // Back at the top: show the first page, full, rather than the few leads left above.
    if (rows.length <= size) return inboxPage(db, query, {}, size);
    const leads = rows.slice(0, size).reverse();
    return { leads: await withNotifications(db, leads), newer: cursorOf(leads[0]), older: cursorOf(leads.at(-1)) };
  }
  const rows = await selectLeads(db, query, { before: at.before }, size + 1);
  const leads = rows.slice(0, size);
  return {
    leads: await withNotifications(db, leads),
    newer: at.before ? cursorOf(leads[0]) : undefined,
    older: rows.length > size ? cursorOf(leads.at(-1)) : undefined,
  };
}

/** Every matching lead in the inbox's order, a page at a time (the CSV export): each query stays small. */
export async function* matchingLeads(
  db: Kysely<Database>,
  query: LeadQuery,
  pageSize = 500,
): AsyncGenerator<LeadWithNotifications[]> {
  let before: Cursor | undefined;
  for (;;) {
    const page = await selectLeads(db, query, { before }, pageSize);
    if (page.length) yield withNotifications(db, page);
    if (page.length < pageSize) return;
    before = cursorOf(page.at(-1));
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HandledMedian {
  days: number;
  /** Leads handled in those days. */
  count: number;
  /** The median time from arrival to handled, in milliseconds; null when none was handled. */
  medianMs: number | null;
}

/**
 * The median time from arrival to handled of the leads handled in each of the last `days`
 * (by default 7 and 30). Computed in the database from the handled_at index: a count, then
 * the middle one or two of the waits in order, so only the window's rows are read.
 */
export async function handledMedians(
  db: Kysely<Database>,
  now: Date,
  days = [7, 30],
  team?: TeamScope,
): Promise<HandledMedian[]> {
  const waited = isPostgres(db)
    ? sql<number>`(extract(epoch from (handled_at::timestamptz - created_at::timestamptz)) * 1000)::float8`
    : sql<number>`(julianday(handled_at) - julianday(created_at)) * 86400000.0`;
  return Promise.all(
    days.map(async (span) => {
      const handled = db
        .selectFrom('leads')
        .where(inTeam(team))
        .where('status', '=', 'handled')
        .where('handled_at', '>=', new Date(now.getTime() - span * DAY_MS).toISOString());
      const { count } = await handled
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      const n = Number(count);
      if (n === 0) return { days: span, count: 0, medianMs: null };
      const middle = await handled
        .select(waited.as('ms'))
        .orderBy('ms')
        .limit(2 - (n % 2))
        .offset(Math.floor((n - 1) / 2))
        .execute();
      const medianMs = Math.round(middle.reduce((sum, row) => sum + Number(row.ms), 0) / middle.length);
      return { days: span, count: n, medianMs };
    }),
  );
}

/** How many leads are new, and when the oldest of them arrived. */
export async function waitingLeads(
  db: Kysely<Database>,
  team?: TeamScope,
): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('leads')
    .where(inTeam(team))
    .where('status', '=', 'new')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ?? null };
}
