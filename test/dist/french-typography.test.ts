/**
 * Every built French page read as a Québec reader meets it: Québec typography
 * (test/french-typography.ts), the no-break spaces the content is written with reaching the
 * reader before each colon and inside « »; and the business named in French.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { frenchTypographyProblems } from '../french-typography.ts';
import { readerText } from './html.ts';
import { site } from '../../src/site.config.ts';

const root = 'dist/client/fr';
/** Each built French page's path and what its reader meets, read once for every test below. */
const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html'))
  .map((name) => ({
    path: `/fr/${name.replace(/index\.html$/, '')}`,
    text: readerText(readFileSync(join(root, name), 'utf8')),
  }));

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
