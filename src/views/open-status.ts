/** What a city's open/closed line is given when its page is built (src/components/location/OpenStatus.tsx). */
import { strings } from '../i18n/dictionary.ts';
import type { City } from '../lib/catalogue.ts';
import { weekdayNames } from '../lib/hours.ts';
import type { Lang } from '../lib/i18n.ts';
import { zoneClock, type ZoneClock } from '../lib/zone-clock.ts';

/**
 * Each zone's table starts on 1 January of the year the site is built, so a build's pages are the
 * same all year, and runs five years (each year costs about 13 bytes a page, compressed). A page
 * older than that shows its weekly hours without the open/closed line.
 */
const buildYear = new Date().getUTCFullYear();
const years = 5;
const clocks = new Map<string, ZoneClock>();

/** The props of a city's open/closed line; none where no office of ours keeps hours. */
export function openStatusProps(lang: Lang, city: City) {
  const hours = city.nap.hours;
  if (!hours) return undefined;
  let zone = clocks.get(city.timeZone);
  if (!zone) {
    zone = zoneClock(city.timeZone, buildYear, years);
    clocks.set(city.timeZone, zone);
  }
  return { hours, zone, lang, t: strings(lang).openStatus, days: weekdayNames(lang) };
}
