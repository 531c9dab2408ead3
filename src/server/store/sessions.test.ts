/** The inbox's session (session.ts): the signed cookie on its own, and its rows in SQLite and, when DATABASE_URL is set, PostgreSQL. */
import { describe, expect, it } from 'vitest';
import {
  createSession,
  endSession,
  SESSION_HOURS,
  sessionKey,
  signedNonce,
  signSession,
  verifySession,
} from './sessions.ts';
import { fixedNow, storeKinds, useStore } from '../../../test/db.ts';
import { safeEqual } from '../domain/safe-equal.ts';

const secret = 'a-session-secret-of-32-characters!';
const now = Date.UTC(2026, 2, 2, 15, 4, 5);
const hours = (n: number) => n * 3600_000;

describe('signSession / signedNonce', () => {
  const key = sessionKey(secret, 'the-owner-password');
  const nonce = 'AAAAAAAAAAAAAAAAAAAAAA';
  const cookieValue = signSession(key, now + hours(SESSION_HOURS), nonce);

  it('round-trips: a signed, unexpired cookie gives back its nonce', () => {
    expect(signedNonce(key, cookieValue, now)).toBe(nonce);
    expect(signedNonce(key, cookieValue, now + hours(SESSION_HOURS) - 1)).toBe(nonce);
  });

  it(`expires after ${SESSION_HOURS} hours`, () => {
    expect(signedNonce(key, cookieValue, now + hours(SESSION_HOURS))).toBeUndefined();
  });

  it.each([
    ['a tampered MAC', (s: string) => s.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))],
    ['an extended expiry', (s: string) => s.replace(/^\d+/, String(now + hours(1000)))],
    ['a swapped nonce', (s: string) => s.replace(/\.[^.]+\./, '.BBBBBBBBBBBBBBBBBBBBBB.')],
    ['a missing MAC', (s: string) => s.split('.').slice(0, 2).join('.')],
    ['an extra part', (s: string) => `${s}.more`],
    ['garbage', () => 'not-a-session'],
    ['an empty value', () => ''],
  ])('refuses %s', (_, tamper) => {
    expect(signedNonce(key, tamper(cookieValue), now)).toBeUndefined();
  });

  it('refuses a cookie signed under another secret or another password, and a missing cookie', () => {
    expect(signedNonce(sessionKey('another-secret-of-32-characters!!', 'the-owner-password'), cookieValue, now)).toBe(
      undefined,
    );
    expect(signedNonce(sessionKey(secret, 'the-new-password'), cookieValue, now)).toBeUndefined();
    expect(signedNonce(key, undefined, now)).toBeUndefined();
  });
});

describe('safeEqual', () => {
  it.each([
    ['abc', 'abc', true],
    ['abc', 'abd', false],
    ['abc', 'abcd', false],
    ['', '', true],
    ['correct-horse-battery', 'correct-horse-battery-staple', false],
  ])('%j vs %j -> %s', (a, b, equal) => {
    expect(safeEqual(a, b)).toBe(equal);
  });
});

describe.each(storeKinds)('createSession / verifySession / endSession on $name', (kind) => {
  const store = useStore(kind);
  const key = sessionKey(secret, 'the-owner-password');
  const t0 = fixedNow.getTime();
  const rows = () => store.db.selectFrom('admin_sessions').selectAll().execute();

  it('opens a session whose cookie verifies until it expires, and keeps no nonce in its row', async () => {
    const cookieValue = await createSession(store.db, key, t0);
    const nonce = await verifySession(store.db, key, cookieValue, t0);
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(await verifySession(store.db, key, cookieValue, t0 + hours(SESSION_HOURS) - 1)).toBe(nonce);
    expect(await verifySession(store.db, key, cookieValue, t0 + hours(SESSION_HOURS))).toBeUndefined();
    // Whoever reads the table cannot make a cookie from it.
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(nonce);
  });

  it('refuses a genuine, unexpired cookie once its session has ended, and keeps the others', async () => {
    const mine = await createSession(store.db, key, t0);
    const theirs = await createSession(store.db, key, t0);
    await endSession(store.db, (await verifySession(store.db, key, mine, t0)) ?? '');
    expect(signedNonce(key, mine, t0)).toBeDefined();
    expect(await verifySession(store.db, key, mine, t0)).toBeUndefined();
    expect(await verifySession(store.db, key, theirs, t0)).toBeDefined();
  });

  it('refuses a cookie signed with another key even when its row exists, and a missing cookie', async () => {
    const cookieValue = await createSession(store.db, key, t0);
    expect(await verifySession(store.db, sessionKey(secret, 'the-new-password'), cookieValue, t0)).toBeUndefined();
    expect(await verifySession(store.db, key, undefined, t0)).toBeUndefined();
  });

  it('removes the expired sessions when it opens a new one', async () => {
    await createSession(store.db, key, t0);
    await createSession(store.db, key, t0 + hours(1));
    expect(await rows()).toHaveLength(2);
    await createSession(store.db, key, t0 + hours(SESSION_HOURS));
    expect((await rows()).map((row) => row.expires_at).sort()).toEqual([
      new Date(t0 + hours(1 + SESSION_HOURS)).toISOString(),
      new Date(t0 + hours(2 * SESSION_HOURS)).toISOString(),
    ]);
  });
});
