/**
 * `npm run bench:scale`: builds a copy of the site twice, with the real catalogue and with
 * a generated one of SCALE_CITIES cities (default 1,000: with 12 services, 13,000 city and
 * city x service pages in each language, 26,000 in all), and prints pages, seconds per build
 * step and the CPU seconds it used (worker threads included: on a machine others share, the
 * figure their load does not inflate), pages per second and peak memory. A figure, not a gate.
 * The generated cities copy the real ones' data under new names, so every page is as heavy as
 * a real one.
 * SCALE_PROFILE=1 records a CPU profile of the large catalogue's `astro build` and prints
 * where its time went (bench/cpu-profile.ts); the profile is kept in bench/profiles/.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dump, load } from 'js-yaml';
import { summarise } from './cpu-profile.ts';
import { printTable } from './table.ts';

const cityCount = Number(process.env.SCALE_CITIES ?? 1000);
const profileDir = process.env.SCALE_PROFILE ? resolve('bench/profiles') : undefined;
const project = resolve('.');
const work = mkdtempSync(join(tmpdir(), 'northpaw-scale-'));
const citiesDir = join(work, 'src/content/cities');
const frCitiesDir = join(work, 'src/content/fr/cities');
/** What a build leaves behind, or what only a developer's machine has: not copied. */
const LEFT_OUT = new Set([
  'node_modules',
  'dist',
  '.git',
  '.astro',
  'data',
  '.e2e-data',
  'test-results',
  'screenshots',
]);

cpSync(project, work, {
  recursive: true,
  filter: (source) => !LEFT_OUT.has(relative(project, source).split('/')[0] ?? ''),
});
symlinkSync(join(project, 'node_modules'), join(work, 'node_modules'), 'dir');

interface Step {
  name: string;
  args: string[];
}
const steps: Step[] = [
  { name: 'astro build', args: ['node_modules/astro/bin/astro.mjs', 'build'] },
  { name: 'CSP + precompress', args: ['scripts/postbuild.ts'] },
];

interface BuildFigures {
  cities: number;
  pages: number;
  seconds: Record<string, number>;
  /** CPU time of each step (user and system, worker threads included). */
  cpuSeconds: Record<string, number>;
  /** Peak resident memory of the step that needed most, in MiB. */
  peakMiB: number;
  /** Gzip size of one city x service page's HTML, which should not grow with the catalogue. */
  sampleHtmlKiB: number;
  /** The same for its French twin. */
  sampleFrHtmlKiB: number;
}

