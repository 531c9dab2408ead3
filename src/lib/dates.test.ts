import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe('formatDate', () => {
  it('prints a content date on its own day, whatever the time zone of the build machine', () => {
    expect(formatDate(new Date('2025-09-23T00:00:00Z'))).toBe('September 23, 2025');
    expect(formatDate(new Date('2025-09-21T00:00:00Z'))).toBe('September 21, 2025');
  });
});

describe('formatDate in French', () => {
  it('writes the day first, as Québec does', () => {
    expect(formatDate(new Date('2025-09-23T00:00:00Z'), 'fr')).toBe('23 septembre 2025');
  });
});
