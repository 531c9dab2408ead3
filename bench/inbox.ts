/**
 * `npm run bench:inbox`: fills a fresh store with 100,000 leads (two years of a busy business)
 * and times the inbox's pages through the real handler, and the queries they run, median of
 * several runs each: the first page, a page deep in the list (Next and Previous), the new
 * leads, a search by name and by phone, an area filter, the medians. A figure, not a gate: it
 * prints a table. SQLite always; PostgreSQL too when DATABASE_URL is set (a fresh database
 * beside it, dropped afterwards). BENCH_LEADS and BENCH_RUNS change the size and the runs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { catalogueFile } from '../src/lib/catalogue.ts';
import { filterQuery } from '../src/server/routes/admin/filters.ts';
import { openStore } from '../src/server/store/connect.ts';
import type { Database } from '../src/server/store/schema.ts';
import { handledMedians, inboxPage, waitingLeads, type LeadQuery } from '../src/server/store/lead-lists.ts';
import { namesFrom } from '../src/server/domain/names.ts';
import { realCatalogue } from '../test/catalogue.ts';
import { listening, testBuild } from '../test/app.ts';
import { signInAs, testMailbox } from '../test/people.ts';
import { createFreshDatabase } from '../test/fresh-postgres.ts';
import { printTable } from './table.ts';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const NOW = Date.parse('2026-11-25T15:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const names = namesFrom(catalogueFile(realCatalogue('en'), realCatalogue('fr')));
const cities = names.cities('en').map((c) => c.id);

/** A small seeded generator, so every run stores the same leads. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Ada', 'Émilie', 'Grace', 'Jean', 'Marie', 'Liam', 'Noah', 'Chloé', 'Olivia', 'William', 'Léa', 'Raj'];
const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Smith', 'Brown', 'Wilson', 'Martin', 'Lee', 'Singh', 'Nguyen'];
const PHONE_FORMATS = [
  (d: string) => `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
  (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
  (d: string) => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
  (d: string) => `+1 ${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`,
];
/** The one lead the searches look for, half-way down the list. */
const NEEDLE = { index: Math.floor(LEADS / 2), name: 'Zoé Needle-Lachance', phone: '(819) 555-0123' };

/** Leads spread over two years, newest last; all handled but the last day's, each with a sent e-mail. */
async function fill(db: Kysely<Database>): Promise<void> {
  const next = random(16);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)] as T;
  const span = 730 * DAY;
  for (let start = 0; start < LEADS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, LEADS - start) }, (_, j) => {
      const i = start + j;
      const created = NOW - span + Math.floor((i / LEADS) * span);
      const first = pick(FIRST);
      const last = pick(LAST);
      const digits = String(2000000000 + Math.floor(next() * 7999999999));
      const city = next() < 0.7 ? pick(cities) : '';
      const isNew = NOW - created < DAY;
      // Most leads are handled within hours, a few wait days.
      const waited = Math.floor(5 * 60_000 * Math.exp(next() * 7));
      const needle = i === NEEDLE.index;
      return {
        kind: next() < 0.5 ? ('quote' as const) : ('contact' as const),
        name: needle ? NEEDLE.name : `${first} ${last}`,
        email: next() < 0.6 ? `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.com` : '',
        phone: needle ? NEEDLE.phone : pick(PHONE_FORMATS)(digits),
        service: 'raccoon-removal',
        city,
        message: 'There is something in the attic, scratching at night. Can someone come this week?',
        page: city ? `/${city}/raccoon-removal/` : '/contact/',
        lang: next() < 0.2 ? ('fr' as const) : ('en' as const),
        created_at: new Date(created).toISOString(),
        status: isNew ? ('new' as const) : ('handled' as const),
        handled_at: isNew ? null : new Date(Math.min(created + waited, NOW)).toISOString(),
      };
    });
    const ids = await db.insertInto('leads').values(rows).returning('id').execute();
    await db
      .insertInto('notifications')
      .values(
        ids.map(({ id }) => ({
          lead_id: id,
          channel: 'email' as const,
          state: 'sent' as const,
          attempts: 1,
          next_attempt_at: new Date(NOW).toISOString(),
          last_error: null,
          sent_at: new Date(NOW).toISOString(),
        })),
      )
      .execute();
  }
}

