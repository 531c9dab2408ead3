/**
 * The inbox's session: a signed cookie (expiry, nonce, HMAC), so the server keeps no
 * session table. CSRF tokens are derived from the session, or from a pre-login cookie.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'np_session';
export const LOGIN_CSRF_COOKIE = 'np_login';
export const SESSION_HOURS = 12;

const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createSession(secret: string, now: number): string {
  const value = `${now + SESSION_HOURS * 3600_000}.${randomBytes(12).toString('base64url')}`;
  return `${value}.${hmac(secret, value)}`;
}

/** The session's nonce when the cookie is genuine and unexpired. */
export function verifySession(secret: string, cookie: string | undefined, now: number): string | undefined {
  const [expiry, nonce, mac] = cookie?.split('.') ?? [];
  if (!expiry || !nonce || !mac) return undefined;
  if (!safeEqual(mac, hmac(secret, `${expiry}.${nonce}`))) return undefined;
  return Number(expiry) > now ? nonce : undefined;
}

/** The CSRF token that goes with a session nonce (or a pre-login cookie value). */
export function csrfToken(secret: string, nonce: string): string {
  return hmac(secret, `csrf:${nonce}`);
}

export function newNonce(): string {
  return randomBytes(12).toString('base64url');
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header?.split(';') ?? []) {
    const [name, ...rest] = part.trim().split('=');
    if (!name) continue;
    const raw = rest.join('=');
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      // Another program's cookie that is not URI-encoded (e.g. "100%"): kept as it is.
      out[name] = raw;
    }
  }
  return out;
}

export function cookie(name: string, value: string, options: { maxAge: number; secure: boolean }): string {
  return `${name}=${encodeURIComponent(value)}; Path=/admin/; HttpOnly; SameSite=Strict; Max-Age=${options.maxAge}${options.secure ? '; Secure' : ''}`;
}
