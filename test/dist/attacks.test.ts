/**
 * The whole server against a stranger's requests: thousands of generated
 * requests over raw sockets (methods, paths from the sitemap and mutations of them, odd
 * headers, odd bodies) against the built server. After each batch the process must be alive
 * and answering; no answer may be a 5xx; nothing may be written to the database. The
 * requests that once took the process down are named cases, run first.
 *
 * Then attacks on the transport (test/attacks.ts), each against a server of its own:
 * each asserts what a visitor or the process is left with, not how the server got there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import Database from 'better-sqlite3';
import { openStore, type StoreSettings } from '../../src/server/store/connect.ts';
import {
  abortedBody,
  abortedUpload,
  blankPng,
  connectThenReset,
  exchange,
  holdHalfSentRequests,
  pipelineUnread,
  postPhotos,
  processStats,
  send,
  twoHostHeaders,
  type Answer,
  type ProcessStats,
} from '../attacks.ts';
import type { RunningBuild } from '../server.ts';
import { simpleParser } from 'mailparser';
import { followLink, linkIn } from '../server.ts';
import { ownStore, smtpServer } from '../own-store.ts';
import { freePort, startServer } from '../server.ts';

// One test at a time, in order (Vitest runs a file's tests so), and a failure does not skip the
// rest: the attacks measure the server's memory and response times, which a neighbour's load would distort.

/** A deterministic generator (mulberry32), so a failing request can be found again by its seed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick, chance: (p: number) => next() < p };
}

const request = (line: string, headers: string[] = [], body = '') =>
  `${line}\r\n${['Host: 127.0.0.1', 'Connection: close', ...headers].join('\r\n')}\r\n\r\n${body}`;

const sitemapPaths = [
  ...readFileSync('dist/client/sitemap-0.xml', 'utf8').matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g),
].map((m) => m[1] as string);
const extraPaths = [
  '/api/leads',
  '/api/leads/',
  '/api/health',
  '/api/events',
  '/admin',
  '/admin/numbers/',
  '/admin/numbers.csv',
  '/admin/',
  '/admin/login/',
  '/admin/logout/',
  '/admin/leads.csv',
  '/admin/leads/1/handled/',
  '/catalogue.json',
  '/robots.txt',
  '/sitemap-index.xml',
  '/404',
  '/404.html',
  '/thank-you/',
];

const methods = [
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
  'TRACE',
  'PROPFIND',
  'CONNECT',
  'FOO',
];

const mutations: ((path: string, r: ReturnType<typeof random>) => string)[] = [
  (p) => p,
  (p) => `/${p}`,
  (p) => `//evil.example${p}`,
  (p) => `/.${p}`,
  (p) => `${p}index.html`,
  (p) => `${p.replace(/\/$/, '')}`,
  (p) => `${p}..%2f..%2fetc%2fpasswd`,
  (p) => `${p}%2e%2e/%2e%2e/`,
  (p) => `${p}%00`,
  (p) => `${p}%`,
  (p) => `${p}%ZZ`,
  (p) => `${p}%C3%A9/`,
  (p) => `${p}%E0%A4%A`,
  (p) => `${p}%5c..%5c`,
  (p) => `${p}?${'q=1&'.repeat(50)}`,
  (p) => `${p}?q=%&r=%ZZ&=&&`,
  (p) => `${p}${'a'.repeat(3000)}`,
  (p) => `http://evil.example${p}`,
  (p) => `https://[::1]:99999${p}`,
  () => '*',
  (p) => p.replace(/^\//, ''),
  (p, r) => p.replace(/[a-z]/, () => r.pick(['A', '~', '!', '$', "'", '(', ';', '@'])),
  (p) => `${p}bird-control/`,
];

const headerCases: (() => string[])[] = [
  () => ['Range: bytes=5-1'],
  () => ['Range: bytes=0-0,0-0,0-0'],
  () => ['Range: bytes=-99999999999999999999'],
  () => ['Range: bytes=1-2', 'Range: bytes=3-4'],
  () => [`Range: bytes=${'0-1,'.repeat(500)}0-1`],
  () => ['If-None-Match: *'],
  () => ['If-None-Match: "x", W/"", ,,,'],
  () => ['If-Modified-Since: not a date'],
  () => ['If-Modified-Since: Mon, 01 Jan 3000 00:00:00 GMT'],
  () => ['Accept-Encoding: br;q=0, gzip;q=abc, *'],
  () => [`Accept-Encoding: ${'gzip,'.repeat(1000)}`],
  () => ['Cookie: np_session=9999999999999.x.y; np_login=%%%; =; ;;'],
  () => [`Cookie: ${'a=b; '.repeat(1500)}`],
  () => ['X-Forwarded-For: , , garbage, 999.1.1.1', 'X-Forwarded-Proto: https'],
  () => ['Referer: javascript:alert(1)'],
  () => ['Content-Type: application/json; charset=utf-99'],
  () => [`X-Huge: ${'h'.repeat(20_000)}`],
  () => ['Host: a', 'Host: b'],
  () => [`Host: ${'h'.repeat(4000)}`],
  () => [],
  () => [],
];

function generate(seed: number, paths: string[]): { label: string; bytes: string } {
  const r = random(seed);
  const method = r.pick(methods);
  const path = r.pick(mutations)(r.pick(paths), r);
  const headers = r.pick(headerCases)();
  let body = '';
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    const kind = r.pick(['json', 'form', 'junk', 'empty'] as const);
    // Every lead-shaped body has the honeypot filled: answered like a success, never stored.
    const lead = {
      kind: r.pick(['contact', 'quote', 'other', '']),
      name: r.pick(['Ada', '', 'x'.repeat(300), '\u0000\u202e']),
      phone: r.pick(['416-555-0100', 'abc', '']),
      email: r.pick(['a@b.example', 'not-an-email', '']),
      message: r.pick(['Raccoon in the attic', '', '=HYPERLINK("x")']),
      page: r.pick(['/', '//evil.example/', '/.//evil.example/', '/contact/']),
      website: 'filled by a bot',
      startedAt: r.pick([0, Date.now() - 60_000, 'soon']),
    };
    body =
      kind === 'json'
        ? JSON.stringify(lead)
        : kind === 'form'
          ? new URLSearchParams(Object.entries(lead).map(([k, v]) => [k, String(v)])).toString()
          : kind === 'junk'
            ? '{"kind":'.repeat(r.pick([1, 100, 3000]))
            : '';
    headers.push(
      `Content-Type: ${kind === 'form' ? 'application/x-www-form-urlencoded' : kind === 'json' ? 'application/json' : r.pick(['application/json', 'text/plain', ''])}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
    );
  }
  return {
    label: `#${seed} ${method} ${path.slice(0, 80)} [${headers.join(' | ').slice(0, 80)}]`,
    bytes: request(`${method} ${path} HTTP/1.1`, headers, body),
  };
}

/** The requests that once ended the process or left the site: each must get its own answer. */
const namedCases: { name: string; bytes: string; check: (a: Answer) => void }[] = [
  {
    name: 'Range: bytes=5-1 on a static file (once: ERR_OUT_OF_RANGE thrown in the listener)',
    bytes: request('GET /robots.txt HTTP/1.1', ['Range: bytes=5-1']),
    check: (a) => expect(a.status).toBe(200),
  },
  {
    name: 'GET //a:99999/ (once: new URL() threw on a path that reads as a host)',
    bytes: request('GET //a:99999/ HTTP/1.1'),
    // A path that is not canonical is refused by the file server (403), never read as a host.
    check: (a) => expect([403, 404]).toContain(a.status),
  },
  {
    name: 'GET /.//evil.example/index.html (once: 301 to //evil.example/)',
    bytes: request('GET /.//evil.example/index.html HTTP/1.1'),
    // Redirects are routes of the build's pages: a path that only looks like one is a miss.
    check: (a) => expect(a).toEqual({ status: 404, location: undefined }),
  },
  {
    name: 'GET //x//evil.example/index (once: 301 to //x//evil.example/)',
    bytes: request('GET //x//evil.example/index HTTP/1.1'),
    check: (a) => expect(a).toEqual({ status: 404, location: undefined }),
  },
  {
    name: 'Content-Length against Transfer-Encoding',
    bytes: request('POST /api/leads HTTP/1.1', ['Content-Length: 4', 'Transfer-Encoding: chunked'], '0\r\n\r\n'),
    check: (a) => expect(a.status).toBe(400),
  },
];

