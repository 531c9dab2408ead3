/**
 * The main journeys (journeys.ts) in Firefox and in WebKit, against the built site served by the
 * real server: `npm run test:engines` after a build. Each engine runs at the width its visitors
 * mostly have: WebKit as Safari on a phone, Firefox on a desktop (`ENGINE_WIDTHS=all` runs both
 * widths in each, twice the time). Chromium runs the same behaviours at both widths in the
 * Playwright specs.
 */
import { after, before, describe, test } from 'node:test';
import type { ChildProcess } from 'node:child_process';
import { ownStore, startServer, type OwnStore } from '../helpers.ts';
import type { Driver } from './driver.ts';
import { firefox } from './firefox.ts';
import { journeys, type Viewport } from './journeys.ts';
import { webkit } from './webkit.ts';

const engines: Record<string, () => Promise<Driver>> = { firefox, webkit };
const viewports: Viewport[] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
const only = process.env.ENGINES?.split(',');
const widths: Record<string, Viewport['name'][]> = { firefox: ['desktop'], webkit: ['phone'] };
const everyWidth = process.env.ENGINE_WIDTHS === 'all';

let own: OwnStore;
let server: ChildProcess;
let base = '';
/** The build with analytics on, which `npm run test:e2e` makes (scripts/analytics-build.ts). */
let analyticsServer: ChildProcess;
let analyticsBase = '';

before(async () => {
  own = await ownStore('engines');
  ({ child: server, base } = await startServer(own.env));
  ({ child: analyticsServer, base: analyticsBase } = await startServer(own.env, { build: '.e2e-analytics' }));
});
after(async () => {
  server?.kill();
  analyticsServer?.kill();
  await own?.dispose();
});

for (const [engine, launch] of Object.entries(engines)) {
  describe(engine, { skip: only && !only.includes(engine) }, () => {
    let d: Driver;
    before(async () => (d = await launch()));
    after(() => d?.close());
    for (const viewport of viewports.filter((v) => everyWidth || widths[engine]?.includes(v.name))) {
      describe(`${viewport.name} (${viewport.width}x${viewport.height})`, () => {
        before(() => d.setViewport(viewport.width, viewport.height));
        for (const journey of journeys)
          test(journey.name, async () => {
            const run = () => journey.run(d, journey.analytics ? analyticsBase : base, viewport);
            // Once more after a failure, as the Chromium suite retries once in CI: beside it, a
            // loaded machine has stalled Firefox past a wait. A second failure fails the test.
            try {
              await run();
            } catch (error) {
              await run();
              console.log(
                `flaky: ${engine} ${viewport.name} "${journey.name}" passed on its second run after: ${String(error)}`,
              );
            }
          });
      });
    }
  });
}
