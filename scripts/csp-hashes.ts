/**
 * `node scripts/csp-hashes.ts`: each page's critical CSS written into it (scripts/critical-css.ts)
 * and dist/csp.json from the built pages (scripts/csp.ts), for a build that is not precompressed
 * (the e2e tests' analytics build); `npm run build` does both in its one pass over the files
 * (scripts/postbuild.ts).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildStylesheets, inlineCriticalCss } from './critical-css.ts';
import { CspCollector } from './csp.ts';

/** The build to read and write: dist/, or the folder NORTHPAW_DIST names (astro.config.ts). */
const build = process.env.NORTHPAW_DIST ?? 'dist';
const root = `${build}/client`;
const paths = (await readdir(root, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
const sheet = await buildStylesheets(root, paths);
const csp = new CspCollector();
for (const path of paths.filter((path) => path.endsWith('.html'))) {
  const built = await readFile(path, 'utf8');
  const html = inlineCriticalCss(built, sheet);
  if (html !== built) await writeFile(path, html);
  csp.add(html);
}
await csp.write(build);
