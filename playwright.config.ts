import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { testChromiumLaunchOptions } from './scripts/chromium.ts';

import { analyticsURL, baseURL, ports } from './e2e/servers.ts';
import { serverCompileCache } from './test/server.ts';

const launchOptions = testChromiumLaunchOptions;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // One worker a core. With a worker more (three on two cores), the suite alone took 7% less time
  // but 13% more CPU (343 against 305 CPU seconds, 2026-12-02), and npm test runs other phases
  // beside it on whatever CPU the browsers leave (scripts/test.ts): the CPU is what it waits on.
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // Tests that walk every template took 31 s on a slow machine of this kind (2026-11-25), where the
  // whole suite ran 23 minutes: a minute each, so a slow machine does not fail a correct page.
  timeout: 60_000,
  use: {
    baseURL,
    launchOptions,
    // A trace is recorded on a retry only (CI retries once): recording every test's cost CPU on
    // every test that passed. `npx playwright test --trace on` records one locally.
    trace: 'on-first-retry',
    // Visitors in most tests have already answered the consent banner; e2e/consent.spec.ts starts fresh.
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'northpaw:consent', value: 'denied' }] }],
    },
  },
  // Desktop width by default; tests that check the phone layout set a 390 px viewport themselves.
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
  ],
  // The real server against the production build (npm test builds first).
  webServer: [
    {
      command: 'node dist/node/serve.mjs',
      url: `${baseURL}/api/health`,
      // Many tests send leads and open forms from one address: high rate limits here; e2e/leads.spec.ts tests the limit itself.
      env: {
        NODE_ENV: 'production',
        PORT: String(ports.base),
        HOST: '127.0.0.1',
        NODE_COMPILE_CACHE: serverCompileCache,
        DATA_DIR: '.e2e-data',
        LEADS_RATE_LIMIT: '1000',
        FORM_TOKENS_PER_MINUTE: '1000',
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The same site built with Google Analytics on, for the consent tests (scripts/analytics-build.ts).
      command: 'node scripts/analytics-build.ts && node .e2e-analytics/node/serve.mjs',
      url: `${analyticsURL}/api/health`,
      env: {
        PORT: String(ports.analytics),
        HOST: '127.0.0.1',
        NODE_COMPILE_CACHE: serverCompileCache,
        DATA_DIR: '.e2e-data-analytics',
        LEADS_RATE_LIMIT: '1000',
        FORM_TOKENS_PER_MINUTE: '1000',
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
