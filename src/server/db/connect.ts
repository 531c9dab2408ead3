/**
 * Opens the leads store: SQLite (better-sqlite3, WAL) in DATA_DIR by default, or the
 * PostgreSQL server of DATABASE_URL, and brings its schema up to date.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
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
    sqlite.pragma('busy_timeout = 5000');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
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
