import { describe, expect, it } from 'vitest';
import { addressBlock, ClientTable, clientKey } from './clients.ts';

describe('clientKey', () => {
  it('knows an IPv6 client by its /64, so rotating through its own addresses is one client', () => {
    const salt = 'salt';
    expect(clientKey('2001:db8:1:2::1', salt)).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff', salt));
    expect(clientKey('2001:db8:1:2::1', salt)).not.toBe(clientKey('2001:db8:1:3::1', salt));
    expect(addressBlock('2001:DB8:1:2:aaaa::5')).toBe(addressBlock('2001:db8:1:2::'));
  });

  it('knows an IPv4 client, mapped or not, by its address', () => {
    expect(clientKey('::ffff:203.0.113.7', 's')).toBe(clientKey('203.0.113.7', 's'));
    expect(clientKey('203.0.113.7', 's')).not.toBe(clientKey('203.0.113.8', 's'));
  });

  it('gives a client whose connection is already gone (no address left) a key instead of failing', () => {
    expect(() => clientKey(undefined, 's')).not.toThrow();
    expect(clientKey(undefined, 's')).toMatch(/^[\w-]{22}$/);
    expect(clientKey(undefined, 's')).not.toBe(clientKey('203.0.113.7', 's'));
  });

  it('keeps no address: a key is a salted hash, different under another salt', () => {
    const key = clientKey('203.0.113.7', 'one');
    expect(key).not.toContain('203');
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(clientKey('203.0.113.7', 'two')).not.toBe(key);
  });
});

describe('ClientTable', () => {
  it('forgets entries once they expire', () => {
    const table = new ClientTable<{ expiresAt: number }>(10, 1000);
    table.set('a', { expiresAt: 100 }, 0);
    expect(table.get('a', 99)).toEqual({ expiresAt: 100 });
    expect(table.get('a', 100)).toBeUndefined();
  });

  it('holds at most its size, a flood of new clients pushing out the oldest', () => {
    const table = new ClientTable<{ expiresAt: number }>(3, 1000);
    for (const key of ['a', 'b', 'c', 'd', 'e']) table.set(key, { expiresAt: 10_000 }, 0);
    expect(table.size).toBe(3);
    expect(['a', 'b', 'c', 'd', 'e'].filter((key) => table.get(key, 1))).toEqual(['c', 'd', 'e']);
  });

  it('sweeps expired entries before pushing out a live one', () => {
    const table = new ClientTable<{ expiresAt: number }>(2, 0);
    table.set('old', { expiresAt: 5 }, 0);
    table.set('live', { expiresAt: 1_000 }, 0);
    table.set('new', { expiresAt: 1_000 }, 10);
    expect(table.get('live', 11)).toBeDefined();
    expect(table.get('new', 11)).toBeDefined();
  });
});
