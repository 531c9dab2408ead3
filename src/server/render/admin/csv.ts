import type { LeadWithNotifications } from '../../store/leads.ts';
import type { LeadView } from './format.ts';

/**
 * CSV for spreadsheets. A spreadsheet runs a cell that starts with = + - @ (or a tab or
 * carriage return) as a formula, and Excel in French and German locales also splits an
 * unquoted cell on ";". So those characters get an apostrophe in front, at the start of the
 * cell and after every ";" or tab, and a cell holding a separator is quoted.
 */
export function csvCell(value: unknown): string {
  const text = (value === null || value === undefined ? '' : String(value)).replace(/(?<=^|[;\t])[=+\-@\t\r]/g, "'$&");
  return /[",;\t\r\n]/.test(text) || text.startsWith("'") ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of CSV, with its line break. */
export function csvRow(cells: unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The CSV export's columns: each header beside the value it holds, as the owner reads them: times
 * on the business's clock with their offset, services and cities by name.
 */
export const leadColumns = (view: LeadView): [string, (lead: LeadWithNotifications) => unknown][] => [
  ['id', (l) => l.id],
  ['created_at', (l) => view.isoTime(l.created_at)],
  ['kind', (l) => l.kind],
  ['status', (l) => l.status],
  ['name', (l) => l.name],
  ['phone', (l) => l.phone],
  ['email', (l) => l.email],
  ['service', (l) => view.service(l.service)],
  ['city', (l) => view.place(l.city)],
  ['page', (l) => l.page],
  ['message', (l) => l.message],
  ['notifications', (l) => l.notifications.map((n) => `${n.channel}:${n.state}`).join(' ')],
  // Added last, so the columns an owner's spreadsheet already reads keep their places.
  ['lang', (l) => l.lang],
  // The urgency questions' answers: yes, no, or empty when not said.
  ['animal_inside', (l) => l.animal_inside],
  ['exposure', (l) => l.exposure],
];
