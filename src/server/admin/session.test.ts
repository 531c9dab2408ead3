import { describe, expect, it } from 'vitest';
import {
  cookie,
  csrfToken,
  newNonce,
  parseCookies,
  safeEqual,
  SESSION_HOURS,
  sessionKey,
  signedNonce,
  signSession,
} from './session.ts';

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

describe('csrfToken', () => {
  it('is stable for a nonce, and differs per nonce and per secret', () => {
    const nonce = newNonce();
    expect(csrfToken(secret, nonce)).toBe(csrfToken(secret, nonce));
    expect(csrfToken(secret, nonce)).not.toBe(csrfToken(secret, newNonce()));
    expect(csrfToken(secret, nonce)).not.toBe(csrfToken(`${secret}x`, nonce));
    expect(csrfToken(secret, nonce)).not.toBe(nonce);
  });
});

describe('newNonce', () => {
  it('is random and URL-safe', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[\w-]{16}$/);
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

describe('parseCookies', () => {
  it('reads name=value pairs, decoding values and keeping "=" inside them', () => {
    expect(parseCookies('np_session=a.b.c; theme=dark;  np_login=x%3Dy; padded=a=b==')).toEqual({
      np_session: 'a.b.c',
      theme: 'dark',
      np_login: 'x=y',
      padded: 'a=b==',
    });
  });

  it('reads nothing from a missing or empty header', () => {
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies('')).toEqual({});
  });

  it("does not throw on a value that is not URI-encoded (another app's cookie)", () => {
    expect(() => parseCookies('progress=100%; np_session=a.b.c')).not.toThrow();
    expect(parseCookies('np_session=a.b.c; progress=100%')).toMatchObject({ np_session: 'a.b.c' });
  });
});

describe('cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to /admin/, with its Max-Age', () => {
    expect(cookie('np_session', 'a.b.c', { maxAge: 3600, secure: false })).toBe(
      'np_session=a.b.c; Path=/admin/; HttpOnly; SameSite=Strict; Max-Age=3600',
    );
  });

  it('is Secure only when asked', () => {
    expect(cookie('np_session', 'v', { maxAge: 60, secure: true })).toMatch(/; Secure$/);
    expect(cookie('np_session', 'v', { maxAge: 60, secure: false })).not.toContain('Secure');
  });

  it('encodes its value, and parseCookies reads it back', () => {
    const header = cookie('np_login', 'a b;c', { maxAge: 0, secure: false }).split(';')[0];
    expect(parseCookies(header)).toEqual({ np_login: 'a b;c' });
  });
});
