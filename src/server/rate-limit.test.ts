import { describe, expect, it } from 'vitest';
import { clientKey, RateLimiter } from './rate-limit.ts';

const t0 = Date.UTC(2026, 2, 2, 15, 4, 5);

describe('RateLimiter', () => {
  it('allows `limit` hits per window, then says how many seconds until the window resets', () => {
    const limiter = new RateLimiter(3, 600_000);
    const answers = [0, 1_000, 2_000, 3_000, 599_500].map((ms) => limiter.hit('client', t0 + ms));
    expect(answers).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
      { allowed: false, retryAfter: 597 },
      { allowed: false, retryAfter: 1 },
    ]);
  });

  it('starts a new window once the old one is over', () => {
    const limiter = new RateLimiter(2, 60_000);
    limiter.hit('client', t0);
    limiter.hit('client', t0);
    expect(limiter.hit('client', t0 + 59_999)).toEqual({ allowed: false, retryAfter: 1 });
    expect(limiter.hit('client', t0 + 60_000)).toEqual({ allowed: true });
    expect(limiter.hit('client', t0 + 60_001)).toEqual({ allowed: true });
    expect(limiter.hit('client', t0 + 60_002)).toEqual({ allowed: false, retryAfter: 60 });
  });

  it('counts each client on its own', () => {
    const limiter = new RateLimiter(1, 60_000);
    expect(limiter.hit('a', t0)).toEqual({ allowed: true });
    expect(limiter.hit('b', t0)).toEqual({ allowed: true });
    expect(limiter.hit('a', t0)).toMatchObject({ allowed: false });
  });

  it('blocked() tells whether a client is over the limit without counting a hit', () => {
    const limiter = new RateLimiter(2, 60_000);
    expect(limiter.blocked('client', t0)).toBeUndefined();
    limiter.hit('client', t0);
    for (let i = 0; i < 10; i++) expect(limiter.blocked('client', t0)).toBeUndefined();
    limiter.hit('client', t0);
    expect(limiter.blocked('client', t0 + 30_000)).toBe(30);
    expect(limiter.blocked('client', t0 + 60_000)).toBeUndefined();
  });

  it('reset() forgets a client', () => {
    const limiter = new RateLimiter(1, 60_000);
    limiter.hit('client', t0);
    limiter.reset('client');
    expect(limiter.hit('client', t0)).toEqual({ allowed: true });
  });
});

describe('clientKey', () => {
  const address = '203.0.113.77';

  it('is stable for an address and a salt', () => {
    expect(clientKey(address, 'salt-1')).toBe(clientKey(address, 'salt-1'));
    expect(clientKey(address, 'salt-1')).toMatch(/^[\w-]{22}$/);
  });

  it('differs across salts and across addresses', () => {
    expect(clientKey(address, 'salt-1')).not.toBe(clientKey(address, 'salt-2'));
    expect(clientKey(address, 'salt-1')).not.toBe(clientKey('203.0.113.78', 'salt-1'));
  });

  it('never contains the address', () => {
    for (const ip of [address, '::1', '2001:db8::1', '127.0.0.1']) {
      const key = clientKey(ip, 'salt-1');
      expect(key).not.toContain(ip);
      expect(key).not.toContain(ip.replace(/[.:]/g, ''));
    }
  });
});
