import { describe, expect, it } from 'vitest';
import { findCity, type City } from './catalogue.ts';
import { mapsUrlFor } from './maps.ts';
import { realCatalogue } from '../../test/catalogue.ts';

const catalogue = realCatalogue();
const city = (province: string, slug: string): City => {
  const found = findCity(catalogue, province, slug);
  if (!found) throw new Error(`no city ${province}/${slug}`);
  return found;
};
const queryOf = (url: string) => new URL(url).searchParams.get('query');

describe('mapsUrlFor', () => {
  it('searches for the street address when the city has one', () => {
    const url = mapsUrlFor(city('on', 'brampton'));
    expect(url).toBe(
      'https://www.google.com/maps/search/?api=1&query=Northpaw%20Humane%20Wildlife%20Control%2C%209980%20The%20Gore%20Road%2C%20Unit%206%2C%20Brampton%2C%20ON%20L6P%200A5',
    );
    expect(queryOf(url)).toBe('Northpaw Humane Wildlife Control, 9980 The Gore Road, Unit 6, Brampton, ON L6P 0A5');
  });

  it.each([
    ['on', 'vaughan', 'Northpaw Humane Wildlife Control, Vaughan, ON'],
    ['nl', 'st-johns', "Northpaw Humane Wildlife Control, St. John's, NL"],
    ['qc', 'montreal', 'Northpaw Humane Wildlife Control, Montreal, QC'],
  ])('searches for the business in %s/%s without an address', (province, slug, query) => {
    const url = mapsUrlFor(city(province, slug));
    expect(url.startsWith('https://www.google.com/maps/search/?api=1&query=')).toBe(true);
    expect(queryOf(url)).toBe(query);
  });

  it('encodes characters that would break the query', () => {
    const base = city('on', 'vaughan');
    const url = mapsUrlFor({ ...base, name: 'Saint-Lazare & Vaudreuil #2' });
    expect(url).toBe(
      'https://www.google.com/maps/search/?api=1&query=Northpaw%20Humane%20Wildlife%20Control%2C%20Saint-Lazare%20%26%20Vaudreuil%20%232%2C%20ON',
    );
    expect(queryOf(url)).toBe('Northpaw Humane Wildlife Control, Saint-Lazare & Vaudreuil #2, ON');
  });

  it('uses the maps link from the data when there is one', () => {
    const base = city('on', 'brampton');
    const mapsUrl = 'https://maps.app.goo.gl/northpaw-brampton';
    expect(mapsUrlFor({ ...base, nap: { ...base.nap, mapsUrl } })).toBe(mapsUrl);
  });
});
