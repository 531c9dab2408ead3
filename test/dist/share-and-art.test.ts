/**
 * What a shared link and a browser tab show, and each place's own picture: every page's share
 * image is a 1200 x 630 PNG of its place, service or post in its language; the icons browsers
 * ask for by name exist; and no city's hero shows another city's landmark.
 */
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { allCities, allGreaterAreas } from '../../src/lib/catalogue.ts';
import { cityUrl, areaUrl, serviceUrl, cityServiceUrl } from '../../src/lib/urls.ts';
import { realCatalogue } from '../catalogue.ts';
import { builtSite } from './built-site.ts';
import { attr, elementsOf, metaOf, type Root } from './html.ts';

const site = builtSite();
const property = (page: Root, name: string) =>
  elementsOf(page, 'meta')
    .filter((m) => attr(m, 'property') === name)
    .map((m) => attr(m, 'content'));
/** The share image's path; the page names exactly one, absolute on the site's address. */
function ogImage(page: Root) {
  const [url, ...more] = property(page, 'og:image');
  expect(more).toEqual([]);
  expect(url).toMatch(/^https:\/\/www\.northpaw\.example\/share\//);
  return new URL(url ?? '').pathname;
}

async function png(path: string) {
  const response = await site.get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toBe('image/png');
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

/** Each kind of page, in both languages, with the share image it should name. */
function expectedImages() {
  const cases: [string, string][] = [];
  for (const lang of ['en', 'fr'] as const) {
    const catalogue = realCatalogue(lang);
    const city = allCities(catalogue).find((c) => c.slug === 'brampton');
    const area = allGreaterAreas(catalogue).find((a) => a.slug === 'greater-ottawa');
    const service = catalogue.services.find((s) => s.slug === 'bat-removal');
    if (!city || !area || !service) throw new Error('the catalogue has no Brampton, Greater Ottawa or bat removal');
    cases.push(
      [lang === 'en' ? '/' : '/fr/', `/share/${lang}/site.png`],
      [lang === 'en' ? '/about/' : '/fr/a-propos/', `/share/${lang}/site.png`],
      [cityUrl(lang, 'on', city.slug), `/share/${lang}/cities/on/brampton.png`],
      [areaUrl(lang, 'on', area.urlSlug), `/share/${lang}/areas/on/greater-ottawa.png`],
      [serviceUrl(lang, service.urlSlug), `/share/${lang}/services/bat-removal.png`],
      [cityServiceUrl(lang, 'on', 'brampton', service.urlSlug), `/share/${lang}/services/bat-removal.png`],
      [
        lang === 'en' ? '/blog/how-one-way-doors-work/' : '/fr/blogue/fonctionnement-des-portes-a-sens-unique/',
        `/share/${lang}/blog/how-one-way-doors-work.png`,
      ],
    );
  }
  return cases;
}

test.each(expectedImages())('%s is shared with %s, a 1200 x 630 PNG', async (path, image) => {
  const page = await site.page(path);
  expect(ogImage(page)).toBe(image);
  expect(metaOf(page, 'twitter:card')).toBe('summary_large_image');
  const { format, width, height } = await png(image);
  expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
});

test('a place and its twin share images drawn in their own language', async () => {
  const [en, fr] = await Promise.all(
    ['/share/en/areas/qc/greater-montreal.png', '/share/fr/areas/qc/greater-montreal.png'].map(async (path) =>
      Buffer.from(await (await site.get(path)).arrayBuffer()),
    ),
  );
  expect(en?.length).toBeGreaterThan(1000);
  expect(en?.equals(fr ?? Buffer.alloc(0))).toBe(false);
});

test('the icons browsers and phones ask for by name: favicon.ico (16, 32, 48 px) and apple-touch-icon.png', async () => {
  const ico = await site.get('/favicon.ico');
  expect(ico.status).toBe(200);
  expect(ico.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const bytes = Buffer.from(await ico.arrayBuffer());
  // ICONDIR: reserved 0, type 1 (icon), then the number of images; each entry starts with its width.
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 3]);
  expect([0, 1, 2].map((i) => bytes[6 + i * 16])).toEqual([16, 32, 48]);
  const { width, height } = await png('/apple-touch-icon.png');
  expect({ width, height }).toEqual({ width: 180, height: 180 });
  const home = await site.page('/fr/');
  const icons = elementsOf(home, 'link').filter((l) => /icon/.test(attr(l, 'rel') ?? ''));
  expect(icons.map((l) => attr(l, 'href'))).toEqual(expect.arrayContaining(['/favicon.ico', '/apple-touch-icon.png']));
});

/** The file name of the picture behind a place page's hero ("brampton" for /_astro/brampton.Ab12.svg). */
async function heroArtwork(path: string): Promise<string> {
  const hero = elementsOf(await site.page(path), 'section').find((s) => attr(s, 'aria-labelledby') === 'page-heading');
  const img = hero && elementsOf(hero, 'img')[0];
  const src = (img && attr(img, 'src')) ?? '';
  return /([^/]+?)\.[\w-]+\.(svg|webp|avif|png|jpe?g)$/.exec(src)?.[1] ?? `no picture (${src.slice(0, 40)})`;
}

test("each city's hero shows its own artwork, and each area's its own or its first city's", async () => {
  const catalogue = realCatalogue('en');
  const cities = allCities(catalogue);
  const shown: Record<string, string> = {};
  for (const city of cities) shown[city.slug] = await heroArtwork(cityUrl('en', city.provinceCode, city.slug));
  expect(shown).toEqual(Object.fromEntries(cities.map((c) => [c.slug, c.slug])));
  for (const area of allGreaterAreas(catalogue)) {
    const name = await heroArtwork(areaUrl('en', area.provinceCode, area.slug));
    expect([area.slug, area.cities[0]?.slug], area.slug).toContain(name);
  }
});
