/**
 * Crawls the running site from the home page: every internal link must answer 200 (no
 * redirect, no 404), and every page of the sitemap must be reached by some link.
 */
import { expect, test } from 'vitest';
import { builtSite } from './built-site.ts';

const ORIGIN = 'https://www.northpaw.example';
const site = builtSite();
const text = async (path: string) => (await site.get(path)).text();

function links(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map(([, href]) => (href ?? '').replace(/&amp;/g, '&'));
}

test('no internal link is broken, and no sitemap page is an island', { timeout: 180_000 }, async () => {
  const index = await text('/sitemap-index.xml');
  const sitemapUrls: string[] = [];
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await text(new URL(loc ?? '').pathname);
    for (const [, page] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) sitemapUrls.push(new URL(page ?? '').pathname);
  }
  expect(sitemapUrls.length).toBeGreaterThan(300);

  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const broken: string[] = [];
  while (queue.length) {
    const path = queue.shift() as string;
    const response = await site.get(path);
    if (response.status !== 200) {
      broken.push(`${path} answered ${response.status}`);
      continue;
    }
    if (!response.headers.get('content-type')?.includes('text/html')) continue;
    for (const href of links(await response.text())) {
      const url = new URL(href, `${ORIGIN}${path}`);
      if (url.origin !== ORIGIN || url.pathname.startsWith('/admin/')) continue;
      const target = url.pathname;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  expect.soft(broken).toEqual([]);
  const islands = sitemapUrls.filter((path) => !seen.has(path));
  expect(islands).toEqual([]);
});

test('robots.txt lets crawlers read /thank-you/ (to see its noindex) and keeps /admin/ and /api/ out', async () => {
  const robots = await text('/robots.txt');
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap-index.xml`);
  // A Disallow rule blocks every path it is a prefix of ("Disallow: /" blocks all; an empty one blocks none).
  const rules = [...robots.matchAll(/^Disallow:[ \t]*(\S*)/gim)].map(([, rule]) => rule ?? '').filter(Boolean);
  const blocked = (path: string) => rules.some((rule) => path.startsWith(rule));
  expect(blocked('/admin/'), robots).toBe(true);
  expect(blocked('/api/leads'), robots).toBe(true);
  expect(blocked('/thank-you/'), robots).toBe(false);
  expect(blocked('/'), robots).toBe(false);

  const thankYou = await text('/thank-you/');
  expect(thankYou).toMatch(/<meta name="robots" content="[^"]*noindex/);
  const index = await text('/sitemap-index.xml');
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? '').pathname);
  expect(sitemaps.length).toBeGreaterThan(0);
  for (const sitemap of sitemaps) expect(await text(sitemap)).not.toContain('/thank-you/');
});
