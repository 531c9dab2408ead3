/**
 * `node scripts/csp-hashes.ts`: dist/csp.json from the built pages (scripts/csp.ts), for a build
 * that is not precompressed (the e2e tests' analytics build); `npm run build` collects the hashes
 * in its one pass over the files (scripts/postbuild.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CspCollector } from './csp.ts';

/** The build to read and write: dist/, or the folder NORTHPAW_DIST names (astro.config.ts). */
const build = process.env.NORTHPAW_DIST ?? 'dist';
const csp = new CspCollector();
for (const entry of await readdir(`${build}/client`, { recursive: true, withFileTypes: true })) {
  if (entry.isFile() && entry.name.endsWith('.html'))
    csp.add(await readFile(join(entry.parentPath, entry.name), 'utf8'));
}
await csp.write(build);
