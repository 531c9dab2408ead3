/**
 * One page per worker, reused by every test of a spec that only reads pages. A fresh context
 * per test costs the browser more than the test: on this 2-core machine a page loaded in a new
 * context took 1.9 CPU seconds and the next page in the same tab 0.5 (the tab's process, the
 * HTTP cache and the compiled scripts are kept). Each test still starts as a first visitor: the
 * site's storage and cookies are emptied (then given `storage`) and the project's desktop viewport
 * set before it runs, and what it listened to on the page is removed after it.
 *
 * The page starts each test on the site's origin, so a test can set storage before its first
 * navigation with `page.evaluate`. Routes and init scripts are the worker's: pass them as
 * `prepare`, never to `page` in a test (they would pile up on the shared page).
 */
import { test as base, type Page } from '@playwright/test';
import { desktopViewport } from './helpers.ts';

export function testOnReusedPage({
  origin,
  storage = {},
  prepare = async () => undefined,
}: {
  origin: string;
  /** localStorage each test starts with (the config gives most tests a visitor who has answered the banner). */
  storage?: Record<string, string>;
  prepare?: (page: Page) => Promise<void>;
}) {
  return base.extend<{ page: Page }, { reusedPage: Page }>({
    reusedPage: [
      async ({ browser }, use) => {
        const context = await browser.newContext({ baseURL: origin, viewport: desktopViewport });
        const page = await context.newPage();
        await prepare(page);
        await use(page);
        await context.close();
      },
      { scope: 'worker' },
    ],
    page: async ({ reusedPage: page }, use) => {
      if (!page.url().startsWith(origin)) await page.goto('/robots.txt');
      await page.context().clearCookies();
      await page.evaluate((entries) => {
        localStorage.clear();
        sessionStorage.clear();
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, Object.entries(storage));
      await page.setViewportSize(desktopViewport);
      // Where the last test left the pointer would hover whatever the next page puts there.
      await page.mouse.move(0, 0);
      await use(page);
      page.removeAllListeners('console');
      page.removeAllListeners('request');
    },
  });
}
