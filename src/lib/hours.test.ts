import { afterEach, describe, expect, it, vi } from 'vitest';
import { allCities, findCity } from './catalogue.ts';
import type { OpeningHours } from './content-schemas.ts';
import { en } from '../i18n/en.ts';
import { fr } from '../i18n/fr.ts';
import { formatClock, localTime, openingStatus, weekdayNames, weeklyHours } from './hours.ts';
import { zoneClock } from './zone-clock.ts';
import { realCatalogue } from '../../test/catalogue.ts';
import { teams } from '../site.config.ts';

/** The table a page built in 2025 brings: these tests' instants are all in 2025. */
const zone = (timeZone: string) => zoneClock(timeZone, 2025, 1);
const english = { lang: 'en' as const, t: en.openStatus, days: weekdayNames('en') };
const french = { lang: 'fr' as const, t: fr.openStatus, days: weekdayNames('fr') };

/** Toronto's office hours: weekdays 8–7, Saturday 9–5, Sunday closed. */
const toronto: OpeningHours = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '08:00', closes: '19:00' },
  { days: ['sat'], opens: '09:00', closes: '17:00' },
];
/** The hours most other cities keep: weekdays 8–6, Saturday 9–4. */
const sixPm: OpeningHours = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '08:00', closes: '18:00' },
  { days: ['sat'], opens: '09:00', closes: '16:00' },
];

/** An instant written in UTC: utc('2025-07-16 16:00'). */
const utc = (text: string) => {
  const [date = '', time = ''] = text.split(' ');
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi));
};

describe('formatClock', () => {
  it.each([
    ['19:00', '7 p.m.'],
    ['08:30', '8:30 a.m.'],
    ['08:00', '8 a.m.'],
    ['12:00', 'noon'],
    ['12:30', '12:30 p.m.'],
    ['00:00', '12 a.m.'],
    ['00:15', '12:15 a.m.'],
    ['23:45', '11:45 p.m.'],
    ['13:05', '1:05 p.m.'],
  ])('%s → %s', (hhmm, expected) => {
    expect(formatClock(hhmm)).toBe(expected);
  });

  it.each([
    ['19:00', '19 h'],
    ['08:30', '8 h 30'],
    ['12:00', '12 h'],
    ['00:05', '0 h 05'],
  ])('in French, %s → %s (OQLF, with no-break spaces)', (hhmm, expected) => {
    expect(formatClock(hhmm, 'fr')).toBe(expected.replaceAll(' ', '\u00a0'));
  });
});

describe('localTime', () => {
  it.each([
    // July: Toronto is UTC-4 (EDT), St. John's UTC-2:30 (NDT), Regina UTC-6 all year.
    ['2025-07-16 16:00', 'America/Toronto', { day: 'wed', time: '12:00' }],
    ['2025-07-16 20:29', 'America/St_Johns', { day: 'wed', time: '17:59' }],
    ['2025-07-16 23:30', 'America/Regina', { day: 'wed', time: '17:30' }],
    ['2025-07-16 23:30', 'America/Winnipeg', { day: 'wed', time: '18:30' }],
    ['2025-07-16 23:30', 'America/Vancouver', { day: 'wed', time: '16:30' }],
    // Past midnight UTC it is still the evening before in Canada.
    ['2025-07-17 03:00', 'America/Toronto', { day: 'wed', time: '23:00' }],
    // Midnight is "00", not "24".
    ['2025-07-17 04:30', 'America/Toronto', { day: 'thu', time: '00:30' }],
  ])('%s UTC in %s is %o', (instant, timeZone, expected) => {
    expect(localTime(utc(instant), zone(timeZone))).toEqual(expected);
  });

  it('keeps Saskatchewan on the same clock in summer and winter (no daylight saving)', () => {
    expect(localTime(utc('2025-07-16 14:00'), zone('America/Regina'))).toEqual({ day: 'wed', time: '08:00' });
    expect(localTime(utc('2025-01-15 14:00'), zone('America/Regina'))).toEqual({ day: 'wed', time: '08:00' });
    // Manitoba, next door, moves an hour.
    expect(localTime(utc('2025-07-16 14:00'), zone('America/Winnipeg'))).toEqual({ day: 'wed', time: '09:00' });
    expect(localTime(utc('2025-01-15 14:00'), zone('America/Winnipeg'))).toEqual({ day: 'wed', time: '08:00' });
  });

  it.each([
    // Spring forward, Sunday 9 March 2025: 1:59 EST is followed by 3:00 EDT.
    ['2025-03-09 06:59', { day: 'sun', time: '01:59' }],
    ['2025-03-09 07:00', { day: 'sun', time: '03:00' }],
    // Fall back, Sunday 2 November 2025: 1:30 happens twice.
    ['2025-11-02 05:30', { day: 'sun', time: '01:30' }],
    ['2025-11-02 06:30', { day: 'sun', time: '01:30' }],
  ])('Toronto on a daylight-saving switch: %s UTC is %o', (instant, expected) => {
    expect(localTime(utc(instant), zone('America/Toronto'))).toEqual(expected);
  });
});

