import { describe, expect, it } from 'vitest';
import { $location } from './location-store.ts';
import { rememberPage } from './page-memory.ts';
import { storageKeys } from './storage.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const brampton = {
  province: 'on',
  city: 'brampton',
  cityName: 'Brampton',
  provinceName: 'Ontario',
  fr: { cityName: 'Brampton', provinceName: 'Ontario' },
};
const visit = (slug: string) => ({
  slug,
  title: slug,
  city: 'Brampton',
  provinceCode: 'on',
  citySlug: 'brampton',
  fr: { slug: `${slug}-fr`, title: slug, city: 'Brampton' },
});
const now = new Date('2026-11-23T12:00:00.000Z');

describe('rememberPage', () => {
  it("makes a city page's city the chosen location", () => {
    $location.set(undefined);
    rememberPage({ rememberLocation: JSON.stringify(brampton) }, memoryStorage(), now);
    expect($location.get()).toEqual(brampton);
  });

  it('adds a city x service page to Recently Viewed, newest first, at most 3', () => {
    const storage = memoryStorage();
    for (const slug of ['a', 'b', 'c', 'd', 'b']) {
      rememberPage({ recordVisit: JSON.stringify(visit(slug)) }, storage, now);
    }
    const list = JSON.parse(storage.items.get(storageKeys.recentlyViewed) ?? '[]') as { slug: string; date: string }[];
    expect(list.map((e) => e.slug)).toEqual(['b', 'd', 'c']);
    expect(list[0]?.date).toBe(now.toISOString());
  });

  it('ignores data that does not parse or has the wrong shape, and pages with nothing to remember', () => {
    $location.set(undefined);
    const storage = memoryStorage();
    rememberPage({ rememberLocation: '{not json', recordVisit: JSON.stringify({ slug: 'x' }) }, storage, now);
    rememberPage({}, storage, now);
    expect($location.get()).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });
});
