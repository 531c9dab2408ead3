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
const fileOf = (path: string) => join('dist/client', path.endsWith('/') ? `${path}index.html` : path);
const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html'))
  .map((name) => `/fr/${name.replace(/index\.html$/, '')}`);

test('the build has French pages to read', () => {
  expect(pages.length).toBeGreaterThan(200);
});

test('no French page breaks a line where Québec typography keeps the words together', () => {
  const problems = pages.flatMap((path) => {
    return frenchTypographyProblems(readerText(readFileSync(fileOf(path), 'utf8'))).map(
      (problem) => `${path} ${problem}`,
    );
  });
  expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
});

test('every French page names the business in French, never by its English name', () => {
  const english = site.names.en.replace(site.shortName, '').trim();
  const named = pages.filter((path) => {
    return readerText(readFileSync(fileOf(path), 'utf8')).includes(english);
  });
  expect(named).toEqual([]);
});
