/**
 * The privacy policy's promise made true: leads are deleted LEADS_RETENTION_DAYS after they
 * arrived (default 730, the policy's 24 months), with their notification jobs and notes. Runs at
 * start-up and then daily; on several servers sharing a database, each purge is harmless.
 */
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { deleteLeads } from './leads.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function purgeOldLeads(db: Kysely<Database>, days: number, now: Date): Promise<number> {
  return deleteLeads(db, { before: new Date(now.getTime() - days * DAY_MS) });
}

export function startRetention(
  db: Kysely<Database>,
  days: number,
  log: (line: string) => void = (line) => console.log(line),
): { stop: () => void } {
  const run = () =>
    purgeOldLeads(db, days, new Date()).then(
      (removed) => removed && log(`[retention] deleted ${removed} leads older than ${days} days`),
      (error: unknown) => console.error('[retention]', error),
    );
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
