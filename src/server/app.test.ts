/** The site's server (buildApp) on a small build: files, redirects, not-found pages, headers, and a hostile client. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '../lib/catalogue.ts';
import { cspDirectives } from './plugins/external/helmet.ts';
import { connectionLimits } from './plugins/app/transport.ts';
import { listening, startSiteServer, testBuild, type RunningServer } from '../../test/db.ts';

/** Sends raw bytes (a request fetch would normalise or refuse) and resolves with all the server wrote back. */
function raw(port: number, request: string, waitMs = 2_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    // A reset (a refused connection) ends the answer like a close.
    socket.on('error', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.write(request, 'latin1');
    setTimeout(() => socket.destroy(), waitMs).unref();
  });
}
const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
const statusesOf = (answer: string) => [...answer.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));
const headerOf = (answer: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(answer.split('\r\n\r\n')[0] ?? '')?.[1]?.trim();

/** The catalogue of the small build: one province, whose French area pages have French slugs. */
const catalogue: CatalogueFile = {
  provinces: [
    {
      code: 'qc',
      name: { en: 'Quebec', fr: 'Québec' },
      areas: [
        {
          slug: 'greater-montreal',
          urlSlug: { en: 'greater-montreal', fr: 'grand-montreal' },
          name: { en: 'Greater Montreal', fr: 'Grand Montréal' },
          cities: [{ slug: 'montreal', name: { en: 'Montreal', fr: 'Montréal' } }],
        },
        {
          slug: 'greater-quebec-city',
          urlSlug: { en: 'greater-quebec-city', fr: 'region-de-quebec' },
          name: { en: 'Greater Quebec City', fr: 'Région de Québec' },
          cities: [{ slug: 'quebec-city', name: { en: 'Quebec City', fr: 'Québec' } }],
        },
      ],
    },
  ],
  services: [],
};

/**
 * A small build output: pages, a hashed asset with its brotli sibling, the catalogue, and the 404
 * pages; the French ones of three kinds only, so the others fall back to English.
 */
const files: Record<string, string | Buffer> = {
  'index.html': '<h1>Home page</h1>',
  'about/index.html': '<h1>About page</h1>',
  'catalogue.json': JSON.stringify(catalogue),
  'qc/greater-montreal/index.html': '<h1>Greater Montreal</h1>',
  'services/bird-removal/index.html': '<h1>Bird Removal</h1>',
  'on/brampton/bird-removal/index.html': '<h1>Bird Removal in Brampton</h1>',
  'fr/qc/region-de-quebec/index.html': '<h1>Région de Québec</h1>',
  'fr/qc/grand-montreal/index.html': '<h1>Grand Montréal</h1>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  '_astro/app.123.js': 'console.log("app");',
  '_astro/app.123.js.br': brotliCompressSync('console.log("app");'),
  '404.html': '<h1>Generic 404</h1>',
  '404/location/index.html': '<h1>Location Not Found</h1>',
  '404/post/index.html': '<h1>Post Not Found</h1>',
  '404/content/index.html': '<h1>Content not available</h1>',
  '404/service/index.html': '<h1>Service Not Found</h1>',
  '404/page/index.html': '<h1>Page Not Found</h1>',
  'fr/404/location/index.html': '<h1>Lieu introuvable</h1>',
  'fr/404/post/index.html': '<h1>Article introuvable</h1>',
  'fr/404/page/index.html': '<h1>Page introuvable</h1>',
};

let clientDir: string;
let server: RunningServer;
let port: number;
const logged: string[] = [];

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'northpaw-app-'));
  for (const [path, body] of Object.entries(files)) {
    await mkdir(dirname(join(clientDir, path)), { recursive: true });
    await writeFile(join(clientDir, path), body);
  }
  server = await listening({
    build: testBuild(clientDir),
    settings: { SITE_URL: 'https://www.northpaw.example' },
    logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } },
    routes: (app) => {
      // A route that fails, and one that takes posts, as the API's routes are registered.
      app.get('/api/bug', () => {
        throw new Error('a bug in a route');
      });
      app.post('/api/echo', (request) => ({ got: request.body }));
    },
  });
  port = Number(new URL(server.origin).port);
});

