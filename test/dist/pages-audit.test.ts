/**
 * Every page of the build in both languages, read as a validator and a search engine read it:
 * valid HTML, one <h1>, a unique title and description, the canonical URL
 * its own, its twin in the other language named both ways, Open Graph, lang, the JSON-LD its
 * template needs, HTML within budget, no word of the other language's dictionary; and every
 * page either listed in the sitemap (with its twins) or kept out of search engines. The rules
 * are in test/page-audit.ts and test/jsonld-audit.ts, whose unit tests show each one failing
 * on a broken page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { fr } from '../../src/i18n/fr.ts';
import { allCities, allGreaterAreas, findCity, isOffered } from '../../src/lib/catalogue.ts';
import { inReach } from '../../src/lib/claims.ts';
import { langOf, langs, twinPath, type Lang } from '../../src/lib/i18n.ts';
import { jsonLdProblems, templateOf } from '../jsonld-audit.ts';
import { notFoundKinds } from '../../src/lib/not-found.ts';
import { duplicateProblems, headProblems, htmlProblems, readPage } from '../page-audit.ts';
import { realCatalogue, slugMaps } from '../catalogue.ts';
import { mainWords, median, sharedShare, trigrams } from '../overlap.ts';
import { absoluteUrl, paths, type PageKey } from '../../src/lib/urls.ts';

const root = 'dist/client';
const htmlBudget = 30 * 1024;

// The content editor's page (admin/content/editor.html) is Sveltia's, no page of the site.
const pages = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && entry.name !== 'editor.html')
  .map((entry) => {
    const file = join(entry.parentPath, entry.name);
    const name = relative(root, file);
    // dist/client/404.html is the page static hosts send for every miss.
    const path = name === '404.html' ? '/404/' : `/${name.replace(/index\.html$/, '')}`;
    const html = readFileSync(file, 'utf8');
    return { path, html, facts: readPage(html) };
  })
  .sort((a, b) => a.path.localeCompare(b.path));

const catalogue = realCatalogue();
const maps = slugMaps();
const pageByPath = new Map(pages.map((p) => [p.path, p]));
const html = (path: string) => pageByPath.get(path)?.html ?? '';
/** What the head and the page say, read once a page. */
const factsOf = (path: string) => pageByPath.get(path)?.facts ?? readPage('');
const isCity = (province: string, place: string) => findCity(catalogue, province, place) !== undefined;
const isOfferedAt = (province: string, place: string, service: string) => {
  const city = findCity(catalogue, province, place);
  return city !== undefined && isOffered(catalogue, city, service);
};
const isNotFound = (path: string) => /^(\/fr)?\/404\//.test(path);
/** The English page a path is, or is the twin of: what its template is read from. */
const englishPath = (path: string) => (langOf(path) === 'en' ? path : (twinPath(path, maps).twin ?? path));

/** Every string of a dictionary, split at its placeholders: the words it puts on a page. */
function dictionaryParts(node: unknown): string[] {
  if (typeof node === 'string') return node.split(/\{\w+\}/).map((part) => part.trim());
  return Object.values(node as Record<string, unknown>).flatMap(dictionaryParts);
}
const dictionaries = { en, fr };
/** Words of one language's dictionary that the other never writes: long enough to mean something. */
const foreignParts = Object.fromEntries(
  langs.map((lang) => {
    const own = dictionaryParts(dictionaries[lang]);
    const other = dictionaryParts(dictionaries[lang === 'en' ? 'fr' : 'en']);
    const parts = [...new Set(other)].filter((part) => part.length >= 10 && !own.some((o) => o.includes(part)));
    // Whole words only: "Breadcrumb" is a word of the English dictionary, "BreadcrumbList" a schema.org type.
    const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return [lang, parts.map((part) => ({ part, pattern: new RegExp(`(?<!\\p{L})${escape(part)}(?!\\p{L})`, 'u') }))];
  }),
) as Record<Lang, { part: string; pattern: RegExp }[]>;

