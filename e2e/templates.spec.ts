/**
 * Every page template, opened once, read at each width by the checks that need a browser:
 * axe, the byte budgets, where each call link reports its click, the chrome every page carries,
 * and the consent banner covering nothing. One load serves them all because the layout is CSS
 * alone (no script reads the width): the page resized to 1280 px is the page loaded there; a
 * contrast failure set only at desktop width was seen to fail the resized page.
 *
 * The pages come from the build with Google Analytics on (scripts/analytics-build.ts), seen as a
 * first visitor sees them, with the banner up: the banner is then checked on every template and in
 * both languages, and the byte budgets hold for a business that turns analytics on, a superset of
 * the build as it ships (measured: 55 bytes more JavaScript on a city x service page). The shipping build's own
 * differences (no banner, nothing asked of Google) are checked in e2e/consent.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { testOnReusedPage } from './fixtures.ts';
import { axeViolations, gotoHydrated, phoneViewport } from './helpers.ts';
import { analyticsURL } from './servers.ts';
import { bothLanguagesTemplatePages, variantPages } from '../test/template-pages.ts';
import { phoneFor } from '../src/lib/phone.ts';
import { placesUrl } from '../src/lib/places.ts';

const KB = 1024;
const budgets = { js: 23 * KB, css: 20 * KB, html: 30 * KB };
/** The place search's code and data, fetched when the visitor first types in the picker's search box. */
const placeSearchBudget = 40 * KB;

const desktop = { width: 1280, height: 900 };
const bannerSizes = [phoneViewport, { width: 1024, height: 730 }, desktop];

const bramptonPhone = '+19055550173';
const defaultPhone = '+18885550142';
/** The call links each page shows, in page order, by the place their click reports; the same at both widths. */
const callPlaces: Record<string, { phone: string; places: string[] }> = {
  '/': { phone: defaultPhone, places: ['top_bar', 'header', 'hero', 'home_contact', 'footer', 'floating'] },
  '/contact/': {
    phone: defaultPhone,
    places: ['top_bar', 'header', 'contact_page', 'contact_page', 'footer', 'floating'],
  },
  '/thank-you/': { phone: defaultPhone, places: ['top_bar', 'header', 'thank_you', 'footer', 'floating'] },
  '/on/nowhere/': { phone: defaultPhone, places: ['top_bar', 'header', 'not_found', 'footer', 'floating'] },
  '/accessibility/': { phone: defaultPhone, places: ['top_bar', 'header', 'content', 'footer', 'floating'] },
  '/on/brampton/': { phone: bramptonPhone, places: ['top_bar', 'header', 'hero', 'sidebar', 'footer', 'floating'] },
  '/services/residential/': {
    phone: defaultPhone,
    places: ['top_bar', 'header', 'sidebar', 'footer', 'floating'],
  },
  '/services/bat-removal/': {
    phone: defaultPhone,
    places: ['top_bar', 'header', 'hero', 'sidebar', 'closing', 'footer', 'floating'],
  },
};

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
/** The built file a same-origin path is served from. */
const builtFile = (pathname: string) =>
  `.e2e-analytics/client${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`;

/** Analytics events the page reports before consent: to the console, as `[analytics] event params`. */
function consoleEvents(page: Page) {
  const events: Promise<unknown[]>[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.text().startsWith('[analytics]')) {
      events.push(
        Promise.all(
          message
            .args()
            .slice(1)
            .map((arg) => arg.jsonValue()),
        ),
      );
    }
  });
  return {
    take: async () => Promise.all(events.splice(0)),
  };
}

/** Controls whose centre is in view but which a tap there would not reach: what the banner covers. */
const coveredControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href^="tel:"], .btn-call, .btn-primary, button[type="submit"]')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (box.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
        const hit = document.elementFromPoint(x, y);
        return !hit || !control.contains(hit);
      })
      .map((control) => `${control.textContent?.trim()} (${control.getAttribute('href') ?? control.tagName})`),
  );

/** Bytes the page loaded by itself once read to the end, as a phone would, and the render-blocking requests. */
async function readDown(page: Page, template: string, path: string, requested: Set<string>) {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += phoneViewport.height) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  // Every island has started but the picker, which starts on its first use.
  await expect(page.locator('astro-island[ssr]:not([client="use"])')).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  const requests = [...requested].map((href) => new URL(href));
  const origin = new URL(analyticsURL).origin;
  const elsewhere = requests.filter((url) => url.origin !== origin && url.protocol !== 'data:').map(String);
  // Google's tag included: nothing loads from Google before an explicit Accept, and these visitors never accept.
  expect.soft(elsewhere, 'requests to another origin').toEqual([]);

  const own = (suffix: string) => requests.filter((url) => url.origin === origin && url.pathname.endsWith(suffix));
  const sum = (suffix: string) => own(suffix).reduce((total, url) => total + gzipBytes(builtFile(url.pathname)), 0);
  // A miss is answered with the built not-found page of its language.
  const missed = `/${path.startsWith('/fr/') ? 'fr/' : ''}404/location/`;
  const measured = {
    js: sum('.js'),
    css: sum('.css'),
    html: gzipBytes(builtFile(template === 'not found' ? missed : path)),
  };
  expect
    .soft(
      requests.filter((url) => url.pathname === placesUrl || url.pathname.includes('place-search')).map(String),
      'the place search, loaded before anyone typed in it',
    )
    .toEqual([]);
  expect
    .soft(
      requests.filter((url) => /\/(LocationPicker|PickerDialog)\./.test(url.pathname)).map(String),
      'the picker, loaded before anyone opened it',
    )
    .toEqual([]);
  // What each file costs, largest first: the islands' chunks by name (astro.config.ts groups them).
  const files = own('.js')
    .map((url) => ({
      name: url.pathname.replace(/^\/_astro\/|\.[\w-]+\.js$/g, ''),
      bytes: gzipBytes(builtFile(url.pathname)),
    }))
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ name, bytes }) => `${name} ${kb(bytes)}`);
  console.log(
    `${template} (${path}): JS ${kb(measured.js)} (${files.join(', ')}), CSS ${kb(measured.css)}, HTML ${kb(measured.html)} gzip`,
  );
  expect.soft(measured.js, 'JavaScript, gzip bytes').toBeLessThanOrEqual(budgets.js);
  expect.soft(measured.css, 'CSS, gzip bytes').toBeLessThanOrEqual(budgets.css);
  expect.soft(measured.html, 'HTML, gzip bytes').toBeLessThanOrEqual(budgets.html);

  // What holds up the first paint is e2e/first-paint.spec.ts's, in a fresh page each time: here the
  // page has the stylesheet from the pages before it, cached, and a cached file is not reported as blocking.
}

