import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, phoneViewport } from './helpers.ts';

// The visitor accepted analytics, so events go to gtag.
test.use({
  storageState: { cookies: [], origins: [] },
});

/** A fake gtag that records every event, and tel: links that do not leave the page. */
async function recordEvents(page: Page): Promise<unknown[][]> {
  const events: unknown[][] = [];
  await page.exposeFunction('recordGtag', (...args: unknown[]) => {
    if (args[0] === 'event') events.push(args.slice(1));
  });
  await page.addInitScript(() => {
    localStorage.setItem('northpaw:consent', 'granted');
    const w = window as unknown as { gtag: (...a: unknown[]) => void; recordGtag: (...a: unknown[]) => void };
    w.gtag = (...args) => w.recordGtag(...args);
    // After the page's own listeners (bubbling reaches window last): no dialler in a test.
    window.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
    });
  });
  return events;
}

const bramptonPhone = '+19055550173';
const defaultPhone = '+18885550142';

/** Each page's visible call links, in page order, by the place their click reports. */
const pages = [
  { path: '/', phone: defaultPhone, places: ['top_bar', 'header', 'hero', 'home_contact', 'footer', 'floating'] },
  {
    path: '/contact/',
    phone: defaultPhone,
    places: ['top_bar', 'header', 'contact_page', 'contact_page', 'footer', 'floating'],
  },
  { path: '/thank-you/', phone: defaultPhone, places: ['top_bar', 'header', 'thank_you', 'footer', 'floating'] },
  { path: '/on/nowhere/', phone: defaultPhone, places: ['top_bar', 'header', 'not_found', 'footer', 'floating'] },
  { path: '/accessibility/', phone: defaultPhone, places: ['top_bar', 'header', 'content', 'footer', 'floating'] },
  {
    path: '/on/brampton/',
    phone: bramptonPhone,
    places: ['top_bar', 'header', 'hero', 'sidebar', 'footer', 'floating'],
  },
  {
    path: '/services/residential/',
    phone: defaultPhone,
    places: ['top_bar', 'header', 'sidebar', 'footer', 'floating'],
  },
  {
    path: '/services/bat-removal/',
    phone: defaultPhone,
    places: ['top_bar', 'header', 'hero', 'closing', 'footer', 'floating'],
  },
];

for (const viewport of [phoneViewport, { width: 1280, height: 800 }]) {
  for (const { path, phone, places } of pages) {
    test(`every call link on ${path} at ${viewport.width} px reports one click with its place`, async ({ page }) => {
      const events = await recordEvents(page);
      await page.setViewportSize(viewport);
      await gotoHydrated(page, path);
      const links = page.locator('a[href^="tel:"]').filter({ visible: true });
      await expect(links).toHaveCount(places.length);
      for (const [i, place] of places.entries()) {
        events.length = 0;
        await links.nth(i).click();
        await expect
          .poll(() => events)
          .toEqual([['click', { event_category: 'Call', event_label: place, phone_number: phone }]]);
      }
      expect(page.url()).toMatch(new RegExp(`${path}$`));
    });
  }
}

test('before consent a call click goes to the console only', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await gotoHydrated(page, '/thank-you/');
  await page.evaluate(() =>
    document.addEventListener('click', (event) => event.preventDefault(), { capture: false, once: true }),
  );
  await page.locator('main a[href^="tel:"]').click();
  await expect.poll(() => logged.find((line) => line.startsWith('[analytics] click'))).toBeTruthy();
});

test('every tel: link of every built page names its place', () => {
  const root = 'dist/client';
  const unnamed: string[] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html') || entry.parentPath.includes('admin')) continue;
    const html = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const [link] of html.matchAll(/<a\b[^>]*href="tel:[^>]*>/g)) {
      if (!/\bdata-call="[a-z_]+"/.test(link)) unnamed.push(`${join(entry.parentPath, entry.name)}: ${link}`);
    }
  }
  expect(unnamed).toEqual([]);
});
