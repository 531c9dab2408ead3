/**
 * What the browser keeps (spec §7, DESIGN §4.12). Every read is parsed with zod, and a
 * value that does not parse is removed, so a corrupted or outdated entry never breaks a page.
 * zod/mini: this module ships to the browser, where full zod would cost ~20 KB gzip.
 */
import * as z from 'zod/mini';

export const storageKeys = {
  location: 'northpaw:location',
  recentlyViewed: 'northpaw:recently-viewed',
  contact: 'northpaw:contact-submission',
  quote: 'northpaw:quote-request',
} as const;

export const storedLocationSchema = z.object({
  /** Province code, e.g. "on". */
  province: z.string().check(z.regex(/^[a-z]{2}$/)),
  /** City slug, e.g. "brampton". */
  city: z.string().check(z.minLength(1)),
  cityName: z.string().check(z.minLength(1)),
  provinceName: z.string().check(z.minLength(1)),
});
export type StoredLocation = z.infer<typeof storedLocationSchema>;

export const recentlyViewedSchema = z.array(
  z.object({
    /** Service slug. */
    slug: z.string().check(z.minLength(1)),
    /** Service name as shown. */
    title: z.string().check(z.minLength(1)),
    /** City name as shown. */
    city: z.string().check(z.minLength(1)),
    provinceCode: z.string().check(z.regex(/^[a-z]{2}$/)),
    citySlug: z.string().check(z.minLength(1)),
    /** ISO date-time of the visit. */
    date: z.string(),
  }),
);
export type RecentlyViewed = z.infer<typeof recentlyViewedSchema>;
export type RecentlyViewedEntry = RecentlyViewed[number];

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type ReadResult<T> = { ok: true; value: T } | { ok: false; reason: 'empty' | 'invalid' };

/** Reads and parses a stored value; an invalid one is removed and reported as such. */
export function readStored<T>(store: KeyValueStore, key: string, schema: z.ZodMiniType<T>): ReadResult<T> {
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return { ok: false, reason: 'empty' };
  }
  if (raw === null) return { ok: false, reason: 'empty' };
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return { ok: true, value: parsed.data };
  } catch {
    // not JSON: treated like a value of the wrong shape
  }
  store.removeItem(key);
  return { ok: false, reason: 'invalid' };
}

export function writeStored(store: KeyValueStore, key: string, value: unknown): void {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked (private mode): the site works without it
  }
}

/**
 * Adds a visit to the front of the list, dropping an earlier visit to the same service in
 * the same city, and keeps the `keep` most recent.
 */
export function addRecentlyViewed(list: RecentlyViewed, entry: RecentlyViewedEntry, keep: number): RecentlyViewed {
  const others = list.filter(
    (e) => !(e.slug === entry.slug && e.citySlug === entry.citySlug && e.provinceCode === entry.provinceCode),
  );
  return [entry, ...others].slice(0, keep);
}
