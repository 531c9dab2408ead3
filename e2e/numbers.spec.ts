/**
 * The owner's numbers end to end: Chromium clicks call links on built pages, the
 * site's own counter stores the click (consent or not, nothing about the visitor), and the
 * owner reads it on /admin/numbers/ and in its CSV. A server and a store of its own, so its
 * counts and rate limit are its alone. Beacons are checked in the database: Playwright does
 * not reliably report sendBeacon's requests.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { openStore, type Store } from '../src/server/store/connect.ts';
import { axeViolations, hydrated, ownStore, phoneViewport, startServer, type OwnStore } from './helpers.ts';
import { linkIn, type RunningBuild } from '../test/server.ts';
import { businessDay } from '../src/server/domain/business-day.ts';

const timeZone = 'America/Toronto';

let own: OwnStore;
let running: RunningBuild;
let base = '';
let store: Store;
/** What the server printed: without mail, the owner's first sign-in link is there. */
const output: string[] = [];

test.describe.configure({ mode: 'serial' });
// No consent choice stored on this server's origin: analytics stay off.
test.use({ storageState: { cookies: [], origins: [] } });

test.beforeAll(async () => {
  own = await ownStore('e2e-numbers');
  running = await startServer(
    { ...own.env, OWNER_EMAIL: 'owner@northpaw.example', BUSINESS_TIME_ZONE: timeZone },
    { lines: output },
  );
  base = running.base;
  store = await openStore(own.settings);
});

test.afterAll(async () => {
  await running?.stop();
  await store?.db.destroy();
  await own?.dispose();
});

/** The calls counted for a page, all days together. */
const callsOf = async (page: string) => {
  const rows = await store.db
    .selectFrom('page_events')
    .select('count')
    .where('page', '=', page)
    .where('kind', '=', 'call')
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
};

/** tel: links stay on the page (no dialler in a test), after the page's own listener has run. */
async function noDialler(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
    });
  });
}

test('a call click is counted by the site itself, without consent: the day, the page and the kind only', async ({
  page,
}) => {
  await noDialler(page);
  const before = businessDay(new Date(), timeZone);
  await page.goto(`${base}/on/brampton/`);
  await hydrated(page);
  await page.locator('a[href^="tel:"][data-call="hero"]').click();
  await expect.poll(() => callsOf('/on/brampton/')).toBe(1);
  // A second tap by the same visitor on the same page that day is the same call.
  await page.locator('a[href^="tel:"][data-call="sidebar"]').click();
  await page.waitForTimeout(500);
  expect(await callsOf('/on/brampton/')).toBe(1);

  // One row per day, page and kind, holding nothing else.
  const rows = await store.db.selectFrom('page_events').selectAll().execute();
  expect(rows).toHaveLength(1);
  expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['count', 'day', 'kind', 'page']);
  expect([before, businessDay(new Date(), timeZone)]).toContain(rows[0]?.day);
  expect(rows[0]).toMatchObject({ page: '/on/brampton/', kind: 'call', count: 1 });

  // A path that is no page of the build is refused, and nothing is stored.
  const madeUp = await page.request.post(`${base}/api/events`, {
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' },
    data: '{"page":"/on/nowhere/","kind":"call"}',
  });
  expect(madeUp.status()).toBe(400);
  expect(await callsOf('/on/nowhere/')).toBe(0);

  // A French page is counted under its own path.
  await page.goto(`${base}/fr/qc/montreal/`);
  await hydrated(page);
  await page.locator('a[href^="tel:"][data-call="hero"]').click();
  await expect.poll(() => callsOf('/fr/qc/montreal/')).toBe(1);
});

test('a call click is counted the same after the visitor accepted analytics', async ({ page }) => {
  await noDialler(page);
  await page.addInitScript(() => localStorage.setItem('northpaw:consent', 'granted'));
  await page.goto(`${base}/contact/`);
  await hydrated(page);
  await page.locator('main a[href^="tel:"][data-call="contact_page"]').first().click();
  await expect.poll(() => callsOf('/contact/')).toBe(1);
});

test('a browser without sendBeacon still counts the click (a keepalive fetch)', async ({ page }) => {
  await noDialler(page);
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).sendBeacon;
  });
  await page.goto(`${base}/thank-you/`);
  await hydrated(page);
  expect(await page.evaluate(() => 'sendBeacon' in navigator)).toBe(false);
  await page.locator('a[href^="tel:"][data-call="thank_you"]').click();
  await expect.poll(() => callsOf('/thank-you/')).toBe(1);
});