describe('openingStatus', () => {
  it.each([
    // 2025-07-16 is a Wednesday; Toronto is UTC-4 in July.
    ['weekday noon', '2025-07-16 16:00', true, 'Open — Closes 7 p.m.'],
    ['weekday at opening time', '2025-07-16 12:00', true, 'Open — Closes 7 p.m.'],
    ['weekday one minute before closing', '2025-07-16 22:59', true, 'Open — Closes 7 p.m.'],
    ['weekday one minute before opening', '2025-07-16 11:59', false, 'Closed — Opens 8 a.m.'],
    ['weekday just after midnight', '2025-07-16 04:30', false, 'Closed — Opens 8 a.m.'],
    ['weekday at closing time', '2025-07-16 23:00', false, 'Closed — Opens 8 a.m. tomorrow'],
    ['Friday evening (Saturday has hours)', '2025-07-18 23:00', false, 'Closed — Opens 9 a.m. tomorrow'],
    ['Saturday morning', '2025-07-19 12:30', false, 'Closed — Opens 9 a.m.'],
    ['Saturday afternoon', '2025-07-19 18:00', true, 'Open — Closes 5 p.m.'],
    ['Saturday evening (Sunday closed)', '2025-07-19 22:00', false, 'Closed — Opens 8 a.m. Monday'],
    ['Sunday', '2025-07-20 16:00', false, 'Closed — Opens 8 a.m. tomorrow'],
  ])('Toronto, %s (%s UTC): %s', (_case, instant, open, text) => {
    expect(openingStatus(toronto, zone('America/Toronto'), utc(instant), english)).toEqual({ open, text });
  });

  it('reads "Open — Closes 7 p.m." for Toronto and Brampton, where our teams work, on a weekday afternoon', () => {
    const catalogue = realCatalogue();
    const lines = ['toronto', 'brampton'].map((slug) => {
      const city = findCity(catalogue, 'on', slug);
      const hours = city?.nap.hours;
      return hours && openingStatus(hours, zone(city.timeZone), utc('2025-07-16 18:00'), english)?.text;
    });
    expect(lines).toEqual(['Open — Closes 7 p.m.', 'Open — Closes 7 p.m.']);
  });

  it.each(['en', 'fr'] as const)('keeps office hours only for the cities our teams work from (%s)', (lang) => {
    const withHours = allCities(realCatalogue(lang))
      .filter((city) => city.nap.hours)
      .map((city) => `${city.provinceCode}/${city.slug}`);
    expect(withHours.sort()).toEqual(teams.map((team) => team.city).sort());
  });

  it("uses Newfoundland's half-hour offset: St. John's closes at 20:30 UTC while Halifax is still open", () => {
    // Wednesday 16 July 2025: St. John's is UTC-2:30, Halifax UTC-3.
    expect(openingStatus(sixPm, zone('America/St_Johns'), utc('2025-07-16 20:29'), english)).toEqual({
      open: true,
      text: 'Open — Closes 6 p.m.',
    });
    expect(openingStatus(sixPm, zone('America/St_Johns'), utc('2025-07-16 20:30'), english)).toEqual({
      open: false,
      text: 'Closed — Opens 8 a.m. tomorrow',
    });
    expect(openingStatus(sixPm, zone('America/Halifax'), utc('2025-07-16 20:30'), english)).toEqual({
      open: true,
      text: 'Open — Closes 6 p.m.',
    });
    // And it opens at 10:30 UTC, half an hour after Halifax.
    expect(openingStatus(sixPm, zone('America/St_Johns'), utc('2025-07-16 10:29'), english)?.open).toBe(false);
    expect(openingStatus(sixPm, zone('America/St_Johns'), utc('2025-07-16 10:30'), english)?.open).toBe(true);
  });

  it('keeps Saskatchewan on standard time: Regina is open in summer when Winnipeg with the same hours has closed', () => {
    // Wednesday, 23:30 UTC: Regina 17:30 all year; Winnipeg 18:30 in July (CDT), 17:30 in January (CST).
    expect(openingStatus(sixPm, zone('America/Regina'), utc('2025-07-16 23:30'), english)).toEqual({
      open: true,
      text: 'Open — Closes 6 p.m.',
    });
    expect(openingStatus(sixPm, zone('America/Winnipeg'), utc('2025-07-16 23:30'), english)).toEqual({
      open: false,
      text: 'Closed — Opens 8 a.m. tomorrow',
    });
    expect(openingStatus(sixPm, zone('America/Regina'), utc('2025-01-15 23:30'), english)).toEqual({
      open: true,
      text: 'Open — Closes 6 p.m.',
    });
    expect(openingStatus(sixPm, zone('America/Winnipeg'), utc('2025-01-15 23:30'), english)).toEqual({
      open: true,
      text: 'Open — Closes 6 p.m.',
    });
  });

  it.each([
    // 12:00 UTC is 7 a.m. in Toronto before the spring switch and 8 a.m. after it.
    ['Monday before the switch', '2025-03-03 12:00', false, 'Closed — Opens 8 a.m.'],
    ['Monday after the switch', '2025-03-10 12:00', true, 'Open — Closes 7 p.m.'],
    ['the switch night (Sunday), before 2 a.m.', '2025-03-09 06:59', false, 'Closed — Opens 8 a.m. tomorrow'],
    ['the switch night (Sunday), after 3 a.m.', '2025-03-09 07:00', false, 'Closed — Opens 8 a.m. tomorrow'],
    // 12:00 UTC is 8 a.m. before the fall switch and 7 a.m. after it.
    ['Friday before the fall switch', '2025-10-31 12:00', true, 'Open — Closes 7 p.m.'],
    ['Monday after the fall switch', '2025-11-03 12:00', false, 'Closed — Opens 8 a.m.'],
  ])('Toronto around daylight saving, %s (%s UTC): %s', (_case, instant, open, text) => {
    expect(openingStatus(toronto, zone('America/Toronto'), utc(instant), english)).toEqual({ open, text });
  });

  it('names the weekday when the next opening is more than a day away', () => {
    const mondaysOnly: OpeningHours = [{ days: ['mon'], opens: '10:00', closes: '12:00' }];
    // Wednesday 16 July 2025, noon in Toronto.
    expect(openingStatus(mondaysOnly, zone('America/Toronto'), utc('2025-07-16 16:00'), english)?.text).toBe(
      'Closed — Opens 10 a.m. Monday',
    );
    // Monday 21 July after closing: next Monday, a week ahead.
    expect(openingStatus(mondaysOnly, zone('America/Toronto'), utc('2025-07-21 17:00'), english)?.text).toBe(
      'Closed — Opens 10 a.m. Monday',
    );
  });

  it.each([
    ['2025-07-16 16:00', true, 'Ouvert — ferme à 19 h'],
    ['2025-07-16 11:00', false, 'Fermé — ouvre à 8 h'],
    ['2025-07-19 22:00', false, 'Fermé — ouvre lundi à 8 h'],
    ['2025-07-18 23:30', false, 'Fermé — ouvre demain à 9 h'],
  ])('in French, at %s UTC in Toronto: open %s, « %s »', (instant, open, text) => {
    const nbsp = text.replace(/(\d) h/g, '$1\u00a0h');
    expect(openingStatus(toronto, zone('America/Toronto'), utc(instant), french)).toEqual({ open, text: nbsp });
  });

  it('says only "Closed" when there are no office hours at all', () => {
    expect(openingStatus([], zone('America/Toronto'), utc('2025-07-16 16:00'), english)).toEqual({
      open: false,
      text: 'Closed',
    });
  });
});

