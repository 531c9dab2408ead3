/** POST /api/events (page-events.ts) through the site server, against SQLite and, when DATABASE_URL is set, PostgreSQL. */
import { request as httpRequest } from 'node:http';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  builtPages,
  businessDay,
  countPageEvent,
  deletePageEventsBefore,
  handleEventPost,
  pageEventLimits,
  parsePageEvent,
} from './page-events.ts';
import { RateLimiter } from './rate-limit.ts';
import {
  fixedNow,
  makeClientDir,
  startSiteServer,
  storeKinds,
  tempDir,
  useStore,
  type RunningServer,
} from '../../test/db.ts';

describe('businessDay', () => {
  it.each([
    // 15:04 UTC is the same day in Canada.
    ['2026-03-02T15:04:05Z', 'America/Toronto', '2026-03-02'],
    // 03:00 UTC is still the evening before in Toronto, and already that day in Paris.
    ['2026-03-03T03:00:00Z', 'America/Toronto', '2026-03-02'],
    ['2026-03-03T03:00:00Z', 'Europe/Paris', '2026-03-03'],
    ['2026-03-03T03:00:00Z', 'UTC', '2026-03-03'],
    // Newfoundland is 3 h 30 behind UTC (2 h 30 in summer).
    ['2026-03-03T03:29:00Z', 'America/St_Johns', '2026-03-02'],
    ['2026-03-03T03:31:00Z', 'America/St_Johns', '2026-03-03'],
    ['2026-07-01T06:59:00Z', 'America/Vancouver', '2026-06-30'],
    ['2026-07-01T07:00:00Z', 'America/Vancouver', '2026-07-01'],
  ])('%s is %s in %s', (moment, timeZone, day) => {
    expect(businessDay(new Date(moment), timeZone)).toBe(day);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-03-02', -29, '2026-02-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    // The day clocks change is a day like any other.
    ['2026-03-08', 1, '2026-03-09'],
  ])('%s %i days is %s', (day, days, result) => {
    expect(addDays(day, days)).toBe(result);
  });
});

describe('parsePageEvent', () => {
  it.each([
    ['{"page":"/on/brampton/","kind":"call"}', { page: '/on/brampton/', kind: 'call' }],
    [
      '{"kind":"call","page":"/fr/qc/montreal/retrait-ratons-laveurs/"}',
      { page: '/fr/qc/montreal/retrait-ratons-laveurs/', kind: 'call' },
    ],
    ['  {"page":"/","kind":"call"}\n', { page: '/', kind: 'call' }],
  ])('takes %s', (body, event) => {
    expect(parsePageEvent(body)).toEqual(event);
  });

  it.each([
    '',
    'call',
    '{"page":"/","kind":"call"',
    'null',
    '42',
    '"/on/brampton/"',
    '["/", "call"]',
    '{}',
    '{"page":"/"}',
    '{"kind":"call"}',
    '{"page":"/","kind":"call","visitor":"abc123"}',
    '{"page":"/","kind":"call","__proto__":{"x":1}}',
    '{"page":"https://evil.example/","kind":"call"}',
    '{"page":"//evil.example/","kind":"call"}',
    '{"page":"/./a/","kind":"call"}',
    '{"page":"/a/../b/","kind":"call"}',
    '{"page":"on/brampton/","kind":"call"}',
    '{"page":"/=HYPERLINK(1)","kind":"call"}',
    '{"page":"/on/brampton/?utm=x","kind":"call"}',
    '{"page":"/caf\\u00e9/","kind":"call"}',
    '{"page":"/a\\nb/","kind":"call"}',
    `{"page":"/${'a'.repeat(300)}","kind":"call"}`,
    '{"page":["/"],"kind":"call"}',
    '{"page":{"toString":"/"},"kind":"call"}',
    '{"page":1,"kind":"call"}',
    '{"page":null,"kind":"call"}',
    '{"page":"/","kind":"Call"}',
    '{"page":"/","kind":"quote"}',
    '{"page":"/","kind":["call"]}',
    '{"page":"/","kind":null}',
  ])('refuses %s', (body) => {
    expect(parsePageEvent(body)).toEqual({ error: expect.any(String) });
  });
});

