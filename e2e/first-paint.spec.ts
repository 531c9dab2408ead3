/**
 * What stands before a page's first paint: the document alone. Every page carries the CSS its
 * first frame needs (scripts/critical-css.ts, scripts/postbuild.ts) and fetches the whole
 * stylesheet after its paint; Astro's island runtime (one cached file) is fetched with every
 * other script after the first paint too, and the islands still start.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { desktopViewport, hydrated, phoneViewport } from './helpers.ts';

for (const path of ['/on/brampton/raccoon-removal/', '/fr/services/retrait-mouffettes/', '/about/']) {
  test(`${path}: no script or stylesheet is fetched before the first paint, and the islands start after it`, async ({
    page,
  }) => {
    await page.setViewportSize(phoneViewport);
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('customElements.define("astro-island"');
    // One inline script (the head's) besides the speculation rules and JSON-LD data.
    expect(html.match(/<script>/g)).toHaveLength(1);

    await hydrated(page);
    const { firstPaint, files, blocking } = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        files: resources
          .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
        // (renderBlockingStatus is newer than TypeScript's DOM types.)
        blocking: resources
          .filter((entry) => (entry as { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking')
          .map((entry) => entry.name),
      };
    });
    expect(html).toContain('<style>');
    expect(blocking, 'requests that held up the first paint').toEqual([]);
    expect(files.map((s) => s.path)).toContainEqual(expect.stringMatching(/^\/_astro\/island-runtime\.[\w-]+\.js$/));
    expect(files.map((s) => s.path)).toContainEqual(expect.stringMatching(/^\/_astro\/[\w.-]+\.css$/));
    for (const file of files) {
      expect(file.start, file.path).toBeGreaterThanOrEqual(firstPaint);
    }
  });
}

// The CSS in the page is all its static HTML needs: refused the stylesheet file, a page looks
// exactly as with it, at a phone's width and a desktop's. Without JavaScript (nothing then changes
// the page, and its <noscript> link brings the whole stylesheet when it is not refused).
for (const path of ['/about/', '/on/greater-toronto/', '/on/brampton/raccoon-removal/']) {
  test(`${path}: the CSS in the page draws it as the whole stylesheet does`, async ({ browser }) => {
    for (const viewport of [phoneViewport, desktopViewport]) {
      const shots: Buffer[] = [];
      for (const refused of [false, true]) {
        const context = await browser.newContext({ javaScriptEnabled: false, viewport });
        const page = await context.newPage();
        const stylesheets: string[] = [];
        page.on('requestfinished', (request) => {
          if (request.url().endsWith('.css')) stylesheets.push(request.url());
        });
        if (refused) await page.route('**/*.css', (route) => route.abort());
        await page.goto(path);
        if (!refused) expect(stylesheets, 'the whole stylesheet, without JavaScript').toHaveLength(1);
        shots.push(await page.screenshot({ fullPage: true }));
        await context.close();
      }
      expect(shots[1]?.equals(shots[0] ?? Buffer.alloc(0)), `${path} at ${viewport.width} px`).toBe(true);
    }
  });
}

// What the first interactions do not need waits: on a phone, the quick quote's code until the
// form is within a screen, the picker's until a picker control is first used.
test('on a phone, the quick quote and the picker load their code when they are reached for', async ({ page }) => {
  await page.setViewportSize(phoneViewport);
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  const fetched = (name: string) => loaded.some((path) => path.startsWith(`/_astro/${name}.`));
  await page.goto('/on/brampton/raccoon-removal/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(fetched('QuickQuoteForm'), 'the quote form, with the page').toBe(false);
  expect(fetched('LocationPicker'), 'the picker, with the page').toBe(false);

  await page.getByRole('form', { name: /Quick quote/ }).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr][component-export="QuickQuoteForm"]')).toHaveCount(0);
  expect(fetched('QuickQuoteForm')).toBe(true);

  await page.getByRole('button', { name: 'Select Location' }).last().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(fetched('LocationPicker')).toBe(true);
});
