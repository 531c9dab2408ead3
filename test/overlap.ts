/**
 * How much two pages say the same thing: the share of their three-word sequences
 * they have in common, over the visible text of <main>. Two city x service pages of one
 * service that share most of their trigrams are one page with the city's name swapped.
 */

/**
 * The words a reader sees in the page's <main>, lowercased; scripts, styles and tags dropped, and
 * forms too: a form's labels, hints and notes are the same controls on every page, not what the
 * page says.
 */
export function mainWords(html: string): string[] {
  const main = /<main[\s>][\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
  const text = main
    .replace(/<(script|style|template|form)[\s>][\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ');
  return text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
}

export function trigrams(words: readonly string[]): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) grams.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return grams;
}

/** Trigrams the two share, as a share of the smaller page's: 1 when one page is inside the other. */
export function sharedShare(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const gram of small) if (large.has(gram)) shared++;
  return shared / small.size;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