describe('builtPages', () => {
  it("lists the build's pages as a browser shows their paths, not the not-found pages nor other files", async () => {
    const dir = await tempDir('pages');
    try {
      for (const file of [
        'index.html',
        'on/brampton/index.html',
        'on/brampton/raccoon-removal/index.html',
        'fr/qc/montreal/index.html',
        'fr/index.html',
        '404/page/index.html',
        'fr/404/location/index.html',
        '404.html',
        'on/brampton/index.html.br',
        '_astro/page.js',
        'catalogue.json',
      ]) {
        await mkdir(join(dir, file, '..'), { recursive: true });
        await writeFile(join(dir, file), '');
      }
      expect([...builtPages(dir)].sort()).toEqual([
        '/',
        '/fr/',
        '/fr/qc/montreal/',
        '/on/brampton/',
        '/on/brampton/raccoon-removal/',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.each(storeKinds)('POST /api/events on $name', (kind) => {
  const store = useStore(kind);

  let server: RunningServer;
  let clientDir: string;
  let limiter: RateLimiter;
  let now: Date;
  let proxyHops: number;
  let timeZone: string;
  let isPage: ((path: string) => boolean) | undefined;

  beforeAll(async () => {
    clientDir = await makeClientDir();
    server = await startSiteServer({
      clientDir,
      events: (req, res) =>
        handleEventPost(req, res, {
          db: store.db,
          limiter,
          salt: 'test-salt',
          proxyHops,
          timeZone,
          isPage,
          now: () => now,
        }),
    });
  });
  beforeEach(async () => {
    await store.db.deleteFrom('page_events').execute();
    limiter = new RateLimiter(pageEventLimits.perMinute, 60_000);
    now = fixedNow;
    proxyHops = 0;
    timeZone = 'America/Toronto';
    isPage = undefined;
  });
  afterAll(async () => {
    await server?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  const rows = () => store.db.selectFrom('page_events').selectAll().orderBy('day').orderBy('page').execute();
  const post = (body: BodyInit | undefined, headers: Record<string, string> = {}, path = '/api/events') =>
    fetch(`${server.origin}${path}`, { method: 'POST', headers, body });
  /** What sendBeacon sends for a string: text/plain;charset=UTF-8. */
  const beacon = (event: unknown, headers: Record<string, string> = {}) =>
    post(typeof event === 'string' ? event : JSON.stringify(event), {
      'content-type': 'text/plain;charset=UTF-8',
      ...headers,
    });
  const call = (page: string) => ({ page, kind: 'call' });

  it('counts a beacon: 204, one row of the day, page and kind, nothing else', async () => {
    const res = await beacon(call('/on/brampton/'));
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('');
    expect(await rows()).toEqual([{ day: '2026-03-02', page: '/on/brampton/', kind: 'call', count: 1 }]);
  });

  it('takes application/json too, and /api/events/', async () => {
    expect((await post(JSON.stringify(call('/')), { 'content-type': 'application/json' })).status).toBe(204);
    expect((await post(JSON.stringify(call('/')), { 'content-type': 'text/plain' }, '/api/events/')).status).toBe(204);
    expect(await rows()).toEqual([{ day: '2026-03-02', page: '/', kind: 'call', count: 2 }]);
  });

  it('adds one per event to the row of its day and page, also when they arrive at once', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, () => beacon(call('/on/brampton/'))),
      ...Array.from({ length: 5 }, () => beacon(call('/fr/qc/montreal/'))),
    ]);
    expect(answers.map((res) => res.status)).toEqual(Array(35).fill(204));
    expect(await rows()).toEqual([
      { day: '2026-03-02', page: '/fr/qc/montreal/', kind: 'call', count: 5 },
      { day: '2026-03-02', page: '/on/brampton/', kind: 'call', count: 30 },
    ]);
  });

  it('keeps the day of the business time zone: 22:00 in Toronto is not tomorrow', async () => {
    now = new Date('2026-03-03T03:00:00Z');
    await beacon(call('/on/brampton/'));
    timeZone = 'Europe/Paris';
    await beacon(call('/on/brampton/'));
    now = new Date('2026-03-03T05:00:00Z');
    timeZone = 'America/Toronto';
    await beacon(call('/on/brampton/'));
    expect((await rows()).map((r) => [r.day, r.count])).toEqual([
      ['2026-03-02', 1],
      ['2026-03-03', 2],
    ]);
  });

  it.each(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])(
    'answers %s with 405 and Allow: POST',
    async (method) => {
      const res = await fetch(`${server.origin}/api/events`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(await rows()).toEqual([]);
    },
  );

  it.each([
    ['no type', undefined],
    ['a form post', 'application/x-www-form-urlencoded'],
    ['a multipart form', 'multipart/form-data; boundary=x'],
    ['HTML', 'text/html'],
    ['text/plainer', 'text/plainer'],
  ])('answers %s with 415, storing nothing', async (_name, type) => {
    const res = await post(new Blob([JSON.stringify(call('/'))]), type ? { 'content-type': type } : {});
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    expect(await rows()).toEqual([]);
  });

  it('answers a body over 1 KB with 413, storing nothing', async () => {
    const padded = `${JSON.stringify(call('/'))}${' '.repeat(pageEventLimits.body)}`;
    const res = await beacon(padded);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'The request is larger than 1024 bytes.' });
    // Exactly at the limit is fine.
    const fits = `${JSON.stringify(call('/'))}`.padEnd(pageEventLimits.body, ' ');
    expect((await beacon(fits)).status).toBe(204);
    expect((await rows()).map((r) => r.count)).toEqual([1]);
  });

  it('answers 413 to a chunked body that grows past 1 KB, whatever it claims', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${server.origin}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('{"page":"/","kind":"call"');
      for (let i = 0; i < 8; i++) req.write(' '.repeat(512));
      req.end('}');
    });
    expect(status).toBe(413);
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['not JSON', 'page=/&kind=call'],
    ['an empty body', ''],
    ['an array', '["/","call"]'],
    ['a page of another site', JSON.stringify(call('https://evil.example/'))],
    ['a protocol-relative page', JSON.stringify(call('//evil.example/'))],
    ['a formula for a page', JSON.stringify(call('=HYPERLINK("https://evil.example")'))],
    ['a number for a page', JSON.stringify({ page: 7, kind: 'call' })],
    ['an unknown kind', JSON.stringify({ page: '/', kind: 'visit' })],
    ['an identifier besides', JSON.stringify({ ...call('/'), id: 'visitor-1' })],
    ['no kind', JSON.stringify({ page: '/' })],
  ])('answers %s with 400 and a short JSON error, storing nothing', async (_name, body) => {
    const res = await beacon(body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const answer = (await res.json()) as { error: string };
    expect(Object.keys(answer)).toEqual(['error']);
    expect(answer.error.length).toBeLessThan(80);
    expect(await rows()).toEqual([]);
  });

  it("answers 400 to a path that is no page of the build, when the server knows the build's pages", async () => {
    isPage = (path) => new Set(['/', '/on/brampton/']).has(path);
    expect((await beacon(call('/on/brampton/'))).status).toBe(204);
    for (const page of ['/on/nowhere/', '/on/brampton', '/on/brampton/index.html', '/wp-admin/']) {
      const res = await beacon(call(page));
      expect(res.status, page).toBe(400);
      expect(await res.json()).toEqual({ error: '"page" is not a page of this site.' });
    }
    expect(await rows()).toEqual([{ day: '2026-03-02', page: '/on/brampton/', kind: 'call', count: 1 }]);
  });

  it('limits each client to 60 a minute (429 with Retry-After), bad requests counted too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await beacon('junk')).status);
    for (let i = 0; i < 30; i++) statuses.push((await beacon(call('/'))).status);
    expect(new Set(statuses)).toEqual(new Set([400, 204]));
    now = new Date(fixedNow.getTime() + 45_000);
    const over = await beacon(call('/'));
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('15');
    expect(await over.json()).toEqual({ error: expect.any(String) });
    expect((await rows()).map((r) => r.count)).toEqual([30]);
    // A new minute, a new allowance.
    now = new Date(fixedNow.getTime() + 60_000);
    expect((await beacon(call('/'))).status).toBe(204);
  });

  it('limits clients as the trusted proxy saw them, and keeps no address', async () => {
    proxyHops = 1;
    limiter = new RateLimiter(2, 60_000);
    const from = (address: string, forged = '198.51.100.1') =>
      beacon(call('/'), { 'x-forwarded-for': `${forged}, ${address}` });
    expect([(await from('203.0.113.9')).status, (await from('203.0.113.9', '10.0.0.1')).status]).toEqual([204, 204]);
    expect((await from('203.0.113.9', '10.0.0.2')).status).toBe(429);
    expect((await from('203.0.113.10')).status).toBe(204);
    const stored = JSON.stringify(await rows());
    expect(stored).not.toMatch(/203\.0\.113|198\.51\.100|10\.0\.0/);
    expect(await rows()).toEqual([{ day: '2026-03-02', page: '/', kind: 'call', count: 3 }]);
  });

  it('purges the counts of days before a given day', async () => {
    for (const day of ['2024-03-01', '2024-03-02', '2024-03-03', '2026-03-02']) {
      await countPageEvent(store.db, { day, page: '/', kind: 'call' });
    }
    expect(await deletePageEventsBefore(store.db, '2024-03-02')).toBe(1);
    expect((await rows()).map((r) => r.day)).toEqual(['2024-03-02', '2024-03-03', '2026-03-02']);
    expect(await deletePageEventsBefore(store.db, '2024-03-02')).toBe(0);
  });
});

describe('POST /api/events without a counter', () => {
  it('is not found (404) on a server that counts nothing', async () => {
    const clientDir = await makeClientDir();
    const server = await startSiteServer({ clientDir });
    try {
      const res = await fetch(`${server.origin}/api/events`, { method: 'POST', body: '{}' });
      expect(res.status).toBe(404);
    } finally {
      await server.close();
      await rm(clientDir, { recursive: true, force: true });
    }
  });
});
