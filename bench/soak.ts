/**
 * `npm run bench:soak`: whether visitors are still served well while the server is attacked,
 * and whether it gives its memory back afterwards. Visitors come at a steady rate for the
 * whole run (page reads from the sitemap, quote requests, call clicks), each request timed;
 * after 5 s of visitors alone, attacks run beside them for SOAK_SECONDS (default 60), then
 * visitors go on alone for 5 s more. The server's memory and open files are sampled every
 * second. Prints the visitors' p50/p99 and errors before, under and after the attacks, what
 * each attack got, and the server's memory and open files before, at their peak during and 5 s after the
 * attacks. A figure, not a gate. Needs a build: `dist/` by default, BENCH_BUILD=<folder> for
 * another. Linux: visitors come from their own loopback addresses (127.0.1.x), and the
 * server's process is read from /proc.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  blankPng,
  connectThenReset,
  holdHalfSentRequests,
  pipelineUnread,
  postPhotos,
  processStats,
  type HeldRequests,
  type UnreadPipeline,
} from '../test/attacks.ts';
import { shedsAsInProduction, startServer } from '../test/server.ts';
import { printTable } from './table.ts';

const build = process.env.BENCH_BUILD ?? 'dist';
/**
 * Which attacks run (SOAK_ATTACKS, comma-separated, default all but large-photos):
 * transport (held and pipelined connections, CONNECT resets), forms (forged leads, call-click
 * floods), hostile-photos (12 uploads at once, always, of images built to cost decoding time),
 * large-photos (12 uploads at once, always, of three honest 15 MB photos: the memory they take).
 */
const attackKinds = new Set((process.env.SOAK_ATTACKS ?? 'transport,forms,hostile-photos').split(','));
const soakSeconds = Number(process.env.SOAK_SECONDS ?? 60);
/** Visitors alone before and after the attacks (SOAK_CALM_SECONDS): how long memory has to come back. */
const calmSeconds = Number(process.env.SOAK_CALM_SECONDS ?? 5);
const requestTimeoutMs = 10_000;

/** Requests a second. */
const visitorRates = { page: 20, quote: 2, call: 2 };
const attackRates = { connectReset: 0.5, forgedLeads: 20, callFlood: 50 };
const halfSent = 500;
/** Photo uploads under way at once: the server's own limit, so none is turned away for it. */
const uploadsAtOnce = 12;
const pipelined = { connections: 4, requests: 1000, path: '/sitemap-0.xml', reopenEveryMs: 15_000 };

// The server tells clients apart by socket address and every request here comes over the
// loopback, so visitors connect from addresses of their own (127.0.1.1 to .64), as many
// people would, while every attack comes from 127.0.0.1: the limits the attacks run into
// (leads per client, call clicks per client) are then never the visitors' limits.
const visitorAddresses = Array.from({ length: 64 }, (_, i) => `127.0.1.${i + 1}`);

const quote = JSON.stringify({
  kind: 'quote',
  name: 'Soak Test',
  phone: '416-555-0100',
  service: 'raccoon-removal',
  page: '/on/toronto/raccoon-removal/',
});
const forgedQuote = JSON.stringify({ ...JSON.parse(quote), name: 'Soak Forged' });
const call = '{"page":"/on/brampton/","kind":"call"}';

const photoLead = { kind: 'quote', name: 'Soak Photos', phone: '416-555-0100', page: '/on/toronto/', website: '' };
/**
 * Images built to cost the decoder: two PNGs of 6,000 x 6,000 blank pixels (36 megapixels, as
 * many as a photo may have, a few kilobytes each) and one of 1 x 36,000,000, which a header
 * check refuses and a decoder takes seconds over.
 */
const hostilePhotos = attackKinds.has('hostile-photos')
  ? [blankPng(6_000, 6_000), blankPng(6_000, 6_000), blankPng(1, 36_000_000)]
  : [];
/** Three honest photos near the 15 MB limit: 24 megapixels of noise, as a JPEG of high quality. */
const largePhotos = attackKinds.has('large-photos')
  ? await Promise.all(
      [1, 2, 3].map((seed) =>
        sharp({
          create: {
            width: 6000,
            height: 4000,
            channels: 3,
            background: '#6b8e23',
            noise: { type: 'gaussian', mean: 100 + seed, sigma: 60 },
          },
        })
          .jpeg({ quality: 84 })
          .toBuffer(),
      ),
    )
  : [];

