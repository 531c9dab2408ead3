/**
 * Every built French page read for Québec typography (test/french-typography.ts): the no-break
 * spaces the content is written with reach the reader, before each colon and inside « ».
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { frenchTypographyProblems } from '../french-typography.ts';
import { readerText } from './html.ts';

const root = 'dist/client/fr';
const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html'))
  .map((name) => `/fr/${name.replace(/index\.html$/, '')}`);

test('the build has French pages to read', () => {
  expect(pages.length).toBeGreaterThan(200);
});

test('no French page breaks a line where Québec typography keeps the words together', () => {
  const problems = pages.flatMap((path) => {
    const file = join('dist/client', path.endsWith('/') ? `${path}index.html` : path);
    return frenchTypographyProblems(readerText(readFileSync(file, 'utf8'))).map((problem) => `${path} ${problem}`);
  });
  expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
});
