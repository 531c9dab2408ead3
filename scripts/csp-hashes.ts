/**
 * Collects the SHA-256 hash of every distinct inline <script> of the static build into
 * dist/csp.json, so the server's Content-Security-Policy can allow exactly those scripts
 * (and no 'unsafe-inline' or 'unsafe-eval').
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The build to read and write: dist/, or the folder NORTHPAW_DIST names (astro.config.ts). */
const build = process.env.NORTHPAW_DIST ?? 'dist';
const root = process.argv[2] ?? `${build}/client`;
const hashes = new Set<string>();
/** Whether the pages load Google's tag (PUBLIC_GA4_ID at build): the server then allows its hosts. */
let analytics = false;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const html = await readFile(join(entry.parentPath, entry.name), 'utf8');
  analytics ||= html.includes('src="https://www.googletagmanager.com/gtag/js?id=');
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
}
await writeFile(`${build}/csp.json`, JSON.stringify({ scriptHashes: [...hashes].sort(), analytics }, null, 2));
console.log(`csp: ${hashes.size} inline scripts allowed by hash${analytics ? ', and Google Analytics' : ''}`);
