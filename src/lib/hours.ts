/**
 * Office hours are data in each city's own time zone; the open/closed line is computed
 * from them at the moment the visitor looks.
 */
import type { Dictionary } from '../i18n/dictionary.ts';
import type { OpeningHours, Weekday } from './content-schemas.ts';
import { languages, type Lang } from './i18n.ts';
import { capitalized, fill } from './text.ts';
import { wallClock, type ZoneClock } from './zone-clock.ts';

const WEEK: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** schema.org's day names (the English ones). */
export const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export interface OpeningStatus {
  open: boolean;
  /** "Open — Closes 7 p.m.", "Closed — Opens 8 a.m. tomorrow", "Closed — Opens 9 a.m. Saturday". */
  text: string;
}

/** Each language's weekday names, Sunday first, made once: a formatter costs more than the page around it (a profile of the build). */
const dayNames = new Map<Lang, string[]>();

/** A weekday's name in a language, from Intl: "Saturday", « samedi ». */
export function dayName(day: Weekday, lang: Lang): string {
  let names = dayNames.get(lang);
  if (!names) {
    const format = new Intl.DateTimeFormat(languages[lang].locale, { weekday: 'long', timeZone: 'UTC' });
    // 2025-01-05 was a Sunday; WEEK starts on Sunday.
    names = WEEK.map((_, i) => format.format(new Date(Date.UTC(2025, 0, 5 + i, 12))));
    dayNames.set(lang, names);
  }
  return names[WEEK.indexOf(day)] ?? day;
}

/** The week's day names in a language, by day: what a page hands the open/closed line. */
export function weekdayNames(lang: Lang): Record<Weekday, string> {
  return Object.fromEntries(WEEK.map((day) => [day, dayName(day, lang)])) as Record<Weekday, string>;
}

/** A clock time as each language writes it: "7 p.m.", "8:30 a.m.", "noon" (Canadian Press); « 19 h », « 8 h 30 » (OQLF). */
export function formatClock(hhmm: string, lang: Lang = 'en'): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  if (lang === 'fr') return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${String(m).padStart(2, '0')}`;
  if (h === 12 && m === 0) return 'noon';
  const suffix = h < 12 ? 'a.m.' : 'p.m.';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/**
 * Weekday and "HH:MM" of an instant on the wall clock of a time zone, from the zone's table of
 * offsets (src/lib/zone-clock.ts says why not Intl); undefined past the table.
 */
export function localTime(now: Date, zone: ZoneClock): { day: Weekday; time: string } | undefined {
  const wall = wallClock(now, zone);
  if (!wall) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { day: WEEK[wall.getUTCDay()] as Weekday, time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}` };
}

function hoursOn(hours: OpeningHours, day: Weekday) {
  return hours.find((row) => row.days.includes(day));
}

/** The words of the open/closed line, in the page's language (passed in: the island ships no dictionary). */
export interface StatusWords {
  lang: Lang;
  t: Dictionary['openStatus'];
  /** The week's day names in `lang` (weekdayNames()), made when the page is built: the browser needs no Intl for them. */
  days: Record<Weekday, string>;
}

/**
 * The open/closed line at `now`; undefined when `now` is past the zone's table (a page built
 * years ago, or a phone whose clock is far off): the weekly hours beside it then stand alone.
 */
export function openingStatus(
  hours: OpeningHours,
  zone: ZoneClock,
  now: Date,
  { lang, t, days }: StatusWords,
): OpeningStatus | undefined {
  const clockNow = localTime(now, zone);
  if (!clockNow) return undefined;
  const { day, time } = clockNow;
  const today = hoursOn(hours, day);
  const clock = (hhmm: string) => formatClock(hhmm, lang);
  if (today && time >= today.opens && time < today.closes) {
    return { open: true, text: fill(t.open, { time: clock(today.closes) }) };
  }
  if (today && time < today.opens) {
    return { open: false, text: fill(t.opensToday, { time: clock(today.opens) }) };
  }
  const start = WEEK.indexOf(day);
  for (let ahead = 1; ahead <= 7; ahead++) {
    const next = WEEK[(start + ahead) % 7] as Weekday;
    const row = hoursOn(hours, next);
    if (row) {
      const time = clock(row.opens);
      const text = ahead === 1 ? fill(t.opensTomorrow, { time }) : fill(t.opensOn, { time, day: days[next] });
      return { open: false, text };
    }
  }
  return { open: false, text: t.closed };
}

/**
 * Rows for an hours table: consecutive days with the same hours grouped ("Monday–Friday",
 * « Lundi au vendredi »); `closed` is the word for a day without hours.
 */
export function weeklyHours(hours: OpeningHours, lang: Lang, closed: string): { days: string; hours: string }[] {
  const order: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  const label = (d: Weekday) => {
    const row = hoursOn(hours, d);
    return row ? `${formatClock(row.opens, lang)} – ${formatClock(row.closes, lang)}` : closed;
  };
  const rows: { from: Weekday; to: Weekday; hours: string }[] = [];
  for (const d of order) {
    const h = label(d);
    const last = rows.at(-1);
    if (last && last.hours === h) last.to = d;
    else rows.push({ from: d, to: d, hours: h });
  }
  const range = (from: Weekday, to: Weekday) =>
    lang === 'fr' ? `${dayName(from, lang)} au ${dayName(to, lang)}` : `${dayName(from, lang)}–${dayName(to, lang)}`;
  return rows.map((r) => ({
    days: capitalized(r.from === r.to ? dayName(r.from, lang) : range(r.from, r.to)),
    hours: r.hours,
  }));
}