const sitemap = readFileSync(join(build, 'client/sitemap-0.xml'), 'utf8');
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
if (pages.length === 0) throw new Error(`no page in ${build}/client/sitemap-0.xml`);

// ---- Requests, timed ----

interface Outcome {
  /** When it was sent, in ms from the start of the run. */
  at: number;
  ms: number;
  status?: number;
  error?: string;
}

interface Send {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  localAddress?: string;
}

let port = 0;
let runStarted = 0;
const now = () => performance.now() - runStarted;
const visitorAgent = new Agent({ keepAlive: true });
const attackAgent = new Agent({ keepAlive: true });
const inFlight = new Set<Promise<Outcome>>();

function send(agent: Agent, { method, path, headers = {}, body, localAddress }: Send): Promise<Outcome> {
  const at = now();
  const done = new Promise<Outcome>((resolve) => {
    const finish = (outcome: Omit<Outcome, 'at' | 'ms'>) => resolve({ at, ms: now() - at, ...outcome });
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        localAddress,
        timeout: requestTimeoutMs,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.once('end', () => finish({ status: res.statusCode }));
        res.on('error', (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
      },
    );
    req.once('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    req.on('error', (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    req.end(body);
  });
  inFlight.add(done);
  void done.then(() => inFlight.delete(done));
  return done;
}

/**
 * Calls `fire` `rate` times a second until stopped, catching up when the event loop was late,
 * so a slow server meets the same arrivals as a fast one.
 */
function steady(rate: number, fire: (n: number) => void): { stop(): void } {
  if (rate === 0) return { stop: () => {} };
  const started = performance.now();
  let fired = 0;
  const tick = () => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate) + 1;
    while (fired < due) fire(fired++);
  };
  tick();
  const timer = setInterval(tick, Math.min(50, 500 / rate));
  return { stop: () => clearInterval(timer) };
}

const isError = (o: Outcome) => o.status === undefined || o.status >= 400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

/** "429 x3, ECONNRESET x2": how often each label came, most frequent first. */
function tally(labels: string[]): string {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts]
    .sort((x, y) => y[1] - x[1])
    .map(([label, n]) => `${label} x${n}`)
    .join(', ');
}
const reasons = (outcomes: Outcome[]) => tally(outcomes.map((o) => o.error ?? String(o.status)));
const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);
const answer = (status: number) => (status === 0 ? 'no answer' : String(status));

// ---- The run ----

const totalSeconds = calmSeconds + soakSeconds + calmSeconds;
const visitorQuotes = Math.ceil(visitorRates.quote * totalSeconds);
// TRUST_PROXY unset: the default is what is measured, and it must not believe X-Forwarded-For.
delete process.env.TRUST_PROXY;
const dataDir = mkdtempSync(join(tmpdir(), 'northpaw-soak-'));
// LEADS_RATE_LIMIT is raised above every quote the visitors send in the whole run, so they
// never meet it even if the server took them all for one client, yet kept far below what
// the forged flood sends from its one address: whether that flood meets the limit shows
// whether the server believed its X-Forwarded-For. Call clicks have a fixed limit, which the
// visitors' own addresses keep them under.
const leadsRateLimit = visitorQuotes + 20;
const server = await startServer(
  // With an owner the inbox is served, as in production: its code is part of what is soaked.
  {
    ...shedsAsInProduction,
    DATA_DIR: dataDir,
    OWNER_EMAIL: 'owner@northpaw.example',
    LEADS_RATE_LIMIT: String(leadsRateLimit),
  },
  { build },
);
port = Number(new URL(server.base).port);
const pid = server.child.pid ?? 0;
let exited: string | undefined;
server.child.once('exit', (code, signal) => {
  exited = `exited ${(now() / 1000).toFixed(1)} s into the run (${signal ?? `code ${code}`})`;
});

