/**
 * The inbox's session: a signed cookie (expiry, nonce, HMAC) that is valid only while its
 * row is in the `admin_sessions` table, so signing out ends it on the server, on every
 * server sharing the database. The signing key includes a digest of ADMIN_PASSWORD, so a
 * new password ends every session. Cookies are read and written by @fastify/cookie, and CSRF
 * tokens come from @fastify/csrf-protection.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../domain/safe-equal.ts';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export const SESSION_COOKIE = 'np_session';
export const SESSION_HOURS = 12;

const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');
const digest = (value: string) => createHash('sha256').update(value).digest();

/** The key sessions are signed with: the server's secret and the password together. */
export function sessionKey(secret: string, password: string): string {
  return hmac(secret, `session:${digest(password).toString('base64url')}`);
}

/** The session table holds a digest of each nonce, never the nonce the cookie carries. */
const rowId = (nonce: string) => digest(`admin-session:${nonce}`).toString('base64url');

/** Starts a session; returns the cookie value. Expired rows are removed on the way. */
export async function createSession(db: Kysely<Database>, key: string, now: number): Promise<string> {
  const expires = now + SESSION_HOURS * 3600_000;
  const nonce = randomBytes(16).toString('base64url');
  await db.deleteFrom('admin_sessions').where('expires_at', '<=', new Date(now).toISOString()).execute();
  await db
    .insertInto('admin_sessions')
    .values({ id: rowId(nonce), expires_at: new Date(expires).toISOString() })
    .execute();
  return signSession(key, expires, nonce);
}

/** The cookie value of a session: its expiry and nonce, signed. */
export function signSession(key: string, expires: number, nonce: string): string {
  const value = `${expires}.${nonce}`;
  return `${value}.${hmac(key, value)}`;
}

/** The nonce of a genuine, unexpired cookie whose signature checks (no database look-up). */
export function signedNonce(key: string, cookie: string | undefined, now: number): string | undefined {
  const [expiry, nonce, mac, ...rest] = cookie?.split('.') ?? [];
  if (!expiry || !nonce || !mac || rest.length) return undefined;
  if (!safeEqual(mac, hmac(key, `${expiry}.${nonce}`))) return undefined;
  return Number(expiry) > now ? nonce : undefined;
}

/** The session's nonce when the cookie is genuine, unexpired and not signed out. */
export async function verifySession(
  db: Kysely<Database>,
  key: string,
  cookie: string | undefined,
  now: number,
): Promise<string | undefined> {
  const nonce = signedNonce(key, cookie, now);
  if (!nonce) return undefined;
  const row = await db
    .selectFrom('admin_sessions')
    .select('id')
    .where('id', '=', rowId(nonce))
    .where('expires_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
  return row ? nonce : undefined;
}

export async function endSession(db: Kysely<Database>, nonce: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('id', '=', rowId(nonce)).execute();
}
