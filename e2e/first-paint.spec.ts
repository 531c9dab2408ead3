/**
 * What stands before a page's first paint: the document and its stylesheet, and
 * nothing else. Astro's island runtime is not in the page but in one cached file, fetched with
 * every other script after the first paint, and the islands still start.
 */
import { expect, test } from '@playwright/test';
import { hydrated, phoneViewport } from './helpers.ts';

for (const path of ['/on/brampton/raccoon-removal/', '/fr/services/retrait-mouffettes/']) {
  test(`${path}: no script is fetched before the first paint, and the islands start after it`, async ({ page }) => {
    await page.setViewportSize(phoneViewport);
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('customElements.define("astro-island"');
    // One inline script (the head's) besides the speculation rules and JSON-LD data.
    expect(html.match(/<script>/g)).toHaveLength(1);

    await hydrated(page);
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(scripts.map((s) => s.path)).toContainEqual(expect.stringMatching(/^\/_astro\/island-runtime\.[\w-]+\.js$/));
    for (const script of scripts) expect(script.start, script.path).toBeGreaterThanOrEqual(firstPaint);
  });
}
