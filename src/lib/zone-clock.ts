/**
 * A time zone's offsets from UTC over a few years, worked out when the page is built, so the
 * browser can read an office's wall clock with Date alone. A page's first Intl date formatter
 * loads the locale and time-zone data: 30 to 90 ms of main thread in Chromium on this project's
 * machine, several times that on a cheap phone, which the open/closed line paid while the page
 * was becoming interactive.
 */
export interface ZoneClock {
  timeZone: string;
  /** [minute since the epoch it starts at, offset from UTC in minutes], oldest first. */
  offsets: [number, number][];
  /** The minute since the epoch the table stops at. */
  until: number;
}

const MINUTE = 60_000;
const DAY_MINUTES = 1440;

/** The offset from UTC, in minutes, of a time zone at a minute since the epoch ("GMT-03:30" is -210). */
function offsetAt(format: Intl.DateTimeFormat, minute: number): number {
  const name = format.formatToParts(minute * MINUTE).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /^GMT([+-])(\d\d):(\d\d)$/.exec(name);
  if (!match) return 0; // "GMT": UTC itself
  const [, sign, hours, minutes] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/**
 * The offsets of `timeZone` from 1 January of `fromYear` (UTC) for `years` years. Offsets change
 * at most once a day, so the days are walked and each change is narrowed down to its minute.
 */
export function zoneClock(timeZone: string, fromYear: number, years: number): ZoneClock {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const start = Date.UTC(fromYear, 0, 1) / MINUTE;
  const until = Date.UTC(fromYear + years, 0, 1) / MINUTE;
  const offsets: [number, number][] = [[start, offsetAt(format, start)]];
  for (let day = start; day < until; day += DAY_MINUTES) {
    const current = offsets.at(-1)?.[1];
    const next = Math.min(day + DAY_MINUTES, until);
    if (offsetAt(format, next) === current) continue;
    // The offset at `low` is the old one and at `high` the new one: halve until they touch.
    let low = day;
    let high = next;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (offsetAt(format, middle) === current) low = middle;
      else high = middle;
    }
    offsets.push([high, offsetAt(format, high)]);
  }
  return { timeZone, offsets, until };
}

/**
 * `now` moved to the zone's wall clock, to be read with the getUTC… methods; undefined
 * outside the table.
 */
export function wallClock(now: Date, clock: ZoneClock): Date | undefined {
  const minute = now.getTime() / MINUTE;
  const first = clock.offsets[0];
  if (!first || minute < first[0] || minute >= clock.until) return undefined;
  const offset = clock.offsets.findLast(([from]) => from <= minute)?.[1] ?? first[1];
  return new Date(now.getTime() + offset * MINUTE);
}
