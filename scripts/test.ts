/**
 * `npm test`: every check CI runs, as a few phases that run side by side where nothing ties them,
 * so the browser suites start as soon as the two builds they serve exist rather than after the
 * linters, and the checks that need no browser fill the time the browsers spend waiting. (At a
 * lower CPU priority those checks starved while the browsers ran, and timed out: the cores are
 * shared evenly.) Each phase's output is printed whole when it ends (not interleaved with the others'),
 * then a table of when each phase started and how long it took. Exits non-zero if any phase failed;
 * a failed phase stops the phases that need it, not the others.
 *
 * `node scripts/test.ts lint unit` runs those phases alone (and what they need).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

interface Phase {
  name: string;
  command: string;
  /** Phases that must have passed first. */
  needs?: string[];
}

const phases: Phase[] = [
  { name: 'build', command: 'npm run build' },
  // The same site with Google Analytics on, for the consent and template tests (playwright.config.ts),
  // beside the first build: it keeps its own content store (astro.config.ts, cacheDir).
  { name: 'analytics build', command: 'node scripts/analytics-build.ts' },
  { name: 'browsers', command: 'npm run test:e2e', needs: ['build', 'analytics build'] },
  { name: 'firefox and webkit', command: 'npm run test:engines', needs: ['build', 'analytics build'] },
  { name: 'lint', command: 'npm run lint' },
  // After the first build, never beside it: `astro check` syncs the content collections into the
  // same store (node_modules/.astro) that build reads, and a build that read it half-written
  // prerendered no page at all ('The collection "cities" does not exist or is empty').
  { name: 'type check', command: 'npm run check', needs: ['build'] },
  { name: 'unit', command: 'npm run test:unit' },
  { name: 'dist', command: 'npm run test:dist', needs: ['build'] },
];

const start = Date.now();
const seconds = (ms: number) => (ms / 1000).toFixed(1);

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
      if (needs.every((need) => results.get(need)?.status === 'passed')) {
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
console.log(`npm test: ${seconds(Date.now() - start)} s in all`);
process.exitCode = [...results.values()].some((r) => r.status !== 'passed') ? 1 : 0;