const entities: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(/&(#x?[\da-f]+|\w+);/gi, (whole, code: string) =>
    code.startsWith('#')
      ? String.fromCodePoint(parseInt(code.slice(code[1] === 'x' ? 2 : 1), code[1] === 'x' ? 16 : 10))
      : (entities[code] ?? whole),
  );

/**
 * Words of the other language's dictionary anywhere a visitor, a screen reader or a search engine
 * meets them: text, attributes, titles, JSON-LD and the props the islands render from. A French
 * page ships only French strings.
 */
function otherLanguageStrings(page: string, lang: Lang): string[] {
  // Addresses are not words, nor analytics labels (kept in English so the owner's reports add up);
  // what a page asks the browser to remember carries both languages' names on purpose.
  const unread = /\s(href|src|srcset|data-picker-source|data-record-visit|data-remember-location)="[^"]*"/g;
  const source = decode(page.replace(unread, ''));
  return (
    foreignParts[lang]
      // A plain search first: the whole-word pattern of each of hundreds of parts over every page took 12 ms a page.
      .filter(({ part, pattern }) => source.includes(part) && pattern.test(source))
      .map(({ part }) => `shows "${part}" from the other language`)
  );
}

/** Every page the route table (src/pages/) and the content call for, in both languages, and no other. */
function expectedPaths(): string[] {
  const markdown = (dir: string) =>
    readdirSync(`src/content/${dir}`)
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.replace(/\.md$/, ''));
  const prefix = { en: '', fr: '/fr' };
  const perLanguage = (lang: Lang) => {
    const places = realCatalogue(lang);
    const cities = allCities(places);
    return [
      ...(
        ['home', 'about', 'contact', 'thankYou', 'blog', 'services', 'residential', 'commercial', 'find'] as const
      ).map((page) => paths[lang][page]),
      ...markdown('legal').map((id) => paths[lang][id as PageKey]),
      ...markdown('blog').map((id) => `${paths[lang].blog}${lang === 'fr' ? maps.posts[id] : id}/`),
      ...notFoundKinds.map((kind) => `${prefix[lang]}/404/${kind}/`),
      ...places.services.map((service) => `${paths[lang].services}${service.urlSlug}/`),
      ...allGreaterAreas(places).map((area) => `${prefix[lang]}/${area.provinceCode}/${area.urlSlug}/`),
      ...cities.map((city) => `${prefix[lang]}/${city.provinceCode}/${city.slug}/`),
      ...cities.flatMap((city) =>
        places.services.map((s) => `${prefix[lang]}/${city.provinceCode}/${city.slug}/${s.urlSlug}/`),
      ),
    ];
  };
  // The static 404 page for hosts that serve one page for every miss (src/pages/404.astro).
  return [...perLanguage('en'), ...perLanguage('fr'), '/404/'].sort((a, b) => a.localeCompare(b));
}

test('the build has the pages the catalogue calls for', () => {
  const expected = expectedPaths();
  expect(pages.length).toBe(expected.length);
  expect(pages.map(({ path }) => path)).toEqual(expected);
});

// About 60 ms a page alone and several times that beside the browsers: a hundred pages a test, so
// each test's time limit stays meaningful and a failure names its share of the site.
const PAGES_PER_TEST = 100;
const shares = Array.from({ length: Math.ceil(pages.length / PAGES_PER_TEST) }, (_, i) =>
  pages.slice(i * PAGES_PER_TEST, (i + 1) * PAGES_PER_TEST),
);

test.each(shares.map((share) => [`${share[0]?.path} to ${share.at(-1)?.path}`, share] as const))(
  'pages %s: valid HTML, head, JSON-LD and HTML budget',
  { timeout: 180_000 },
  async (_, share) => {
    const failures: Record<string, string[]> = {};
    for (const { path, html, facts } of share) {
      const url = absoluteUrl(path);
      const gzipBytes = gzipSync(html, { level: 9 }).length;
      const problems = [
        ...(await htmlProblems(html)),
        ...headProblems(facts, url, { notFound: isNotFound(path), lang: langOf(path) }),
        ...jsonLdProblems(
          facts.jsonLd,
          templateOf(englishPath(path), isCity, isOfferedAt, (province, place) => inReach(`${province}/${place}`)),
          url,
          facts.questions,
        ),
        ...otherLanguageStrings(html, langOf(path)),
        ...(gzipBytes > htmlBudget ? [`HTML is ${gzipBytes} bytes gzip, over the ${htmlBudget} budget`] : []),
      ];
      if (problems.length) failures[path] = problems;
    }
    expect(failures).toEqual({});
  },
);

test('the dictionary check can tell the languages apart', () => {
  // Guards the check above against passing because it looks for nothing.
  expect(foreignParts.fr.length).toBeGreaterThan(200);
  expect(foreignParts.en.length).toBeGreaterThan(200);
  expect(otherLanguageStrings(html('/fr/'), 'fr')).toEqual([]);
  expect(otherLanguageStrings(html('/'), 'fr').length).toBeGreaterThan(20);
  expect(otherLanguageStrings(html('/fr/'), 'en').length).toBeGreaterThan(20);
});

