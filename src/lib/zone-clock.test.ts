import { describe, expect, it } from 'vitest';
import { wallClock, zoneClock } from './zone-clock.ts';

/** Wall-clock "YYYY-MM-DD HH:MM" of an instant in a zone, as Intl reads it. */
function intlWall(instant: number, format: Intl.DateTimeFormat) {
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}
const tableWall = (wall: Date | undefined) => wall?.toISOString().slice(0, 16).replace('T', ' ');

// Canada's zones, the half-hour one and the ones without daylight saving among them.
const zones = [
  'America/St_Johns',
  'America/Halifax',
  'America/Toronto',
  'America/Winnipeg',
  'America/Regina',
  'America/Edmonton',
  'America/Vancouver',
  'America/Whitehorse',
];

describe('zoneClock', () => {
  it.each(zones)('reads the same wall clock as Intl in %s, every 97 minutes for five years', (timeZone) => {
    const clock = zoneClock(timeZone, 2026, 5);
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const differing: string[] = [];
    for (let instant = Date.UTC(2026, 0, 1); instant < Date.UTC(2031, 0, 1); instant += 97 * 60_000) {
      const table = tableWall(wallClock(new Date(instant), clock));
      const intl = intlWall(instant, format);
      if (table !== intl) differing.push(`${new Date(instant).toISOString()}: table ${table}, Intl ${intl}`);
    }
    expect(differing).toEqual([]);
  });

  it('finds each daylight-saving switch to the minute: Toronto, spring and fall 2027', () => {
    const clock = zoneClock('America/Toronto', 2027, 1);
    // 14 March 2027, 2 a.m. EST (07:00 UTC) becomes 3 a.m. EDT; 7 November, 2 a.m. EDT (06:00 UTC) becomes 1 a.m. EST.
    expect(clock.offsets).toEqual([
      [Date.UTC(2027, 0, 1) / 60_000, -300],
      [Date.UTC(2027, 2, 14, 7) / 60_000, -240],
      [Date.UTC(2027, 10, 7, 6) / 60_000, -300],
    ]);
    expect(tableWall(wallClock(new Date(Date.UTC(2027, 2, 14, 6, 59)), clock))).toBe('2027-03-14 01:59');
    expect(tableWall(wallClock(new Date(Date.UTC(2027, 2, 14, 7, 0)), clock))).toBe('2027-03-14 03:00');
  });

  it('keeps one offset all year where the clock never moves (Regina)', () => {
    expect(zoneClock('America/Regina', 2026, 5).offsets).toEqual([[Date.UTC(2026, 0, 1) / 60_000, -360]]);
  });

  it('answers nothing outside its years, so the caller asks Intl', () => {
    const clock = zoneClock('America/Toronto', 2026, 5);
    expect(wallClock(new Date(Date.UTC(2025, 11, 31, 23, 59)), clock)).toBeUndefined();
    expect(wallClock(new Date(Date.UTC(2031, 0, 1)), clock)).toBeUndefined();
    expect(wallClock(new Date(Date.UTC(2030, 11, 31, 23, 59)), clock)).toBeDefined();
  });
});