test('the owner reads the numbers on /admin/numbers/, on a phone too, and exports them as CSV', async ({ page }) => {
  // A quote from a Brampton page, beside the calls counted above.
  const quote = await page.request.post(`${base}/api/leads`, {
    data: {
      kind: 'quote',
      name: 'Numbers Quote',
      email: '',
      phone: '905-555-0199',
      service: 'raccoon-removal',
      message: '',
      website: '',
      startedAt: Date.now() - 60_000,
      page: '/on/brampton/raccoon-removal/',
    },
  });
  expect(quote.status()).toBe(201);

  await page.goto(`${base}/admin/`);
  await expect(page).toHaveURL(`${base}/admin/login/`);
  // A new server without mail: the owner's first link is in its log, once.
  const link = new URL(linkIn(output.find((line) => line.includes('/admin/login/link/')) ?? ''));
  await page.goto(`${base}${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${base}/admin/`);
  await page.getByRole('link', { name: /^Numbers: calls, quotes and contact messages/ }).click();
  await expect(page).toHaveURL(`${base}/admin/numbers/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Numbers' })).toBeVisible();

  /** The numbers of a row (calls, quotes, contacts, total) of a table. */
  const cells = (table: string, row: string) =>
    page
      .getByRole('table', { name: table })
      .getByRole('row', { name: new RegExp(`^${row}`) })
      .getByRole('cell')
      .allTextContents();
  // Busiest first: Brampton (1 call, its second tap not counted again, and the quote), the pages
  // of no city (/contact/, /thank-you/; a tie, so by name), Montréal.
  await expect(page.getByRole('table', { name: 'Per city' }).getByRole('rowheader').first()).toHaveText('Brampton, ON');
  expect(await cells('Per city', 'Brampton, ON')).toEqual(['1', '1', '0', '2']);
  expect(await cells('Per city', 'Pages of no city')).toEqual(['2', '0', '0', '2']);
  expect(await cells('Per city', 'Montreal, QC')).toEqual(['1', '0', '0', '1']);
  expect(await page.getByRole('table', { name: 'Per city' }).getByRole('rowheader').allTextContents()).toEqual([
    'Brampton, ON',
    'Pages of no city',
    'Montreal, QC',
  ]);
  expect(await cells('Per service', 'Raccoon Removal')).toEqual(['0', '1', '0', '1']);
  expect(await cells('Per service', 'Pages of no service')).toEqual(['4', '0', '0', '4']);
  await expect(
    page.getByRole('img', {
      name: /^Calls clicked, quotes and contact messages per day from .*: 4 calls clicked, 1 quote/,
    }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Readable on a 390 px phone: nothing wider than the screen, the chart as wide as the text.
  await page.setViewportSize(phoneViewport);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phoneViewport.width);
  const chart = await page.getByRole('img', { name: /^Calls clicked/ }).boundingBox();
  expect(chart?.width).toBeGreaterThan(300);
  await page.getByText('Each day as a table').click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phoneViewport.width);
  expect(await axeViolations(page)).toEqual([]);

  const csv = await page.request.get(`${base}/admin/numbers.csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text()).split('\r\n');
  expect(lines[0]).toBe('day,page,calls,quotes,contacts');
  expect(lines.some((line) => /^\d{4}-\d{2}-\d{2},\/on\/brampton\/,1,0,0$/.test(line))).toBe(true);
  expect(lines.some((line) => /^\d{4}-\d{2}-\d{2},\/on\/brampton\/raccoon-removal\/,0,1,0$/.test(line))).toBe(true);
  expect(lines.some((line) => /^\d{4}-\d{2}-\d{2},\/fr\/qc\/montreal\/,1,0,0$/.test(line))).toBe(true);
  expect(lines.some((line) => /^\d{4}-\d{2}-\d{2},\/thank-you\/,1,0,0$/.test(line))).toBe(true);
});

test('a call tapped before the page has fetched its scripts is counted once they run', async ({ page }) => {
  await noDialler(page);
  // The page's scripts wait for its first paint; here they are held back until after the tap.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base}/on/greater-toronto/`);
  await page.locator('a[href^="tel:"][data-call="hero"]').click();
  await expect(page.locator('astro-island[client="settled"]:not([ssr])')).toHaveCount(0);
  expect(await callsOf('/on/greater-toronto/')).toBe(0);

  release();
  await hydrated(page);
  await expect.poll(() => callsOf('/on/greater-toronto/')).toBe(1);
  // Counted once: the early tap is not reported again by the listener the scripts add.
  await page.waitForTimeout(300);
  expect(await callsOf('/on/greater-toronto/')).toBe(1);
});