test('every page and its twin in the other language name each other (hreflang both ways)', () => {
  const problems: string[] = [];
  for (const { path, facts } of pages.filter((p) => !isNotFound(p.path))) {
    const alternates = facts.alternates;
    for (const href of [alternates.get('en-CA'), alternates.get('fr-CA')]) {
      const twin = href === undefined ? undefined : pageByPath.get(new URL(href).pathname);
      if (twin === undefined) problems.push(`${path}: its twin ${href} is not a page of the build`);
      else if ([...twin.facts.alternates].join() !== [...alternates].join())
        problems.push(`${path}: ${href} does not name the same twins`);
    }
  }
  expect(problems).toEqual([]);
});

test('no two pages share a title or a description', () => {
  const indexable = pages.filter(({ path }) => !isNotFound(path)).map(({ path, facts }) => ({ path, facts }));
  expect(duplicateProblems(indexable)).toEqual([]);
});

test('the sitemap lists every page search engines may index, and no other, each with the twins its head names', () => {
  const listed = new Set<string>();
  const problems: string[] = [];
  for (const name of readdirSync(root).filter((n) => /^sitemap-\d+\.xml$/.test(n))) {
    const xml = readFileSync(join(root, name), 'utf8');
    for (const [, entry = ''] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      const path = new URL(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '').pathname;
      listed.add(path);
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
      const inHead = [...factsOf(path).alternates].map(([lang, href]) => `${lang} ${href}`);
      if (links.map(([, lang, href]) => `${lang} ${href}`).join() !== inHead.join())
        problems.push(`${path}: the sitemap's hreflang links differ from the page's head`);
    }
  }
  expect(problems).toEqual([]);
  const indexable = pages
    .filter(({ facts }) => !facts.meta.get('robots')?.some((r) => r.includes('noindex')))
    .map(({ path }) => path);
  expect([...listed].sort()).toEqual(indexable.sort());
});

test('an animal absent from a city has an honest, noindex page that no page links to', () => {
  const absent = allCities(catalogue).flatMap((city) =>
    catalogue.services
      .filter((s) => !isOffered(catalogue, city, s.slug))
      .flatMap((s) => {
        const english = `/${city.provinceCode}/${city.slug}/${s.slug}/`;
        return [english, twinPath(english, maps).twin ?? ''];
      }),
  );
  // Newfoundland alone has four animals it does not have, in each of its two cities, in two languages.
  expect(absent.length).toBeGreaterThanOrEqual(16);
  const problems: string[] = [];
  for (const path of absent) {
    const facts = factsOf(path);
    if (!facts.meta.get('robots')?.some((r) => r.includes('noindex'))) problems.push(`${path} is not noindex`);
  }
  const targets = new Set(absent);
  for (const page of pages) {
    // An absent page's one way in is the language switch of its own twin.
    for (const [, href] of page.html.matchAll(/href="([^"#?]*)/g))
      if (href && targets.has(href) && href !== twinPath(page.path, maps).twin)
        problems.push(`${page.path} links to ${href}`);
  }
  expect(problems).toEqual([]);
});

for (const lang of langs) {
  test(`one service in two cities (${lang}): two pages, not one with the name swapped (under 75% shared trigrams)`, () => {
    const places = realCatalogue(lang);
    const prefix = lang === 'fr' ? '/fr' : '';
    const rows: { service: string; median: number; worst: number }[] = [];
    for (const service of places.services) {
      const grams = allCities(places)
        .filter((city) => isOffered(places, city, service.slug))
        .map((city) => trigrams(mainWords(html(`${prefix}/${city.provinceCode}/${city.slug}/${service.urlSlug}/`))));
      const shares = grams.flatMap((a, i) => grams.slice(i + 1).map((b) => sharedShare(a, b)));
      rows.push({ service: service.slug, median: median(shares), worst: Math.max(...shares) });
    }
    const all = median(rows.map((r) => r.median));
    console.log('Shared three-word sequences between two cities, per service (median over pairs, worst pair):');
    console.table(rows.map((r) => ({ ...r, median: r.median.toFixed(3), worst: r.worst.toFixed(3) })));
    console.log(`Median over services: ${all.toFixed(3)}`);
    expect(rows.filter((r) => r.median >= 0.75)).toEqual([]);
  });
}
