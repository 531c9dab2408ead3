/**
 * Delivers queued notifications in the background. Each job is retried with exponential
 * backoff; its state lives in the database, so retries survive restarts, and several
 * servers may share one database: a job is claimed before it is delivered.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { addLeadEvent } from '../store/lead-events.ts';
import type { Deliveries } from './notify.ts';

export const outboxPolicy = {
  /** First retry after this, doubling each time. */
  baseDelayMs: 30_000,
  maxDelayMs: 6 * 60 * 60 * 1000,
  /** After this many failed attempts the job is marked failed (still shown in the inbox). */
  maxAttempts: 12,
  batch: 20,
  /**
   * A claimed job is not due for anyone else for this long: longer than a delivery takes
   * (SMTP and webhook time-outs), so only a server that hung or died gives it up.
   */
  claimMs: 15 * 60 * 1000,
};

export function retryDelay(attempts: number, policy = outboxPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/** Runs every due job once; returns how many were delivered. */
export async function deliverDue(
  db: Kysely<Database>,
  deliveries: Deliveries,
  now: Date,
  policy = outboxPolicy,
): Promise<number> {
  const due = await db
    .selectFrom('notifications')
    .innerJoin('leads', 'leads.id', 'notifications.lead_id')
    .selectAll('leads')
    .select([
      'notifications.id as job_id',
      'notifications.channel',
      'notifications.attempts',
      'notifications.next_attempt_at',
    ])
    .where('notifications.state', '=', 'pending')
    .where('notifications.next_attempt_at', '<=', now.toISOString())
    .orderBy('notifications.next_attempt_at')
    .limit(policy.batch)
    .execute();
  let delivered = 0;
  for (const { job_id, channel, attempts, next_attempt_at, ...lead } of due) {
    // Moves the job out of everyone's reach first; only the server whose update matched delivers it.
    const claim = await db
      .updateTable('notifications')
      .set({ next_attempt_at: new Date(now.getTime() + policy.claimMs).toISOString() })
      .where('id', '=', job_id)
      .where('state', '=', 'pending')
      .where('next_attempt_at', '=', next_attempt_at)
      .executeTakeFirst();
    if (claim.numUpdatedRows !== 1n) continue;
    const deliver = deliveries[channel];
    try {
      if (!deliver) throw new Error(`${channel} is no longer configured`);
      const outcome = await deliver(lead);
      await db
        .updateTable('notifications')
        .set({
          state: outcome === 'skipped' ? 'skipped' : 'sent',
          attempts: attempts + 1,
          sent_at: outcome === 'skipped' ? null : new Date().toISOString(),
          last_error: null,
        })
        .where('id', '=', job_id)
        .execute();
      if (outcome !== 'skipped') {
        delivered++;
        // A lead deleted meanwhile has no history left to write to.
        await addLeadEvent(db, lead.id, 'sent', new Date(), { detail: channel }).catch(() => undefined);
      }
    } catch (error) {
      const tries = attempts + 1;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await addLeadEvent(db, lead.id, 'failed', new Date(), { detail: `${channel}: ${reason}` }).catch(() => undefined);
      await db
        .updateTable('notifications')
        .set({
          state: tries >= policy.maxAttempts ? 'failed' : 'pending',
          attempts: tries,
          next_attempt_at: new Date(now.getTime() + retryDelay(tries, policy)).toISOString(),
          last_error: reason,
        })
        .where('id', '=', job_id)
        .execute();
    }
  }
  return delivered;
}

/** Polls for due jobs until stopped. One run at a time; errors are logged, never thrown. */
export function startOutbox(
  db: Kysely<Database>,
  deliveries: Deliveries,
  intervalMs: number,
  policy = outboxPolicy,
): { stop: () => Promise<void>; kick: () => void } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running
      .then(() => (stopped ? 0 : deliverDue(db, deliveries, new Date(), policy)))
      .catch((error: unknown) => console.error('[outbox]', error));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    kick: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
