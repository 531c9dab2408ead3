/**
 * `node scripts/analytics-build.ts`: a second build beside dist/, with Google Analytics on (PUBLIC_GA4_ID), for the e2e tests of
 * consent and the test switches (PUBLIC_TEST_HOOKS): .e2e-analytics/, served by its own server (playwright.config.ts). The shipping default
 * (dist/) runs no analytics and shows no banner; this build shows what a business that sets an ID
 * gets. No precompression: the server sends the files as they are.
 *
 * Kept between runs: it is made again only when a file it is made from changed (the key of
 * what it was made from is written beside it), so `npm test` makes it once, after the main
 * build, and Playwright's server start finds it ready.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const analyticsBuild = '.e2e-analytics';
/** A measurement ID of the right shape; the tests answer Google's script themselves (e2e/consent.spec.ts). */
const testMeasurementId = 'G-E2ETEST123';

/** A hash of every file the build is made from. */
function sourceKey(): string {
  const hash = createHash('sha256');
  const files = (path: string): string[] =>
    statSync(path).isDirectory()
      ? readdirSync(path)
          .sort()
          .flatMap((name) => files(join(path, name)))
      : [path];
  const inputs = ['src', 'public', 'scripts', 'astro.config.ts', 'package-lock.json', 'tsconfig.json'];
  for (const file of inputs.flatMap(files)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}
const keyFile = `${analyticsBuild}/source-key`;
const key = sourceKey();
if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) {
  console.log(`${analyticsBuild}/ is up to date with the sources: not built again.`);
  process.exit(0);
}

rmSync(analyticsBuild, { recursive: true, force: true });
const env = {
  ...process.env,
  NORTHPAW_DIST: analyticsBuild,
  PUBLIC_GA4_ID: testMeasurementId,
  // The switches only tests use (an island that fails on request) exist in this build alone.
  PUBLIC_TEST_HOOKS: '1',
  // No test reads this build's share images (src/pages/share/[...image].ts): half its CPU.
  NORTHPAW_SHARE_IMAGES: 'none',
  ASTRO_TELEMETRY_DISABLED: '1',
};
const run = (args: string[]) => execFileSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
run(['node_modules/astro/bin/astro.mjs', 'build']);
run(['scripts/csp-hashes.ts']);
await build({
  entryPoints: ['src/server/serve.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  jsx: 'automatic',
  outfile: `${analyticsBuild}/node/serve.mjs`,
  logLevel: 'warning',
});
writeFileSync(keyFile, key);