afterAll(async () => {
  await server?.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${path}`, { headers, redirect: 'manual' });
const alive = async () => expect((await get('/about/')).status).toBe(200);

describe('buildApp', () => {
  it.each([
    ['/', 'Home page'],
    ['/about/', 'About page'],
  ])('serves the page %s with 200 and revalidation', async (path, text) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await res.text()).toContain(text);
  });

  it('caches hashed assets for a year, immutable, and other files for an hour', async () => {
    const asset = await get('/_astro/app.123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app");');
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('serves the brotli sibling to a client that accepts br, and the plain file to one that does not', async () => {
    const br = await get('/_astro/app.123.js', { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    // fetch decompresses transparently: the body is the original file.
    expect(await br.text()).toBe('console.log("app");');
    const plain = await get('/_astro/app.123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("app");');
  });

  it.each([
    ['/about', '/about/'],
    ['/about?ref=footer', '/about/?ref=footer'],
    ['/about/index.html', '/about/'],
    ['/services/bird-control/', '/services/bird-removal/'],
    ['/services/bird-control', '/services/bird-removal/'],
    ['/on/brampton/bird-control/', '/on/brampton/bird-removal/'],
    // French area pages moved from the English slug to their own.
    ['/fr/qc/greater-montreal/', '/fr/qc/grand-montreal/'],
    ['/fr/qc/greater-montreal', '/fr/qc/grand-montreal/'],
    ['/fr/qc/greater-montreal/?ref=ad', '/fr/qc/grand-montreal/?ref=ad'],
    ['/fr/qc/greater-quebec-city/', '/fr/qc/region-de-quebec/'],
    ['/fr/qc/grand-montreal', '/fr/qc/grand-montreal/'],
  ])('redirects %s permanently to %s', async (path, location) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
  });

  it.each([
    ['/on/nowhere/', 'Location Not Found'],
    ['/zz/greater-x/', 'Location Not Found'],
    ['/blog/nope/', 'Post Not Found'],
    ['/services/nope/', 'Service Not Found'],
    ['/on/nowhere/raccoon-removal/', 'Content not available'],
    ['/foo/', 'Page Not Found'],
    ['/_astro/missing.js', 'Page Not Found'],
    // The 404 pages are not pages of their own.
    ['/404/location/', 'Page Not Found'],
    ['/404.html', 'Page Not Found'],
    ['/404', 'Page Not Found'],
    ['/fr/on/nowhere/', 'Lieu introuvable'],
    ['/fr/blogue/nope/', 'Article introuvable'],
    ['/fr/foo/', 'Page introuvable'],
    ['/FR/on/nowhere/', 'Lieu introuvable'],
    // Kinds the build has no French page for are answered with the English one.
    ['/fr/services/nope/', 'Service Not Found'],
    ['/fr/on/nowhere/retrait-ratons-laveurs/', 'Content not available'],
    ['/fr/404/location/', 'Page introuvable'],
    ['/fr/404', 'Page introuvable'],
    // Only /fr/ itself is French.
    ['/fra/on/nowhere/', 'Page Not Found'],
    ['/on/fr/', 'Location Not Found'],
  ])('answers %s with 404 and the page of its kind, in the language of its URL', async (path, text) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe(`<h1>${text}</h1>`);
  });

  it.each([
    ['/qc/greater-montreal/', 'Greater Montreal'],
    ['/fr/qc/grand-montreal/', 'Grand Montréal'],
  ])('serves the area page %s where it is, in its language, without a redirect', async (path, text) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(text);
  });

  it('answers /api/health', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it.each(['/', '/_astro/app.123.js', '/about', '/services/bird-control/', '/on/nowhere/', '/api/health'])(
    'sends the security headers with %s',
    async (path) => {
      const res = await get(path);
      expect({
        nosniff: res.headers.get('x-content-type-options'),
        referrer: res.headers.get('referrer-policy'),
        frames: res.headers.get('x-frame-options'),
        permissions: res.headers.get('permissions-policy'),
        csp: res.headers.get('content-security-policy')?.split(';')[0],
      }).toEqual({
        nosniff: 'nosniff',
        referrer: 'strict-origin-when-cross-origin',
        frames: 'DENY',
        permissions: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        csp: "default-src 'self'",
      });
    },
  );

  it('sends HSTS only on a request that came over HTTPS, which without a trusted proxy none does', async () => {
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
    // A client that says so itself is not believed.
    expect((await get('/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
  });

  it('answers HEAD wherever it answers GET, without a body', async () => {
    for (const path of ['/', '/about/', '/robots.txt', '/nope/', '/about', '/api/health']) {
      const [head, getAnswer] = await Promise.all([
        raw(port, `HEAD ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        raw(port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      ]);
      expect(statusOf(head), path).toBe(statusOf(getAnswer));
      expect(head.split('\r\n\r\n')[1], path).toBe('');
    }
  });
});

