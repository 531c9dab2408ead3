/**
 * Test helpers for the leads backend: the stores to run against (SQLite always, PostgreSQL
 * when DATABASE_URL is set), a throwaway build folder, and (from ./server.ts) a site server on
 * a free port. Only Vitest's test files import this module.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { LeadInput } from '../src/lib/lead-schema.ts';
import { openStore, type StoreSettings } from '../src/server/store/connect.ts';
import { createFreshDatabase, type FreshDatabase } from './fresh-postgres.ts';
import type { Database } from '../src/server/store/schema.ts';
export { cookiesOf, signIn } from './server.ts';
export { listening, startSiteServer, testBuild, type TestServer as RunningServer } from './app.ts';

export interface StoreKind {
  name: 'SQLite' | 'PostgreSQL';
  /** Set for PostgreSQL only. */
  url?: string;
}

/** Every store the tests run against: `describe.each(storeKinds)('$name', ...)`. */
export const storeKinds: StoreKind[] = [
  { name: 'SQLite' },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL' as const, url: process.env.DATABASE_URL }] : []),
];

export const tempDir = (prefix: string) => mkdtemp(join(tmpdir(), `northpaw-${prefix}-`));

export interface TestStore {
  db: Kysely<Database>;
  settings: StoreSettings;
}

/**
 * Opens one store for the enclosing describe block: a fresh temp DATA_DIR for SQLite, a
 * fresh database on the DATABASE_URL server for PostgreSQL, so test files running side by
 * side never share tables. Every test starts with an empty store.
 */
export function useStore(kind: StoreKind): TestStore {
  const store = {} as TestStore;
  let dataDir: string | undefined;
  let fresh: FreshDatabase | undefined;
  beforeAll(async () => {
    dataDir = await tempDir('data');
    fresh = kind.url ? await createFreshDatabase(kind.url) : undefined;
    store.settings = { DATA_DIR: dataDir, DATABASE_URL: fresh?.url };
    store.db = (await openStore(store.settings)).db;
  });
  beforeEach(() => clearStore(store.db));
  afterAll(async () => {
    await store.db?.destroy();
    await fresh?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return store;
}

export async function clearStore(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('ack_log').execute();
  await db.deleteFrom('form_tokens_spent').execute();
  await db.deleteFrom('lead_events').execute();
  await db.deleteFrom('lead_deletions').execute();
  await db.deleteFrom('sign_in_requests').execute();
  await db.deleteFrom('sign_in_tokens').execute();
  await db.deleteFrom('passkeys').execute();
  await db.deleteFrom('people_sessions').execute();
  await db.deleteFrom('people_accounts').execute();
  await db.deleteFrom('people').execute();
  await db.deleteFrom('page_events').execute();
  await db.deleteFrom('notifications').execute();
  await db.deleteFrom('lead_notes').execute();
  await db.deleteFrom('lead_photos').execute();
  await db.deleteFrom('leads').execute();
}

/**
 * Runs `use` with the URL of a brand-new, empty PostgreSQL database next to `url`'s,
 * dropped afterwards (so migrating "a fresh store" is tested without touching the shared one).
 */
export async function withFreshPostgres(url: string, use: (freshUrl: string) => Promise<void>): Promise<void> {
  const fresh = await createFreshDatabase(url);
  try {
    await use(fresh.url);
  } finally {
    await fresh.drop();
  }
}

export async function leadRows(db: Kysely<Database>) {
  return db.selectFrom('leads').selectAll().orderBy('id').execute();
}

export async function notificationRows(db: Kysely<Database>) {
  return db.selectFrom('notifications').selectAll().orderBy('id').execute();
}

/** A build folder with just the pages the server needs to answer a miss. */
export async function makeClientDir(): Promise<string> {
  const dir = await tempDir('client');
  await writeFile(join(dir, 'index.html'), '<h1>Home page</h1>');
  await writeFile(join(dir, '404.html'), '<h1>Generic 404</h1>');
  return dir;
}

/** The fixed clock of the tests. */
export const fixedNow = new Date('2026-03-02T15:04:05.000Z');

export const contactLead: LeadInput = {
  kind: 'contact',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '416-555-0100',
  service: 'general-inquiry',
  message: 'Something is living in my attic.',
  postalCode: undefined,
  website: '',
  startedAt: fixedNow.getTime() - 10_000,
  page: '/contact/',
  animalInside: '',
  exposure: '',
};

export const quoteLead: LeadInput = {
  kind: 'quote',
  name: 'Grace Hopper',
  email: '',
  phone: '905-555-0199',
  service: 'raccoon-removal',
  message: '',
  postalCode: undefined,
  website: '',
  startedAt: fixedNow.getTime() - 10_000,
  page: '/on/brampton/raccoon-removal/',
  animalInside: '',
  exposure: '',
};

/** The same two leads sent from the French pages: their twins under /fr/. */
export const contactLeadFr: LeadInput = { ...contactLead, name: 'Gabrielle Roy', page: '/fr/contact/' };
export const quoteLeadFr: LeadInput = {
  ...quoteLead,
  name: 'Jean Béliveau',
  page: '/fr/on/brampton/retrait-ratons-laveurs/',
};

/** Bare quote rows for bulk inserts (paging and purge tests), lead i created at `createdAt(i)`. */
export function quoteRows(count: number, createdAt: (i: number) => Date) {
  return Array.from({ length: count }, (_, i) => ({
    kind: 'quote' as const,
    name: `Lead ${i}`,
    email: '',
    phone: '905-555-0199',
    service: 'raccoon-removal',
    city: '',
    message: '',
    page: '/',
    lang: 'en' as const,
    created_at: createdAt(i).toISOString(),
    status: 'new' as const,
    handled_at: null,
  }));
}