const TOTAL = 8_000;
const BATCH = 250;
const PARALLEL = 16;

test(
  'the server answers every generated request with a non-5xx status, stays up and stores nothing',
  { timeout: 240_000 },
  async () => {
    const own = await ownStore('fuzz');
    const { child, base } = await startServer({ ...own.env, OWNER_EMAIL: 'owner@northpaw.example' });
    const port = Number(new URL(base).port);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const alive = async (after: string) => {
      expect(child.exitCode, `the server exited after ${after}`).toBeNull();
      expect((await fetch(`${base}/api/health`)).status, `health after ${after}`).toBe(200);
    };
    try {
      for (const named of namedCases) {
        named.check(await send(port, named.bytes));
        await alive(named.name);
      }

      const paths = [...sitemapPaths, ...extraPaths];
      for (let start = 0; start < TOTAL; start += BATCH) {
        const batch = Array.from({ length: BATCH }, (_, i) => generate(start + i + 1, paths));
        for (let i = 0; i < batch.length; i += PARALLEL) {
          const answers = await Promise.all(batch.slice(i, i + PARALLEL).map((c) => send(port, c.bytes)));
          answers.forEach((answer, j) => {
            const generated = batch[i + j];
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (answer.status === 0 || answer.status >= 500) failures.push(`${answer.status} for ${generated?.label}`);
            if (answer.location && !/^\/(?![/\\])/.test(answer.location)) {
              failures.push(`Location ${answer.location} off the site for ${generated?.label}`);
            }
          });
        }
        await alive(`requests ${start + 1} to ${start + BATCH}`);
      }
      const sent = TOTAL + namedCases.length;
      const codes = [...statuses.entries()].sort(([a], [b]) => a - b);
      console.log(
        `server fuzz: sent ${sent} requests; ${codes.length} distinct status codes: ${codes.map(([code, n]) => `${code} x${n}`).join(', ')}`,
      );
      expect(failures).toEqual([]);
      expect(codes.length).toBeGreaterThanOrEqual(8);
    } finally {
      if (child.exitCode === null) {
        child.kill();
        await new Promise((r) => child.once('exit', r));
      }
    }

    const store = await openStore(own.settings);
    try {
      const count = async (table: 'leads' | 'notifications' | 'people_sessions' | 'page_events') =>
        Number(
          (
            await store.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect({
        leads: await count('leads'),
        notifications: await count('notifications'),
        sessions: await count('people_sessions'),
        callCounts: await count('page_events'),
      }).toEqual({ leads: 0, notifications: 0, sessions: 0, callCounts: 0 });
    } finally {
      await store.db.destroy();
      await own.dispose();
    }
  },
);

/** Which build the attacks run against: ATTACK_BUILD=<folder> points them at another one. */
const attackBuild = process.env.ATTACK_BUILD ?? 'dist';
/** The server's header time-out: a client that has not finished its headers by then is cut off. */
const headersTimeoutMs = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const when = (ms: number | undefined) => (ms === undefined ? 'never' : `${ms} ms`);

/** How many answers of each kind and status an attack saw, printed as one line; status 0 is no answer. */
function tally(attack: string) {
  const counts = new Map<string, number>();
  return {
    add(what: string, status: number) {
      counts.set(`${what} ${status}`, (counts.get(`${what} ${status}`) ?? 0) + 1);
    },
    print(figures = '') {
      const table = [...counts].map(([key, n]) => `${key} x${n}`).join(' | ');
      console.log(`[attack] ${attack}: ${table}${figures ? ` || ${figures}` : ''}`);
    },
  };
}

/** A GET with a deadline; status 0 when it failed or the deadline passed. */
async function timedGet(url: string, timeoutMs: number, init: RequestInit = {}) {
  const started = performance.now();
  const status = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );
  return { status, ms: Math.round(performance.now() - started) };
}

/**
 * GET / from a visitor who has no connection yet: fetch() would reuse the one its pool kept
 * from an earlier request, which gets in even when the server takes no new connections.
 */
async function visit(port: number, timeoutMs: number, localAddress?: string) {
  const started = performance.now();
  const { status } = await exchange(port, request('GET / HTTP/1.1'), timeoutMs, localAddress);
  return { status, ms: Math.round(performance.now() - started) };
}

const health = async (base: string) => (await timedGet(`${base}/api/health`, 2_000)).status;

interface AttackServer extends RunningBuild {
  port: number;
  /** The database folder this server alone uses. */
  dataDir: string;
  /** The store it uses: PostgreSQL's fresh database when DATABASE_URL is set, else that folder's SQLite. */
  settings: StoreSettings;
  /** Every line the server wrote, stdout and stderr, when started with `output: 'pipe'`. */
  lines: string[];
  close: () => Promise<void>;
}

/**
 * The built server on its own store, as startServer starts it; with `output: 'pipe'` its
 * stdout and stderr are kept line by line, which startServer does not offer.
 */
async function attackServer(
  name: string,
  env: Record<string, string> = {},
  { output = 'ignore' }: { output?: 'ignore' | 'pipe' } = {},
): Promise<AttackServer> {
  const own = await ownStore(`attack-${name}`);
  const dataDir = own.env.DATA_DIR as string;
  const lines: string[] = [];
  let server: RunningBuild;
  try {
    server = await startServer(
      { ...own.env, ...env },
      { build: attackBuild, lines: output === 'pipe' ? lines : undefined },
    );
  } catch (error) {
    await own.dispose();
    throw error;
  }
  return {
    ...server,
    port: Number(new URL(server.base).port),
    dataDir,
    settings: own.settings,
    lines,
    close: async () => {
      await server.stop();
      await own.dispose();
    },
  };
}

/** A line that reports a failure of the server: at error level or above when it logs JSON (pino), else by its words. */
function failureLine(line: string): boolean {
  if (line.startsWith('{')) {
    try {
      const { level } = JSON.parse(line) as { level?: unknown };
      if (level !== undefined) return Number(level) >= 50 || level === 'error' || level === 'fatal';
    } catch {
      // Not JSON after all: judged by its words.
    }
  }
  return /\bfail(ed|ure|s)?\b|\berror\b/i.test(line);
}

describe('attacks on the transport', { timeout: 40_000 }, () => {
  test('1,100 half-sent requests held open from one address fill only its share: another visitor is served meanwhile, and all are let go at the header time-out', async () => {
    const server = await attackServer('slow-headers');
    const seen = tally('1,100 half-sent requests from 127.0.0.1, never closed by the client');
    const pid = server.child.pid as number;
    const before = processStats(pid);
    const held = await holdHalfSentRequests(server.port, 1_100);
    const sent = Date.now();
    try {
      await sleep(1_000);
      const during = processStats(pid);
      // Another address (Linux routes all of 127/8 to the loopback): one client's sockets are capped,
      // so they never fill the server's.
      const other = await visit(server.port, 2_000, '127.0.0.2');
      seen.add('visitor from 127.0.0.2 during the hold', other.status);
      expect(other.status, 'a visitor from another address, while one address holds 1,100 sockets').toBe(200);
      seen.add('visitor from 127.0.0.1 during the hold', (await visit(server.port, 2_000)).status);
      // Each held socket gets its own header time-out, checked once a second.
      await sleep(sent + headersTimeoutMs - Date.now());
      const deadline = sent + headersTimeoutMs + 5_000;
      let servedAtMs: number | undefined;
      let releasedAtMs: number | undefined;
      let after = during;
      while (Date.now() < deadline && (servedAtMs === undefined || releasedAtMs === undefined)) {
        if (servedAtMs === undefined) {
          const { status } = await visit(server.port, Math.max(Math.min(2_000, deadline - Date.now()), 1));
          seen.add('visitor after the time-out', status);
          if (status === 200) servedAtMs = Date.now() - sent;
        }
        // One spare connection (a pooled one that timed out) would let a visitor in while the
        // held sockets still fill the server: the server must also have let go of them.
        after = processStats(pid);
        if (releasedAtMs === undefined && after.openFiles < before.openFiles + 100) releasedAtMs = Date.now() - sent;
        await sleep(250);
      }
      held.statuses.forEach((status) => seen.add('held socket ended by the server with', status));
      const ended = held.closedAtMs;
      seen.print(
        `opened ${held.opened} in ${held.openedInMs} ms; the server ended ${ended.length}` +
          (ended.length ? ` (the first ${ended[0]} ms, the last ${ended.at(-1)} ms after the first was opened)` : '') +
          `; its open files ${before.openFiles} before, ${during.openFiles} during the hold, ${after.openFiles} at the end` +
          `; after the last was sent, a visitor served: ${when(servedAtMs)}, the held sockets let go: ${when(releasedAtMs)}`,
      );
      expect(server.child.exitCode).toBeNull();
      expect(servedAtMs, 'a new visitor served within the header time-out + 5 s').toBeDefined();
      expect(after.openFiles, "the server's open files once the held sockets timed out").toBeLessThan(
        before.openFiles + 100,
      );
    } finally {
      held.close();
      await server.close();
    }
  });

  test('8 connections of 1,000 unread pipelined requests hold little memory and few files, and a new visitor is served', async () => {
    const server = await attackServer('pipeline');
    const seen = tally('8 x 1,000 unread pipelined GET /sitemap-0.xml');
    const pid = server.child.pid as number;
    await timedGet(`${server.base}/sitemap-0.xml`, 2_000);
    const before = processStats(pid);
    const pipeline = await pipelineUnread(server.port, 8, 1_000, '/sitemap-0.xml');
    try {
      let peak: ProcessStats = before;
      for (const end = Date.now() + 4_000; Date.now() < end && server.child.exitCode === null; await sleep(100)) {
        const now = processStats(pid);
        peak = { rssMb: Math.max(peak.rssMb, now.rssMb), openFiles: Math.max(peak.openFiles, now.openFiles) };
      }
      // While the pipelined requests are worked through, a busy server may shed a visitor (503,
      // retry) on a loaded machine; it must serve one again within seconds, not go on refusing.
      let visitor = await visit(server.port, 2_000);
      for (const end = Date.now() + 15_000; visitor.status !== 200 && Date.now() < end; await sleep(250)) {
        seen.add('visitor turned away, then tried again', visitor.status);
        visitor = await visit(server.port, 2_000);
      }
      seen.add('visitor', visitor.status);
      const growth = peak.rssMb - before.rssMb;
      seen.print(
        `opened ${pipeline.opened}; RSS ${before.rssMb.toFixed(0)} MB -> peak ${peak.rssMb.toFixed(0)} MB (+${growth.toFixed(0)} MB); ` +
          `open files ${before.openFiles} -> peak ${peak.openFiles}; visitor in ${visitor.ms} ms`,
      );
      expect(server.child.exitCode).toBeNull();
      expect(growth, 'RSS growth, MB').toBeLessThan(300);
      expect(peak.openFiles, 'open files at peak').toBeLessThan(1_000);
      expect(visitor.status, 'a new visitor served within 15 s').toBe(200);
    } finally {
      pipeline.close();
      await server.close();
    }
  });

  test('a locked database delays only the lead waiting for it', async () => {
    const server = await attackServer('locked', { DATABASE_URL: '' });
    const seen = tally('leads.sqlite write-locked by another process');
    const lock = new Database(join(server.dataDir, 'leads.sqlite'));
    let locked = false;
    try {
      lock.exec('BEGIN IMMEDIATE');
      locked = true;
      const lead = timedGet(`${server.base}/api/leads`, 15_000, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          kind: 'quote',
          name: 'Ada',
          phone: '416-555-0100',
          service: 'raccoon-removal',
          page: '/on/toronto/raccoon-removal/',
        }),
      });
      let leadAnswered = false;
      void lead.then(() => (leadAnswered = true));
      // Long enough for the lead to reach the database and find it locked.
      await sleep(200);
      const page = timedGet(`${server.base}/`, 5_000);
      const alive = timedGet(`${server.base}/api/health`, 5_000);
      // The lock is held until both are answered: they must not wait for it, however slow the
      // machine. At most 4 s, inside the 5 s a statement waits for a lock before it gives up.
      const servedWhileLocked = await Promise.race([
        Promise.all([page, alive]).then(() => !leadAnswered),
        sleep(4_000).then(() => false),
      ]);
      lock.exec('ROLLBACK');
      locked = false;
      const [pageAnswer, healthAnswer, leadAnswer] = await Promise.all([page, alive, lead]);
      const stored = (lock.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
      seen.add('GET /', pageAnswer.status);
      seen.add('GET /api/health', healthAnswer.status);
      seen.add('POST /api/leads', leadAnswer.status);
      seen.print(
        `GET / in ${pageAnswer.ms} ms, health in ${healthAnswer.ms} ms, the lead in ${leadAnswer.ms} ms; ${stored} stored`,
      );
      expect(servedWhileLocked, 'GET / and /api/health answered while the lead waited for the lock').toBe(true);
      expect(pageAnswer.status).toBe(200);
      expect(healthAnswer.status).toBe(200);
      expect(leadAnswer.status).toBe(201);
      expect(stored).toBe(1);
    } finally {
      if (locked) lock.exec('ROLLBACK');
      lock.close();
      await server.close();
    }
  });
});

