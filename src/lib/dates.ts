/**
 * Dates as the site prints them: "September 23, 2025". A calendar date from content
 * (YAML reads 2025-09-23 as midnight UTC) is printed in UTC so it never shifts a day.
 */
export function formatDate(date: Date, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone }).format(date);
}
