/**
 * Byte budgets per template, on the build as a visitor's browser loads it: the
 * page is opened on a phone, scrolled to the end and left to go idle, so every island that
 * loads by itself counts (code loaded on a click, like the location picker's, does not).
 * Sizes are gzip at level 9 of the built files, as the server sends them; 1 KB = 1,024 bytes.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { gotoHydrated, phoneViewport } from './helpers.ts';
import { bothLanguagesTemplatePages } from '../test/template-pages.ts';

const KB = 1024;
const budgets = { js: 80 * KB, css: 20 * KB, html: 30 * KB };

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
/** The built file a same-origin URL is served from. */
const builtFile = (url: URL) => `dist/client${url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname}`;

for (const { template, path } of bothLanguagesTemplatePages) {
  test(`budget: the ${template} page (${path}) stays within its bytes, from this origin only`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(request.url()));
    await page.setViewportSize(phoneViewport);
    await gotoHydrated(page, path);
    // Read down the page a screen at a time, as a visitor would, so islands that wait to be seen load.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += phoneViewport.height) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');

    const requests = [...requested].map((href) => new URL(href));
    const elsewhere = requests.filter((url) => url.origin !== origin && url.protocol !== 'data:').map(String);
    expect.soft(elsewhere, 'requests to another origin').toEqual([]);

    const sum = (suffix: string) =>
      requests
        .filter((url) => url.origin === origin && url.pathname.endsWith(suffix))
        .reduce((total, url) => total + gzipBytes(builtFile(url)), 0);
    // A miss is answered with the built not-found page of its language.
    const missed = `dist/client${path.startsWith('/fr/') ? '/fr' : ''}/404/location/index.html`;
    const html = gzipBytes(template === 'not found' ? missed : builtFile(new URL(path, origin)));
    const sizes = { js: sum('.js'), css: sum('.css'), html };
    console.log(
      `${template}: JS ${(sizes.js / KB).toFixed(1)} KB, CSS ${(sizes.css / KB).toFixed(1)} KB, HTML ${(html / KB).toFixed(1)} KB (gzip)`,
    );
    expect.soft(sizes.js, 'JavaScript, gzip bytes').toBeLessThanOrEqual(budgets.js);
    expect.soft(sizes.css, 'CSS, gzip bytes').toBeLessThanOrEqual(budgets.css);
    expect.soft(sizes.html, 'HTML, gzip bytes').toBeLessThanOrEqual(budgets.html);

    // Chromium marks each resource that held up the first render; only the stylesheet may.
    // (renderBlockingStatus is newer than TypeScript's DOM types.)
    const blocking = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking')
        .map((entry) => entry.name),
    );
    expect(
      blocking.filter((name) => !name.endsWith('.css')),
      'render-blocking requests besides CSS',
    ).toEqual([]);
  });
}
