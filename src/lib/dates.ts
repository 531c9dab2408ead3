import { languages, type Lang } from './i18n.ts';

/**
 * Dates as the site prints them: "September 23, 2025", « 23 septembre 2025 ». A calendar date
 * from content (YAML reads 2025-09-23 as midnight UTC) is printed in UTC so it never shifts a day.
 */
export function formatDate(date: Date, lang: Lang = 'en', timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat(languages[lang].locale, { dateStyle: 'long', timeZone }).format(date);
}
