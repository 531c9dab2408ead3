import { describe, expect, it } from 'vitest';
import { formatDate, lastUpdated } from './dates.ts';

describe('formatDate', () => {
  it('prints a content date on its own day, whatever the time zone of the build machine', () => {
    expect(formatDate(new Date('2025-09-23T00:00:00Z'))).toBe('September 23, 2025');
    expect(formatDate(new Date('2025-09-21T00:00:00Z'))).toBe('September 21, 2025');
  });
});

describe('lastUpdated', () => {
  it.each([
    // 03:30 UTC on Nov 22 is still Nov 21 in Toronto.
    ['2026-11-22T03:30:00Z', 'November 21, 2026'],
    ['2026-11-22T15:00:00Z', 'November 22, 2026'],
  ])('%s is %s at the Toronto head office', (instant, expected) => {
    expect(lastUpdated(new Date(instant))).toBe(expected);
  });
});
