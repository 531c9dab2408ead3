/** The place search on a small build: where each kind of query leads, in both languages, and odd input. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realPlaces } from '../../../test/places.ts';
import { testApp, testBuild } from '../../../test/app.ts';
import { parsePostalCode } from '../../lib/postal-code.ts';
import { placesFrom } from '../domain/place-search.ts';

const files: Record<string, string> = {
  '404.html': '<h1>Generic 404</h1>',
  'find/index.html': '<h1>Services &amp; Areas</h1>',
  'fr/trouver/index.html': '<h1>Services et régions</h1>',
};

let clientDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'northpaw-find-'));
  for (const [path, body] of Object.entries(files)) {
    await mkdir(dirname(join(clientDir, path)), { recursive: true });
    await writeFile(join(clientDir, path), body);
  }
  app = await testApp({
    build: testBuild(clientDir, { places: placesFrom(realPlaces()), stylesheets: ['/_astro/site.css'] }),
  });
});

afterAll(async () => {
  await app?.close();
  await rm(clientDir, { recursive: true, force: true });
});

const search = (page: string, q: string) => app.inject(`${page}?q=${encodeURIComponent(q)}`);

describe('GET /find/?q= and /fr/trouver/?q=', () => {
  it.each([
    ['/find/', 'Brampton', '/on/brampton/'],
    ['/find/', 'brampton ', '/on/brampton/'],
    // 14 km from Oakville, 15 from Brampton, 24 from Toronto.
    ['/find/', 'Mississauga', '/on/oakville/'],
    ['/find/', 'Laval', '/qc/montreal/'],
    ['/fr/trouver/', 'Laval', '/fr/qc/montreal/'],
    ['/fr/trouver/', 'Gatineau', '/fr/on/ottawa/'],
    ['/find/', 'Gatineau', '/on/ottawa/'],
    ['/find/', 'L5B', '/on/oakville/'],
    ['/find/', 'l5b 3c2', '/on/oakville/'],
    ['/find/', 'H2X 1Y4', '/qc/montreal/'],
    ['/fr/trouver/', 'h2x1y4', '/fr/qc/montreal/'],
    ['/find/', 'Montreal', '/qc/montreal/'],
    ['/fr/trouver/', 'montréal', '/fr/qc/montreal/'],
    ['/fr/trouver/', 'Québec', '/fr/qc/quebec-city/'],
    ['/find/', 'Quebec City', '/qc/quebec-city/'],
    ['/find/', 'Laval, QC', '/qc/montreal/'],
  ])('%s?q=%j answers 303 to %s', async (page, q, location) => {
    const response = await search(page, q);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(location);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('names the three nearest teams of a far place, with their distances, links and the phone number', async () => {
    const response = await search('/find/', 'Yellowknife');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<h1 class="text-2xl font-bold text-forest-900">No Team in Yellowknife, NT Yet</h1>');
    expect(html).toContain('<a class="link" href="/ab/edmonton/">Edmonton, AB</a>, 991 km away');
    expect(html).toContain('<a class="link" href="/sk/saskatoon/">Saskatoon, SK</a>, 1,236 km away');
    expect(html).toContain('<a class="link" href="/ab/calgary/">Calgary, AB</a>, 1,268 km away');
    expect(html).toContain('href="tel:+18885550142"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('<form role="search" action="/find/" method="get">');
    expect(html).toContain('value="Yellowknife"');
  });

  it('says it in French on the French page: Trois-Rivières, typed without accents, is 114 km from Québec', async () => {
    const html = (await search('/fr/trouver/', 'Trois-Rivieres')).body;
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('Trois-Rivières, QC\u00a0: pas encore d’équipe');
    expect(html).toContain('<a class="link" href="/fr/qc/quebec-city/">Québec, QC</a>, à 114\u00a0km');
    expect(html).toContain('<a class="link" href="/fr/qc/montreal/">Montréal, QC</a>, à 123\u00a0km');
    expect(html).toContain('<form role="search" action="/fr/trouver/" method="get">');
  });

  it('writes French thousands as Québec does: Iqaluit is 1 764 km from Corner Brook', async () => {
    const html = (await search('/fr/trouver/', 'Iqaluit')).body;
    expect(html).toMatch(/Corner Brook, NL<\/a>, à 1[\u00a0\u202f]764\u00a0km/);
  });

  it.each([
    ['/find/', 'Atlantis', 'Nothing in Canada matches “Atlantis”.'],
    ['/find/', '', 'Try the name of your city or town, or your postal code.'],
    ['/find/', '   ', 'Try the name of your city or town, or your postal code.'],
    ['/fr/trouver/', 'Atlantide', 'Aucun endroit au Canada ne correspond à «\u00a0Atlantide\u00a0».'],
  ])('%s?q=%j answers the form again: %s', async (page, q, says) => {
    const response = await search(page, q);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(says);
    expect(response.body).toContain('name="q"');
  });

  it('escapes whatever the search holds', async () => {
    const q = '"><script>alert(1)</script>';
    const response = await search('/find/', q);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&lt;script&gt;');
  });

  it('refuses a search longer than any name, and q given twice, with the form again', async () => {
    const long = await search('/find/', 'x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('That search is longer than any place’s name.');
    expect(long.body).toContain('name="q"');
    expect((await search('/find/', 'x'.repeat(100))).statusCode).toBe(200);

    const twice = await app.inject('/find/?q=Laval&q=Brampton');
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('Search for one place at a time.');
  });

  it('reads broken percent-encoding without failing', async () => {
    const response = await app.inject('/find/?q=%E0%A4%A');
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers HEAD like GET, without a body', async () => {
    const redirect = await app.inject({ method: 'HEAD', url: '/find/?q=Brampton' });
    expect(redirect.statusCode).toBe(303);
    expect(redirect.headers.location).toBe('/on/brampton/');
    const far = await app.inject({ method: 'HEAD', url: '/find/?q=Inuvik' });
    expect(far.statusCode).toBe(200);
    expect(far.body).toBe('');
  });

  it('serves the find page itself without q, and leaves other pages alone', async () => {
    expect((await app.inject('/find/')).body).toContain('Services &amp; Areas');
    expect((await app.inject('/fr/trouver/')).body).toContain('Services et régions');
    expect((await app.inject('/?q=Brampton')).statusCode).toBe(404);
  });

  it('keeps the search across the slash the site adds', async () => {
    const response = await app.inject('/find?q=Laval');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/find/?q=Laval');
  });
});

describe('nearestToPostalCode', () => {
  const places = placesFrom(realPlaces());
  it.each([
    ['L5B 3C2', { city: 'on/oakville', km: 14 }],
    ['h2x1y4', { city: 'qc/montreal', km: 1 }],
    ['K1A', { city: 'on/ottawa', km: 1 }],
    ['X0A 0H0', { city: 'nl/corner-brook', km: 2456 }],
    ['Brampton', undefined],
    ['D2X 1Y4', undefined],
    ['', undefined],
  ])('%j is nearest to %j', (code, nearest) => {
    const postal = parsePostalCode(code);
    expect(postal && places.nearestToPostalCode(postal)).toEqual(nearest);
  });
});
