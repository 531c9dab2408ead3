/** Region and city pages as served: breadcrumbs, cities and services listed, the local listing and LocalBusiness data. */
import { expect, test } from 'vitest';
import { realCatalogue } from '../catalogue.ts';
import { builtSite } from './built-site.ts';
import {
  attr,
  elementsOf,
  firstOf,
  headingsIn,
  hrefsOf,
  jsonLdOf,
  labelled,
  linksIn,
  textOf,
  titleOf,
  type Root,
} from './html.ts';

const site = builtSite();
const localBusiness = (page: Root) => jsonLdOf(page).find((b) => b['@type'] === 'LocalBusiness');

test('Greater Toronto region page: breadcrumbs, its four cities and four service buttons', async () => {
  const page = await site.page('/on/greater-toronto/');
  expect(titleOf(page)).toMatch(/Greater Toronto/);
  expect(elementsOf(labelled(page, 'Breadcrumb', 'nav'), 'li').map(textOf)).toEqual([
    expect.stringMatching(/Home/),
    expect.stringMatching(/Ontario/),
    'Greater Toronto',
  ]);
  const cities = linksIn(labelled(page, 'Where We Work in Greater Toronto'));
  expect(cities).toHaveLength(4);
  for (const [name, href] of [
    ['Toronto', '/on/toronto/'],
    ['Brampton', '/on/brampton/'],
    ['Vaughan', '/on/vaughan/'],
    ['Oakville', '/on/oakville/'],
  ] as const) {
    expect(hrefsOf(cities.filter((a) => textOf(a).includes(name)))[0]).toBe(href);
  }
  const services = linksIn(labelled(page, /Common Calls/));
  expect(services.map(textOf)).toEqual(['Raccoon Removal', 'Squirrel Removal', 'Skunk Removal', 'Bat Removal']);
  expect(hrefsOf(services)).toEqual(
    ['raccoon-removal', 'squirrel-removal', 'skunk-removal', 'bat-removal'].map((slug) => `/services/${slug}/`),
  );
  expect(jsonLdOf(page).map((b) => b['@type'])).toContain('BreadcrumbList');
});

test('a region no team of ours reaches lists its city, and offers advice by phone', async () => {
  const page = await site.page('/sk/greater-regina/');
  expect(headingsIn(page, 1)).toEqual(['Wildlife in Greater Regina: Advice by Phone']);
  const cities = linksIn(labelled(page, 'Cities in Greater Regina'));
  expect(hrefsOf(cities)).toEqual(['/sk/regina/']);
  expect(textOf(cities[0] ?? page)).toContain('Advice by phone, 24/7');
});

test('a French area page lives at its French slug, names its English twin, and lists « Ville de Québec »', async () => {
  const page = await site.page('/fr/qc/region-de-quebec/');
  expect(headingsIn(page, 1)).toEqual(['La faune dans la région de Québec : conseils par téléphone']);
  const alternates = elementsOf(page, 'link').filter(
    (link) => attr(link, 'rel') === 'alternate' && attr(link, 'hreflang'),
  );
  expect(alternates.map((link) => [attr(link, 'hreflang'), attr(link, 'href')])).toEqual([
    ['en-CA', 'https://www.northpaw.example/qc/greater-quebec-city/'],
    ['fr-CA', 'https://www.northpaw.example/fr/qc/region-de-quebec/'],
    ['x-default', 'https://www.northpaw.example/qc/greater-quebec-city/'],
  ]);
  const cities = linksIn(labelled(page, 'Villes dans la région de Québec'));
  expect(hrefsOf(cities)).toEqual(['/fr/qc/quebec-city/']);
  expect(textOf(cities[0] ?? page)).toContain('Ville de Québec');
});

test('a French city page: its area by its French slug, and the city standing alone as « Ville de Québec »', async () => {
  const page = await site.page('/fr/qc/quebec-city/');
  const crumbs = labelled(page, 'Fil d’Ariane', 'nav');
  expect(elementsOf(crumbs, 'li').map(textOf)).toEqual([
    expect.stringMatching(/Accueil/),
    expect.stringMatching(/^Région de Québec/),
    'Ville de Québec',
  ]);
  expect(hrefsOf(linksIn(crumbs))[1]).toBe('/fr/qc/region-de-quebec/');
  // Sentences keep « à Québec »: with « à », Québec is the city.
  expect(headingsIn(page, 1)).toEqual(['La faune à Québec : conseils gratuits par téléphone']);
});

