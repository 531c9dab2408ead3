/**
 * What a page remembers for the visitor, read from data attributes the page was built with:
 * a city page makes its city the chosen location, and a city x service page joins
 * Recently Viewed (the 3 most recent, de-duplicated). Plain code run once per page,
 * not a React root: there is nothing to render.
 */
import { chooseLocation, pageLocation } from './location-store.ts';
import {
  addRecentlyViewed,
  isRecentlyViewed,
  readStored,
  storageKeys,
  writeStored,
  type KeyValueStore,
} from './storage.ts';
import { limits } from '../site.config.ts';

function parse(json: string | undefined): unknown {
  try {
    return json ? JSON.parse(json) : undefined;
  } catch {
    return undefined;
  }
}

function browserStorage(): KeyValueStore | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // blocked (a privacy setting): nothing is remembered
  }
}

export function rememberPage(data: DOMStringMap, storage = browserStorage(), now = new Date()): void {
  const location = pageLocation(data);
  if (location) chooseLocation(location);

  const visit = parse(data.recordVisit);
  const entries: unknown = typeof visit === 'object' && visit ? [{ ...visit, date: now.toISOString() }] : [];
  const [entry] = isRecentlyViewed(entries) ? entries : [];
  if (storage && entry) {
    const read = readStored(storage, storageKeys.recentlyViewed, isRecentlyViewed);
    writeStored(
      storage,
      storageKeys.recentlyViewed,
      addRecentlyViewed(read.ok ? read.value : [], entry, limits.recentlyViewed),
    );
  }
}
