/**
 * Writes .br and .gz beside every text file of the static build, so the server sends
 * compressed bytes without compressing on each request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|css|js|mjs|svg|xml|txt|json|webmanifest)$/;
const root = process.argv[2] ?? 'dist/client';

let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const body = await readFile(path);
  if (body.length < 256) continue;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  files++;
  before += body.length;
  after += br.length;
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB (brotli)`,
);
