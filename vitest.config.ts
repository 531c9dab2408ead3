import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure logic and the server, beside the code; needs no build) and `dist`
 * (the built site read as a validator, a crawler and a search engine read it; needs `npm run build`).
 * What needs a browser is tested by Playwright in e2e/.
 */
export default defineConfig({
  test: {
    environment: 'node',
    // One worker runs file after file: no file leaves state another reads (each opens its own
    // store and server), and skipping the fresh worker per file halves the run (42 s to 22 s).
    pool: 'threads',
    isolate: false,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts', 'test/*.test.ts'] } },
      { extends: true, test: { name: 'dist', include: ['test/dist/**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