test('Brampton city page: breadcrumbs, services, full listing, five FAQs and LocalBusiness data', async () => {
  const page = await site.page('/on/brampton/');
  expect(headingsIn(page, 1)).toEqual(['Humane Wildlife Control in Brampton']);
  const crumbs = linksIn(labelled(page, 'Breadcrumb', 'nav'));
  expect(crumbs.map(textOf)).toEqual(['Home', 'Greater Toronto']);
  expect(hrefsOf(crumbs)[1]).toBe('/on/greater-toronto/');

  // Every card: the service in Brampton, with its card text.
  const cards = elementsOf(labelled(page, 'What We Handle in Brampton'), 'article').map((card) => ({
    href: attr(firstOf(card, 'a'), 'href'),
    text: textOf(firstOf(card, 'p')),
  }));
  expect(cards).toHaveLength(12);
  expect(cards).toEqual(
    realCatalogue().services.map((s) => ({
      href: `/on/brampton/${s.slug}/`,
      text: s.card,
    })),
  );

  const listing = labelled(page, 'Northpaw in Brampton');
  expect(textOf(firstOf(listing, 'address'))).toContain('L6P');
  expect(textOf(listing)).toContain('L6P');
  expect(hrefsOf(linksIn(listing, /Google Maps/))).toEqual([
    expect.stringMatching(/^https:\/\/www\.google\.com\/maps\//),
  ]);

  expect(headingsIn(labelled(page, 'Why Brampton Calls Northpaw'), 3)).toEqual([
    'Truly Local',
    'Guaranteed Work',
    'Satisfaction Guaranteed',
  ]);
  // site.config.ts has no rating yet, so no star claim and no rating in the JSON-LD.
  expect(textOf(firstOf(page, 'body'))).not.toMatch(/5-Star|Rated \d/);
  expect(elementsOf(labelled(page, 'Brampton Questions'), 'details')).toHaveLength(5);

  expect(localBusiness(page)).toMatchObject({
    telephone: '905-555-0173',
    address: { '@type': 'PostalAddress', addressLocality: 'Brampton', addressRegion: 'ON' },
  });
  expect(jsonLdOf(page).map((b) => b['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
});

test('a city without an office shows a service-area listing and no placeholder text', async () => {
  const page = await site.page('/on/vaughan/');
  const listing = labelled(page, 'Northpaw in Vaughan');
  expect(textOf(listing)).toContain('We come to your home or business anywhere in Greater Toronto.');
  // No team works from Vaughan: who serves it, no office hours and no open/closed line.
  expect(textOf(listing)).toContain(
    'We have no office in Vaughan: it is served from our head office in North York and our base in Castlemore, north-east Brampton, and the phone is answered 24 hours a day, 7 days a week.',
  );
  expect(textOf(listing)).not.toContain('Office Hours');
  expect(headingsIn(labelled(page, 'Why Vaughan Calls Northpaw'), 3)[0]).toBe('Close at Hand');
  expect(elementsOf(listing, 'address')).toEqual([]);
  const business = localBusiness(page);
  expect(business).toBeDefined();
  expect(business).not.toHaveProperty('address');
  expect(JSON.stringify(business)).not.toContain('undefined');
  expect(textOf(firstOf(page, 'main'))).not.toMatch(/TBD|placeholder|undefined|lorem/i);
});

test('a city no team of ours reaches: Halifax', async () => {
  const page = await site.page('/ns/halifax/');
  expect(headingsIn(page, 1)).toEqual(['Wildlife in Halifax: Free Advice by Phone']);
  expect(linksIn(labelled(page, 'Breadcrumb', 'nav')).map(textOf)).toEqual(['Home', 'Greater Halifax']);
  expect(elementsOf(labelled(page, 'Halifax Questions'), 'details')).toHaveLength(5);
  expect(textOf(labelled(page, 'Wildlife and Homes in Halifax'))).toContain('Halifax');
  // No team goes to Halifax (site.config.ts teams): the page says what we do there, and promises no visit.
  const why = labelled(page, 'Why Halifax Calls Northpaw');
  expect(textOf(why)).not.toMatch(/based|every week|Truly Local|served from/);
  expect(headingsIn(why, 3)[0]).toBe('Free Advice by Phone, 24/7');
  expect(textOf(why)).toContain('No team of ours is within reach of Halifax, so we promise no visit.');
  const listing = labelled(page, 'Calling From Halifax?', 'section');
  expect(textOf(listing)).toContain('answered 24 hours a day, 7 days a week, by our head office in North York');
  expect(textOf(listing)).not.toMatch(/Areas Served|Service area|Google Maps/);
  // No listing in a city where no team of ours is.
  expect(jsonLdOf(page).map((b) => b['@type'])).toEqual(['BreadcrumbList', 'FAQPage']);
});
