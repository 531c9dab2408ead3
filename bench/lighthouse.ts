/**
 * `npm run bench:lighthouse`: Lighthouse's mobile preset (a mid-range phone on a slow 4G
 * link, simulated) on one page of every template, served by the real server from the
 * build. Prints a table; a figure, not a gate. Needs `npm run build`.
 * LIGHTHOUSE_RUNS=3 runs each page three times: the scores and the points lost are those of
 * the run with the median Performance score, as Lighthouse's authors advise; each timing (FCP,
 * LCP, TBT, CLS) is the median of its own.
 * LIGHTHOUSE_PATHS=/fr/,/about/ measures only those pages.
 * LIGHTHOUSE_BUILDS=dist,/tmp/before/dist measures two builds side by side (the build of the commit
 * before a change), runs alternating page by page, so a busy moment of the machine falls on both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { bothLanguagesTemplatePages } from '../test/template-pages.ts';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { startServer, type RunningBuild } from '../test/server.ts';
import { printTable } from './table.ts';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const only = process.env.LIGHTHOUSE_PATHS?.split(',');
const pages = bothLanguagesTemplatePages.filter(({ path }) => !only || only.includes(path));
const builds = (process.env.LIGHTHOUSE_BUILDS ?? 'dist').split(',');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const dataDirs = builds.map(() => mkdtempSync(join(tmpdir(), 'northpaw-lighthouse-')));
const servers: RunningBuild[] = [];
for (const [i, build] of builds.entries()) servers.push(await startServer({ DATA_DIR: dataDirs[i] ?? '' }, { build }));
const chrome = await launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
});

/** Score out of 100, or "-" when Lighthouse could not score the category. */
const score = (lhr: Result, id: (typeof categories)[number]) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? '-' : String(Math.round(value * 100));
};
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Bytes of JavaScript the page transferred (compressed, as sent). */
function scriptBytes(lhr: Result): number {
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
}

/**
 * Bytes of the page itself as sent, headers included: over about 14.6 KB a slow link needs a
 * second round trip before the browser has it all (Lighthouse simulates TCP's first window).
 */
function documentBytes(lhr: Result): number {
  const items = (
    lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize: number }[] }
  )?.items;
  return items?.find((item) => item.resourceType === 'Document')?.transferSize ?? Number.NaN;
}

/** The audits that cost a category points, so a score under 100 says why. */
function lostPoints(lhr: Result): string[] {
  return categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${id}: ${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`),
  );
}

const rows: string[][] = [];
const notes: string[] = [];

/** One row of the table from a page's runs on one build. */
function row(template: string, path: string, build: string, results: Result[]): string[] {
  results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const lhr = results[Math.floor(results.length / 2)] as Result;
  const label = builds.length > 1 ? ` (${build})` : '';
  if (lhr.runtimeError) notes.push(`${template}${label}: ${lhr.runtimeError.message}`);
  // Each timing is the median of its own runs: the run with the median score can be the one
  // whose paint was slowest, when blocking time (which moves most here) decided its score.
  const median = (id: string) => {
    const values = results.map((r) => numeric(r, id)).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? Number.NaN;
  };
  notes.push(...lostPoints(lhr).map((line) => `${template}${label}: ${line}`));
  return [
    template,
    path,
    ...(builds.length > 1 ? [build] : []),
    ...categories.map((id) => score(lhr, id)),
    `${(median('first-contentful-paint') / 1000).toFixed(2)} s`,
    `${(median('largest-contentful-paint') / 1000).toFixed(2)} s`,
    `${median('total-blocking-time').toFixed(0)} ms`,
    median('cumulative-layout-shift').toFixed(3),
    `${(documentBytes(lhr) / 1024).toFixed(1)} KB`,
    `${(scriptBytes(lhr) / 1024).toFixed(1)} KB`,
  ];
}

try {
  for (const { template, path } of pages) {
    const results: Result[][] = builds.map(() => []);
    for (let run = 0; run < runs; run++) {
      // Alternate which build goes first, so neither always meets a warmer machine.
      const order = run % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
      for (const i of order) {
        const result = await lighthouse(`${servers[i]?.base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          // The not-found template answers 404 on purpose; score it all the same.
          ignoreStatusCode: true,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        results[i]?.push(result.lhr);
      }
    }
    for (const [i, build] of builds.entries()) rows.push(row(template, path, build, results[i] ?? []));
    console.error(`measured ${path}`);
  }
} finally {
  chrome.kill();
  await Promise.all(servers.map((server) => server.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

const header = [
  'template',
  'page',
  ...(builds.length > 1 ? ['build'] : []),
  'Perf',
  'A11y',
  'Best Pr.',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'HTML (sent)',
  'JS (sent)',
];
printTable(
  `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset, Chromium, this machine`,
  header,
  rows,
);
if (notes.length) console.log(`\nPoints lost:\n${notes.map((n) => `  ${n}`).join('\n')}`);
console.log(
  `\nThe thank-you and not-found pages stay out of search engines on purpose (noindex; a 404),
so Lighthouse's SEO score marks them down for exactly that.`,
);
