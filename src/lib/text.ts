/**
 * Shortens text to at most `limit` characters, ending with an ellipsis when cut. Prefers
 * the end of a sentence, then the end of a word, so a card never stops at "We…" or in
 * half a word.
 */
export function truncate(text: string, limit: number): string {
  const clean = text.trim();
  if (clean.length <= limit) return clean;
  const room = clean.slice(0, limit - 1);
  // The room plus the next character, to see whether the room ends a sentence or a word.
  const head = `${clean.slice(0, limit)} `;
  const sentenceEnd = Math.max(...['. ', '? ', '! '].map((mark) => head.lastIndexOf(mark, limit - 1)));
  // A space right after the room means it already ends on a whole word.
  const lastSpace = clean[limit - 1] === ' ' ? room.length : room.lastIndexOf(' ');
  const cut =
    sentenceEnd >= limit * 0.5
      ? room.slice(0, sentenceEnd)
      : lastSpace >= limit * 0.6
        ? room.slice(0, lastSpace)
        : room;
  return `${cut.replace(/[\s,;:.?!–—-]+$/, '')}…`;
}

/**
 * Runs of the spaces and line breaks a content file is laid out with, as one space. Not `\s`,
 * which also matches the no-break spaces French typography puts before a colon and inside « »:
 * those are part of the text and must reach the reader.
 */
export const collapseLayoutSpace = (text: string) => text.replace(/[ \t\r\n]+/g, ' ');

/** Paragraphs of a plain-text field: blank lines separate them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n[ \t\r]*\n/)
    .map((p) => collapseLayoutSpace(p).trim())
    .filter(Boolean);
}

/** The text with its first letter a capital: a name written as it reads inside a sentence, standing alone. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "raccoons, squirrels and bats": a list as Canadian English writes it, without a serial comma. */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/**
 * A dictionary string with its values filled in: fill('{service} in {city}', { service, city }).
 * A placeholder without a value stays as written, so a missing value shows rather than hides.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Minutes to read a text at 200 words a minute, at least one: the blog list shows it. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / 200));
}