describe('buildApp against a hostile client', () => {
  // Each of these once ended a hand-written server's process.
  it.each(['bytes=5-1', 'bytes=0-0,0-0', 'bytes=-5', 'bytes=99999999999999999999-', 'pages=1-2', 'bytes='])(
    'ignores Range: %s and sends the whole file',
    async (range) => {
      const res = await get('/_astro/app.123.js', { range, 'accept-encoding': 'identity' });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('console.log("app");');
      await alive();
    },
  );

  // A redirect is a route of the build's, never built from what was sent: a path that only
  // looks like a page's is a miss.
  it.each([
    '/.//evil.example/index.html',
    '//x//evil.example/index',
    '//evil.example/index.html?next=1',
    '//services/bird-control',
  ])('answers %s as a miss, never with a redirect', async (path) => {
    const answer = await raw(port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer)).toBe(404);
    expect(headerOf(answer, 'Location')).toBeUndefined();
  });

  it.each([
    'GET //a:99999/ HTTP/1.1',
    'GET /%E0%A4%A HTTP/1.1',
    'GET /a%00b/ HTTP/1.1',
    'GET /..%2f..%2fetc/passwd HTTP/1.1',
    'GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1',
    'GET /../../etc/passwd HTTP/1.1',
    'GET * HTTP/1.1',
    'OPTIONS * HTTP/1.1',
    `GET /${'a'.repeat(3000)} HTTP/1.1`,
    'POST /about/ HTTP/1.1',
    'DELETE /_astro/app.123.js HTTP/1.1',
    'PUT /nope/ HTTP/1.1',
    'PROPFIND / HTTP/1.1',
  ])('answers "%s" with a 4xx that serves no file outside the build, and goes on serving', async (line) => {
    const answer = await raw(port, `${line}\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer)).toBeGreaterThanOrEqual(400);
    expect(statusOf(answer)).toBeLessThan(500);
    expect(answer).not.toContain('root:');
    await alive();
  });

  it('reads an absolute request target as its path on this site, as HTTP/1.1 asks of a server', async () => {
    const answer = await raw(port, 'GET http://evil.example/about/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statusOf(answer)).toBe(200);
    expect(answer).toContain('<h1>About page</h1>');
  });

  it('answers a post to a page with 405 and the methods it allows', async () => {
    const res = await fetch(`${server.origin}/about/`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it.each([
    ['Content-Length with Transfer-Encoding', 'Content-Length: 5\r\nTransfer-Encoding: chunked\r\n', 400],
    ['two Content-Lengths', 'Content-Length: 1\r\nContent-Length: 2\r\n', 400],
    ['a header without a colon', 'Broken header\r\n', 400],
    ['64 KB of one header', `X-Big: ${'a'.repeat(64 * 1024)}\r\n`, 431],
    ['two Host headers', 'Host: y\r\n', 400],
  ])('answers a request with %s with %i', async (_, headers, status) => {
    const answer = await raw(port, `GET /about/ HTTP/1.1\r\nHost: x\r\n${headers}\r\n`);
    expect(statusOf(answer)).toBe(status);
    await alive();
  });

  // Over a raw socket: fetch adds Cache-Control: no-cache to a conditional request, which asks for the whole file.
  it.each([
    ['*', 304],
    ['"nope", W/"", ,,', 200],
  ])('answers If-None-Match: %s with %i', async (tag, status) => {
    const answer = await raw(
      port,
      `GET /_astro/app.123.js HTTP/1.1\r\nHost: x\r\nIf-None-Match: ${tag}\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(status);
  });

  it.each<[string, Record<string, string>, number]>([
    ['If-Modified-Since: garbage', { 'if-modified-since': 'yesterday-ish' }, 200],
    ['Accept-Encoding: 8 KB of it', { 'accept-encoding': 'x,'.repeat(4000) }, 200],
    ['Accept-Encoding: br;q=0', { 'accept-encoding': 'br;q=0, gzip' }, 200],
    ['Cookie: broken', { cookie: '%%%; =; a=%ZZ; ;;' }, 200],
  ])('serves a file to a client sending %s', async (_, headers, status) => {
    const res = await get('/_astro/app.123.js', headers);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('answers 304 when If-None-Match names the ETag in a list', async () => {
    const etag = (await get('/about/')).headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const answer = await raw(
      port,
      `GET /about/ HTTP/1.1\r\nHost: x\r\nIf-None-Match: "other", ${etag}\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(304);
  });

  it('answers a bug in a route with 500 and one error line in the log, and goes on serving', async () => {
    logged.length = 0;
    const res = await get('/api/bug');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Something went wrong on our side. Please call us.' });
    const errors = logged.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
    expect(errors.filter((line) => line.level >= 50)).toEqual([
      expect.objectContaining({
        msg: 'GET /api/bug failed',
        err: expect.objectContaining({ message: 'a bug in a route' }),
      }),
    ]);
    await alive();
  });

  it.each([
    ['Origin of another site', { origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed page)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a subdomain)', { 'sec-fetch-site': 'same-site', origin: server?.origin ?? '' }],
  ])('refuses a post from another site (%s) with 403 before reading it', async (_, headers) => {
    const res = await fetch(`${server.origin}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{"a":1}',
    });
    expect(res.status).toBe(403);
  });

  it.each([
    ['no Origin (a script, or an old browser)', {}],
    ['its own Origin', { origin: 'SELF', 'sec-fetch-site': 'same-origin' }],
    ["the site's public address as Origin", { origin: 'https://www.northpaw.example' }],
  ])('takes a post with %s', async (_, headers: Record<string, string>) => {
    const res = await fetch(`${server.origin}/api/echo`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v === 'SELF' ? server.origin : v])),
      },
      body: '{"a":1}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ got: { a: 1 } });
  });

  it('answers CONNECT with 405: it opens no tunnel', async () => {
    const answer = await raw(port, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n');
    expect(statusOf(answer)).toBe(405);
    await alive();
  });

  it('survives a CONNECT whose client resets the connection', async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('CONNECT a:1 HTTP/1.1\r\nHost: a:1\r\n\r\n');
          setTimeout(() => {
            socket.resetAndDestroy();
            resolve();
          }, 50);
        });
        socket.on('error', () => resolve());
      });
    }
    await alive();
  });

  it(`cuts off a connection that pipelines more than ${connectionLimits.maxPendingPerSocket} requests without reading`, async () => {
    const count = connectionLimits.maxPendingPerSocket * 4;
    const answer = await raw(port, 'GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(count), 1_000);
    expect(statusesOf(answer).length).toBeLessThanOrEqual(connectionLimits.maxPendingPerSocket);
    await alive();
  });

  it('answers a few pipelined requests in order', async () => {
    const answer = await raw(
      port,
      `${'GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(3)}GET /about/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(statusesOf(answer)).toEqual([200, 200, 200, 200]);
  });
});

describe('buildApp against slow and many clients', () => {
  let limited: RunningServer;
  let limitedPort: number;

  beforeAll(async () => {
    limited = await listening({
      build: testBuild(clientDir),
      limits: { headersTimeoutMs: 400, requestTimeoutMs: 800, checkIntervalMs: 100, maxConnections: 3 },
    });
    limitedPort = Number(new URL(limited.origin).port);
  });
  afterAll(() => limited?.close());

  it('sets its time-outs and caps on purpose', () => {
    const http = server.app.server;
    expect({
      headers: http.headersTimeout,
      request: http.requestTimeout,
      idle: http.timeout,
      keepAlive: http.keepAliveTimeout,
      perSocket: http.maxRequestsPerSocket,
      connections: http.maxConnections,
    }).toEqual({
      headers: 10_000,
      request: 120_000,
      idle: 30_000,
      keepAlive: 5_000,
      perSocket: 1_000,
      connections: 1_024,
    });
  });

  it('cuts off a client that sends its headers too slowly (408) and closes its socket', async () => {
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(limitedPort, '127.0.0.1');
      let text = '';
      socket.setEncoding('latin1');
      // One more header line every 150 ms until the answer comes: the client itself never closes.
      const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 150);
      socket.on('data', (chunk: string) => {
        text += chunk;
        clearInterval(drip);
      });
      // A line already on its way when the server closed is answered with a reset: the end of
      // such a connection, not a failure of the test.
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        resolve(text);
      });
      socket.write('GET /about/ HTTP/1.1\r\nHost: x\r\n');
    });
    expect(statusOf(answer)).toBe(408);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('refuses connections past its cap, and serves again once the held ones time out', async () => {
    // Half-sent requests from a client that never closes them.
    const sockets = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          new Promise<ReturnType<typeof connect>>((resolve) => {
            const socket = connect(limitedPort, '127.0.0.1', () => {
              socket.write('GET /about/ HTTP/1.1\r\nHost: x\r\n');
              resolve(socket);
            });
            socket.on('error', () => undefined);
          }),
      ),
    );
    const refused = await raw(limitedPort, 'GET /about/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 200);
    expect(refused).toBe('');
    await new Promise((r) => setTimeout(r, 1_000));
    const served = await raw(limitedPort, 'GET /about/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statusOf(served)).toBe(200);
    for (const socket of sockets) socket.destroy();
  });
});

describe('buildApp without the per-kind 404 pages', () => {
  let dir: string;
  let bare: RunningServer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'northpaw-app-bare-'));
    await writeFile(join(dir, 'index.html'), '<h1>Home page</h1>');
    await writeFile(join(dir, '404.html'), '<h1>Generic 404</h1>');
    bare = await startSiteServer({ build: testBuild(dir) });
  });
  afterAll(async () => {
    await bare?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['/on/nowhere/', '/blog/nope/', '/foo/', '/fr/on/nowhere/', '/fr/404/page/'])(
    'falls back to 404.html for %s',
    async (path) => {
      const res = await bare.fetch(`${bare.origin}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('<h1>Generic 404</h1>');
    },
  );
});

describe('cspDirectives', () => {
  it("allows this origin and the build's inline scripts, and nothing of Google's without analytics", () => {
    const csp = cspDirectives(["'sha256-abc'"]);
    expect(csp.scriptSrc).toEqual(["'self'", "'sha256-abc'"]);
    expect(csp.connectSrc).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toContain('google');
  });

  it("allows exactly Google's tag hosts when the build runs Google Analytics", () => {
    const csp = cspDirectives(["'sha256-abc'"], { analytics: true });
    expect(csp.scriptSrc).toEqual(["'self'", 'https://www.googletagmanager.com', "'sha256-abc'"]);
    expect(csp.imgSrc).toEqual(["'self'", 'data:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com']);
    expect(csp.connectSrc).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
  });
});
