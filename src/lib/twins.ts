/**
 * One content model, two languages: every English content file has a French twin
 * under src/content/fr/ in the same shape. `shapeDifferences` names each field where the two
 * differ (a key missing on one side, a list of another length, text where a list should be);
 * the build (src/views/content.ts) and a unit test on the raw files both use it.
 */
type Json = unknown;

const kind = (v: Json) => (Array.isArray(v) ? 'list' : v === null ? 'null' : typeof v);

/** Keys only a French file has: its own URL slug, and each greater area's (provinces.yaml). */
const frenchOnly = (path: string) => path === 'slug' || /greaterAreas\[\d+\]\.urlSlug$/.test(path);

export function shapeDifferences(en: Json, fr: Json, at = ''): string[] {
  if (kind(en) !== kind(fr)) return [`${at || '(file)'}: ${kind(en)} in English, ${kind(fr)} in French`];
  if (Array.isArray(en) && Array.isArray(fr)) {
    if (en.length !== fr.length) return [`${at}: ${en.length} items in English, ${fr.length} in French`];
    return en.flatMap((item, i) => shapeDifferences(item, fr[i], `${at}[${i}]`));
  }
  if (kind(en) === 'object') {
    const e = en as Record<string, Json>;
    const f = fr as Record<string, Json>;
    const keys = new Set([...Object.keys(e), ...Object.keys(f)]);
    return [...keys].flatMap((key) => {
      const path = at ? `${at}.${key}` : key;
      if (!(key in f)) return [`${path}: missing in French`];
      if (!(key in e)) return frenchOnly(path) ? [] : [`${path}: only in French`];
      return shapeDifferences(e[key], f[key], path);
    });
  }
  return [];
}
