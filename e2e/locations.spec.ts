import { expect, test } from '@playwright/test';
import { realCatalogue } from '../test/catalogue.ts';
import { truncate } from '../src/lib/text.ts';
import { limits } from '../src/site.config.ts';
import { gotoHydrated, jsonLd, storageKeys } from './helpers.ts';

declare global {
  interface Window {
    /** Intl.DateTimeFormat objects the page made (one test counts them). */
    dateFormatters?: number;
  }
}

test('Greater Toronto region page: breadcrumbs, its four cities and four service buttons', async ({ page }) => {
  await page.goto('/on/greater-toronto/');
  await expect(page).toHaveTitle(/Greater Toronto/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveText([/Home/, /Ontario/, 'Greater Toronto']);
  const cities = page.getByRole('region', { name: 'Where we work in Greater Toronto' }).getByRole('link');
  await expect(cities).toHaveCount(4);
  for (const [name, href] of [
    ['Toronto', '/on/toronto/'],
    ['Brampton', '/on/brampton/'],
    ['Vaughan', '/on/vaughan/'],
    ['Oakville', '/on/oakville/'],
  ] as const) {
    await expect(cities.filter({ hasText: name }).first()).toHaveAttribute('href', href);
  }
  const services = page.getByRole('region', { name: /Common calls/ }).getByRole('link');
  await expect(services).toHaveText(['Raccoon Removal', 'Squirrel Removal', 'Skunk Removal', 'Bat Removal']);
  expect(await services.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    ['raccoon-removal', 'squirrel-removal', 'skunk-removal', 'bat-removal'].map((slug) => `/services/${slug}/`),
  );
  const types = (await jsonLd(page)).map((b) => b['@type']);
  expect(types).toContain('BreadcrumbList');
});

test('a region of another province lists its city', async ({ page }) => {
  await page.goto('/sk/greater-regina/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wildlife Control in Greater Regina');
  await expect(page.getByRole('region', { name: 'Where we work in Greater Regina' }).getByRole('link')).toHaveAttribute(
    'href',
    '/sk/regina/',
  );
});

test('Brampton city page: breadcrumbs, services, full listing, live hours, five FAQs and LocalBusiness data', async ({
  page,
}) => {
  await gotoHydrated(page, '/on/brampton/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Humane Wildlife Control in Brampton');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  await expect(crumbs).toHaveText(['Home', 'Greater Toronto']);
  await expect(crumbs.nth(1)).toHaveAttribute('href', '/on/greater-toronto/');

  const services = page.getByRole('region', { name: 'What we handle in Brampton' }).getByRole('article');
  await expect(services).toHaveCount(12);
  // Every card: the service in Brampton, its description cut at 80 characters.
  const cards = await services.evaluateAll((articles) =>
    articles.map((a) => ({
      href: a.querySelector('a')?.getAttribute('href'),
      text: a.querySelector('p')?.textContent,
    })),
  );
  expect(cards).toEqual(
    realCatalogue().services.map((s) => ({
      href: `/on/brampton/${s.slug}/`,
      text: truncate(s.description, limits.cardDescription),
    })),
  );

  const listing = page.getByRole('region', { name: 'Northpaw in Brampton' });
  await expect(listing.locator('address')).toContainText('L6P');
  await expect(listing).toContainText('L6P');
  await expect(page.getByTestId('open-status')).toHaveText(
    /^(Open — Closes \d{1,2}(:\d\d)? [ap]\.m\.|Closed — Opens .+)$/,
  );
  await expect(listing.getByRole('link', { name: /Google Maps/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\//,
  );

  await expect(
    page.getByRole('region', { name: 'Why Brampton calls Northpaw' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Truly Local', 'Guaranteed Work', 'Satisfaction Guaranteed']);
  // site.config.ts has no rating yet, so no star claim and no rating in the JSON-LD.
  await expect(page.getByText(/5-Star|Rated \d/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Brampton questions' }).locator('details')).toHaveCount(5);

  const blocks = await jsonLd(page);
  const business = blocks.find((b) => b['@type'] === 'LocalBusiness');
  expect(business).toMatchObject({
    telephone: '905-555-0173',
    address: { '@type': 'PostalAddress', addressLocality: 'Brampton', addressRegion: 'ON' },
  });
  expect(blocks.map((b) => b['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
});

test('a city without an office shows a service-area listing and no placeholder text', async ({ page }) => {
  await page.goto('/on/vaughan/');
  const listing = page.getByRole('region', { name: 'Northpaw in Vaughan' });
  await expect(listing).toContainText('Service-area business');
  await expect(listing.locator('address')).toHaveCount(0);
  const business = (await jsonLd(page)).find((b) => b['@type'] === 'LocalBusiness');
  expect(business).toBeDefined();
  expect(business).not.toHaveProperty('address');
  expect(JSON.stringify(business)).not.toContain('undefined');
  await expect(page.locator('main')).not.toContainText(/TBD|placeholder|undefined|lorem/i);
});

test('a city of another province: Halifax', async ({ page }) => {
  await gotoHydrated(page, '/ns/halifax/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Humane Wildlife Control in Halifax');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Home',
    'Greater Halifax',
  ]);
  await expect(page.getByRole('region', { name: 'Halifax questions' }).locator('details')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Wildlife and homes in Halifax' })).toContainText('Halifax');
  // No team is based in Halifax (site.config.ts teams): the page does not claim one.
  await expect(page.getByRole('region', { name: 'Why Halifax calls Northpaw' })).not.toContainText(/based|every week/);
  const business = (await jsonLd(page)).find((b) => b['@type'] === 'LocalBusiness');
  expect(business).toMatchObject({ telephone: '1-888-555-0142', url: 'https://www.northpaw.example/ns/halifax/' });
});

test('visiting a city page stores it as the chosen location', async ({ page }) => {
  await gotoHydrated(page, '/bc/victoria/');
  await expect(page.getByTestId('location-button-label').first()).toHaveText('Victoria');
  const stored = await page.evaluate((key) => localStorage.getItem(key), storageKeys.location);
  expect(JSON.parse(stored ?? 'null')).toEqual({
    province: 'bc',
    city: 'victoria',
    cityName: 'Victoria',
    provinceName: 'British Columbia',
    fr: { cityName: 'Victoria', provinceName: 'Colombie-Britannique' },
  });
});

test("the open/closed line follows the city's own clock", async ({ page }) => {
  // Wednesday 2026-07-15 22:45 UTC: 18:45 in Toronto (open until 7 p.m.) but 19:45 in Halifax time zone.
  await page.clock.setFixedTime(new Date(Date.UTC(2026, 6, 15, 22, 45)));
  await gotoHydrated(page, '/on/toronto/');
  await expect(page.getByTestId('open-status')).toHaveText('Open — Closes 7 p.m.');
  await gotoHydrated(page, '/ns/halifax/');
  await expect(page.getByTestId('open-status')).toHaveText('Closed — Opens 8 a.m. tomorrow');
});

test('the open/closed line reads the clock without an Intl formatter (the first one costs tens of ms)', async ({
  page,
}) => {
  // The page brings its zone's offsets and day names, made at build for the build's year and
  // the next four; now is inside them. Counted in English and in French, a weekday and a weekend.
  await page.addInitScript(() => {
    const Native = Intl.DateTimeFormat;
    window.dateFormatters = 0;
    Intl.DateTimeFormat = new Proxy(Native, {
      construct(target, args: ConstructorParameters<typeof Native>) {
        window.dateFormatters = (window.dateFormatters ?? 0) + 1;
        return new target(...args);
      },
    });
  });
  // This year's Wednesday and Saturday in the week of 13 July, at 16:00 UTC (noon in Toronto)
  // and 23:00 UTC (7 p.m. on Saturday; Sunday is closed, so the next opening is Monday's).
  const july = (weekday: number, hour: number) => {
    const date = new Date(Date.UTC(new Date().getUTCFullYear(), 6, 13, hour));
    date.setUTCDate(13 + ((weekday - date.getUTCDay() + 7) % 7));
    return date;
  };
  const [wednesday, saturday] = [july(3, 16), july(6, 23)];
  for (const [path, instant, text] of [
    ['/on/toronto/', wednesday, /^Open — Closes 7 p\.m\.$/],
    ['/fr/on/toronto/', saturday, /^Fermé — ouvre lundi à 8\u00a0h$/],
  ] as const) {
    await page.clock.setFixedTime(instant);
    await gotoHydrated(page, path);
    await expect(page.getByTestId('open-status'), `${path} at ${instant.toISOString()}`).toHaveText(text);
    expect(await page.evaluate(() => window.dateFormatters)).toBe(0);
  }
});