describe('weeklyHours', () => {
  it('groups consecutive days with the same hours', () => {
    expect(weeklyHours(toronto, 'en', 'Closed')).toEqual([
      { days: 'Monday–Friday', hours: '8 a.m. – 7 p.m.' },
      { days: 'Saturday', hours: '9 a.m. – 5 p.m.' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });

  it('groups equal hours from separate rows, but not days that are apart', () => {
    const hours: OpeningHours = [
      { days: ['mon', 'tue'], opens: '08:30', closes: '12:00' },
      { days: ['wed'], opens: '08:30', closes: '12:00' },
      { days: ['fri'], opens: '08:30', closes: '12:00' },
    ];
    expect(weeklyHours(hours, 'en', 'Closed')).toEqual([
      { days: 'Monday–Wednesday', hours: '8:30 a.m. – noon' },
      { days: 'Thursday', hours: 'Closed' },
      { days: 'Friday', hours: '8:30 a.m. – noon' },
      { days: 'Saturday–Sunday', hours: 'Closed' },
    ]);
  });

  it('writes the days and times in French: « Lundi au vendredi », « 8 h – 19 h »', () => {
    expect(weeklyHours(toronto, 'fr', 'Fermé')).toEqual([
      { days: 'Lundi au vendredi', hours: '8\u00a0h – 19\u00a0h' },
      { days: 'Samedi', hours: '9\u00a0h – 17\u00a0h' },
      { days: 'Dimanche', hours: 'Fermé' },
    ]);
  });

  it('shows a week without hours as one closed row', () => {
    expect(weeklyHours([], 'en', 'Closed')).toEqual([{ days: 'Monday–Sunday', hours: 'Closed' }]);
  });
});

describe('openingStatus and the zone table', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['2025-07-16 16:00', english, 'Open — Closes 7 p.m.'],
    ['2025-07-19 22:00', english, 'Closed — Opens 8 a.m. Monday'],
    ['2025-07-19 22:00', french, 'Fermé — ouvre lundi à 8\u00a0h'],
  ])('at %s UTC in Toronto makes no Intl formatter (the first costs tens of ms)', (instant, words, text) => {
    const table = zone('America/Toronto');
    const formatters = vi.spyOn(Intl, 'DateTimeFormat');
    expect(openingStatus(toronto, table, utc(instant), words)?.text).toBe(text);
    expect(formatters).not.toHaveBeenCalled();
  });

  it('says nothing past the table (a page built years ago): the weekly hours stand alone', () => {
    expect(openingStatus(toronto, zone('America/Toronto'), utc('2026-01-01 00:00'), english)).toBeUndefined();
    expect(openingStatus(toronto, zone('America/Toronto'), utc('2024-12-31 23:59'), english)).toBeUndefined();
    expect(openingStatus(toronto, zone('America/Toronto'), utc('2025-12-31 23:59'), english)).toBeDefined();
  });
});
