/**
 * Opens the leads store: SQLite (better-sqlite3, WAL) in DATA_DIR by default, or the
 * PostgreSQL server of DATABASE_URL, and brings its schema up to date.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
} from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrationProvider } from './migrations.ts';
import type { Database } from './schema.ts';

export interface StoreSettings {
  DATA_DIR: string;
  DATABASE_URL?: string;
}

export interface Store {
  db: Kysely<Database>;
  /** Where the data lives, for the start-up log (no password). */
  description: string;
}

export async function openStore(settings: StoreSettings): Promise<Store> {
  let db: Kysely<Database>;
  let description: string;
  if (settings.DATABASE_URL) {
    const url = new URL(settings.DATABASE_URL);
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: settings.DATABASE_URL, max: 10 }) }),
    });
    description = `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
  } else {
    const dir = resolve(settings.DATA_DIR);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'leads.sqlite');
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    // No busy_timeout: better-sqlite3 is synchronous, so SQLite's own wait for a lock held by
    // another process would stop every request for as long. PatientSqliteDialect waits instead.
    sqlite.pragma('busy_timeout = 0');
    db = new Kysely<Database>({ dialect: new PatientSqliteDialect({ database: withStatementCache(sqlite) }) });
    description = `SQLite ${file}`;
  }
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await db.destroy();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      `database migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { db, description };
}

/**
 * The database as Kysely's SQLite driver sees it, with each SQL text prepared once: the driver
 * prepares every query anew, which was most of a lead's cost (better-sqlite3's prepare parses
 * and plans the statement). Kysely's queries are few and fixed in shape, but the inbox's
 * search and filters make some by the page, so the cache holds the latest few hundred.
 */
function withStatementCache(sqlite: SQLite.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source);
    } else {
      statement = sqlite.prepare(source);
      if (cache.size >= size) cache.delete(cache.keys().next().value as string);
    }
    cache.set(source, statement);
    return statement;
  };
  return { prepare, close: () => sqlite.close() };
}

/** How long a statement waits, in all, for a lock another process holds on the SQLite file. */
export const SQLITE_LOCK_WAIT_MS = 5_000;

const isBusy = (error: unknown) => (error as { code?: string } | null)?.code?.startsWith('SQLITE_BUSY') ?? false;

/** Runs `attempt` again, a little later each time, while the file is locked, up to SQLITE_LOCK_WAIT_MS. */
async function whileBusy<T>(attempt: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let delay = 5; ; delay = Math.min(delay * 2, 200)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() - started > SQLITE_LOCK_WAIT_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * SQLite through better-sqlite3 that waits for another process's lock on the event loop, not
 * in SQLite: the query that needs the file waits, every other request goes on. A transaction
 * takes the write lock when it begins (BEGIN IMMEDIATE), so it never fails half-way for a lock
 * and is safe to start again; a single statement is retried as it is.
 */
class PatientSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    return {
      init: () => driver.init(),
      acquireConnection: async () => {
        const connection = await driver.acquireConnection();
        return {
          executeQuery: (query) => whileBusy(() => connection.executeQuery(query)),
          streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
        } satisfies DatabaseConnection;
      },
      beginTransaction: async (connection) => {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      },
      commitTransaction: (connection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
      savepoint: driver.savepoint?.bind(driver),
      rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
      releaseSavepoint: driver.releaseSavepoint?.bind(driver),
      releaseConnection: (connection) => driver.releaseConnection(connection),
      destroy: () => driver.destroy(),
    };
  }
}
