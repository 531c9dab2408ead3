/**
 * `npm run build`'s one pass over the built files after `astro build`: it reads each text file
 * once (reading 26,000 pages twice cost 9 s), writes into each page the CSS its first frame needs
 * (scripts/critical-css.ts), collects the CSP's inline-script hashes from the pages
 * (scripts/csp.ts), and writes .br and .gz beside every file, so the server sends
 * compressed bytes without compressing on each request.
 *
 * Brotli's best quality (11) is kept for the hashed assets under _astro/: few files, cached
 * by browsers for a year. Pages get quality 6: q11 made them ~9% smaller but took ~70 times
 * longer (about 100 ms a page on this machine, so over twenty minutes for a 26,000-page
 * build; `npm run bench:scale`). Quality 6 costs a tenth of a millisecond more than 5 and
 * saves about 100 bytes a page, which keeps the largest under a slow link's first round
 * trip. zlib's asynchronous calls run on libuv's thread pool,
 * so files are compressed on every core at once.
 */
import { availableParallelism } from 'node:os';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { buildStylesheets, inlineCriticalCss } from './critical-css.ts';
import { CspCollector } from './csp.ts';

const TEXT = /\.(html|css|js|mjs|svg|xml|txt|json|webmanifest)$/;
/** The build to read and write: dist/, or the folder NORTHPAW_DIST names (astro.config.ts). */
const build = process.env.NORTHPAW_DIST ?? 'dist';
const root = `${build}/client`;
const csp = new CspCollector();
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const paths = (await readdir(root, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && TEXT.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

const sheet = await buildStylesheets(root, paths);

let files = 0;
let before = 0;
let after = 0;

const brotliOf = (body: Buffer, quality: number) =>
  brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

async function compress(path: string) {
  let body = await readFile(path);
  const quality = relative(root, path).startsWith(`_astro${sep}`) ? 11 : 6;
  // The content editor's page has a CSP of its own (routes/editor.ts): its import map is no script of the site's.
  const sitePage = path.endsWith('.html') && !path.endsWith(`admin${sep}content${sep}editor.html`);
  if (sitePage) {
    // Every page carries its first frame's CSS: no request stands between its bytes and its paint.
    body = Buffer.from(inlineCriticalCss(body.toString('utf8'), sheet));
    await writeFile(path, body);
    csp.add(body.toString('utf8'));
  }
  if (body.length < 256) return;
  const [brotlied, gz] = await Promise.all([brotliOf(body, quality), gzipAsync(body, { level: 9 })]);
  await Promise.all([writeFile(`${path}.br`, brotlied), writeFile(`${path}.gz`, gz)]);
  files++;
  before += body.length;
  after += brotlied.length;
}

// A few files in flight per core keeps the thread pool busy without holding the whole build in memory.
const queue = [...paths];
const lanes = Array.from({ length: availableParallelism() * 2 }, async () => {
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) await compress(path);
});
await Promise.all(lanes);
await csp.write(build);

console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB (brotli)`,
);
