/**
 * A brand-new, empty PostgreSQL database beside an existing one, for a test that must not
 * share its data: migrating "a fresh store", or a server whose outbox no other server may
 * touch. Only tests import this module.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  url: string;
  /** Drops the database; call it once the stores using it are closed. */
  drop: () => Promise<void>;
}

export async function createFreshDatabase(url: string): Promise<FreshDatabase> {
  const name = `northpaw_fresh_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`create database ${name}`));
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return { url: fresh.toString(), drop: () => withAdmin(url, (admin) => dropDatabase(admin, name)) };
}

async function withAdmin(url: string, use: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await use(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Drops a database once the closed stores' connections are gone (a pool's end() resolves
 * before its sockets close, and a killed server's take a moment; forcing them off at once
 * would make the closing clients emit errors).
 */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: "database is being accessed by other users"
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
