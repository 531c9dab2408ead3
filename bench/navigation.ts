/**
 * `npm run bench:navigation`: how long a tap takes to show the next page. Debian's
 * Chromium, driven with puppeteer-core (under Playwright, Chromium refuses to prerender),
 * emulating Lighthouse's mobile device (412x823, DPR 1.75, touch), goes through five common
 * journeys; in each, the pointer rests on the link for 300 ms, as a thumb or a mouse does before
 * the tap, and the time from the tap to the new page's largest contentful paint is measured, with
 * the site's speculation rules and with them taken out of the page. Median of five runs each,
 * every run in a fresh browser profile. Prints a table; a figure, not a gate. Needs a build.
 *
 * No CPU or network throttling by default: DevTools applies it to the visible tab only, not to
 * the page the browser prerenders beside it, so throttling flatters the rules. NAVIGATION_THROTTLE=1
 * adds it anyway (Lighthouse's slow 4G and 4x CPU), NAVIGATION_REST_MS changes how long the
 * pointer rests. Localhost, like the figure the issue started from.
 * NAVIGATION_BUILDS=dist,/tmp/before/dist measures two builds side by side (the build of the commit
 * before a change), runs alternating, so a busy moment of the machine falls on both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { journeys, restOnLink, type Journey } from './journeys.ts';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { startServer, type RunningBuild } from '../test/server.ts';
import { lighthouseCpuSlowdown, lighthousePhone } from './mobile.ts';
import { median, printTable } from './table.ts';

const runs = Number(process.env.NAVIGATION_RUNS ?? 5);
/** NAVIGATION_THROTTLE=1: Lighthouse's slow 4G and 4x CPU on the visible tab (the prerendered page escapes both). */
const throttle = process.env.NAVIGATION_THROTTLE === '1';
const restMs = Number(process.env.NAVIGATION_REST_MS ?? 300);
const builds = (process.env.NAVIGATION_BUILDS ?? 'dist').split(',');

/** Serves every document through here; without the rules, their <script type="speculationrules"> is cut out. */
async function serveDocuments(page: Page, withRules: boolean) {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.resourceType() !== 'document') return void request.continue();
    void fetch(request.url(), { headers: request.headers() }).then(async (response) => {
      const html = await response.text();
      await request.respond({
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'text/html',
        headers: { 'content-security-policy': response.headers.get('content-security-policy') ?? '' },
        body: withRules ? html : html.replace(/<script type="speculationrules">[\s\S]*?<\/script>/, ''),
      });
    });
  });
}

/** Milliseconds from the tap to the new page's largest contentful paint (after its activation, if prerendered). */
async function tapToPaint(browser: Browser, base: string, journey: Journey, withRules: boolean): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(lighthousePhone);
    if (throttle) {
      await page.emulateCPUThrottling(lighthouseCpuSlowdown);
      await page.emulateNetworkConditions({ offline: false, latency: 150, download: 1.6e6 / 8, upload: 750e3 / 8 });
    }
    await journey.before?.(page);
    // The tap's time by the page's own clock, kept where the next page can read it.
    await page.evaluateOnNewDocument(() =>
      document.addEventListener(
        'click',
        (event) => localStorage.setItem('bench:tap', String(performance.timeOrigin + event.timeStamp)),
        true,
      ),
    );
    await serveDocuments(page, withRules);
    const link = await restOnLink(page, base, journey, restMs);
    await Promise.all([page.waitForNavigation(), link.click()]);
    const { path, paintedAt, tappedAt } = await page.evaluate(
      () =>
        new Promise<{ path: string; paintedAt: number; tappedAt: number }>((resolve) => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            // A prerendered page painted before it was shown: it is seen when it is activated.
            const at = Math.max(last?.startTime ?? 0, navigation.activationStart);
            resolve({
              path: location.pathname,
              paintedAt: performance.timeOrigin + at,
              tappedAt: Number(localStorage.getItem('bench:tap')),
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    if (path !== journey.to) throw new Error(`${journey.name}: landed on ${path}, not ${journey.to}`);
    return paintedAt - tappedAt;
  } finally {
    await context.close();
  }
}

type Rules = 'with' | 'without';
const dataDirs = builds.map(() => mkdtempSync(join(tmpdir(), 'northpaw-navigation-')));
const servers: RunningBuild[] = [];
const browser = await puppeteer.launch({ ...chromiumLaunchOptions, headless: true });
const rows: string[][] = [];
const medians: Record<Rules, number[]>[] = builds.map(() => ({ with: [], without: [] }));
/** The median, and the range beside it: the same build moved by 40 to 60 ms between runs on one machine. */
const cell = (values: number[]) =>
  `${Math.round(median(values))} ms (${Math.round(Math.min(...values))} to ${Math.round(Math.max(...values))})`;
const cells = (times: Record<Rules, number[]>) => [cell(times.without), cell(times.with)];
try {
  for (const [i, build] of builds.entries())
    servers.push(await startServer({ DATA_DIR: dataDirs[i] ?? '' }, { build }));
  for (const journey of journeys) {
    const times: Record<Rules, number[]>[] = builds.map(() => ({ with: [], without: [] }));
    for (let run = 0; run < runs; run++) {
      // Alternated, so a busy moment of the machine falls on both settings and every build.
      const order = run % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
      for (const i of order) {
        const base = servers[i]?.base ?? '';
        times[i]?.without.push(await tapToPaint(browser, base, journey, false));
        times[i]?.with.push(await tapToPaint(browser, base, journey, true));
      }
    }
    for (const [i, build] of builds.entries()) {
      const own = times[i] ?? { with: [], without: [] };
      medians[i]?.with.push(median(own.with));
      medians[i]?.without.push(median(own.without));
      rows.push([
        journey.name,
        `${journey.from} → ${journey.to}`,
        ...(builds.length > 1 ? [build] : []),
        ...cells(own),
      ]);
    }
    console.error(`measured ${journey.name}`);
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
for (const [i, build] of builds.entries()) {
  rows.push([
    'median of the journeys',
    '',
    ...(builds.length > 1 ? [build] : []),
    ...cells(medians[i] ?? { with: [], without: [] }),
  ]);
}
printTable(
  `Tap to largest contentful paint, median of ${runs} and range (for the journeys together, of their medians; Chromium, Lighthouse's mobile device, localhost, ${throttle ? "Lighthouse's slow 4G and 4x CPU on the tab" : 'no throttling'}, pointer resting ${restMs} ms)`,
  ['journey', 'pages', ...(builds.length > 1 ? ['build'] : []), 'without the rules', 'with the rules'],
  rows,
);
