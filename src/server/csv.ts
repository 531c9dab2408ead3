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
