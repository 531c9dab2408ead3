import { describe, expect, it } from 'vitest';
import { formatDuration, leadView, localTime, localIso } from './format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatDuration', () => {
  it.each([
    [0, 'under 1 min'],
    [-5 * MINUTE, 'under 1 min'],
    [Number.NaN, 'under 1 min'],
    [59_999, 'under 1 min'],
    [MINUTE, '1 min'],
    [45 * MINUTE + 59_000, '45 min'],
    [HOUR, '1 h'],
    [2 * HOUR + 15 * MINUTE, '2 h 15 min'],
    [DAY - 1, '23 h 59 min'],
    [DAY, '1 d'],
    [3 * DAY + 4 * HOUR + 30 * MINUTE, '3 d 4 h'],
    [400 * DAY, '400 d'],
  ])('%d ms is %j', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('localTime', () => {
  it('reads a stored moment on the business clock, with its zone, summer and winter', () => {
    expect(localTime('2026-03-02T15:04:05.000Z', 'America/Toronto')).toBe('Mon, Mar 2, 2026, 10:04 a.m. EST');
    expect(localTime('2026-07-01T15:04:05.000Z', 'America/Toronto')).toBe('Wed, Jul 1, 2026, 11:04 a.m. EDT');
    expect(localTime('2026-03-02T15:04:05.000Z', 'America/Vancouver')).toBe('Mon, Mar 2, 2026, 7:04 a.m. PST');
    // Across midnight: the business's day, not UTC's.
    expect(localTime('2026-03-03T02:30:00.000Z', 'America/Toronto')).toBe('Mon, Mar 2, 2026, 9:30 p.m. EST');
  });

  it('shows a value that is not a moment as it is', () => {
    expect(localTime('not a date', 'America/Toronto')).toBe('not a date');
  });
});

describe('leadView', () => {
  it('names services and places in English and measures waits from now', () => {
    const view = leadView(
      { service: (slug, lang) => `${slug}:${lang}`, place: (city, lang) => `${city}:${lang}` },
      'America/Toronto',
      Date.parse('2026-03-02T15:04:05.000Z'),
    );
    expect(view.service('raccoon-removal')).toBe('raccoon-removal:en');
    expect(view.place('qc/montreal')).toBe('qc/montreal:en');
    expect(view.since('2026-03-02T12:49:05.000Z')).toBe('2 h 15 min');
    expect(view.time('2026-03-02T15:04:05.000Z')).toBe('Mon, Mar 2, 2026, 10:04 a.m. EST');
  });
});

describe('localIso', () => {
  it.each([
    ['2026-03-02T15:04:05.000Z', 'America/Toronto', '2026-03-02T10:04:05-05:00'],
    ['2026-07-01T12:00:00.000Z', 'America/Toronto', '2026-07-01T08:00:00-04:00'],
    ['2026-07-01T12:00:00.000Z', 'America/St_Johns', '2026-07-01T09:30:00-02:30'],
    ['2026-03-02T04:30:00.000Z', 'America/Vancouver', '2026-03-01T20:30:00-08:00'],
    ['2026-03-02T00:00:00.000Z', 'UTC', '2026-03-02T00:00:00+00:00'],
    ['not a date', 'UTC', 'not a date'],
  ])('%s in %s is %s', (iso, zone, expected) => {
    expect(localIso(iso, zone)).toBe(expected);
  });
});
