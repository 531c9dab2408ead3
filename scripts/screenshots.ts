/**
 * Full-page screenshots of the given paths at phone (390 px) and desktop (1280 px) width,
 * from a running server: `node scripts/screenshots.ts http://127.0.0.1:4321 / /on/brampton/`.
 * Written to screenshots/ (ignored by git) for a person to look at.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

const [base = 'http://127.0.0.1:4321', ...paths] = process.argv.slice(2);
const widths = [390, 1280];
const out = 'screenshots';
await mkdir(out, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
for (const path of paths.length ? paths : ['/']) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    const stem = `${out}/${path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${width}`;
    // Long pages are cut into screen-sized parts so each stays readable when opened.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const part = width < 600 ? 1400 : 2000;
    for (let y = 0, i = 1; y < height; y += part, i++) {
      const name = `${stem}-${i}.png`;
      await page.screenshot({
        path: name,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(part, height - y) },
      });
      console.log(name);
    }
    await page.close();
  }
}
await browser.close();
