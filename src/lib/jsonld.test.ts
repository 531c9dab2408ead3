import { describe, expect, it } from 'vitest';
import { findCity, type City } from './catalogue.ts';
import { breadcrumbList, faqPage, localBusiness, organization, website } from './jsonld.ts';
import { mapsUrlFor } from './maps.ts';
import { realCatalogue } from '../../test/catalogue.ts';

const catalogue = realCatalogue();
const city = (province: string, slug: string): City => {
  const found = findCity(catalogue, province, slug);
  if (!found) throw new Error(`no city ${province}/${slug}`);
  return found;
};

/** Every value in a JSON tree, at any depth. */
function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [value];
}

describe('organization and website', () => {
  it('describes the company', () => {
    expect(organization('en')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.northpaw.example/#organization',
      name: 'Northpaw Humane Wildlife Control',
      url: 'https://www.northpaw.example/',
      email: 'info@northpaw.example',
      telephone: '1-888-555-0142',
      address: { '@type': 'PostalAddress', addressLocality: 'Toronto', addressRegion: 'ON', addressCountry: 'CA' },
      areaServed: { '@type': 'Country', name: 'Canada' },
    });
  });

  it('names the company in French on French pages', () => {
    expect(organization('fr')).toMatchObject({ name: 'Northpaw Contrôle de la faune sans cruauté' });
    expect(website('fr')).toMatchObject({ name: 'Northpaw Contrôle de la faune sans cruauté' });
  });

  it('describes the web site, published by the company', () => {
    expect(website('en')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Northpaw Humane Wildlife Control',
      url: 'https://www.northpaw.example/',
      inLanguage: 'en-CA',
      publisher: { '@id': 'https://www.northpaw.example/#organization' },
    });
  });
});

describe('localBusiness', () => {
  it('carries an aggregateRating only when there is a rating to rest on', () => {
    const brampton = city('on', 'brampton');
    expect(localBusiness('en', brampton, mapsUrlFor(brampton))).not.toHaveProperty('aggregateRating');
    const rating = { source: 'Google', average: 4.8, count: 37, url: 'https://example.com/reviews' };
    expect(localBusiness('en', brampton, mapsUrlFor(brampton), rating).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.8,
      bestRating: 5,
      reviewCount: 37,
      url: 'https://example.com/reviews',
    });
  });

  it('gives Brampton its street address and the Brampton phone number', () => {
    const brampton = city('on', 'brampton');
    const data = localBusiness('en', brampton, mapsUrlFor(brampton));
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      '@id': 'https://www.northpaw.example/on/brampton/#business',
      name: 'Northpaw Humane Wildlife Control – Brampton',
      url: 'https://www.northpaw.example/on/brampton/',
      telephone: '905-555-0173',
      parentOrganization: { '@id': 'https://www.northpaw.example/#organization' },
      hasMap: mapsUrlFor(brampton),
      address: {
        '@type': 'PostalAddress',
        streetAddress: '9980 The Gore Road, Unit 6',
        addressLocality: 'Brampton',
        addressRegion: 'ON',
        postalCode: 'L6P 0A5',
        addressCountry: 'CA',
      },
    });
    expect(data.areaServed).toContainEqual({ '@type': 'Place', name: 'Castlemore' });
  });

  it('lists the office hours, one specification per row', () => {
    const brampton = city('on', 'brampton');
    expect(localBusiness('en', brampton, mapsUrlFor(brampton)).openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [
          'https://schema.org/Monday',
          'https://schema.org/Tuesday',
          'https://schema.org/Wednesday',
          'https://schema.org/Thursday',
          'https://schema.org/Friday',
        ],
        opens: '08:00',
        closes: '19:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '09:00',
        closes: '17:00',
      },
    ]);
  });

  it.each([
    ['on', 'vaughan'],
    ['on', 'oakville'],
  ])('leaves the address out for %s/%s, a service-area listing', (province, slug) => {
    const place = city(province, slug);
    const data = localBusiness('en', place, mapsUrlFor(place));
    expect(Object.keys(data)).not.toContain('address');
    expect(data.telephone).toBe('1-888-555-0142');
    expect(leaves(data).filter((v) => v === undefined || v === null || v === 'undefined' || v === '')).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('undefined');
  });

  it.each(
    catalogue.provinces.flatMap((p) =>
      p.greaterAreas.flatMap((a) => a.cities.map((c) => [`${c.provinceCode}/${c.slug}`, c] as const)),
    ),
  )('%s has no empty or "undefined" value', (_id, place) => {
    const data = localBusiness('en', place, mapsUrlFor(place));
    expect(leaves(data).filter((v) => v === undefined || v === null || v === 'undefined' || v === '')).toEqual([]);
  });
});

describe('faqPage', () => {
  it('has one question per FAQ item', () => {
    const brampton = city('on', 'brampton');
    const data = faqPage(brampton.faq);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(5);
  });

  it('turns an item into a Question with an accepted Answer', () => {
    const faq = [{ q: 'Do you remove raccoons humanely?', a: 'Yes, with one-way doors, never traps.' }];
    expect(faqPage(faq)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do you remove raccoons humanely?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, with one-way doors, never traps.' },
        },
      ],
    });
  });
});

describe('breadcrumbList', () => {
  it('skips crumbs without a page and numbers the rest from 1', () => {
    expect(
      breadcrumbList([
        { name: 'Home', path: '/' },
        { name: 'Ontario' },
        { name: 'Greater Toronto', path: '/on/greater-toronto/' },
        { name: 'Brampton', path: '/on/brampton/' },
        { name: 'Raccoon Removal', path: '/on/brampton/raccoon-removal/' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.northpaw.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Greater Toronto',
          item: 'https://www.northpaw.example/on/greater-toronto/',
        },
        { '@type': 'ListItem', position: 3, name: 'Brampton', item: 'https://www.northpaw.example/on/brampton/' },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Raccoon Removal',
          item: 'https://www.northpaw.example/on/brampton/raccoon-removal/',
        },
      ],
    });
  });
});
