/**
 * Instant pages: a link of this site is prerendered when the pointer rests on it, and
 * a prerendered page remembers and counts nothing until the visitor opens it. Driven with
 * puppeteer-core: under Playwright, Chromium refuses to prerender (PrerenderingDisabledByDevTools).
 */
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { testChromiumLaunchOptions } from '../scripts/chromium.ts';
import { analyticsURL, baseURL } from './servers.ts';

let browser: Browser;

test.beforeAll(async () => {
  browser = await puppeteer.launch({ ...testChromiumLaunchOptions, headless: true });
});
test.afterAll(async () => {
  await browser?.close();
});

/**
 * Rests the pointer on the link long enough for its page to be prerendered (on this machine it
 * takes well under a second; the DevTools protocol cannot tell, since a session opened to ask
 * disables prerendering), runs `check` meanwhile, then taps the link.
 */
async function hoverThenOpen(page: Page, href: string, check: () => Promise<void> = async () => {}) {
  const link = await page.waitForSelector(`main a[href="${href}"]`);
  await link?.scrollIntoView();
  await link?.hover();
  await new Promise((resolve) => setTimeout(resolve, 2500));
  await check();
  await Promise.all([page.waitForNavigation(), link?.click()]);
}

const activationStart = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).activationStart);

test('a link the pointer rests on is prerendered: the page is there when tapped, its scripts start once shown', async () => {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${baseURL}/on/brampton/`, { waitUntil: 'networkidle0' });
  await hoverThenOpen(page, '/on/brampton/raccoon-removal/');
  expect(await page.evaluate(() => location.pathname)).toBe('/on/brampton/raccoon-removal/');
  const shownAt = await activationStart(page);
  expect(shownAt).toBeGreaterThan(0);
  // Prepared, the page was only drawn to be shown; its island runtime came after it was.
  const runtimeFetchedAt = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType('resource').find(({ name }) => name.includes('/_astro/island-runtime.'))
          ?.startTime,
    );
  await expect.poll(runtimeFetchedAt).toBeGreaterThanOrEqual(shownAt);
  await page.browserContext().close();
});

test('a prerendered page joins Recently Viewed and becomes the chosen city only once it is shown', async () => {
  // A browser context of its own: a visitor who has chosen nothing yet.
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${baseURL}/services/bat-removal/`, { waitUntil: 'networkidle0' });
  const stored = () =>
    page.evaluate(() => ({
      visits: localStorage.getItem('northpaw:recently-viewed'),
      city: localStorage.getItem('northpaw:location'),
    }));
  expect(await stored()).toEqual({ visits: null, city: null });

  // A city page, prepared but not yet opened, has chosen nothing.
  await hoverThenOpen(page, '/on/toronto/', async () => expect(await stored()).toEqual({ visits: null, city: null }));
  expect(await activationStart(page)).toBeGreaterThan(0);
  await expect.poll(async () => JSON.parse((await stored()).city ?? '{}').city).toBe('toronto');

  // A service page in the city, prepared: no visit yet; opened: one visit.
  await hoverThenOpen(page, '/on/toronto/raccoon-removal/', async () => expect((await stored()).visits).toBeNull());
  expect(await activationStart(page)).toBeGreaterThan(0);
  await expect
    .poll(async () => (JSON.parse((await stored()).visits ?? '[]') as { slug: string }[]).map((v) => v.slug))
    .toEqual(['raccoon-removal']);
  await page.browserContext().close();
});

test('with analytics on, a prerendered page tells Google of a visit only once it is shown', async () => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.setRequestInterception(true);
  page.on('request', (request) =>
    request.url().startsWith('https://www.googletagmanager.com/')
      ? request.respond({ contentType: 'text/javascript', body: '' })
      : request.continue(),
  );
  // A visitor who said yes to measuring: nothing of Google's loads before that.
  await page.evaluateOnNewDocument(() => localStorage.setItem('northpaw:consent', 'granted'));
  await page.goto(`${analyticsURL}/on/brampton/`, { waitUntil: 'networkidle0' });
  await hoverThenOpen(page, '/on/brampton/raccoon-removal/');
  const { activatedAt, configuredAt, config } = await page.evaluate(() => {
    const calls = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((args) => [...args]);
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      activatedAt: performance.timeOrigin + navigation.activationStart,
      // gtag('js', new Date()) runs with gtag('config', ...): when the visit was told to Google.
      configuredAt: new Date(calls.find(([command]) => command === 'js')?.[1] as string).getTime(),
      config: calls.find(([command]) => command === 'config'),
    };
  });
  expect(activatedAt).toBeGreaterThan(0);
  expect(config).toEqual(['config', 'G-E2ETEST123']);
  // Told when shown, not while it was prepared 2.5 s earlier.
  expect(configuredAt).toBeGreaterThanOrEqual(Math.floor(activatedAt) - 5);
  await context.close();
});
