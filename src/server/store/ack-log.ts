/** The acknowledgement log (ack_log): the last acknowledgement to each mailbox, as a digest, for one day. */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ACK_INTERVAL_MS, mailbox } from '../domain/leads.ts';
import type { Database } from './schema.ts';

/** The key of a mailbox in the acknowledgement log: a digest, so the log holds no address. */
const ackAddress = (email: string) =>
  createHash('sha256')
    .update(`ack:${mailbox(email)}`)
    .digest('base64url');

/**
 * Takes the day's one acknowledgement to an address: true when none went there in the last
 * ACK_INTERVAL_MS. One statement, so two servers sharing the database never both send.
 */
export async function claimAck(db: Kysely<Database>, email: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const row = await db
    .insertInto('ack_log')
    .values({ address: ackAddress(email), sent_at: at })
    .onConflict((conflict) =>
      conflict
        .column('address')
        .doUpdateSet({ sent_at: at })
        .where('ack_log.sent_at', '<=', new Date(now.getTime() - ACK_INTERVAL_MS).toISOString()),
    )
    .returning('address')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets the acknowledgements sent before the last ACK_INTERVAL_MS (the daily purge). */
export async function purgeAckLog(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('ack_log')
    .where('sent_at', '<=', new Date(now.getTime() - ACK_INTERVAL_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
