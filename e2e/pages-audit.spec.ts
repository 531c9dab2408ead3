/**
 * Every page of the build, read as a validator and a search engine read it (issue 6): valid
 * HTML, one <h1>, a unique title and description, the canonical URL its own, Open Graph,
 * lang, the JSON-LD its template needs, HTML within budget; and every page either listed in
 * the sitemap or kept out of search engines. The rules are in src/lib/page-audit.ts and
 * src/lib/jsonld-audit.ts, whose unit tests show each one failing on a broken page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { allCities, allGreaterAreas, findCity, isOffered } from '../src/lib/catalogue.ts';
import { jsonLdProblems, templateOf } from '../test/jsonld-audit.ts';
import { notFoundMessages } from '../src/lib/not-found.ts';
import { duplicateProblems, headProblems, htmlProblems, readPage } from '../test/page-audit.ts';
import { realCatalogue } from '../test/catalogue.ts';
import { mainWords, median, sharedShare, trigrams } from '../test/overlap.ts';
import { absoluteUrl } from '../src/lib/urls.ts';

const root = 'dist/client';
const htmlBudget = 30 * 1024;

const pages = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => {
    const file = join(entry.parentPath, entry.name);
    const name = relative(root, file);
    // dist/client/404.html is the page static hosts send for every miss.
    const path = name === '404.html' ? '/404/' : `/${name.replace(/index\.html$/, '')}`;
    return { path, html: readFileSync(file, 'utf8') };
  })
  .sort((a, b) => a.path.localeCompare(b.path));

const catalogue = realCatalogue();
const htmlByPath = new Map(pages.map((p) => [p.path, p.html]));
const html = (path: string) => htmlByPath.get(path) ?? '';
const isCity = (province: string, place: string) => findCity(catalogue, province, place) !== undefined;
const isOfferedAt = (province: string, place: string, service: string) => {
  const city = findCity(catalogue, province, place);
  return city !== undefined && isOffered(catalogue, city, service);
};
const isNotFound = (path: string) => path.startsWith('/404/');

/** Every page the route table (src/pages/) and the content call for, and no other. */
function expectedPaths(): string[] {
  const markdown = (dir: string) =>
    readdirSync(`src/content/${dir}`)
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.replace(/\.md$/, ''));
  // Routes without a parameter: src/pages/about.astro is /about/, index.astro its folder, 404.astro /404/.
  const fixed = readdirSync('src/pages', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro') && !file.includes('['))
    .map((file) => `/${file.replace(/\.astro$/, '/').replace(/(^|\/)index\/$/, '$1')}`);
  const cities = allCities(catalogue);
  return [
    ...fixed,
    ...markdown('legal').map((id) => `/${id}/`),
    ...markdown('blog').map((id) => `/blog/${id}/`),
    ...Object.values(notFoundMessages).map(({ kind }) => `/404/${kind}/`),
    ...catalogue.services.map((service) => `/services/${service.slug}/`),
    ...allGreaterAreas(catalogue).map((area) => `/${area.provinceCode}/${area.slug}/`),
    ...cities.map((city) => `/${city.provinceCode}/${city.slug}/`),
    ...cities.flatMap((city) => catalogue.services.map((s) => `/${city.provinceCode}/${city.slug}/${s.slug}/`)),
  ].sort((a, b) => a.localeCompare(b));
}

test('the build has the pages the catalogue calls for', () => {
  const expected = expectedPaths();
  expect(pages.length).toBe(expected.length);
  expect(pages.map(({ path }) => path)).toEqual(expected);
});

// Validation takes ~70 ms a page: the pages are shared out among several tests so both workers help.
const SHARDS = 6;
for (let shard = 0; shard < SHARDS; shard++) {
  test(`pages ${shard + 1}/${SHARDS}: valid HTML, head, JSON-LD and HTML budget`, async () => {
    test.setTimeout(120_000);
    const failures: Record<string, string[]> = {};
    for (const { path, html } of pages.filter((_, i) => i % SHARDS === shard)) {
      const facts = readPage(html);
      const url = absoluteUrl(path);
      const gzipBytes = gzipSync(html, { level: 9 }).length;
      const problems = [
        ...(await htmlProblems(html)),
        ...headProblems(facts, url, { notFound: isNotFound(path) }),
        ...jsonLdProblems(facts.jsonLd, templateOf(path, isCity, isOfferedAt), url, facts.questions),
        ...(gzipBytes > htmlBudget ? [`HTML is ${gzipBytes} bytes gzip, over the ${htmlBudget} budget`] : []),
      ];
      if (problems.length) failures[path] = problems;
    }
    expect(failures).toEqual({});
  });
}

test('no two pages share a title or a description', () => {
  const indexable = pages
    .filter(({ path }) => !isNotFound(path))
    .map(({ path, html }) => ({ path, facts: readPage(html) }));
  expect(duplicateProblems(indexable)).toEqual([]);
});

test('the sitemap lists every page search engines may index, and no other', () => {
  const listed = new Set<string>();
  for (const name of readdirSync(root).filter((n) => /^sitemap-\d+\.xml$/.test(n))) {
    const xml = readFileSync(join(root, name), 'utf8');
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) listed.add(new URL(loc ?? '').pathname);
  }
  const indexable = pages
    .filter(
      ({ html }) =>
        !readPage(html)
          .meta.get('robots')
          ?.some((r) => r.includes('noindex')),
    )
    .map(({ path }) => path);
  expect([...listed].sort()).toEqual(indexable.sort());
});

test('an animal absent from a city has an honest, noindex page that no page links to (DESIGN §4.14)', () => {
  const absent = allCities(catalogue).flatMap((city) =>
    catalogue.services
      .filter((s) => !isOffered(catalogue, city, s.slug))
      .map((s) => `/${city.provinceCode}/${city.slug}/${s.slug}/`),
  );
  // Newfoundland alone has four animals it does not have, in each of its two cities.
  expect(absent.length).toBeGreaterThanOrEqual(8);
  const problems: string[] = [];
  for (const path of absent) {
    const facts = readPage(html(path));
    if (!facts.meta.get('robots')?.some((r) => r.includes('noindex'))) problems.push(`${path} is not noindex`);
  }
  const targets = new Set(absent);
  for (const page of pages) {
    for (const [, href] of page.html.matchAll(/href="([^"#?]*)/g))
      if (href && targets.has(href)) problems.push(`${page.path} links to ${href}`);
  }
  expect(problems).toEqual([]);
});

test('one service in two cities: two pages, not one with the name swapped (under 75% shared trigrams)', () => {
  const rows: { service: string; median: number; worst: number }[] = [];
  for (const service of catalogue.services) {
    const grams = allCities(catalogue)
      .filter((city) => isOffered(catalogue, city, service.slug))
      .map((city) => trigrams(mainWords(html(`/${city.provinceCode}/${city.slug}/${service.slug}/`))));
    const shares = grams.flatMap((a, i) => grams.slice(i + 1).map((b) => sharedShare(a, b)));
    rows.push({ service: service.slug, median: median(shares), worst: Math.max(...shares) });
  }
  const all = median(rows.map((r) => r.median));
  console.log('Shared three-word sequences between two cities, per service (median over pairs, worst pair):');
  console.table(rows.map((r) => ({ ...r, median: r.median.toFixed(3), worst: r.worst.toFixed(3) })));
  console.log(`Median over services: ${all.toFixed(3)}`);
  expect(rows.filter((r) => r.median >= 0.75)).toEqual([]);
});
