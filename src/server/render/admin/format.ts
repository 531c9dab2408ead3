/** How the inbox writes times, waits and counts: in the business's time zone, in the owner's English. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "45 min", "2 h 15 min", "3 d 4 h": short enough to read on a phone between two jobs. */
export function formatDuration(ms: number): string {
  if (!(ms >= MINUTE)) return 'under 1 min';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) {
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    return `${Math.floor(ms / HOUR)} h${minutes ? ` ${minutes} min` : ''}`;
  }
  const hours = Math.floor((ms % DAY) / HOUR);
  return `${Math.floor(ms / DAY)} d${hours ? ` ${hours} h` : ''}`;
}

/** "1 lead", "1,200 leads": a count and its noun. */
export const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-CA')} ${n === 1 ? one : many}`;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl format per use and time zone, made once: the inbox formats thousands of moments. */
function formatIn(
  use: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale = 'en-CA',
): Intl.DateTimeFormat {
  const key = `${use} ${locale} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

/**
 * "Mon, Mar 2, 2026, 10:04 a.m. EST" (« lun. 2 mars 2026, 10 h 04 HNE »): a stored moment on the
 * business's clock, in a person's language; one that is no date is shown as stored.
 */
export function momentIn(lang: 'en' | 'fr', timeZone: string) {
  const format = formatIn(
    'words',
    timeZone,
    {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    },
    lang === 'fr' ? 'fr-CA' : 'en-CA',
  );
  return (at: Date | string) => {
    const date = new Date(at);
    return Number.isNaN(date.getTime()) ? String(at) : format.format(date);
  };
}

/** The same, in the owner's English, for the inbox (a stored moment is ISO, UTC). */
export const localTime = (iso: string, timeZone: string): string => momentIn('en', timeZone)(iso);

/** "2026-03-02T10:04:05-05:00": a stored moment on the business's clock, with its offset (ISO 8601). */
export function localIso(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = formatIn('iso', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  const part = Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
  const offset = part.timeZoneName === 'GMT' ? '+00:00' : (part.timeZoneName ?? '').replace('GMT', '');
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}

/** What the inbox's pages need to show a lead in words: names, local times, waits. */
export interface LeadView {
  service(slug: string): string;
  /** "Brampton, ON", or "" for a lead from a page of no city. */
  place(city: string): string;
  time(iso: string): string;
  /** The same moment for a spreadsheet: ISO 8601 on the business's clock, with its offset. */
  isoTime(iso: string): string;
  /** How long ago a moment was: "2 h 15 min". */
  since(iso: string): string;
}

export function leadView(
  names: { service(slug: string, lang: 'en'): string; place(city: string, lang: 'en'): string },
  timeZone: string,
  now: number,
): LeadView {
  return {
    // The owner reads English (the lead's own language is shown beside its name).
    service: (slug) => names.service(slug, 'en'),
    place: (city) => names.place(city, 'en'),
    time: (iso) => localTime(iso, timeZone),
    isoTime: (iso) => localIso(iso, timeZone),
    since: (iso) => formatDuration(now - new Date(iso).getTime()),
  };
}