function run(step: Step, profile: boolean): { seconds: number; cpuSeconds: number; peakKiB: number } {
  const memoryFile = join(work, '.peak-memory');
  const started = performance.now();
  const profiling = profile && profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawnSync(
    process.execPath,
    [...profiling, '--import', join(project, 'bench/peak-memory.ts'), ...step.args],
    {
      cwd: work,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PEAK_MEMORY_FILE: memoryFile },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (child.status !== 0) {
    console.error(child.stdout.slice(-5000), child.stderr.slice(-5000));
    throw new Error(`${step.name} failed (exit ${child.status})`);
  }
  const { peakKiB, cpuMs } = JSON.parse(readFileSync(memoryFile, 'utf8')) as { peakKiB: number; cpuMs: number };
  return { seconds, cpuSeconds: cpuMs / 1000, peakKiB };
}

function build(profile = false): BuildFigures {
  rmSync(join(work, 'dist'), { recursive: true, force: true });
  const seconds: Record<string, number> = {};
  const cpuSeconds: Record<string, number> = {};
  let peakKiB = 0;
  for (const step of steps) {
    const result = run(step, profile && step.name === 'astro build');
    seconds[step.name] = result.seconds;
    cpuSeconds[step.name] = result.cpuSeconds;
    peakKiB = Math.max(peakKiB, result.peakKiB);
    console.error(`  ${step.name}: ${result.seconds.toFixed(1)} s (CPU ${result.cpuSeconds.toFixed(1)} s)`);
  }
  const client = join(work, 'dist/client');
  const pages = readdirSync(client, { recursive: true }).filter((name) => String(name).endsWith('.html')).length;
  const sample = readFileSync(join(client, 'on/brampton/raccoon-removal/index.html'));
  const sampleFr = readFileSync(join(client, 'fr/on/brampton/retrait-ratons-laveurs/index.html'));
  return {
    cities: readdirSync(citiesDir, { recursive: true }).filter((n) => String(n).endsWith('.yaml')).length,
    pages,
    seconds,
    cpuSeconds,
    peakMiB: peakKiB / 1024,
    sampleHtmlKiB: gzipSync(sample, { level: 9 }).length / 1024,
    sampleFrHtmlKiB: gzipSync(sampleFr, { level: 9 }).length / 1024,
  };
}

/** Adds cities until there are `total`, each a real city's data under a new name, with its French twin. */
function generateCities(total: number) {
  const real = readdirSync(citiesDir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({ file: name, province: dirname(name), data: load(readFileSync(join(citiesDir, name), 'utf8')) }));
  // Copies are made of the cities with an office: GeoNames has no place named "Brampton Area 5",
  // and /places.json stands such a city at its office's postal code instead (src/lib/places.ts).
  const models = real.filter((city) => (city.data as { nap: { address?: unknown } }).nap.address);
  for (let n = 1; n <= total - real.length; n++) {
    const model = models[n % models.length];
    if (!model) throw new Error('no real city to copy');
    const data = model.data as { name: string };
    const name = `${data.name} Area ${n}`;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    // City questions name their city (Brampton's), so a copy shows none.
    const city = { ...data, name, order: 100 + n, faq: [] };
    writeFileSync(join(citiesDir, model.province, `${slug}.yaml`), dump(city));
    const twin = load(readFileSync(join(frCitiesDir, model.file), 'utf8')) as { name: string };
    const frenchName = `${twin.name}, secteur ${n}`;
    writeFileSync(
      join(frCitiesDir, model.province, `${slug}.yaml`),
      dump({ ...twin, name: frenchName, order: 100 + n, faq: [] }),
    );
  }
}

const results: { catalogue: string; figures: BuildFigures }[] = [];
try {
  console.error('building with the real catalogue');
  results.push({ catalogue: 'real', figures: build() });
  generateCities(cityCount);
  console.error(`building with ${cityCount} cities`);
  results.push({ catalogue: 'generated', figures: build(true) });
} finally {
  rmSync(work, { recursive: true, force: true });
}

const header = [
  'catalogue',
  'cities',
  'pages',
  ...steps.map((s) => s.name),
  'total',
  'pages/s',
  'peak memory',
  'HTML*',
  'HTML fr*',
];
const rows = results.map(({ catalogue, figures }) => {
  const total = Object.values(figures.seconds).reduce((a, b) => a + b, 0);
  return [
    catalogue,
    figures.cities.toLocaleString('en-CA'),
    figures.pages.toLocaleString('en-CA'),
    ...steps.map(
      (s) => `${(figures.seconds[s.name] ?? 0).toFixed(1)} s (CPU ${(figures.cpuSeconds[s.name] ?? 0).toFixed(1)} s)`,
    ),
    `${total.toFixed(1)} s`,
    (figures.pages / total).toFixed(0),
    `${figures.peakMiB.toFixed(0)} MiB`,
    `${figures.sampleHtmlKiB.toFixed(1)} KB`,
    `${figures.sampleFrHtmlKiB.toFixed(1)} KB`,
  ];
});
printTable(
  `Scale benchmark: the site built from ${basename(project)} with its catalogue, then ${cityCount} cities`,
  header,
  rows,
);
const [small, large] = results.map((r) => r.figures);
if (small && large)
  console.log(
    `\n${(large.pages / small.pages).toFixed(1)} times the pages took ${(large.peakMiB / small.peakMiB).toFixed(1)} times the peak memory.`,
  );
console.log(
  '* HTML of /on/brampton/raccoon-removal/ and /fr/on/brampton/retrait-ratons-laveurs/, gzip: a page should not grow with the catalogue.',
);
if (profileDir) {
  const profiles = readdirSync(profileDir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(profileDir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (profiles[0]) {
    console.log(`\nCPU profile of the large build's astro build: ${relative(project, profiles[0])}`);
    summarise(profiles[0]);
  }
}
