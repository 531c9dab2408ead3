/**
 * What the browser keeps. Every read is checked against the shape
 * it must have, and a value that does not match is removed, so a corrupted or outdated entry
 * never breaks a page. Plain guards rather than zod: this module ships to every page, and
 * even zod/mini cost ~7 KB gzip of the 80 KB JavaScript budget.
 */
import type { Lang } from './i18n.ts';

export const storageKeys = {
  location: 'northpaw:location',
  recentlyViewed: 'northpaw:recently-viewed',
  contact: 'northpaw:contact-submission',
  quote: 'northpaw:quote-request',
} as const;

/** The names of a chosen city as a page shows them. */
export interface PlaceNames {
  cityName: string;
  provinceName: string;
}

/**
 * The chosen city, with its names in both languages so that it shows on the pages of
 * either: cityName and provinceName are the English names, `fr` the French ones (Montréal).
 */
export interface StoredLocation extends PlaceNames {
  /** Province code, e.g. "on". */
  province: string;
  /** City slug, e.g. "brampton" (the same in both languages). */
  city: string;
  fr: PlaceNames;
}

/** A visit to a service page in a city; the `fr` names and slug serve French pages. */
export interface RecentlyViewedEntry {
  /** Service slug (English, the service's key). */
  slug: string;
  /** Service name as shown in English. */
  title: string;
  /** City name as shown in English. */
  city: string;
  provinceCode: string;
  citySlug: string;
  /** ISO date-time of the visit. */
  date: string;
  fr: { slug: string; title: string; city: string };
}
export type RecentlyViewed = RecentlyViewedEntry[];

const PROVINCE_CODE = /^[a-z]{2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasText(record: Record<string, unknown>, ...keys: string[]): boolean {
  return keys.every((key) => typeof record[key] === 'string' && record[key] !== '');
}

export function isStoredLocation(value: unknown): value is StoredLocation {
  return (
    isRecord(value) &&
    hasText(value, 'city', 'cityName', 'provinceName') &&
    typeof value.province === 'string' &&
    PROVINCE_CODE.test(value.province) &&
    isRecord(value.fr) &&
    hasText(value.fr, 'cityName', 'provinceName')
  );
}

/** The names of the chosen city in a page's language. */
export function placeNames(location: StoredLocation, lang: Lang): PlaceNames {
  return lang === 'fr' ? location.fr : location;
}

function isRecentlyViewedEntry(value: unknown): value is RecentlyViewedEntry {
  return (
    isRecord(value) &&
    hasText(value, 'slug', 'title', 'city', 'citySlug') &&
    typeof value.date === 'string' &&
    typeof value.provinceCode === 'string' &&
    PROVINCE_CODE.test(value.provinceCode) &&
    isRecord(value.fr) &&
    hasText(value.fr, 'slug', 'title', 'city')
  );
}

/** A visit as a page in one language shows it: the service's slug in that language's URLs and the names. */
export function visitIn(entry: RecentlyViewedEntry, lang: Lang): { slug: string; title: string; city: string } {
  return lang === 'fr' ? entry.fr : entry;
}

export function isRecentlyViewed(value: unknown): value is RecentlyViewed {
  return Array.isArray(value) && value.every(isRecentlyViewedEntry);
}

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type ReadResult<T> = { ok: true; value: T } | { ok: false; reason: 'empty' | 'invalid' };

/** Reads a stored value and checks its shape; an invalid one is removed and reported as such. */
export function readStored<T>(
  store: KeyValueStore,
  key: string,
  isValid: (value: unknown) => value is T,
): ReadResult<T> {
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return { ok: false, reason: 'empty' };
  }
  if (raw === null) return { ok: false, reason: 'empty' };
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return { ok: true, value };
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
