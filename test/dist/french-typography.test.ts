/**
 * Every built French page read as a Québec reader meets it: Québec typography
 * (test/french-typography.ts), the no-break spaces the content is written with reaching the
 * reader before each colon and inside « »; and the business named in French.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { frenchTypographyProblems } from '../french-typography.ts';
import { elementsOf, readerText, textOf } from './html.ts';
import { site } from '../../src/site.config.ts';

const root = 'dist/client/fr';
/** Each built French page's path and what its reader meets, read once for every test below. */
const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html'))
  .map((name) => {
    const html = readFileSync(join(root, name), 'utf8');
    return { path: `/fr/${name.replace(/index\.html$/, '')}`, html, text: readerText(html) };
  });

test('the build has French pages to read', () => {
  expect(pages.length).toBeGreaterThan(200);
});

test('no French page breaks a line where Québec typography keeps the words together', () => {
  const problems = pages.flatMap(({ path, text }) =>
    frenchTypographyProblems(text).map((problem) => `${path} ${problem}`),
  );
  expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
});

test('every French page names the business in French, never by its English name', () => {
  const english = site.names.en.replace(site.shortName, '').trim();
  const named = pages.filter(({ text }) => text.includes(english)).map(({ path }) => path);
  expect(named).toEqual([]);
});

test('a French street address puts a comma after the civic number and names the unit « bureau » (Canada Post)', () => {
  const addresses = pages
    .filter(({ html }) => html.includes('<address'))
    .flatMap(({ path, html }) => elementsOf(html, 'address').map((address) => ({ path, text: textOf(address) })));
  expect(addresses.length).toBeGreaterThan(0);
  const wrong = addresses.filter(({ text }) => !/^\d+[A-Z]?, /.test(text) || /\bUnit\b/.test(text));
  expect(wrong.map(({ path, text }) => `${path}: ${text}`).slice(0, 10)).toEqual([]);
});

test('a place named in a French sentence carries the article French gives it: « nous desservons l’ancienne ville de Toronto »', () => {
  // Names that are common nouns or carry an article, written bare after a verb, read as English.
  const bare = /desservons (?:Plateau|Centre-ville|Municipalité|Ancienne ville|Vieux-)/;
  const wrong = pages.filter(({ text }) => bare.test(text)).map(({ path }) => path);
  expect(wrong.slice(0, 10), `${wrong.length} pages`).toEqual([]);
  // Only a city a team of ours goes to says whom it serves (Montréal, outside every team's reach, says nothing of it).
  const toronto = pages.find(({ path }) => path === '/fr/on/toronto/retrait-ratons-laveurs/');
  expect(toronto?.text).toContain('nous desservons l’ancienne ville de Toronto, ');
});
