/**
 * The evidence behind the 3-second rule. A form asks GET /api/form-token when it is shown and
 * sends the token back with the lead: the server signed the moment it issued it, so how long
 * the form was open is the server's own clock, never a number the client wrote. A built page
 * is the same for everyone and cannot carry one: a form posted without JavaScript (or by a
 * script) has no token, and its lead is stored and reaches the team as unverified.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from './admin/session.ts';

/** A token older than this no longer vouches for anything (a tab left open over a weekend). */
export const FORM_TOKEN_MAX_AGE_MS = 48 * 3600_000;

const sign = (secret: string, issued: string) =>
  createHmac('sha256', secret).update(`form-token:${issued}`).digest('base64url').slice(0, 22);

export function issueFormToken(secret: string, now: number): string {
  const issued = now.toString(36);
  return `${issued}.${sign(secret, issued)}`;
}

/**
 * What a token says about a submission at `now`: `human` when the form was open at least
 * `minMillis`, `too-fast` when it was sent sooner (a bot that fetched a token and posted at
 * once), `none` when there is no genuine, current token.
 */
export function readFormToken(
  secret: string,
  token: unknown,
  now: number,
  minMillis: number,
): 'human' | 'too-fast' | 'none' {
  if (typeof token !== 'string' || token.length > 64) return 'none';
  const [issued = '', mac = ''] = token.split('.');
  if (!/^[0-9a-z]{1,12}$/.test(issued) || !safeEqual(mac, sign(secret, issued))) return 'none';
  const age = now - parseInt(issued, 36);
  if (age < 0 || age > FORM_TOKEN_MAX_AGE_MS) return 'none';
  return age < minMillis ? 'too-fast' : 'human';
}
