/**
 * Writes .br and .gz beside every text file of the static build, so the server sends
 * compressed bytes without compressing on each request.
 *
 * Brotli's best quality (11) is kept for the hashed assets under _astro/: few files, cached
 * by browsers for a year. Pages get quality 5: q11 made them ~12% smaller but took ~50 times
 * longer (about 150 ms a page on this machine, so over half an hour for a 13,000-page
 * catalogue; `npm run bench:scale`). zlib's asynchronous calls run on libuv's thread pool,
 * so files are compressed on every core at once.
 */
import { availableParallelism } from 'node:os';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(html|css|js|mjs|svg|xml|txt|json|webmanifest)$/;
const root = process.argv[2] ?? 'dist/client';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const paths = (await readdir(root, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && TEXT.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

let files = 0;
let before = 0;
let after = 0;

async function compress(path: string) {
  const body = await readFile(path);
  if (body.length < 256) return;
  const quality = relative(root, path).startsWith(`_astro${sep}`) ? 11 : 5;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  files++;
  before += body.length;
  after += br.length;
}

// A few files in flight per core keeps the thread pool busy without holding the whole build in memory.
const queue = [...paths];
const lanes = Array.from({ length: availableParallelism() * 2 }, async () => {
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) await compress(path);
});
await Promise.all(lanes);

console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB (brotli)`,
);
