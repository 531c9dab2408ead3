/**
 * `npm run bench:activation`: where the time goes between a tap and the next page's largest paint
 * when the speculation rules have prerendered that page. The journeys of `bench:navigation`, with
 * the rules, each run traced browser-wide (every process) from the tap to the paint; from the
 * trace: when the prerendered page was activated, when its first frame began on its main thread,
 * what that frame cost there (style, layout, pre-paint, paint), the raster after it, the page's
 * own scripts in that time, and the main-thread work of the browser's other renderers meanwhile
 * (Chromium's own, such as the spare renderer it starts, which shares the two cores). Median of
 * ACTIVATION_RUNS (5) each; ACTIVATION_REST_MS (300) is how long the pointer rests on the link. Tracing slows the browser, so these times run above
 * `bench:navigation`'s; read them beside each other, not against it. Needs a build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { startServer } from '../test/server.ts';
import { journeys, restOnLink, type Journey } from './journeys.ts';
import { lighthousePhone } from './mobile.ts';
import { median, printTable } from './table.ts';

const runs = Number(process.env.ACTIVATION_RUNS ?? 5);
const build = process.env.ACTIVATION_BUILD ?? 'dist';
/** How long the pointer rests on the link before the tap (bench:navigation's 300 ms by default). */
const restMs = Number(process.env.ACTIVATION_REST_MS ?? 300);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/** Milliseconds, each measured from the tap. */
interface Breakdown {
  activated: number;
  frameBegins: number;
  frameMainThread: number;
  styleAndLayout: number;
  prePaintAndPaint: number;
  raster: number;
  pageScripts: number;
  otherRenderers: number;
  painted: number;
}

async function traced(browser: Browser, base: string, journey: Journey): Promise<TraceEvent[]> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(lighthousePhone);
    await journey.before?.(page);
    const link = await restOnLink(page, base, journey, restMs);
    // Browser-wide: the prerendered page lives in a renderer of its own, not the page's.
    const session = await browser.target().createCDPSession();
    await session.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      traceConfig: {
        includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'toplevel'],
      },
    });
    await Promise.all([page.waitForNavigation(), link.click()]);
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver(resolve).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    // The paint is reported once drawn: a little more trace, so its frame is whole.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const complete = new Promise<{ stream?: string }>((resolve) => session.once('Tracing.tracingComplete', resolve));
    await session.send('Tracing.end');
    const { stream } = await complete;
    if (!stream) throw new Error('no trace');
    let text = '';
    for (let eof = false; !eof;) {
      const chunk = await session.send('IO.read', { handle: stream, size: 1 << 20 });
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
      eof = chunk.eof;
    }
    await session.send('IO.close', { handle: stream });
    return (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}

function breakdownOf(events: TraceEvent[]): Breakdown {
  const threads = new Map(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]),
  );
  const dispatched = (type: string) => events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === type);
  const tap = dispatched('click')[0];
  const activation = dispatched('prerenderingchange')[0];
  if (!tap || !activation) throw new Error('no tap or no activation in the trace: was the page prerendered?');
  const shown = activation.pid;
  const main = (e: TraceEvent) => threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain';
  const paint = events.find(
    (e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === shown && e.ts > activation.ts,
  );
  const frame = events.find(
    (e) => e.name === 'ProxyMain::BeginMainFrame' && e.pid === shown && main(e) && e.ts > activation.ts,
  );
  if (!paint || !frame) throw new Error('no first frame or no largest paint after the activation');
  const between = (e: TraceEvent) => e.ts >= tap.ts && e.ts <= paint.ts;
  const total = (names: string[], where: (e: TraceEvent) => boolean) =>
    events.filter((e) => e.ph === 'X' && names.includes(e.name) && where(e)).reduce((sum, e) => sum + (e.dur ?? 0), 0) /
    1000;
  const inFrame = (e: TraceEvent) =>
    e.pid === shown && main(e) && e.ts >= frame.ts && e.ts < frame.ts + (frame.dur ?? 0);
  const renderers = new Set(events.filter(main).map((e) => e.pid));
  const since = (ts: number) => (ts - tap.ts) / 1000;
  return {
    activated: since(activation.ts),
    frameBegins: since(frame.ts),
    frameMainThread: (frame.dur ?? 0) / 1000,
    styleAndLayout: total(['UpdateLayoutTree', 'Layout'], inFrame),
    prePaintAndPaint: total(['PrePaint', 'Paint'], inFrame),
    raster: total(['RasterTask'], (e) => e.pid === shown && e.ts >= frame.ts && between(e)),
    pageScripts: total(
      ['EvaluateScript', 'FunctionCall', 'v8.compile'],
      (e) => e.pid === shown && main(e) && between(e),
    ),
    otherRenderers: total(
      ['ThreadControllerImpl::RunTask'],
      (e) => main(e) && e.pid !== shown && e.pid !== tap.pid && renderers.has(e.pid) && between(e),
    ),
    painted: since(paint.ts),
  };
}

const columns: [keyof Breakdown, string][] = [
  ['activated', 'activated'],
  ['frameBegins', 'first frame begins'],
  ['frameMainThread', "frame's main thread"],
  ['styleAndLayout', 'of it style, layout'],
  ['prePaintAndPaint', 'pre-paint, paint'],
  ['raster', 'raster'],
  ['pageScripts', "page's scripts"],
  ['otherRenderers', 'other renderers'],
  ['painted', 'largest paint'],
];

const dataDir = mkdtempSync(join(tmpdir(), 'northpaw-activation-'));
const server = await startServer({ DATA_DIR: dataDir }, { build });
const browser = await puppeteer.launch({ ...chromiumLaunchOptions, headless: true });
const rows: string[][] = [];
try {
  for (const journey of journeys) {
    const samples: Breakdown[] = [];
    for (let run = 0; run < runs; run++) samples.push(breakdownOf(await traced(browser, server.base, journey)));
    rows.push([journey.name, ...columns.map(([key]) => `${Math.round(median(samples.map((s) => s[key])))} ms`)]);
    console.error(`measured ${journey.name}`);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
printTable(
  `A prerendered page from tap to largest paint, traced, median of ${runs}, pointer resting ${restMs} ms (activated, first frame and largest paint: ms after the tap; the rest: ms of work; Chromium, Lighthouse's mobile device, localhost, no throttling)`,
  ['journey', ...columns.map(([, label]) => label)],
  rows,
);
