/**
 * The suite's `test`: every spec imports it from here, so every spec has the same worker fixtures
 * and Playwright runs them all in the same two workers. A spec whose fixtures differ (its own
 * worker-scoped fixture, as each spec's reused page once was) gets workers of its own, each a new
 * Node process and a new browser with cold caches: the suite started 20 workers for 2 cores.
 *
 * `testOnReusedPage` gives a spec that only reads pages one page per worker, reused by its tests.
 * A fresh context per test costs the browser more than the test: on this 2-core machine a page
 * loaded in a new context took 1.9 CPU seconds and the next page in the same tab 0.5 (the tab's
 * process, the HTTP cache and the compiled scripts are kept). Each test still starts as a first
 * visitor: the site's storage and cookies are emptied (then given `storage`) and the project's
 * desktop viewport set before it runs, and what it listened to on the page is removed after it.
 *
 * The page starts each test on the site's origin, so a test can set storage before its first
 * navigation with `page.evaluate`. Routes and init scripts are the spec's: pass them as
 * `prepare`, never to `page` in a test (they would pile up on the shared page).
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { desktopViewport } from './helpers.ts';

interface Reuse {
  origin: string;
  /** localStorage each test starts with (the config gives most tests a visitor who has answered the banner). */
  storage?: Record<string, string>;
  prepare?: (page: Page) => Promise<void>;
}

export const test = base.extend<object, { reusedPages: { open(reuse: Reuse): Promise<Page> } }>({
  // The worker's reused page: one at a time, opened again when a test of another spec asks for one.
  reusedPages: [
    async ({ browser }, use) => {
      let current: { reuse: Reuse; context: BrowserContext; page: Page } | undefined;
      await use({
        async open(reuse) {
          if (current?.reuse !== reuse) {
            await current?.context.close();
            const context = await browser.newContext({ baseURL: reuse.origin, viewport: desktopViewport });
            const page = await context.newPage();
            await reuse.prepare?.(page);
            current = { reuse, context, page };
          }
          return current.page;
        },
      });
      await current?.context.close();
    },
    { scope: 'worker' },
  ],
});

export function testOnReusedPage(reuse: Reuse) {
  return test.extend<{ page: Page }>({
    page: async ({ reusedPages }, use) => {
      const page = await reusedPages.open(reuse);
      if (!page.url().startsWith(reuse.origin)) await page.goto('/robots.txt');
      await page.context().clearCookies();
      await page.evaluate(
        (entries) => {
          localStorage.clear();
          sessionStorage.clear();
          for (const [key, value] of entries) localStorage.setItem(key, value);
        },
        Object.entries(reuse.storage ?? {}),
      );
      await page.setViewportSize(desktopViewport);
      // Where the last test left the pointer would hover whatever the next page puts there.
      await page.mouse.move(0, 0);
      await use(page);
      page.removeAllListeners('console');
      page.removeAllListeners('request');
    },
  });
}