const visitors: Record<keyof typeof visitorRates, Outcome[]> = { page: [], quote: [], call: [] };
const attacks = {
  forgedLeads: [] as Outcome[],
  callFlood: [] as Outcome[],
  /** The status each CONNECT got before its reset, 0 for none. */
  connectAnswers: [] as number[],
  held: [] as { size: number; held: HeldRequests }[],
  pipelineRounds: 0,
  pipelinesOpened: 0,
  /** Each photo upload: its status (0 for none) and how long it took, by kind. */
  photos: { hostile: [] as Outcome[], large: [] as Outcome[] },
};
const samples: { at: number; rssMb: number; openFiles: number }[] = [];
let before: { rssMb: number; openFiles: number } | undefined;
let after: { rssMb: number; openFiles: number } | undefined;
/** What to stop when the run ends, early or not, so the process always exits by itself. */
const cleanups: (() => void)[] = [];
const sample = () => {
  if (exited) return undefined;
  try {
    const stats = processStats(pid);
    samples.push({ at: now(), ...stats });
    return stats;
  } catch {
    return undefined;
  }
};

try {
  // Only Linux routes all of 127/8 to the loopback; elsewhere say so rather than count errors.
  const first = await send(visitorAgent, { method: 'GET', path: '/api/health', localAddress: visitorAddresses[0] });
  if (first.status !== 200) {
    throw new Error(`a visitor cannot reach the server from ${visitorAddresses[0]}: ${first.error ?? first.status}`);
  }

  runStarted = performance.now();
  let nextAddress = 0;
  const visitor = () => visitorAddresses[nextAddress++ % visitorAddresses.length];
  const record = (list: Outcome[]) => (outcome: Outcome) => void list.push(outcome);
  const visitorLoads = [
    steady(visitorRates.page, (n) =>
      send(visitorAgent, {
        method: 'GET',
        path: pages[n % pages.length] ?? '/',
        headers: { 'accept-encoding': 'br, gzip' },
        localAddress: visitor(),
      }).then(record(visitors.page)),
    ),
    steady(visitorRates.quote, () =>
      send(visitorAgent, {
        method: 'POST',
        path: '/api/leads',
        headers: { 'content-type': 'application/json' },
        body: quote,
        localAddress: visitor(),
      }).then(record(visitors.quote)),
    ),
    steady(visitorRates.call, () =>
      send(visitorAgent, {
        method: 'POST',
        path: '/api/events',
        // What a browser's beacon from a page of the site says of itself.
        headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
        body: call,
        localAddress: visitor(),
      }).then(record(visitors.call)),
    ),
  ];
  cleanups.push(...visitorLoads.map((load) => () => load.stop()));
  const sampler = setInterval(sample, 1000);
  const progress = setInterval(() => {
    const last = samples.at(-1);
    const sent = Object.values(visitors).flat();
    console.error(
      `  ${(now() / 1000).toFixed(0)} s: ${exited ? 'server gone' : `${last?.rssMb.toFixed(0)} MiB, ${last?.openFiles} files`}, ` +
        `${sent.length} visitor requests done, ${sent.filter(isError).length} errors`,
    );
  }, 5000);
  cleanups.push(
    () => clearInterval(sampler),
    () => clearInterval(progress),
  );

  await sleep(calmSeconds * 1000);
  before = sample();
  const attackStarted = now();
  console.error(`  attacks start`);
  let attacking = true;
  /** The attacks' own promises, each bounded by its helper's time-outs, awaited before the report. */
  const attackTasks = new Set<Promise<unknown>>();
  const track = (task: Promise<unknown>) => {
    attackTasks.add(task);
    void task.finally(() => attackTasks.delete(task));
  };

  // The server's header time-out frees half-sent requests, so new ones take the place of those
  // it drops, once a second: the server is never without its 500.
  let opening = 0;
  const stillHeld = () => opening + attacks.held.reduce((n, batch) => n + batch.size - batch.held.closedAtMs.length, 0);
  const holdMore = () => {
    const missing = halfSent - stillHeld();
    if (!attacking || missing <= 0) return;
    opening += missing;
    track(
      holdHalfSentRequests(port, missing).then((held) => {
        opening -= missing;
        attacks.held.push({ size: missing, held });
        if (!attacking) held.close();
      }),
    );
  };
  const transport = attackKinds.has('transport');
  if (transport) holdMore();
  const topUp = setInterval(() => transport && holdMore(), 1000);

  let unread: UnreadPipeline | undefined;
  const pipelineAgain = () => {
    unread?.close();
    unread = undefined;
    attacks.pipelineRounds++;
    track(
      pipelineUnread(port, pipelined.connections, pipelined.requests, pipelined.path).then((opened) => {
        attacks.pipelinesOpened += opened.opened;
        if (attacking) unread = opened;
        else opened.close();
      }),
    );
  };
  if (transport) pipelineAgain();
  const reopen = setInterval(() => transport && pipelineAgain(), pipelined.reopenEveryMs);

  // Photo uploads, `uploadsAtOnce` under way at all times, each from an address of its own
  // (127.0.2.x, as a botnet's would be), so no per-client limit stands between them and the decoder.
  let uploader = 0;
  const uploadLoop = (kind: keyof typeof attacks.photos, photos: Buffer[]) => async () => {
    while (attacking) {
      const at = now();
      const { status } = await postPhotos(port, photoLead, photos, {
        localAddress: `127.0.2.${(uploader++ % 250) + 1}`,
        timeoutMs: 120_000,
      });
      attacks.photos[kind].push({ at, ms: now() - at, status });
      // A slot is given back just after its answer: a new upload sent in that instant meets a 503.
      if (status === 503) await sleep(100);
    }
  };
  for (const [kind, photos] of [
    ['hostile', attackKinds.has('hostile-photos') ? hostilePhotos : undefined],
    ['large', attackKinds.has('large-photos') ? largePhotos : undefined],
  ] as const) {
    if (photos) for (let i = 0; i < uploadsAtOnce; i++) track(uploadLoop(kind, photos)());
  }

  const forms = attackKinds.has('forms');
  const attackLoads = [
    steady(transport ? attackRates.connectReset : 0, () =>
      track(connectThenReset(port).then((status) => attacks.connectAnswers.push(status))),
    ),
    steady(forms ? attackRates.forgedLeads : 0, (n) =>
      send(attackAgent, {
        method: 'POST',
        path: '/api/leads',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${(n % 250) + 1}` },
        body: forgedQuote,
      }).then(record(attacks.forgedLeads)),
    ),
    steady(forms ? attackRates.callFlood : 0, () =>
      send(attackAgent, {
        method: 'POST',
        path: '/api/events',
        // A script that says it is a page of the site, as any script can.
        headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
        body: call,
      }).then(record(attacks.callFlood)),
    ),
  ];
  const stopAttacks = () => {
    attacking = false;
    for (const load of attackLoads) load.stop();
    clearInterval(topUp);
    clearInterval(reopen);
    unread?.close();
    for (const batch of attacks.held) batch.held.close();
  };
  cleanups.push(stopAttacks);

  await sleep(soakSeconds * 1000);
  stopAttacks();
  const attackEnded = now();
  console.error(`  attacks stop`);

  await sleep(calmSeconds * 1000);
  after = sample();
  for (const cleanup of cleanups) cleanup();
  // Every request and every attack has a time-out, so this ends.
  await Promise.all([...inFlight, ...attackTasks]);

  const phase = (o: Outcome) => (o.at < attackStarted ? 'before' : o.at < attackEnded ? 'under attack' : 'after');
  const visitorRows: string[][] = [];
  for (const [kind, outcomes] of Object.entries(visitors)) {
    for (const name of ['before', 'under attack', 'after']) {
      const these = outcomes.filter((o) => phase(o) === name);
      const times = these
        .filter((o) => !isError(o))
        .map((o) => o.ms)
        .sort((a, b) => a - b);
      const errors = these.filter(isError);
      visitorRows.push([
        kind,
        name,
        String(these.length),
        ms(percentile(times, 50)),
        ms(percentile(times, 99)),
        errors.length ? `${errors.length} (${reasons(errors)})` : '0',
      ]);
    }
  }
  printTable(
    `Visitors (${visitorRates.page} page reads, ${visitorRates.quote} quotes, ${visitorRates.call} call clicks a second; ` +
      `${calmSeconds} s before the attacks, ${soakSeconds} s under attack, ${calmSeconds} s after)`,
    ['kind', 'phase', 'requests', 'p50', 'p99', 'errors (non-2xx/3xx, network)'],
    visitorRows,
  );

  const forgedStored = attacks.forgedLeads.filter((o) => o.status === 201).length;
  const heldOpened = attacks.held.reduce((n, batch) => n + batch.held.opened, 0);
  // A socket that never connected is in closedAtMs too, but it was never held.
  const heldDropped = attacks.held.reduce((n, b) => n + b.held.closedAtMs.length - (b.size - b.held.opened), 0);
  const heldRefused = attacks.held.reduce((n, batch) => n + batch.size - batch.held.opened, 0);
  // Each refused socket left a 0 among the statuses.
  const heldStatuses = attacks.held.flatMap((batch) => batch.held.statuses).sort((x, y) => y - x);
  heldStatuses.splice(heldStatuses.length - heldRefused);
  printTable(
    'Attacks, from 127.0.0.1 (429s expected)',
    ['attack', 'sent', 'answers'],
    [
      [
        `CONNECT then reset, every ${1 / attackRates.connectReset} s`,
        String(attacks.connectAnswers.length),
        tally(attacks.connectAnswers.map(answer)) || '-',
      ],
      [
        `${halfSent} half-sent requests held open, replaced when dropped`,
        `${heldOpened} opened`,
        `${heldDropped} dropped by the server (${tally(heldStatuses.map(answer)) || 'none'})` +
          (heldRefused ? `, ${heldRefused} refused` : ''),
      ],
      [
        `${pipelined.connections} connections of ${pipelined.requests} unread pipelined GET ${pipelined.path}`,
        `${attacks.pipelinesOpened} opened`,
        `${attacks.pipelineRounds} rounds, re-opened every ${pipelined.reopenEveryMs / 1000} s`,
      ],
      [
        `${attackRates.forgedLeads} leads a second, forged X-Forwarded-For`,
        String(attacks.forgedLeads.length),
        reasons(attacks.forgedLeads),
      ],
      [
        `${attackRates.callFlood} call clicks a second, one page`,
        String(attacks.callFlood.length),
        reasons(attacks.callFlood),
      ],
    ],
  );
  const photoRows = Object.entries(attacks.photos)
    .filter(([, outcomes]) => outcomes.length)
    .map(([kind, outcomes]) => {
      const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
      return [
        kind === 'hostile'
          ? `${uploadsAtOnce} at once: 2 PNGs of 6,000 x 6,000 and 1 of 1 x 36,000,000 px`
          : `${uploadsAtOnce} at once: 3 JPEGs of ${(largePhotos.reduce((n, p) => n + p.length, 0) / 3 / 2 ** 20).toFixed(1)} MB`,
        String(outcomes.length),
        tally(outcomes.map((o) => answer(o.status ?? 0))),
        ms(percentile(times, 50)),
        ms(percentile(times, 99)),
      ];
    });
  if (photoRows.length) {
    printTable(
      'Photo uploads, each from an address of its own',
      ['uploads', 'sent', 'answers', 'p50', 'p99'],
      photoRows,
    );
  }
  const limited = attacks.forgedLeads.some((o) => o.status === 429);
  const believed = forgedStored > leadsRateLimit ? 'YES' : limited ? 'no' : 'cannot tell, none was limited';
  console.log(
    `  forged X-Forwarded-For believed: ${believed} ` +
      `(${forgedStored} of ${attacks.forgedLeads.length} stored, ${leadsRateLimit} allowed per client)`,
  );

  const during = samples.filter((s) => s.at >= attackStarted && s.at <= attackEnded);
  const peak = during.length
    ? {
        rssMb: Math.max(...during.map((s) => s.rssMb)),
        openFiles: Math.max(...during.map((s) => s.openFiles)),
      }
    : undefined;
  const mb = (s?: { rssMb: number }) => (s ? `${s.rssMb.toFixed(1)} MiB` : '-');
  const files = (s?: { openFiles: number }) => (s ? String(s.openFiles) : '-');
  const returned = before && after ? (after.rssMb <= before.rssMb * 1.1 ? 'yes' : 'no') : '-';
  printTable(
    'Server process',
    ['', 'before attacks', 'peak during', `${calmSeconds} s after`, 'memory back within 10%'],
    [
      ['memory (RSS)', mb(before), mb(peak), mb(after), returned],
      ['open files', files(before), files(peak), files(after), ''],
    ],
  );
  console.log(`  server: ${exited ?? 'ran to the end'}`);
} finally {
  for (const cleanup of cleanups) cleanup();
  visitorAgent.destroy();
  attackAgent.destroy();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
