import { describe, expect, it, vi } from 'vitest';
import {
  addRecentlyViewed,
  readStored,
  isRecentlyViewed,
  isStoredLocation,
  placeNames,
  storageKeys,
  visitIn,
  writeStored,
  type RecentlyViewedEntry,
} from './storage.ts';

/** A Map-backed stand-in for localStorage. */
function memoryStore(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const key = storageKeys.location;
const brampton = {
  province: 'on',
  city: 'brampton',
  cityName: 'Brampton',
  provinceName: 'Ontario',
  fr: { cityName: 'Brampton', provinceName: 'Ontario' },
};

describe('readStored', () => {
  it('returns a valid stored value', () => {
    const store = memoryStore({ [key]: JSON.stringify(brampton) });
    expect(readStored(store, key, isStoredLocation)).toEqual({ ok: true, value: brampton });
    expect(store.map.has(key)).toBe(true);
  });

  it('reports a missing value as empty', () => {
    expect(readStored(memoryStore(), key, isStoredLocation)).toEqual({ ok: false, reason: 'empty' });
  });

  it.each([
    ['not JSON', '{"province": "on",'],
    ['a bare string', 'brampton'],
    ['JSON of the wrong shape', JSON.stringify({ province: 'Ontario', city: 'brampton' })],
    ['a province code in capitals', JSON.stringify({ ...brampton, province: 'ON' })],
    ['JSON null', 'null'],
    ['an array', JSON.stringify([brampton])],
    ['a location stored before the French pages, without French names', JSON.stringify({ ...brampton, fr: undefined })],
    ['French names that are empty', JSON.stringify({ ...brampton, fr: { cityName: '', provinceName: 'Ontario' } })],
  ])('reports %s as invalid and removes it', (_case, raw) => {
    const store = memoryStore({ [key]: raw, other: 'kept' });
    expect(readStored(store, key, isStoredLocation)).toEqual({ ok: false, reason: 'invalid' });
    expect([...store.map.entries()]).toEqual([['other', 'kept']]);
  });

  it('reports storage that cannot be read (blocked) as empty', () => {
    const store = {
      ...memoryStore(),
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(readStored(store, key, isStoredLocation)).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('isRecentlyViewed', () => {
  const entry = {
    slug: 'bat-removal',
    title: 'Bat Removal',
    city: 'Brampton',
    provinceCode: 'on',
    citySlug: 'brampton',
    date: '2025-07-01T12:00:00.000Z',
    fr: { slug: 'retrait-chauves-souris', title: 'Retrait de chauves-souris', city: 'Brampton' },
  };

  it('accepts a list of visits, and an empty list', () => {
    expect(isRecentlyViewed([entry, { ...entry, slug: 'wasp-removal' }])).toBe(true);
    expect(isRecentlyViewed([])).toBe(true);
  });

  it.each([
    ['an object instead of a list', entry],
    ['a visit without a city slug', [{ ...entry, citySlug: undefined }]],
    ['a visit with an empty title', [{ ...entry, title: '' }]],
    ['a visit with a province name for a code', [{ ...entry, provinceCode: 'Ontario' }]],
    ['a visit with a numeric date', [{ ...entry, date: 20250701 }]],
    ['a list holding null', [entry, null]],
    ['a visit without its French names', [{ ...entry, fr: undefined }]],
    ['a visit without its French slug', [{ ...entry, fr: { ...entry.fr, slug: '' } }]],
  ])('rejects %s', (_case, value) => {
    expect(isRecentlyViewed(value)).toBe(false);
  });
});

describe('writeStored', () => {
  it('stores the value as JSON', () => {
    const store = memoryStore();
    writeStored(store, key, brampton);
    expect(store.map.get(key)).toBe(
      '{"province":"on","city":"brampton","cityName":"Brampton","provinceName":"Ontario","fr":{"cityName":"Brampton","provinceName":"Ontario"}}',
    );
    expect(readStored(store, key, isStoredLocation)).toEqual({ ok: true, value: brampton });
  });

  it('swallows a storage that refuses to write (full or private mode)', () => {
    const setItem = vi.fn(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const store = { ...memoryStore(), setItem };
    expect(() => writeStored(store, key, brampton)).not.toThrow();
    expect(setItem).toHaveBeenCalledWith(key, JSON.stringify(brampton));
  });
});

describe('addRecentlyViewed', () => {
  const visit = (slug: string, citySlug: string, date: string, provinceCode = 'on'): RecentlyViewedEntry => ({
    slug,
    title: slug,
    city: citySlug,
    provinceCode,
    citySlug,
    date,
    fr: { slug, title: slug, city: citySlug },
  });
  const ids = (list: RecentlyViewedEntry[]) => list.map((e) => `${e.provinceCode}/${e.citySlug}/${e.slug}`);

  it('puts the newest visit first', () => {
    const list = [visit('raccoon-removal', 'brampton', '2025-07-01')];
    expect(ids(addRecentlyViewed(list, visit('bat-removal', 'brampton', '2025-07-02'), 3))).toEqual([
      'on/brampton/bat-removal',
      'on/brampton/raccoon-removal',
    ]);
  });

  it('keeps the three most recent', () => {
    const list = [
      visit('wasp-removal', 'brampton', '2025-07-03'),
      visit('bat-removal', 'brampton', '2025-07-02'),
      visit('raccoon-removal', 'brampton', '2025-07-01'),
    ];
    expect(ids(addRecentlyViewed(list, visit('rat-control', 'brampton', '2025-07-04'), 3))).toEqual([
      'on/brampton/rat-control',
      'on/brampton/wasp-removal',
      'on/brampton/bat-removal',
    ]);
  });

  it('moves a repeat visit of the same service in the same city to the front, once', () => {
    const list = [
      visit('wasp-removal', 'brampton', '2025-07-03'),
      visit('bat-removal', 'brampton', '2025-07-02'),
      visit('raccoon-removal', 'brampton', '2025-07-01'),
    ];
    const result = addRecentlyViewed(list, visit('raccoon-removal', 'brampton', '2025-07-04'), 3);
    expect(ids(result)).toEqual(['on/brampton/raccoon-removal', 'on/brampton/wasp-removal', 'on/brampton/bat-removal']);
    expect(result[0]?.date).toBe('2025-07-04');
  });

  it('keeps the same service seen in another city', () => {
    const list = [visit('raccoon-removal', 'brampton', '2025-07-01')];
    expect(ids(addRecentlyViewed(list, visit('raccoon-removal', 'toronto', '2025-07-02'), 3))).toEqual([
      'on/toronto/raccoon-removal',
      'on/brampton/raccoon-removal',
    ]);
  });

  it('does not change the list it is given', () => {
    const list = [visit('raccoon-removal', 'brampton', '2025-07-01')];
    addRecentlyViewed(list, visit('bat-removal', 'brampton', '2025-07-02'), 3);
    expect(ids(list)).toEqual(['on/brampton/raccoon-removal']);
  });

  it('round-trips through storage with the recently-viewed check', () => {
    const store = memoryStore();
    const list = addRecentlyViewed([], visit('raccoon-removal', 'brampton', '2025-07-01T12:00:00.000Z'), 3);
    writeStored(store, storageKeys.recentlyViewed, list);
    expect(readStored(store, storageKeys.recentlyViewed, isRecentlyViewed)).toEqual({ ok: true, value: list });
  });
});

describe('one stored city and visit, shown in either language', () => {
  const montreal = {
    province: 'qc',
    city: 'montreal',
    cityName: 'Montreal',
    provinceName: 'Quebec',
    fr: { cityName: 'Montréal', provinceName: 'Québec' },
  };
  it('names the chosen city as the page’s language does', () => {
    expect(placeNames(montreal, 'en')).toMatchObject({ cityName: 'Montreal', provinceName: 'Quebec' });
    expect(placeNames(montreal, 'fr')).toEqual({ cityName: 'Montréal', provinceName: 'Québec' });
  });

  it('gives a visit the slug and names of the page’s language', () => {
    const visit = {
      slug: 'bat-removal',
      title: 'Bat Removal',
      city: 'Montreal',
      provinceCode: 'qc',
      citySlug: 'montreal',
      date: '2026-11-24T12:00:00.000Z',
      fr: { slug: 'retrait-chauves-souris', title: 'Retrait de chauves-souris', city: 'Montréal' },
    };
    expect(visitIn(visit, 'en')).toMatchObject({ slug: 'bat-removal', title: 'Bat Removal', city: 'Montreal' });
    expect(visitIn(visit, 'fr')).toEqual(visit.fr);
  });
});
