/**
 * Dates as the site prints them: "September 23, 2025". A calendar date from content
 * (YAML reads 2025-09-23 as midnight UTC) is printed in UTC so it never shifts a day.
 */
export function formatDate(date: Date, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone }).format(date);
}

/**
 * 'Last updated' on privacy and terms (spec §2): the day the site was built, in the head
 * office's time zone. A static page cannot know the day it is read; the build date is the
 * truthful one.
 */
export function lastUpdated(now: Date = new Date()): string {
  return formatDate(now, 'America/Toronto');
}
