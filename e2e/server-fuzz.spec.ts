/**
 * The whole server against a stranger's requests (issue 11): thousands of generated
 * requests over raw sockets (methods, paths from the sitemap and mutations of them, odd
 * headers, odd bodies) against the built server. After each batch the process must be alive
 * and answering; no answer may be a 5xx; nothing may be written to the database. The
 * requests that once took the process down are named cases, run first.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { openStore } from '../src/server/db/connect.ts';
import { ownStore, startServer } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

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

interface Answer {
  status: number;
  location?: string;
}

/** Sends raw bytes and reads the status line (and Location) of the answer; 0 when none came. */
function send(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let head = '';
    const done = () => {
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, location: /^Location: (.*)$/im.exec(head.split('\r\n\r\n')[0] ?? '')?.[1]?.trim() });
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      head += chunk;
      if (head.includes('\r\n\r\n')) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.setTimeout(timeoutMs, done);
    socket.write(request);
  });
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
    check: (a) => expect(a.status).toBe(404),
  },
  {
    name: 'GET /.//evil.example/index.html (once: 301 to //evil.example/)',
    bytes: request('GET /.//evil.example/index.html HTTP/1.1'),
    check: (a) => expect(a).toEqual({ status: 301, location: '/evil.example/' }),
  },
  {
    name: 'GET //x//evil.example/index (once: 301 to //x//evil.example/)',
    bytes: request('GET //x//evil.example/index HTTP/1.1'),
    check: (a) => expect(a).toEqual({ status: 301, location: '/x//evil.example/' }),
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

test('the server answers every generated request with a non-5xx status, stays up and stores nothing', async () => {
  test.setTimeout(240_000);
  const own = await ownStore('fuzz');
  const { child, base } = await startServer({ ...own.env, ADMIN_PASSWORD: 'fuzz-password-1234' });
  const port = Number(new URL(base).port);
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const alive = async (after: string) => {
    expect(child.exitCode, `the server exited after ${after}`).toBeNull();
    expect((await fetch(`${base}/api/health`)).status, `health after ${after}`).toBe(200);
  };
  try {
    for (const named of namedCases) {
      await test.step(named.name, async () => {
        named.check(await send(port, named.bytes));
        await alive(named.name);
      });
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
    const count = async (table: 'leads' | 'notifications' | 'admin_sessions' | 'page_events') =>
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
      sessions: await count('admin_sessions'),
      callCounts: await count('page_events'),
    }).toEqual({ leads: 0, notifications: 0, sessions: 0, callCounts: 0 });
  } finally {
    await store.db.destroy();
    await own.dispose();
  }
});
