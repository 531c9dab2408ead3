/**
 * The privacy policy's promise made true: leads are deleted LEADS_RETENTION_DAYS after they
 * arrived (default 730, the policy's 24 months), with their notification jobs and notes. Runs at
 * start-up and then daily; on several servers sharing a database, each purge is harmless.
 * The daily call counts (the owner's numbers) go after the same time: they name no one, but
 * nothing is kept for ever without a reason, and calls stay comparable with the leads kept.
 * The deletions log's lines go after the same time as the leads. The sign-in requests are kept an
 * hour, the sign-in links and passkey challenges until they expire.
 * The acknowledgement log keeps a digest of an address for one day only, the spent form tokens
 * two hours (after which they are void anyway).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { deleteLeads } from '../store/leads.ts';
import { purgeSpentFormTokens } from '../store/form-tokens.ts';
import { purgeAckLog } from '../store/ack-log.ts';
import { deletePageEventsBefore } from '../store/page-events.ts';
import { purgeDeletionsBefore } from '../store/deletions.ts';
import { purgeSignInRequests } from '../store/sign-in-requests.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function purgeOldLeads(db: Kysely<Database>, days: number, now: Date): Promise<number> {
  return deleteLeads(db, { before: new Date(now.getTime() - days * DAY_MS) });
}

/** Deletes the call counts of the days wholly before the retention period; returns how many rows went. */
export function purgeOldPageEvents(db: Kysely<Database>, days: number, now: Date): Promise<number> {
  return deletePageEventsBefore(db, new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10));
}

export function startRetention(
  db: Kysely<Database>,
  days: number,
  log: (line: string) => void = (line) => console.log(line),
  clock: () => Date = () => new Date(),
): { stop: () => void; firstRun: Promise<void> } {
  const failed = (error: unknown) => console.error('[retention]', error);
  const run = async () => {
    // The app's own clock: a test's fixed day must not see its rows purged as a year old.
    const now = clock();
    await Promise.all([
      purgeOldLeads(db, days, now).then(
        (removed) => removed && log(`[retention] deleted ${removed} leads older than ${days} days`),
        failed,
      ),
      purgeOldPageEvents(db, days, now).then(
        (removed) => removed && log(`[retention] deleted ${removed} daily call counts older than ${days} days`),
        failed,
      ),
      purgeDeletionsBefore(db, new Date(now.getTime() - days * DAY_MS)).catch(failed),
      purgeSignInRequests(db, now).catch(failed),
      purgeAckLog(db, now).catch(failed),
      purgeSpentFormTokens(db, now).catch(failed),
    ]);
  };
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  // The server waits for the first run before it is ready, so the start-up purge never runs
  // beside a request (a test's row of a day before the period went while the test read it).
  return { stop: () => clearInterval(timer), firstRun: run() };
}
