/**
 * `npm test`: every check CI runs, as a few phases, each printed whole when it ends (not
 * interleaved with the others'), then a table of when each phase started and how long it took,
 * and how busy the cores were. Exits non-zero if any phase failed; a failed phase stops the
 * phases that need it, not the others.
 *
 * The suite is bound by CPU, so phases share the cores by what they use rather than all at
 * once: each phase says how many cores it keeps busy when it runs alone (`cores`, measured on
 * this kind of two-core machine), and a phase starts, in the order below, only while the
 * phases running use no more than one and a quarter times the machine's cores. Phases side by
 * side cost more CPU than the same phases in turn (all eight at once, 43% more), and the tests
 * with a time limit starve: at one and a half times the cores the suite cost 619 and 623 CPU
 * seconds on a machine where its phases alone add up to about 550, at one and a quarter 500
 * to 600 as the machine varied (docs/measurements.md). The builds come first, since the browsers
 * wait on them and take longest.
 *
 * `node scripts/test.ts lint unit` runs those phases alone (and what they need).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

interface Phase {
  name: string;
  command: string;
  /** Phases that must have passed first. */
  needs?: string[];
  /** The cores it keeps busy alone: its CPU seconds over its seconds, rounded. */
  cores: number;
}

const phases: Phase[] = [
  { name: 'build', command: 'npm run build', cores: 1.5 },
  // The same site with Google Analytics on, for the consent and template tests (playwright.config.ts),
  // beside the first build: it keeps its own content store (astro.config.ts, cacheDir). It keeps
  // 1.3 cores busy alone but is counted as one, so the browsers, which wait on both builds, start
  // when the first ends (27.5 s, against 40 and 53 s with the two builds in turn).
  { name: 'analytics build', command: 'node scripts/analytics-build.ts', cores: 1 },
  { name: 'browsers', command: 'npm run test:e2e', needs: ['build', 'analytics build'], cores: 1.5 },
  // The attacks on the built server wait on its time-outs more than they compute (27 CPU seconds
  // in 47 s alone): counted as no core, they start with the browsers and fill what the others
  // leave (after the unit tests beside the browsers alone, the cores idled 57 CPU seconds a run).
  { name: 'attacks', command: 'npm run test:attacks', needs: ['build'], cores: 0 },
  { name: 'firefox and webkit', command: 'npm run test:engines', needs: ['build', 'analytics build'], cores: 1 },
  { name: 'dist', command: 'npm run test:dist', needs: ['build'], cores: 1 },
  // After the first build, never beside it: `astro check` syncs the content collections into the
  // same store (node_modules/.astro) that build reads, and a build that read it half-written
  // prerendered no page at all ('The collection "cities" does not exist or is empty').
  { name: 'type check', command: 'npm run check', needs: ['build'], cores: 1 },
  { name: 'unit', command: 'npm run test:unit', cores: 1 },
  { name: 'lint', command: 'npm run lint', cores: 1 },
];

const start = Date.now();
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const budget = availableParallelism() * 1.25;

/** CPU seconds the machine's cores have spent busy since it started (Linux), else undefined. */
function busyCpuSeconds(): number | undefined {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
    const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
  } catch {
    return undefined;
  }
}
const busyAtStart = busyCpuSeconds();

const wanted = new Set(process.argv.slice(2));
const withNeeds = (name: string): string[] => [
  name,
  ...(phases.find((p) => p.name === name)?.needs ?? []).flatMap(withNeeds),
];
const selected = wanted.size ? phases.filter((p) => [...wanted].flatMap(withNeeds).includes(p.name)) : phases;

type Result = { phase: Phase; began: number; ended: number; status: 'passed' | 'failed' | 'skipped' };
const results = new Map<string, Result>();
const running = new Set<string>();

function run(phase: Phase): Promise<void> {
  running.add(phase.name);
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(phase.command, {
      shell: true,
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const ended = Date.now();
      const status = code === 0 ? 'passed' : 'failed';
      results.set(phase.name, { phase, began, ended, status });
      running.delete(phase.name);
      process.stdout.write(
        `\n── ${phase.name} (${phase.command}): ${status} in ${seconds(ended - began)} s ──\n${output}`,
      );
      resolve();
    });
  });
}

await new Promise<void>((done) => {
  const schedule = () => {
    for (const phase of selected) {
      if (results.has(phase.name) || running.has(phase.name)) continue;
      const needs = (phase.needs ?? []).filter((need) => selected.some((p) => p.name === need));
      if (needs.some((need) => results.get(need)?.status !== undefined && results.get(need)?.status !== 'passed')) {
        results.set(phase.name, { phase, began: Date.now(), ended: Date.now(), status: 'skipped' });
        continue;
      }
      const busy = selected.filter((p) => running.has(p.name)).reduce((sum, p) => sum + p.cores, 0);
      if (needs.every((need) => results.get(need)?.status === 'passed') && (!busy || busy + phase.cores <= budget)) {
        void run(phase).then(schedule);
      }
    }
    if (results.size === selected.length) done();
  };
  schedule();
});

console.log(`\nPhases (seconds from the start, on ${availableParallelism()} cores):`);
console.table(
  selected.map(({ name }) => {
    const r = results.get(name) as Result;
    return { phase: name, result: r.status, started: seconds(r.began - start), took: seconds(r.ended - r.began) };
  }),
);
const busyAtEnd = busyCpuSeconds();
const elapsed = (Date.now() - start) / 1000;
const cpu =
  busyAtStart === undefined || busyAtEnd === undefined
    ? ''
    : `; the cores were busy ${(busyAtEnd - busyAtStart).toFixed(0)} of its ${(elapsed * availableParallelism()).toFixed(0)} CPU seconds`;
console.log(`npm test: ${elapsed.toFixed(1)} s in all${cpu}`);
process.exitCode = [...results.values()].some((r) => r.status !== 'passed') ? 1 : 0;
