/**
 * `npm run bench:main-thread`: how long each template page keeps a slow phone's main thread
 * busy after its first paint, while it becomes interactive: what a tap on "Call" or a menu
 * waits behind. Debian's Chromium emulating Lighthouse's mobile device (412x823, DPR 1.75,
 * touch) with 4x CPU slowdown loads each page in a fresh profile; the browser's own long tasks
 * (over 50 ms) are counted from the first contentful paint until the islands have hydrated and
 * the page has been quiet for 1.5 s. "Blocking" is the sum of each long task's time over 50 ms,
 * as Total Blocking Time counts it, but observed, not simulated as in Lighthouse's figure (which
 * moves by 100 ms between runs on this machine). Median of MAIN_THREAD_RUNS loads (5). Prints
 * a table; a figure, not a gate. Needs a build.
 *
 * MAIN_THREAD_BUILDS=dist,/tmp/before/dist measures two builds side by side (a copy of dist/
 * from before a change), loads alternating, so both meet the same machine.
 * MAIN_THREAD_PATHS=/,/fr/ measures only those pages.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { bothLanguagesTemplatePages } from '../test/template-pages.ts';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { startServer, type RunningBuild } from '../test/server.ts';
import { lighthouseCpuSlowdown, lighthousePhone } from './mobile.ts';
import { median, printTable } from './table.ts';

const runs = Number(process.env.MAIN_THREAD_RUNS ?? 5);
const builds = (process.env.MAIN_THREAD_BUILDS ?? 'dist').split(',');
const only = process.env.MAIN_THREAD_PATHS?.split(',');
const pages = bothLanguagesTemplatePages.filter(({ path }) => !only || only.includes(path));

interface Load {
  fcp: number;
  blocking: number;
  longest: number;
}

async function load(browser: Browser, url: string): Promise<Load> {
  const { width, height, ...device } = lighthousePhone;
  const context = await browser.newContext({ viewport: { width, height }, ...device });
  try {
    await context.addInitScript(() => {
      const tasks: [number, number][] = [];
      Object.assign(window, { benchLongTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: lighthouseCpuSlowdown });
    await page.goto(url);
    await page.waitForFunction(
      () => !document.querySelector('astro-island[ssr]:not([client="visible"], [client="use"])'),
      null,
      {
        timeout: 30_000,
        polling: 100,
      },
    );
    await page.waitForTimeout(1500);
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = (window as unknown as { benchLongTasks: [number, number][] }).benchLongTasks;
      const after = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
      return {
        fcp,
        blocking: after.reduce((sum, duration) => sum + duration - 50, 0),
        longest: Math.max(0, ...after),
      };
    });
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

const dataDirs = builds.map(() => mkdtempSync(join(tmpdir(), 'northpaw-main-thread-')));
const servers: RunningBuild[] = [];
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const [i, build] of builds.entries())
    servers.push(await startServer({ DATA_DIR: dataDirs[i] ?? '' }, { build }));
  const rows: string[][] = [];
  for (const { template, path } of pages) {
    const loads: Load[][] = builds.map(() => []);
    for (let run = 0; run < runs; run++) {
      // Alternate which build goes first, so neither always meets a warmer machine.
      const order = run % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
      for (const i of order) loads[i]?.push(await load(browser, `${servers[i]?.base}${path}`));
    }
    for (const [i, build] of builds.entries()) {
      const own = loads[i] ?? [];
      rows.push([
        template,
        path,
        ...(builds.length > 1 ? [build] : []),
        ms(median(own.map((l) => l.fcp))),
        ms(median(own.map((l) => l.blocking))),
        ms(median(own.map((l) => l.longest))),
      ]);
    }
    console.log(`measured ${path}`);
  }
  printTable(
    `Main thread after the first paint, 4x CPU, median of ${runs} loads`,
    ['template', 'page', ...(builds.length > 1 ? ['build'] : []), 'FCP', 'blocking', 'longest task'],
    rows,
  );
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
