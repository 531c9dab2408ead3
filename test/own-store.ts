/**
 * What a test's own server runs on, with nothing of Vitest or Playwright: a store of its own, and
 * a real SMTP server on loopback to receive its mail.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { StoreSettings } from '../src/server/store/connect.ts';
import { createFreshDatabase } from './fresh-postgres.ts';

export interface OwnStore {
  settings: StoreSettings;
  /** The server's environment variables for this store. */
  env: Record<string, string>;
  /** Removes the store; call it once the servers and stores using it are closed. */
  dispose: () => Promise<void>;
}

/**
 * A leads store for one test's server alone: a temp DATA_DIR, and with DATABASE_URL a fresh
 * PostgreSQL database. Servers that shared one database would run each other's outbox jobs
 * (a server without mail settings fails an e-mail job and puts it off for 30 s).
 */
export async function ownStore(prefix: string): Promise<OwnStore> {
  const DATA_DIR = mkdtempSync(join(tmpdir(), `northpaw-${prefix}-`));
  const fresh = process.env.DATABASE_URL ? await createFreshDatabase(process.env.DATABASE_URL) : undefined;
  return {
    settings: { DATA_DIR, DATABASE_URL: fresh?.url },
    env: { DATA_DIR, DATABASE_URL: fresh?.url ?? '' },
    dispose: async () => {
      await fresh?.drop();
      rmSync(DATA_DIR, { recursive: true, force: true });
    },
  };
}

/** A real SMTP server on loopback that keeps every message it receives in `received`. */
export function smtpServer(): { server: SMTPServer; received: string[] } {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(text);
        done();
      });
    },
  });
  return { server, received };
}
