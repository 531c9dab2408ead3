import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

// The owner's numbers count calls by where the link was: a link without its place is a call nobody can place.
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
