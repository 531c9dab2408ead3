import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_MAX_AGE_MS, issueFormToken, readFormToken } from './form-token.ts';

const secret = 'a-secret-of-the-server-0123456789';
const issuedAt = Date.parse('2026-11-26T12:00:00Z');
const token = issueFormToken(secret, issuedAt);

describe('form tokens', () => {
  it('vouch for a form open at least the minimum time, by the clock of the server that issued them', () => {
    expect(readFormToken(secret, token, issuedAt + 3_000, 3_000)).toMatchObject({ kind: 'human' });
    expect(readFormToken(secret, token, issuedAt + 45 * 60_000, 3_000)).toMatchObject({ kind: 'human' });
  });

  it('call a form sent sooner "too fast"', () => {
    expect(readFormToken(secret, token, issuedAt + 2_999, 3_000)).toEqual({ kind: 'too-fast' });
    expect(readFormToken(secret, token, issuedAt, 3_000)).toEqual({ kind: 'too-fast' });
  });

  it.each([
    ['no token', undefined],
    ['a number', 12345],
    ['an empty string', ''],
    ['a token signed with another secret', issueFormToken('another-secret-entirely-0123456789', issuedAt)],
    [
      'a token whose time was changed',
      token.replace(/^[0-9a-z]+/, (issued) => (parseInt(issued, 36) - 60_000).toString(36)),
    ],
    ['a token without its signature', token.split('.').slice(0, 2).join('.')],
    ['a token with another nonce', token.replace(/\.[\w-]{16}\./, `.${'A'.repeat(16)}.`)],
    ['a long string', 'x'.repeat(500)],
  ])('give nothing for %s', (_, value) => {
    expect(readFormToken(secret, value, issuedAt + 10_000, 3_000)).toEqual({ kind: 'none' });
  });

  it('are each unlike any other, even issued at the same moment', () => {
    expect(issueFormToken(secret, issuedAt)).not.toBe(token);
  });

  it('expire two hours after they were issued: a form is filled in minutes', () => {
    expect(FORM_TOKEN_MAX_AGE_MS).toBe(2 * 3600_000);
    expect(readFormToken(secret, token, issuedAt + 2 * 3600_000 - 1, 3_000)).toMatchObject({ kind: 'human' });
    expect(readFormToken(secret, token, issuedAt + 2 * 3600_000 + 1, 3_000)).toEqual({ kind: 'none' });
  });

  it('give nothing once expired, or when issued in the future (a clock moved back)', () => {
    expect(readFormToken(secret, token, issuedAt + FORM_TOKEN_MAX_AGE_MS + 1, 3_000)).toEqual({ kind: 'none' });
    expect(readFormToken(secret, token, issuedAt - 1, 3_000)).toEqual({ kind: 'none' });
  });
});
