/**
 * The call counter (page-events.ts): its pure parts, and POST /api/events through the site
 * server (createSite), against SQLite and, when DATABASE_URL is set, PostgreSQL.
 */
import { request as httpRequest } from 'node:http';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageEventLimits, parsePageEvent } from './events.ts';
import { builtPages } from '../domain/site-files.ts';
import {
  fixedNow,
  listening,
  makeClientDir,
  startSiteServer,
  testBuild,
  storeKinds,
  tempDir,
  useStore,
  type RunningServer,
} from '../../../test/db.ts';
import { addDays, businessDay } from '../domain/business-day.ts';
import { countPageEvent, deletePageEventsBefore } from '../store/page-events.ts';

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
  let now: Date;

  interface ServerSettings {
    proxyHops?: number;
    timeZone?: string;
  }

  /**
   * A server of its own for each test: the rate limit and the once-a-day memory live in the
   * server, so a test never inherits another's. Only the build's pages are counted, as in
   * serve.ts; the clock is the test's `now`, read on every request.
   */
  async function start({ proxyHops = 0, timeZone = 'America/Toronto' }: ServerSettings = {}) {
    server = await startSiteServer({
      build: testBuild(clientDir),
      db: store.db,
      settings: { TRUST_PROXY: proxyHops, BUSINESS_TIME_ZONE: timeZone },
      clock: () => now,
    });
  }

  /** Replaces the test's server with one of other settings. */
  async function restart(settings: ServerSettings) {
    await server.close();
    await start(settings);
  }

  beforeAll(async () => {
    clientDir = await makeClientDir();
    for (const page of ['on/brampton', 'fr/qc/montreal']) {
      await mkdir(join(clientDir, page), { recursive: true });
      await writeFile(join(clientDir, page, 'index.html'), '<h1>A page</h1>');
    }
  });
  beforeEach(async () => {
    now = fixedNow;
    await start();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await server?.close();
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });

  const rows = () => store.db.selectFrom('page_events').selectAll().orderBy('day').orderBy('page').execute();
  const post = (body: BodyInit | undefined, headers: Record<string, string> = {}, path = '/api/events') =>
    server.fetch(`${server.origin}${path}`, { method: 'POST', headers, body });
  /** What sendBeacon sends for a string from a page of this site: text/plain;charset=UTF-8, same-origin. */
  const beacon = (event: unknown, headers: Record<string, string> = {}) =>
    post(typeof event === 'string' ? event : JSON.stringify(event), {
      'content-type': 'text/plain;charset=UTF-8',
      'sec-fetch-site': 'same-origin',
      ...headers,
    });
  /** A beacon from a client behind the one trusted proxy, which appends the address it saw. */
  const beaconFrom = (address: string, event: unknown) => beacon(event, { 'x-forwarded-for': address });
  const call = (page: string) => ({ page, kind: 'call' });

  describe('counting', () => {
    it('counts a beacon: 204, one row of the day, page and kind, nothing else', async () => {
      const res = await beacon(call('/on/brampton/'));
      expect(res.status).toBe(204);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toBe('');
      expect(await rows()).toEqual([{ day: '2026-03-02', page: '/on/brampton/', kind: 'call', count: 1 }]);
    });

    it('takes application/json too, and /api/events/', async () => {
      const json = await post(JSON.stringify(call('/')), {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
      });
      expect(json.status).toBe(204);
      const slash = await post(
        JSON.stringify(call('/on/brampton/')),
        { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
        '/api/events/',
      );
      expect(slash.status).toBe(204);
      expect(await rows()).toEqual([
        { day: '2026-03-02', page: '/', kind: 'call', count: 1 },
        { day: '2026-03-02', page: '/on/brampton/', kind: 'call', count: 1 },
      ]);
    });

    it('takes a beacon from an older browser, which sends its Origin but no Sec-Fetch-Site', async () => {
      const res = await post(JSON.stringify(call('/')), { 'content-type': 'text/plain', origin: server.origin });
      expect(res.status).toBe(204);
      expect(await rows()).toEqual([{ day: '2026-03-02', page: '/', kind: 'call', count: 1 }]);
    });

    it('counts a client once per page and day: 50 beacons for one page are one call', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 50; i++) statuses.push((await beacon(call('/on/brampton/'))).status);
      // Answered like any other, so a script learns nothing from the answer.
      expect(statuses).toEqual(Array(50).fill(204));
      expect(await rows()).toEqual([{ day: '2026-03-02', page: '/on/brampton/', kind: 'call', count: 1 }]);
    });

    it('counts one client once on each page, and again on the next business day', async () => {
      // 22:00 in Toronto on 2 March, then 00:30 and 09:00 on 3 March.
      now = new Date('2026-03-03T03:00:00Z');
      for (const page of ['/on/brampton/', '/fr/qc/montreal/', '/on/brampton/']) await beacon(call(page));
      now = new Date('2026-03-03T05:30:00Z');
      await beacon(call('/on/brampton/'));
      now = new Date('2026-03-03T14:00:00Z');
      expect((await beacon(call('/on/brampton/'))).status).toBe(204);
      expect((await rows()).map((r) => [r.day, r.page, r.count])).toEqual([
        ['2026-03-02', '/fr/qc/montreal/', 1],
        ['2026-03-02', '/on/brampton/', 1],
        ['2026-03-03', '/on/brampton/', 1],
      ]);
    });

    it('counts two clients behind the trusted proxy as two calls', async () => {
      await restart({ proxyHops: 1 });
      for (const address of ['203.0.113.9', '203.0.113.10', '203.0.113.9']) {
        expect((await beaconFrom(address, call('/on/brampton/'))).status).toBe(204);
      }
      expect(await rows()).toEqual([{ day: '2026-03-02', page: '/on/brampton/', kind: 'call', count: 2 }]);
    });

    it('adds one per client to the row of its day and page, also when they arrive at once', async () => {
      await restart({ proxyHops: 1 });
      const answers = await Promise.all([
        ...Array.from({ length: 30 }, (_, i) => beaconFrom(`198.51.100.${i + 1}`, call('/on/brampton/'))),
        ...Array.from({ length: 5 }, (_, i) => beaconFrom(`203.0.113.${i + 1}`, call('/fr/qc/montreal/'))),
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
      await restart({ timeZone: 'Europe/Paris' });
      await beacon(call('/on/brampton/'));
      await restart({ timeZone: 'America/Toronto' });
      now = new Date('2026-03-03T05:00:00Z');
      await beacon(call('/on/brampton/'));
      expect((await rows()).map((r) => [r.day, r.count])).toEqual([
        ['2026-03-02', 1],
        ['2026-03-03', 2],
      ]);
    });
  });

  describe('posts that are not from a page of this site', () => {
    it.each([
      ['no Sec-Fetch-Site and no Origin (a script)', {}],
      ['Sec-Fetch-Site: none (typed by hand, not sent by a page)', { 'sec-fetch-site': 'none' }],
    ])('refuses a post with %s with 403, counting nothing', async (_, headers: Record<string, string>) => {
      const res = await post(JSON.stringify(call('/')), { 'content-type': 'text/plain', ...headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: expect.any(String) });
      expect(await rows()).toEqual([]);
    });

    it.each([
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site (a subdomain)', { 'sec-fetch-site': 'same-site' }],
      ['Origin of another site', { origin: 'https://evil.example' }],
      [
        'Origin of another site and Sec-Fetch-Site: cross-site',
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      ],
    ])(
      'refuses a post from another site (%s) with 403, counting nothing',
      async (_, headers: Record<string, string>) => {
        const res = await post(JSON.stringify(call('/')), { 'content-type': 'text/plain', ...headers });
        expect(res.status).toBe(403);
        expect(await rows()).toEqual([]);
      },
    );
  });

  describe('refused requests', () => {
    it.each(['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 and Allow: POST', async (method) => {
      const res = await server.fetch(`${server.origin}/api/events`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(await rows()).toEqual([]);
    });

    it('answers OPTIONS with 405, counting nothing', async () => {
      const res = await server.fetch(`${server.origin}/api/events`, { method: 'OPTIONS' });
      expect(res.status).toBe(405);
      expect(await rows()).toEqual([]);
    });

    it('answers OPTIONS with Allow: POST, the one method it takes', async () => {
      const res = await server.fetch(`${server.origin}/api/events`, { method: 'OPTIONS' });
      expect(res.headers.get('allow')).toBe('POST');
    });

    it.each([
      ['no type', undefined],
      ['a form post', 'application/x-www-form-urlencoded'],
      ['HTML', 'text/html'],
      ['text/plainer', 'text/plainer'],
    ])('answers %s with 415, storing nothing', async (_name, type) => {
      const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
      if (type) headers['content-type'] = type;
      const res = await post(new Blob([JSON.stringify(call('/'))]), headers);
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: expect.any(String) });
      expect(await rows()).toEqual([]);
    });

    it('answers a multipart form with 415, storing nothing', async () => {
      const form = new FormData();
      form.append('page', '/');
      form.append('kind', 'call');
      const res = await post(form, { 'sec-fetch-site': 'same-origin' });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: expect.any(String) });
      expect(await rows()).toEqual([]);
    });

    // The multipart parser throws without a status: a body the client broke is still the client's 4xx.
    it('answers a broken multipart body at once with a 4xx, storing nothing', async () => {
      const res = await server
        .fetch(`${server.origin}/api/events`, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'sec-fetch-site': 'same-origin' },
          body: JSON.stringify(call('/')),
          signal: AbortSignal.timeout(1_000),
        })
        .catch(() => undefined);
      expect(await rows()).toEqual([]);
      expect(res?.status).toBeGreaterThanOrEqual(400);
      expect(res?.status).toBeLessThan(500);
    });

    it('answers a body over 1 KB with 413, storing nothing', async () => {
      const padded = `${JSON.stringify(call('/'))}${' '.repeat(pageEventLimits.body)}`;
      const res = await beacon(padded);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: expect.any(String) });
      expect(await rows()).toEqual([]);
      // Exactly at the limit is fine.
      const fits = `${JSON.stringify(call('/'))}`.padEnd(pageEventLimits.body, ' ');
      expect((await beacon(fits)).status).toBe(204);
      expect((await rows()).map((r) => r.count)).toEqual([1]);
    });

    it('answers 413 to a chunked body that grows past 1 KB, whatever it claims', async () => {
      const socketServer = await listening({ build: testBuild(clientDir), db: store.db });
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(`${socketServer.origin}/api/events`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin', 'transfer-encoding': 'chunked' },
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
      await socketServer.close();
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

    it('answers 400 to a path that is no page of the build', async () => {
      expect((await beacon(call('/on/brampton/'))).status).toBe(204);
      for (const page of ['/on/nowhere/', '/on/brampton', '/on/brampton/index.html', '/wp-admin/', '/404/page/']) {
        const res = await beacon(call(page));
        expect(res.status, page).toBe(400);
        expect(await res.json()).toEqual({ error: '"page" is not a page of this site.' });
      }
      expect(await rows()).toEqual([{ day: '2026-03-02', page: '/on/brampton/', kind: 'call', count: 1 }]);
    });
  });

  describe('the rate limit', () => {
    /** Moves the clock of the server (its rate limit) and of the counter together. */
    const setClock = (moment: Date) => {
      now = moment;
      vi.setSystemTime(moment);
    };

    it('limits each client to 60 a minute (429 with Retry-After), bad requests counted too', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      setClock(fixedNow);
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await beacon('junk')).status);
      for (let i = 0; i < 30; i++) statuses.push((await beacon(call('/'))).status);
      expect(new Set(statuses)).toEqual(new Set([400, 204]));
      setClock(new Date(fixedNow.getTime() + 45_000));
      const over = await beacon(call('/on/brampton/'));
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBe('15');
      expect(await over.json()).toEqual({ error: expect.any(String) });
      expect(await rows()).toEqual([{ day: '2026-03-02', page: '/', kind: 'call', count: 1 }]);
      // A new minute, a new allowance.
      setClock(new Date(fixedNow.getTime() + 60_000));
      expect((await beacon(call('/on/brampton/'))).status).toBe(204);
      expect((await rows()).map((r) => [r.page, r.count])).toEqual([
        ['/', 1],
        ['/on/brampton/', 1],
      ]);
    });

    it('limits clients as the trusted proxy saw them, and keeps no address', async () => {
      await restart({ proxyHops: 1 });
      const from = (address: string, forged: string) =>
        beacon(call('/'), { 'x-forwarded-for': `${forged}, ${address}` });
      const statuses: number[] = [];
      for (let i = 0; i < pageEventLimits.perMinute; i++) {
        statuses.push((await from('203.0.113.9', `10.0.${i >> 8}.${i & 255}`)).status);
      }
      expect(statuses).toEqual(Array(pageEventLimits.perMinute).fill(204));
      expect((await from('203.0.113.9', '198.51.100.1')).status).toBe(429);
      // Another client behind the same proxy has its own allowance.
      expect((await from('203.0.113.10', '198.51.100.1')).status).toBe(204);
      const stored = await rows();
      expect(stored).toEqual([{ day: '2026-03-02', page: '/', kind: 'call', count: 2 }]);
      expect(JSON.stringify(stored)).not.toMatch(/203\.0\.113|198\.51\.100|10\.0\.0/);
    });
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