/**
 * The attacks that measure nothing of the process but its answers, its log and its store, on
 * one server: each reads only the log lines and rows its own requests made. A server's start
 * costs about 2 CPU seconds, most of the attacks' own cost.
 */
describe('attacks on the transport, one server', { timeout: 40_000 }, () => {
  let shared: AttackServer;
  beforeAll(async () => {
    shared = await attackServer('shared', { OWNER_EMAIL: 'owner@northpaw.example' }, { output: 'pipe' });
  }, 30_000);
  afterAll(async () => {
    await shared?.close();
  });

  /**
   * What the server wrote from line `from` on, once its answers to a request cut off have had
   * time to be logged, with the lines that report a failure; printed with the attack's tally.
   */
  async function settledLog(from: number, seen: ReturnType<typeof tally>) {
    await sleep(500);
    seen.add('health', await health(shared.base));
    const written = shared.lines.slice(from);
    const failures = written.filter(failureLine);
    seen.print(
      `${written.length} log lines, ${failures.length} of failure${failures[0] ? `: ${failures[0].slice(0, 200)}` : ''}`,
    );
    return { written, failures };
  }

  test('a CONNECT whose socket is reset does not end the process', async () => {
    const seen = tally('CONNECT, then a reset, x5');
    for (let i = 0; i < 5; i++) {
      seen.add('CONNECT', await connectThenReset(shared.port));
      await sleep(100);
      seen.add('health', await health(shared.base));
    }
    seen.print(`exit code ${shared.child.exitCode}, signal ${shared.child.signalCode}`);
    expect(shared.child.exitCode).toBeNull();
    expect(await health(shared.base)).toBe(200);
  });

  test('HEAD answers with the status GET would, and no body', async () => {
    const seen = tally('HEAD against GET');
    const paths = [
      '/',
      '/fr/',
      '/on/brampton/',
      '/admin/login/',
      '/robots.txt',
      '/sitemap-index.xml',
      '/no-such-page/',
    ];
    const answers = [];
    for (const path of paths) {
      const get = await exchange(shared.port, request(`GET ${path} HTTP/1.1`));
      const head = await exchange(shared.port, request(`HEAD ${path} HTTP/1.1`));
      seen.add('GET', get.status);
      seen.add('HEAD', head.status);
      answers.push({ path, get: get.status, head: head.status, headBodyBytes: head.body.length });
    }
    seen.print(
      answers.map((a) => `${a.path} ${a.get}/${a.head}${a.headBodyBytes ? ` +${a.headBodyBytes} B` : ''}`).join(', '),
    );
    expect(answers.filter((a) => a.get === 0)).toEqual([]);
    expect(answers.filter((a) => a.head !== a.get || a.headBodyBytes > 0)).toEqual([]);
  });

  test('two Host headers are refused with 400', async () => {
    const seen = tally('two Host headers');
    const statusLine = await twoHostHeaders(shared.port);
    seen.add('GET /', Number(statusLine.split(' ')[1] ?? 0));
    seen.print(statusLine);
    expect(statusLine).toMatch(/^HTTP\/1\.1 400 /);
  });

  test('a lead whose body never arrives is not logged as a failure of the server', async () => {
    const seen = tally('aborted lead bodies x5');
    const from = shared.lines.length;
    for (let i = 0; i < 5; i++) seen.add('POST /api/leads', await abortedBody(shared.port, '/api/leads'));
    const { failures } = await settledLog(from, seen);
    expect(shared.child.exitCode).toBeNull();
    expect(failures).toEqual([]);
    expect(await health(shared.base)).toBe(200);
  });

  test('uploads cut off mid-photo are no failure: 50 of them write no error and at most one line', async () => {
    const seen = tally('multipart posts reset mid-photo x50');
    const from = shared.lines.length;
    for (let i = 0; i < 50; i++) {
      seen.add(
        i % 2 ? 'POST /api/leads' : 'POST /api/events',
        await abortedUpload(shared.port, i % 2 ? '/api/leads' : '/api/events'),
      );
    }
    const { written, failures } = await settledLog(from, seen);
    expect(shared.child.exitCode).toBeNull();
    expect(failures).toEqual([]);
    expect(written.length).toBeLessThanOrEqual(1);
    expect(await health(shared.base)).toBe(200);
  });

  test('four posts of a 70 KB PNG of 1 x 36,000,000 px are refused from its header, and visitors are served meanwhile', async () => {
    const seen = tally('4 quotes at once, each with a PNG of 1 x 36,000,000 px');
    const png = blankPng(1, 36_000_000);
    const fields = { kind: 'quote', name: 'Tall Picture', phone: '416-555-0100', page: '/on/brampton/', website: '' };
    const posts = Promise.all(
      Array.from({ length: 4 }, (_, i) => postPhotos(shared.port, fields, [png], { localAddress: `127.0.3.${i + 1}` })),
    );
    const page = await timedGet(`${shared.base}/on/brampton/`, 20_000);
    const answers = await posts;
    answers.forEach(({ status }) => seen.add('quote with the PNG', status));
    seen.add('GET /on/brampton/ meanwhile', page.status);
    seen.print(`the page took ${page.ms} ms`);
    expect(answers.map(({ status }) => status)).toEqual([400, 400, 400, 400]);
    for (const { body } of answers) expect(body).toContain('A photo is too large');
    expect(page.status).toBe(200);
    const store = await openStore(shared.settings);
    try {
      expect(await store.db.selectFrom('leads').selectAll().execute()).toEqual([]);
    } finally {
      await store.db.destroy();
    }
  });
});

