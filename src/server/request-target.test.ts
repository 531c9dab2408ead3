import { describe, expect, it } from 'vitest';
import { MAX_TARGET_LENGTH, parseTarget, sitePath } from './request-target.ts';

const ok = (raw: string) => {
  const result = parseTarget(raw);
  if (!result.ok) throw new Error(`refused ${raw}: ${result.reason}`);
  return result.target;
};

describe('parseTarget', () => {
  it.each([
    ['/', '/', '/', ''],
    ['/on/brampton/?ref=x', '/on/brampton/', '/on/brampton/', '?ref=x'],
    // A path that starts with "//" stays a path: it does not name a host.
    ['//a:99999/', '//a:99999/', '//a:99999/', ''],
    ['//evil.example/index.html', '//evil.example/index.html', '//evil.example/index.html', ''],
    // The absolute form: only its path and query count.
    ['http://other.example/about/?x=1', '/about/', '/about/', '?x=1'],
    // Dot segments are resolved by the URL parser, encoded or not.
    ['/a/../about/', '/about/', '/about/', ''],
    ['/a/%2e%2e/about/', '/about/', '/about/', ''],
    ['/caf%C3%A9/', '/caf%C3%A9/', '/café/', ''],
  ])('reads %s as path %s (decoded %s), query %j', (raw, pathname, decoded, search) => {
    expect(ok(raw)).toMatchObject({ pathname, decoded, search });
  });

  it.each([
    ['', 400],
    ['*', 400],
    ['about/', 400],
    ['/%', 400],
    ['/%E0%A4%A', 400],
    ['/%00/', 400],
    ['/a%00.html', 400],
    ['/..%2f..%2fetc/passwd', 400],
    ['/%2e%2e%2f%2e%2e%2fetc/passwd', 400],
    ['/a%5c..%5cetc', 400],
    ['/a\\b', 400],
    ['/a b', 400],
    ['/\u0001', 400],
    ['/é', 400],
    ['/?q=%', 200],
    ['http://[bad/', 400],
    [`/${'a'.repeat(MAX_TARGET_LENGTH)}`, 414],
  ])('refuses %j with %i', (raw, status) => {
    const result = parseTarget(raw);
    if (status === 200) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, status });
  });
});

describe('sitePath', () => {
  it.each([
    ['/about/', '/about/'],
    ['//evil.example/', '/evil.example/'],
    ['///evil.example/', '/evil.example/'],
    ['/\\evil.example/', '/evil.example/'],
    ['about/', '/about/'],
  ])('%s -> %s', (path, expected) => {
    expect(sitePath(path)).toBe(expected);
  });
});