/** Each visible call link, clicked in page order, reports one click with its place and the page's number. */
async function clickEveryCallLink(page: Page, events: ReturnType<typeof consoleEvents>, path: string, width: number) {
  const expected = callPlaces[path];
  if (!expected) return;
  const links = page.locator('a[href^="tel:"]').filter({ visible: true });
  await expect.soft(links, `call links at ${width} px`).toHaveCount(expected.places.length);
  await events.take();
  for (const [i, place] of expected.places.entries()) {
    await links.nth(i).click();
    // Kept across polls, so a failure shows what the click reported.
    const reported: unknown[][] = [];
    const collect = async () => {
      reported.push(...(await events.take()));
      return reported;
    };
    await expect
      .poll(collect, { message: `the ${place} call link at ${width} px` })
      .toEqual([['click', { event_category: 'Call', event_label: place, phone_number: expected.phone }]]);
  }
  expect(new URL(page.url()).pathname).toBe(path);
}

/** What every page carries: the top bar, the header's call button with this path's number, and the footer. */
async function checkChrome(page: Page, path: string) {
  await expect.soft(page.getByText('24HR 7 DAYS')).toBeVisible();
  await expect.soft(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', phoneFor(path).href);
  const footer = page.locator('footer');
  for (const [name, href] of [
    ['About', '/about/'],
    ['Contact', '/contact/'],
    ['Blog', '/blog/'],
    ['Privacy', '/privacy/'],
    ['Terms', '/terms/'],
    ['Accessibility', '/accessibility/'],
  ] as const) {
    await expect.soft(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect.soft(footer.getByRole('heading', { name: 'Recently Viewed' })).toBeVisible();
}

// The worker's one page, a first visitor each time (e2e/fixtures.ts).
const test = testOnReusedPage({
  origin: analyticsURL,
  prepare: async (page) => {
    // No dialler in a test: after the page's own listeners (bubbling reaches window last).
    await page.addInitScript(() =>
      window.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
      }),
    );
  },
});

for (const { template, path } of bothLanguagesTemplatePages) {
  test(`${template} page ${path}: axe, bytes, call links, chrome and the consent banner at 390, 1024 and 1280 px`, async ({
    page,
  }) => {
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(request.url()));
    const events = consoleEvents(page);
    const banner = page.locator('[aria-labelledby="consent-heading"]');

    await page.setViewportSize(phoneViewport);
    await gotoHydrated(page, path);
    await expect(banner).toBeVisible();
    if (!path.startsWith('/fr/')) await checkChrome(page, path);
    expect.soft(await coveredControls(page), 'covered by the banner at 390x844').toEqual([]);
    expect.soft(await axeViolations(page), 'axe at 390 px, banner up').toEqual([]);
    await readDown(page, template, path, requested);
    await page.evaluate(() => window.scrollTo(0, 0));
    await clickEveryCallLink(page, events, path, phoneViewport.width);

    for (const size of bannerSizes.slice(1)) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect.soft(await coveredControls(page), `covered by the banner at ${size.width}x${size.height}`).toEqual([]);
    }
    await clickEveryCallLink(page, events, path, desktop.width);
    // The page as a visitor sees it once they have answered: nothing over it for axe's contrast checks.
    await banner.getByRole('button', { name: path.startsWith('/fr/') ? 'Refuser' : 'Reject' }).click();
    await expect(banner).toBeHidden();
    expect(await axeViolations(page), `axe at ${desktop.width} px`).toEqual([]);
  });
}

// More pages of the same templates whose content changes what axe sees.
for (const { path } of variantPages) {
  test(`${path}: axe at 390 and 1280 px`, async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('northpaw:consent', 'denied'));
    await page.setViewportSize(phoneViewport);
    await gotoHydrated(page, path);
    expect.soft(await axeViolations(page), `at ${phoneViewport.width} px`).toEqual([]);
    await page.setViewportSize(desktop);
    expect(await axeViolations(page), `at ${desktop.width} px`).toEqual([]);
  });
}

// The picker's search box loads its code and /places.json on the first keystroke (e2e/find.spec.ts),
// never with a page (each template above): what that costs the visitor who searches.
test('the place search, loaded on use only: its size', () => {
  const code = readdirSync('.e2e-analytics/client/_astro').filter((name) => /^place-search\..*\.js$/.test(name));
  expect(code, 'the place search is a chunk of its own').toHaveLength(1);
  const bytes = { code: gzipBytes(builtFile(`/_astro/${code[0]}`)), data: gzipBytes(builtFile(placesUrl)) };
  console.log(`place search, on the first keystroke: code ${kb(bytes.code)}, data ${kb(bytes.data)} gzip`);
  expect(bytes.code + bytes.data, 'the place search, gzip bytes').toBeLessThanOrEqual(placeSearchBudget);
});
