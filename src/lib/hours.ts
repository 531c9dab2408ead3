/**
 * Office hours are data in each city's own time zone; the open/closed line is computed
 * from them at the moment the visitor looks (DESIGN §4.8).
 */
import type { OpeningHours, Weekday } from './content-schemas.ts';

const WEEK: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** English day names; schema.org's day names are the same words. */
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

/** Canadian Press style: "7 p.m.", "8:30 a.m.", "noon". */
export function formatClock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  if (h === 12 && m === 0) return 'noon';
  const suffix = h < 12 ? 'a.m.' : 'p.m.';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Weekday and "HH:MM" of an instant on the wall clock of a time zone. */
export function localTime(now: Date, timeZone: string): { day: Weekday; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = get('weekday').toLowerCase().slice(0, 3) as Weekday;
  return { day, time: `${get('hour')}:${get('minute')}` };
}

function hoursOn(hours: OpeningHours, day: Weekday) {
  return hours.find((row) => row.days.includes(day));
}

export function openingStatus(hours: OpeningHours, timeZone: string, now: Date): OpeningStatus {
  const { day, time } = localTime(now, timeZone);
  const today = hoursOn(hours, day);
  if (today && time >= today.opens && time < today.closes) {
    return { open: true, text: `Open — Closes ${formatClock(today.closes)}` };
  }
  if (today && time < today.opens) {
    return { open: false, text: `Closed — Opens ${formatClock(today.opens)}` };
  }
  const start = WEEK.indexOf(day);
  for (let ahead = 1; ahead <= 7; ahead++) {
    const next = WEEK[(start + ahead) % 7] as Weekday;
    const row = hoursOn(hours, next);
    if (row) {
      const when = ahead === 1 ? 'tomorrow' : DAY_NAMES[next];
      return { open: false, text: `Closed — Opens ${formatClock(row.opens)} ${when}` };
    }
  }
  return { open: false, text: 'Closed' };
}

/** Rows for an hours table: consecutive days with the same hours grouped ("Monday–Friday"). */
export function weeklyHours(hours: OpeningHours): { days: string; hours: string }[] {
  const order: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  const label = (d: Weekday) => {
    const row = hoursOn(hours, d);
    return row ? `${formatClock(row.opens)} – ${formatClock(row.closes)}` : 'Closed';
  };
  const rows: { from: Weekday; to: Weekday; hours: string }[] = [];
  for (const d of order) {
    const h = label(d);
    const last = rows.at(-1);
    if (last && last.hours === h) last.to = d;
    else rows.push({ from: d, to: d, hours: h });
  }
  return rows.map((r) => ({
    days: r.from === r.to ? DAY_NAMES[r.from] : `${DAY_NAMES[r.from]}–${DAY_NAMES[r.to]}`,
    hours: r.hours,
  }));
}
