import { defineConfig } from 'vitest/config';

const attacks = 'test/dist/attacks.test.ts';

/**
 * Three projects: `unit` (pure logic and the server, beside the code; needs no build), `dist`
 * (the built site read as a validator, a crawler and a search engine read it; needs `npm run build`)
 * and `attacks` (the built server against a stranger's requests; needs the build too).
 * What needs a browser is tested by Playwright in e2e/.
 */
export default defineConfig({
  test: {
    environment: 'node',
    // Each worker thread runs file after file instead of starting fresh for each: no file leaves
    // state another reads (each opens its own store and server), and it halves the run (42 s to 22 s).
    pool: 'threads',
    isolate: false,
    // npm test runs these beside the builds and the browsers: a test that takes a second alone
    // took over five on a busy two-core machine (PostgreSQL, 40 leads). The limit is for hangs.
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts', 'test/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'dist',
          include: ['test/dist/**/*.test.ts'],
          exclude: [attacks],
          testTimeout: 60_000,
        },
      },
      // The attacks on the built server, a phase of their own in npm test: they wait on the server's
      // time-outs more than they use the CPU, so they run beside the browsers from the build's end.
      // The floods scale with the CPU: at half this machine kind's speed the longest took 28 s.
      { extends: true, test: { name: 'attacks', include: [attacks], testTimeout: 120_000 } },
    ],
  },
});