describe('attacks on the forms', { timeout: 60_000 }, () => {
  const refPattern = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

  const owner = 'owner@northpaw.example';
  /** The sign-in links mailed to `address` so far, oldest first. */
  const linksTo = async (received: string[], address: string) =>
    (await Promise.all(received.map((raw) => simpleParser(raw))))
      .filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address)
      .map((mail) => linkIn(mail.text ?? ''));
  /** The owner's first link, mailed when the server started. */
  const firstLink = async (received: string[]) => {
    let links: string[] = [];
    await expect.poll(async () => (links = await linksTo(received, owner)).length, { timeout: 15_000 }).toBe(1);
    return links[0] ?? '';
  };

  /** The built server behind one trusted proxy, so each attack can come from many forged addresses, with mail on loopback. */
  async function formServer(name: string) {
    const { server: smtp, received } = smtpServer();
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    const server = await attackServer(name, {
      TRUST_PROXY: '1',
      LEADS_RATE_LIMIT: '5',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_EMAIL_TO: 'office@northpaw.example',
      OUTBOX_INTERVAL_MS: '100',
      OUTBOX_RETRY_MS: '200',
      OWNER_EMAIL: owner,
    });
    const store = await openStore(server.settings);
    return {
      ...server,
      store,
      received,
      close: async () => {
        await store.db.destroy();
        await server.close();
        await new Promise<void>((resolve) => smtp.close(() => resolve()));
      },
    };
  }
  const from = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
  const contact = (email: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      kind: 'contact',
      name: '<a href="https://spam.example">Click</a>',
      email,
      message: 'Buy now at https://spam.example',
      page: '/contact/',
      ...extra,
    });
  const postLead = (base: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  test('the acknowledgement cannot be turned into a relay: 200 messages from 40 addresses bring one e-mail to the victim, and none of it is theirs', async () => {
    const server = await formServer('relay');
    const seen = tally('acknowledgement relay, 40 addresses x 5 messages to one victim');
    try {
      // A token fetched and aged as a person's would be: the most an attacker can do.
      const { token } = (await (await fetch(`${server.base}/api/form-token`)).json()) as { token: string };
      await sleep(3_100);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          postLead(server.base, contact('victim@example.com', { formToken: token }), from(i % 40)),
        ),
      );
      for (const answer of answers) seen.add('POST /api/leads', answer.status);
      // One acknowledgement job for the victim's address, whoever sent what: it is sent, and no other is queued.
      const acks = () =>
        server.store.db.selectFrom('notifications').select('state').where('channel', '=', 'ack').execute();
      await expect.poll(async () => (await acks()).map((job) => job.state), { timeout: 20_000 }).toEqual(['sent']);
      const toVictim = server.received.filter((mail) => /^To: victim@example\.com/im.test(mail));
      const leads = await server.store.db.selectFrom('leads').select('id').execute();
      seen.print(`${leads.length} stored, each queued for the team; ${toVictim.length} e-mail to the victim`);
      expect(leads).toHaveLength(200);
      expect(answers.every((answer) => answer.status === 201)).toBe(true);
      expect(toVictim).toHaveLength(1);
      expect(toVictim[0]).not.toContain('spam.example');
      expect(toVictim[0]).not.toContain('Click');
    } finally {
      await server.close();
    }
  });

  test('the 3-second rule rests on the server token: forged timings are stored unverified, with no acknowledgement; a fresh token is asked to send again', async () => {
    const server = await formServer('timing');
    const seen = tally('forged timings');
    try {
      for (const [i, startedAt] of [0, Date.now() + 60_000, 'ten seconds ago', Date.now() - 10_000].entries()) {
        const answer = await postLead(server.base, contact(`t${i}@example.com`, { startedAt }), from(i));
        seen.add('no token', answer.status);
        expect(answer.status).toBe(201);
        expect((await answer.json()) as unknown).toEqual({ id: expect.stringMatching(refPattern) });
      }
      const { token } = (await (await fetch(`${server.base}/api/form-token`)).json()) as { token: string };
      const bot = await postLead(server.base, contact('bot@example.com', { formToken: token }), from(9));
      seen.add('token 0 s old', bot.status);
      // A person who sent the form at once looks the same: told to send it again, nothing stored.
      expect(bot.status).toBe(400);
      expect(Object.keys(((await bot.json()) as { errors: object }).errors)).toEqual(['form']);
      const leads = await server.store.db.selectFrom('leads').select(['email', 'verified']).execute();
      const acks = await server.store.db
        .selectFrom('notifications')
        .select('id')
        .where('channel', '=', 'ack')
        .execute();
      seen.print(
        `${leads.length} stored, all unverified: ${leads.every((l) => l.verified === 0)}; ${acks.length} acknowledgements`,
      );
      expect(leads.map((l) => l.email).sort()).toEqual([
        't0@example.com',
        't1@example.com',
        't2@example.com',
        't3@example.com',
      ]);
      expect(leads.every((lead) => lead.verified === 0)).toBe(true);
      expect(acks).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test('posts from another site are refused at every form: leads, call clicks and the inbox', async () => {
    const server = await formServer('cross-site');
    const seen = tally('posts from another site');
    try {
      const foreign: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of foreign) {
        for (const [path, body, type] of [
          ['/api/leads', contact('x@example.com'), 'application/json'],
          ['/api/events', '{"page":"/on/brampton/","kind":"call"}', 'text/plain'],
          ['/admin/login/', `email=${owner}`, 'application/x-www-form-urlencoded'],
          ['/admin/login/link/', 'link=x', 'application/x-www-form-urlencoded'],
          ['/admin/login/passkey/', '{"response":{}}', 'application/json'],
        ] as const) {
          const answer = await fetch(`${server.base}${path}`, {
            method: 'POST',
            headers: { 'content-type': type, ...headers },
            body,
            redirect: 'manual',
          });
          seen.add(`POST ${path}`, answer.status);
          expect(answer.status, path).toBe(403);
        }
      }
      seen.print();
      expect(await server.store.db.selectFrom('leads').select('id').execute()).toEqual([]);
      expect(await server.store.db.selectFrom('page_events').select('page').execute()).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test("the owner's numbers cannot be filled: 3,000 call clicks from 50 addresses count 50, and the day is flagged", async () => {
    const server = await formServer('calls');
    const seen = tally('call-click flood, 50 addresses x 60 clicks on /on/brampton/');
    try {
      const click = (n: number) =>
        fetch(`${server.base}/api/events`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin', ...from(n) },
          body: '{"page":"/on/brampton/","kind":"call"}',
        });
      for (let round = 0; round < 60; round++) {
        for (const answer of await Promise.all(Array.from({ length: 50 }, (_, n) => click(n)))) {
          seen.add('POST /api/events', answer.status);
        }
      }
      const [row] = await server.store.db.selectFrom('page_events').select('count').execute();
      seen.print(`counted ${row?.count}`);
      expect(Number(row?.count)).toBe(50);
      // A script without a browser's headers is not counted at all.
      const bare = await fetch(`${server.base}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...from(99) },
        body: '{"page":"/on/brampton/","kind":"call"}',
      });
      expect(bare.status).toBe(403);
      const cookie = await followLink(server.base, await firstLink(server.received));
      const numbers = await (await fetch(`${server.base}/admin/numbers/`, { headers: { cookie } })).text();
      expect(numbers).toContain('Unusual days');
      expect(numbers).toMatch(/\/on\/brampton\/<\/span>:\s*(<!-- -->)?50(<!-- -->)? calls clicked/);
    } finally {
      await server.close();
    }
  });

  test('a sign-in flood from 100 addresses keeps nobody out: a reused form token counts for nothing, and the owner gets in', async () => {
    const server = await formServer('sign-in');
    const seen = tally('sign-in flood, 100 addresses at once');
    try {
      const link = await firstLink(server.received);
      const tokenOf = async (n: number) =>
        /name="token" value="([^"]+)"/.exec(
          await (await fetch(`${server.base}/admin/login/`, { headers: from(n) })).text(),
        )?.[1] ?? '';
      const ask = (n: number, token: string, email: string) =>
        fetch(`${server.base}/admin/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...from(n) },
          body: new URLSearchParams({ token, email }),
          redirect: 'manual',
        });
      // One page's token, sent 2,000 times from 100 addresses: each refused before anything is counted.
      const reused = await tokenOf(1);
      for (let round = 0; round < 20; round++) {
        for (const answer of await Promise.all(Array.from({ length: 100 }, (_, n) => ask(n, reused, owner)))) {
          seen.add('POST /admin/login/ (one token reused)', answer.status);
        }
      }
      // Then each address with fresh tokens, asking links for strangers and for the owner.
      const fresh = await Promise.all(
        Array.from({ length: 100 }, async (_, n) =>
          ask(n + 100, await tokenOf(n + 100), n % 2 ? owner : `x${n}@example.com`),
        ),
      );
      for (const answer of fresh) seen.add('POST /admin/login/ (fresh tokens)', answer.status);
      seen.print();
      expect(fresh.filter((answer) => answer.status === 429).length).toBeGreaterThan(50);
      // The owner's mailbox got a few links at most, not a hundred.
      await sleep(500);
      expect((await linksTo(server.received, owner)).length).toBeLessThanOrEqual(4);
      // The link already in the owner's mailbox signs in, whatever the strangers sent.
      const cookie = await followLink(server.base, link);
      expect((await fetch(`${server.base}/admin/`, { headers: { cookie }, redirect: 'manual' })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
