/** Opening and migrating the store (db/connect.ts, db/migrations.ts). */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openStore, type StoreSettings } from './connect.ts';
import { migrationProvider } from './migrations.ts';
import { recordLead } from './leads.ts';
import {
  contactLead,
  fixedNow,
  leadRows,
  notificationRows,
  storeKinds,
  tempDir,
  withFreshPostgres,
  type StoreKind,
} from '../../../test/db.ts';

/** Runs `use` with the settings of a brand-new, empty store of this kind, removed afterwards. */
async function withFreshStore(kind: StoreKind, use: (settings: StoreSettings) => Promise<void>): Promise<void> {
  if (kind.url) return withFreshPostgres(kind.url, (url) => use({ DATA_DIR: 'unused', DATABASE_URL: url }));
  const dir = await tempDir('fresh');
  try {
    await use({ DATA_DIR: join(dir, 'nested', 'data') });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The store of `settings` migrated only up to `migration`, as an older server left it. */
/** The store as it was at `migration`, holding one contact message of that time, then opened as today's. */
async function openWithOldLead(settings: StoreSettings, migration: string) {
  const old = await openAt(settings, migration);
  try {
    await sql`insert into leads (kind, name, email, phone, service, city, message, page, created_at, status)
      values ('contact', 'Old Lead', '', '', 'general-inquiry', '', 'Hi', '/contact/', '2026-01-02', 'new')`.execute(
      old,
    );
  } finally {
    await old.destroy();
  }
  return openStore(settings);
}

async function openAt(settings: StoreSettings, migration: string): Promise<Kysely<unknown>> {
  let db: Kysely<unknown>;
  if (settings.DATABASE_URL) {
    db = new Kysely({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: settings.DATABASE_URL }) }),
    });
  } else {
    await mkdir(settings.DATA_DIR, { recursive: true });
    db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(join(settings.DATA_DIR, 'leads.sqlite')) }) });
  }
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(migration);
  if (error) throw error;
  return db;
}

describe('openStore', () => {
  it('rejects with an Error when DATA_DIR cannot be created (a path under a regular file)', async () => {
    const dir = await tempDir('file');
    try {
      await writeFile(join(dir, 'plain-file'), 'not a folder');
      await expect(openStore({ DATA_DIR: join(dir, 'plain-file', 'data') })).rejects.toBeInstanceOf(Error);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  describe.each(storeKinds)('on $name', (kind) => {
    /** Opens a store twice on a brand-new database, checking its tables each time. */
    const migrateTwice = async (settings: { DATA_DIR: string; DATABASE_URL?: string }) => {
      const first = await openStore(settings);
      try {
        const tables = (await first.db.introspection.getTables()).map((t) => t.name);
        expect(tables).toEqual(
          expect.arrayContaining(['leads', 'notifications', 'page_events', 'people', 'people_sessions', 'passkeys']),
        );
        // The shared password's sessions went with it.
        expect(tables).not.toContain('admin_sessions');
        await recordLead(first.db, contactLead, ['email'], fixedNow);
      } finally {
        await first.db.destroy();
      }
      const second = await openStore(settings);
      try {
        const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(second.db);
        expect(rows.map((r) => r.name)).toEqual([
          '2026-11-22-leads',
          '2026-11-22-leads-city-length',
          '2026-11-23-admin-sessions',
          '2026-11-24-leads-lang',
          '2026-11-24-leads-notes',
          '2026-11-24-leads-page-indexes',
          '2026-11-24-page-events',
          '2026-11-26-lead-evidence',
          '2026-11-27-lead-place-and-photos',
          '2026-11-27-lead-urgency',
          '2026-11-28-form-tokens-spent',
          '2026-11-28-people',
        ]);
        // Nothing was re-created: the lead stored before the second open is still there.
        expect((await leadRows(second.db)).map((l) => l.name)).toEqual([contactLead.name]);
        expect(await notificationRows(second.db)).toHaveLength(1);
      } finally {
        await second.db.destroy();
      }
    };

    it('migrates a fresh store, and a second open is a no-op', async () => {
      await withFreshStore(kind, migrateTwice);
    });

    it('reads the leads stored before leads had a language as English (they all came from English pages)', async () => {
      await withFreshStore(kind, async (settings) => {
        const store = await openWithOldLead(settings, '2026-11-23-admin-sessions');
        try {
          expect((await leadRows(store.db)).map((l) => [l.name, l.lang])).toEqual([['Old Lead', 'en']]);
          // A new lead from a French page is French.
          await recordLead(store.db, { ...contactLead, page: '/fr/contact/' }, [], fixedNow);
          expect((await leadRows(store.db)).map((l) => l.lang)).toEqual(['en', 'fr']);
        } finally {
          await store.db.destroy();
        }
      });
    });

    it('reads the leads stored before the urgency questions as not said, and not urgent', async () => {
      await withFreshStore(kind, async (settings) => {
        const store = await openWithOldLead(settings, '2026-11-26-lead-evidence');
        try {
          await recordLead(store.db, { ...contactLead, animalInside: 'yes' }, [], fixedNow);
          expect((await leadRows(store.db)).map((l) => [l.name, l.animal_inside, l.exposure, l.urgent])).toEqual([
            ['Old Lead', '', '', 0],
            [contactLead.name, 'yes', '', 1],
          ]);
        } finally {
          await store.db.destroy();
        }
      });
    });
  });
});

describe('SQLite locked by another process', () => {
  it('delays the write that needs the file, not the event loop, and stores it once the lock goes', async () => {
    await withFreshStore({ name: 'SQLite' }, async (settings) => {
      const store = await openStore(settings);
      const other = new SQLite(join(settings.DATA_DIR, 'leads.sqlite'));
      try {
        other.exec('BEGIN IMMEDIATE');
        const write = recordLead(store.db, contactLead, ['email'], fixedNow);
        let written = false;
        void write.then(() => (written = true));
        // While the write waits, timers still fire: every other request is served. SQLite's own
        // wait would hold the thread for the whole 5 s; a busy machine delays a timer far less.
        const started = performance.now();
        const lags: number[] = [];
        for (let i = 0; i < 5; i++) {
          const before = performance.now();
          await new Promise((resolve) => setTimeout(resolve, 20));
          lags.push(performance.now() - before - 20);
        }
        expect(written, 'the write, done before the lock went').toBe(false);
        expect(Math.max(...lags)).toBeLessThan(1_000);
        other.exec('COMMIT');
        const id = await write;
        expect(performance.now() - started).toBeGreaterThanOrEqual(100);
        expect((await leadRows(store.db)).map((lead) => lead.id)).toEqual([id]);
        expect(await notificationRows(store.db)).toHaveLength(1);
      } finally {
        if (other.inTransaction) other.exec('ROLLBACK');
        other.close();
        await store.db.destroy();
      }
    });
  });
});
