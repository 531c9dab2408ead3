import { describe, expect, it } from 'vitest';
import { isSitePath, looksLikeBot } from './lead-rules.ts';

describe('looksLikeBot', () => {
  const now = 1_000_000;
  const threeSeconds = 3000;

  it('flags a filled honeypot, whatever the timing', () => {
    expect(looksLikeBot({ website: 'http://spam.example', startedAt: now - 60_000 }, now, threeSeconds)).toBe(true);
  });

  it('flags a form sent sooner than a person could fill it', () => {
    expect(looksLikeBot({ website: '', startedAt: now - 2999 }, now, threeSeconds)).toBe(true);
  });

  it('lets a person through at three seconds or more', () => {
    expect(looksLikeBot({ website: '', startedAt: now - 3000 }, now, threeSeconds)).toBe(false);
    expect(looksLikeBot({ website: '  ', startedAt: now - 45_000 }, now, threeSeconds)).toBe(false);
  });

  it('does not hold a visitor clock running ahead of ours, or no timing at all, against them', () => {
    expect(looksLikeBot({ website: '', startedAt: now + 5000 }, now, threeSeconds)).toBe(false);
    expect(looksLikeBot({ website: '' }, now, threeSeconds)).toBe(false);
  });
});

describe('isSitePath', () => {
  it.each(['/', '/contact/', '/on/brampton/raccoon-removal/'])('accepts %s', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each(['//evil.example/', 'https://evil.example/', 'contact/', '/a b/', '', 42])('refuses %s', (path) => {
    expect(isSitePath(path)).toBe(false);
  });
});
