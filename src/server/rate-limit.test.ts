import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey, RateLimiter } from './rate-limit.ts';

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

  it('keeps at most maxClients entries, forgetting the oldest, in constant time per new client', () => {
    const limiter = new RateLimiter(5, 600_000, 1_000);
    const started = performance.now();
    for (let i = 0; i < 30_000; i++) limiter.hit(`client-${i}`, t0 + i);
    const elapsed = performance.now() - started;
    expect(limiter.size).toBe(1_000);
    // 30,000 clients once cost ~0.7 ms each (21 s of a blocked event loop); now well under 1 s.
    expect(elapsed).toBeLessThan(1_000);
    // The newest client is still counted; the oldest was forgotten.
    for (let i = 0; i < 5; i++) limiter.hit('client-29999', t0 + 30_000);
    expect(limiter.hit('client-29999', t0 + 30_000)).toMatchObject({ allowed: false });
    expect(limiter.hit('client-0', t0 + 30_000)).toEqual({ allowed: true });
  });

  it('sweeps expired windows before forgetting a live one', () => {
    const limiter = new RateLimiter(1, 1_000, 3);
    limiter.hit('old', t0);
    limiter.hit('live-1', t0 + 500);
    limiter.hit('live-2', t0 + 600);
    limiter.hit('new', t0 + 1_200); // 'old' has expired: it goes, both live ones stay
    expect(limiter.size).toBe(3);
    expect(limiter.hit('live-1', t0 + 1_300)).toMatchObject({ allowed: false });
    expect(limiter.hit('live-2', t0 + 1_300)).toMatchObject({ allowed: false });
  });
});

describe('clientAddress', () => {
  const request = (remoteAddress: string, forwarded?: string | string[]) =>
    ({
      socket: { remoteAddress },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    }) as unknown as Parameters<typeof clientAddress>[0];

  it.each<[string, string | undefined, number, string]>([
    ['no proxy: the socket, whatever the header says', '198.51.100.1', 0, '10.0.0.2'],
    ['one proxy: the entry it appended, not the forged first one', '198.51.100.1, 203.0.113.9', 1, '203.0.113.9'],
    ['one proxy, no header: the socket', undefined, 1, '10.0.0.2'],
    ['two proxies: the second entry from the right', '198.51.100.1, 203.0.113.9, 10.0.0.7', 2, '203.0.113.9'],
    ['more proxies than entries: the leftmost entry', '203.0.113.9', 3, '203.0.113.9'],
    ['empty entries are skipped', '203.0.113.9, ,', 1, '203.0.113.9'],
  ])('%s', (_, forwarded, hops, expected) => {
    expect(clientAddress(request('10.0.0.2', forwarded), hops)).toBe(expected);
  });

  it('reads a header sent twice as one list', () => {
    expect(clientAddress(request('10.0.0.2', ['198.51.100.1', '203.0.113.9']), 1)).toBe('203.0.113.9');
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
