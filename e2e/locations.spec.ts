/**
 * What region and city pages serve is read without a browser (test/dist/locations.test.ts); here,
 * what the browser does: the open/closed line, and the visited city remembered.
 */
import { expect } from '@playwright/test';
import { gotoHydrated, storageKeys } from './helpers.ts';
import { test as testOnNewPage, testOnReusedPage } from './fixtures.ts';
import { baseURL } from './servers.ts';

// The pages read as they come, on the worker's one page (e2e/fixtures.ts); the tests that set
// the page's clock or time zone get a page of their own.
const test = testOnReusedPage({ origin: baseURL, storage: { 'northpaw:consent': 'denied' } });

declare global {
  interface Window {
    /** Intl.DateTimeFormat objects the page made (one test counts them). */
    dateFormatters?: number;
  }
}

test("Brampton's listing says whether the office is open now", async ({ page }) => {
  // The line is written in the browser, from the visitor's clock; the rest of the page is read from its HTML.
  await gotoHydrated(page, '/on/brampton/');
  await expect(page.getByTestId('open-status')).toHaveText(
    /^(Open — Closes \d{1,2}(:\d\d)? [ap]\.m\.|Closed — Opens .+)$/,
  );
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

testOnNewPage.describe("the open/closed line follows the office's clock, not the visitor's", () => {
  // A visitor in Vancouver, three hours behind the Toronto office.
  testOnNewPage.use({ timezoneId: 'America/Vancouver' });
  testOnNewPage('Toronto, seen from Vancouver', async ({ page }) => {
    // Wednesday 2026-07-15 22:45 UTC: 18:45 in Toronto (open until 7 p.m.), 15:45 in Vancouver.
    await page.clock.setFixedTime(new Date(Date.UTC(2026, 6, 15, 22, 45)));
    await gotoHydrated(page, '/on/toronto/');
    await expect(page.getByTestId('open-status')).toHaveText('Open — Closes 7 p.m.');
    // 23:15 UTC: 19:15 in Toronto, closed, though it is only 16:15 for the visitor.
    await page.clock.setFixedTime(new Date(Date.UTC(2026, 6, 15, 23, 15)));
    await gotoHydrated(page, '/on/toronto/');
    await expect(page.getByTestId('open-status')).toHaveText('Closed — Opens 8 a.m. tomorrow');
  });
});

testOnNewPage(
  'the open/closed line reads the clock without an Intl formatter (the first one costs tens of ms)',
  async ({ page }) => {
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
  },
);
