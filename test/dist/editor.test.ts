/**
 * The content editor as the build ships it: Sveltia CMS's own file, byte for byte the pinned
 * package's; a page that loads nothing from another origin; the fonts and words it would fetch from
 * CDNs beside it; and the site's CSP untouched by the editor's page.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';

const editor = 'dist/client/admin/content';
const sveltiaDir = join(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..');

test("ships Sveltia CMS's own file, the version package.json pins", () => {
  const pinned = (JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> })
    .dependencies['@sveltia/cms'];
  const installed = (JSON.parse(readFileSync(join(sveltiaDir, 'package.json'), 'utf8')) as { version: string }).version;
  expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
  expect(installed).toBe(pinned);
  expect(readFileSync(`${editor}/sveltia-cms.js`)).toEqual(readFileSync(join(sveltiaDir, 'dist', 'sveltia-cms.js')));
});

test('the page loads only files of this origin, and what Sveltia would fetch from CDNs is beside it', () => {
  const page = readFileSync(`${editor}/editor.html`, 'utf8');
  for (const [, src] of page.matchAll(/src="([^"]+)"/g)) expect(src).toMatch(/^\/admin\/content\//);
  for (const file of ['editor.js', 'immutable.es.js', 'fonts.css', 'sveltia/locales/fr.json', 'sveltia/package.json']) {
    expect(existsSync(`${editor}/${file}`), file).toBe(true);
  }
  for (const [, font] of readFileSync(`${editor}/fonts.css`, 'utf8').matchAll(/url\(([^)]+)\)/g)) {
    expect(existsSync(`${editor}/${font}`), font).toBe(true);
  }
});

test("the site's CSP lists no script of the editor's page", () => {
  const page = readFileSync(`${editor}/editor.html`, 'utf8');
  const importMap = /<script type="importmap">(.*?)<\/script>/s.exec(page)?.[1] ?? '';
  const hash = `'sha256-${createHash('sha256').update(importMap).digest('base64')}'`;
  const { scriptHashes } = JSON.parse(readFileSync('dist/csp.json', 'utf8')) as { scriptHashes: string[] };
  expect(importMap).not.toBe('');
  expect(scriptHashes).not.toContain(hash);
});
