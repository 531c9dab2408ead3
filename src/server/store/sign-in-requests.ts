/**
 * Sign-in links asked for (sign_in_requests), by a digest of who: a client (`c:`) or a person
 * (`p:`). Counted in the database, so a few an hour holds on every server sharing it.
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

const HOUR_MS = 3600_000;

/** The key of a client (its clientKey) or a person (their id), salted: no address or id is kept as it is. */
export const requestKey = (kind: 'c' | 'p', id: string, salt: string) =>
  `${kind}:${createHmac('sha256', salt).update(`sign-in:${kind}:${id}`).digest('base64url').slice(0, 40)}`;

/** How many requests a key made in the last `windowMs`. */
export async function requestsSince(db: Kysely<Database>, key: string, now: Date, windowMs = HOUR_MS) {
  const row = await db
    .selectFrom('sign_in_requests')
    .where('key', '=', key)
    .where('at', '>', new Date(now.getTime() - windowMs).toISOString())
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many requests every client together made in the last `windowMs`. */
export async function allRequestsSince(db: Kysely<Database>, now: Date, windowMs: number) {
  const row = await db
    .selectFrom('sign_in_requests')
    .where('key', 'like', 'c:%')
    .where('at', '>', new Date(now.getTime() - windowMs).toISOString())
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function addRequest(db: Kysely<Database>, key: string, now: Date) {
  await db.insertInto('sign_in_requests').values({ key, at: now.toISOString() }).execute();
}

/** Forgets requests older than an hour, and the sign-in tokens (links, passkey challenges) that expired. */
export async function purgeSignInRequests(db: Kysely<Database>, now: Date): Promise<number> {
  await db.deleteFrom('sign_in_tokens').where('expiresAt', '<', now.toISOString()).execute();
  const result = await db
    .deleteFrom('sign_in_requests')
    .where('at', '<', new Date(now.getTime() - HOUR_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
