/**
 * The evidence behind the 3-second rule. A form asks GET /api/form-token when it is shown and
 * sends the token back with the lead: the server signed the moment it issued it, so how long
 * the form was open is the server's own clock, never a number the client wrote. A built page
 * is the same for everyone and cannot carry one: a form posted without JavaScript (or by a
 * script) has no token, and its lead is stored and reaches the team as unverified.
 *
 * A token vouches for one lead: the first lead that brings it is verified and the token is
 * spent (`form_tokens_spent`, shared by every server on the database); another lead with the same
 * token is stored unverified. Tokens are minted a few times a minute per client (intake.tsx),
 * so a script cannot stock up on them.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from './safe-equal.ts';

/** A token older than this no longer vouches for anything: a form is filled in minutes, not hours. */
export const FORM_TOKEN_MAX_AGE_MS = 2 * 3600_000;

/** What a token is for: a lead's form, or the inbox's sign-in forms (a token of one is no token of the other). */
export type TokenPurpose = 'form-token' | 'sign-in';

const sign = (secret: string, body: string, purpose: TokenPurpose) =>
  createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url').slice(0, 22);

/** "issued.nonce.mac": the moment in base 36, 12 random bytes so no two tokens are alike, the signature. */
export function issueFormToken(secret: string, now: number, purpose: TokenPurpose = 'form-token'): string {
  const body = `${now.toString(36)}.${randomBytes(12).toString('base64url')}`;
  return `${body}.${sign(secret, body, purpose)}`;
}

export type FormEvidence =
  /** A genuine token, issued at least the minimum time before: `id` is what spends it. */
  | { kind: 'human'; id: string }
  /** A genuine token sent sooner (a bot that fetched a token and posted at once, or a quick person). */
  | { kind: 'too-fast' }
  /** No genuine, current token. */
  | { kind: 'none' };

/** What a token says about a submission at `now`. Whether it was already spent is spendFormToken's to say. */
export function readFormToken(
  secret: string,
  token: unknown,
  now: number,
  minMillis: number,
  purpose: TokenPurpose = 'form-token',
): FormEvidence {
  if (typeof token !== 'string' || token.length > 80) return { kind: 'none' };
  const [issued = '', nonce = '', mac = '', ...rest] = token.split('.');
  if (rest.length || !/^[0-9a-z]{1,12}$/.test(issued) || !/^[\w-]{16}$/.test(nonce)) return { kind: 'none' };
  const body = `${issued}.${nonce}`;
  if (!safeEqual(mac, sign(secret, body, purpose))) return { kind: 'none' };
  const age = now - parseInt(issued, 36);
  if (age < 0 || age > FORM_TOKEN_MAX_AGE_MS) return { kind: 'none' };
  return age < minMillis ? { kind: 'too-fast' } : { kind: 'human', id: body };
}