/** The median time of `runs` calls of `task`, after one to warm up, in milliseconds. */
async function median(task: () => Promise<unknown>, runs = RUNS): Promise<number> {
  await task();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/** The inbox on a loopback port, signed in: returns a function that fetches a page of it. */
async function signedInInbox(db: Kysely<Database>) {
  const clientDir = mkdtempSync(join(tmpdir(), 'northpaw-bench-client-'));
  writeFileSync(join(clientDir, '404.html'), 'Not found');
  const mailbox = testMailbox();
  const server = await listening({
    build: testBuild(clientDir, { names }),
    db,
    mailer: mailbox.mailer,
    settings: { SESSION_SECRET: 's'.repeat(32), BUSINESS_TIME_ZONE: 'America/Toronto' },
    clock: () => new Date(NOW),
  });
  const origin = server.origin;
  const cookie = await signInAs(server, mailbox);
  return {
    async get(path: string) {
      const res = await fetch(`${origin}${path}`, { headers: { cookie } });
      const html = await res.text();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      return html;
    },
    close: async () => {
      await server.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

interface Case {
  name: string;
  /** The inbox path, or none when only the query is timed. */
  path?: string;
  query: () => Promise<unknown>;
}

/** What one case measured on one store. */
interface Timing {
  page: number;
  query: number;
  /** Leads on the page: what the case found (a search for one lead shows one). */
  shown: number;
}

/** Times every case on one store. */
async function measure(db: Kysely<Database>, postgres: boolean): Promise<Map<string, Timing>> {
  const started = performance.now();
  await fill(db);
  // PostgreSQL's autovacuum analyzes a table this changed within a minute; do it now. SQLite
  // gathers no statistics unless told, so it is measured without (as a server runs it).
  if (postgres) await sql`analyze`.execute(db);
  console.log(
    `  filled ${postgres ? 'PostgreSQL' : 'SQLite'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // 90% of the way down the list (page 1,800 of 2,000 with 100,000 leads): the last lead of
  // that page, where Next starts, and the first of the next, where its Previous starts. The
  // bench finds them with OFFSET once; the inbox never does.
  const pages = Math.ceil(LEADS / 50);
  const deepPage = Math.floor(pages * 0.9);
  const [deep, nextFirst] = await db
    .selectFrom('leads')
    .select(['created_at', 'id'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(deepPage * 50 - 1)
    .limit(2)
    .execute();
  if (!deep || !nextFirst) throw new Error('too few leads for a deep page');
  const at = (query: LeadQuery, page: { before?: typeof deep; after?: typeof deep } = {}) => ({
    path: `/admin/${filterQuery(query, page)}`,
    query: () => inboxPage(db, query, page),
  });
  const cases: Case[] = [
    { name: 'first page', ...at({}) },
    {
      name: `page ${(deepPage + 1).toLocaleString('en-CA')} of ${pages.toLocaleString('en-CA')} (Next)`,
      ...at({}, { before: deep }),
    },
    { name: `page ${deepPage.toLocaleString('en-CA')} (Previous)`, ...at({}, { after: nextFirst }) },
    { name: 'new leads only', ...at({ status: 'new' }) },
    { name: 'search a name (one match)', ...at({ q: 'needle-lach' }) },
    { name: 'search a phone (one match)', ...at({ q: '8195550123' }) },
    { name: 'search a common name', ...at({ q: 'côté' }) },
    { name: 'area: a province (QC)', ...at({ area: 'qc' }) },
    { name: 'area: a city (Brampton)', ...at({ area: 'on/brampton' }) },
    { name: 'area: a city, deep page', ...at({ area: 'on/brampton' }, { before: deep }) },
    {
      name: 'medians (7 and 30 days) and waiting',
      query: () => Promise.all([handledMedians(db, new Date(NOW)), waitingLeads(db)]),
    },
  ];
  const inbox = await signedInInbox(db);
  const times = new Map<string, Timing>();
  try {
    for (const c of cases) {
      const page = c.path ? await median(() => inbox.get(c.path ?? '/admin/')) : Number.NaN;
      const shown = c.path ? (await inbox.get(c.path)).split('data-lead-id=').length - 1 : Number.NaN;
      times.set(c.name, { page, query: await median(c.query), shown });
    }
  } finally {
    await inbox.close();
  }
  return times;
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`);

const results: [string, Map<string, Timing>][] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'northpaw-bench-inbox-'));
try {
  const sqlite = await openStore({ DATA_DIR: dataDir });
  try {
    results.push(['SQLite', await measure(sqlite.db, false)]);
  } finally {
    await sqlite.db.destroy();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  const fresh = await createFreshDatabase(process.env.DATABASE_URL);
  try {
    const postgres = await openStore({ DATA_DIR: 'unused', DATABASE_URL: fresh.url });
    try {
      results.push(['PostgreSQL', await measure(postgres.db, true)]);
    } finally {
      await postgres.db.destroy();
    }
  } finally {
    await fresh.drop();
  }
}

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
);
const [first] = results;
printTable(
  `Inbox with ${LEADS.toLocaleString('en-CA')} leads, median of ${RUNS} runs (page: the whole answer through the handler; query: its list query alone)`,
  ['case', 'leads shown', ...results.flatMap(([store]) => [`${store} page`, `${store} query`])],
  [...(first?.[1].entries() ?? [])].map(([name, { shown }]) => [
    name,
    Number.isNaN(shown) ? '–' : String(shown),
    ...results.flatMap(([, times]) => [ms(times.get(name)?.page), ms(times.get(name)?.query)]),
  ]),
);
// The stores must agree on what each case finds, or the times compare different work.
for (const [store, times] of results.slice(1)) {
  for (const [name, { shown }] of times) {
    const expected = first?.[1].get(name)?.shown;
    if (shown !== expected && !Number.isNaN(shown))
      console.log(`! ${store} shows ${shown} leads for "${name}", SQLite ${expected}`);
  }
}
