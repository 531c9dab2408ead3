import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { contentSecurityPolicy, createSiteServer, type AstroHandler } from './http.ts';

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
const headerOf = (answer: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(answer.split('\r\n\r\n')[0] ?? '')?.[1]?.trim();

/**
 * A small build output: pages, a hashed asset with its brotli sibling, and the 404 pages; the
 * French ones of three kinds only, so the others fall back to English.
 */
const files: Record<string, string | Buffer> = {
  'index.html': '<h1>Home page</h1>',
  'about/index.html': '<h1>About page</h1>',
  '_astro/app.123.js': 'console.log("app");',
  '_astro/app.123.js.br': brotliCompressSync('console.log("app");'),
  '404.html': '<h1>Generic 404</h1>',
  '404/location/index.html': '<h1>Location Not Found</h1>',
  '404/post/index.html': '<h1>Post not found</h1>',
  '404/content/index.html': '<h1>Content not available</h1>',
  '404/service/index.html': '<h1>Service not found</h1>',
  '404/page/index.html': '<h1>Page Not Found</h1>',
  'fr/404/location/index.html': '<h1>Lieu introuvable</h1>',
  'fr/404/post/index.html': '<h1>Article introuvable</h1>',
  'fr/404/page/index.html': '<h1>Page introuvable</h1>',
};

/** Stands in for Astro's on-demand routes: answers /api/other, throws on /api/bug, passes everything else on. */
const astroCalls: string[] = [];
const astro: AstroHandler = (req, res, next) => {
  astroCalls.push(req.url ?? '');
  if (req.url === '/api/bug') throw new Error('a bug in a route');
  if (req.url === '/api/other') {
    res.writeHead(201, { 'Content-Type': 'application/json' });
    res.end('{"from":"astro"}');
    return;
  }
  next();
};

let clientDir: string;
let server: ReturnType<typeof createSiteServer>;
let origin: string;
let port: number;
const logged: string[] = [];

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'northpaw-http-'));
  for (const [path, body] of Object.entries(files)) {
    await mkdir(dirname(join(clientDir, path)), { recursive: true });
    await writeFile(join(clientDir, path), body);
  }
  // The server indexes the files when it is created, so it comes after them.
  server = createSiteServer({ clientDir, astro, log: (line) => logged.push(line) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  await rm(clientDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { headers, redirect: 'manual' });

describe('createSiteServer', () => {
  it.each([
    ['/', 'Home page'],
    ['/about/', 'About page'],
  ])('serves the page %s with 200 and revalidation', async (path, text) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await res.text()).toContain(text);
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await get('/_astro/app.123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log("app");');
  });

  it('serves the brotli sibling to a client that accepts br', async () => {
    const res = await get('/_astro/app.123.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toContain('immutable');
    // fetch decompresses transparently: the body is the original file.
    expect(await res.text()).toBe('console.log("app");');
  });

  it('serves the plain file to a client that does not accept br', async () => {
    const res = await get('/_astro/app.123.js', { 'accept-encoding': 'identity' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('console.log("app");');
  });

  it.each([
    ['/about', '/about/'],
    ['/about?ref=footer', '/about/?ref=footer'],
    ['/services/bird-control/', '/services/bird-removal/'],
    ['/services/bird-control', '/services/bird-removal/'],
    ['/on/brampton/bird-control/', '/on/brampton/bird-removal/'],
  ])('redirects %s permanently to %s', async (path, location) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
  });

  it.each([
    ['/on/nowhere/', 'Location Not Found'],
    ['/zz/greater-x/', 'Location Not Found'],
    ['/blog/nope/', 'Post not found'],
    ['/services/nope/', 'Service not found'],
    ['/on/nowhere/raccoon-removal/', 'Content not available'],
    ['/foo/', 'Page Not Found'],
    ['/_astro/missing.js', 'Page Not Found'],
    // The 404 pages are not pages of their own.
    ['/404/location/', 'Page Not Found'],
    ['/404.html', 'Page Not Found'],
    ['/404', 'Page Not Found'],
  ])('answers %s with 404 and the page for its kind', async (path, text) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe(`<h1>${text}</h1>`);
  });

  it.each([
    ['/fr/on/nowhere/', 'Lieu introuvable'],
    ['/fr/blogue/nope/', 'Article introuvable'],
    ['/fr/foo/', 'Page introuvable'],
    ['/FR/on/nowhere/', 'Lieu introuvable'],
    // Kinds the build has no French page for are answered with the English one.
    ['/fr/services/nope/', 'Service not found'],
    ['/fr/on/nowhere/retrait-ratons-laveurs/', 'Content not available'],
    // The French 404 pages are not pages of their own either.
    ['/fr/404/location/', 'Page introuvable'],
    ['/fr/404/post/', 'Page introuvable'],
    ['/fr/404.html', 'Page introuvable'],
    ['/fr/404', 'Page introuvable'],
    // Only /fr/ itself is French.
    ['/fra/on/nowhere/', 'Page Not Found'],
    ['/on/fr/', 'Location Not Found'],
  ])('answers %s with 404 and the page of its kind in the language of its URL', async (path, text) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe(`<h1>${text}</h1>`);
  });

  it('asks the Astro handler before answering 404', async () => {
    astroCalls.length = 0;
    await get('/on/nowhere/');
    expect(astroCalls).toEqual(['/on/nowhere/']);
  });

  it('lets the Astro handler answer its on-demand routes', async () => {
    const res = await get('/api/other');
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('{"from":"astro"}');
  });

  it('answers /api/health itself, without asking Astro', async () => {
    astroCalls.length = 0;
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ ok: true });
    expect(astroCalls).toEqual([]);
  });

  it.each([
    '/',
    '/_astro/app.123.js',
    '/about',
    '/services/bird-control/',
    '/on/nowhere/',
    '/blog/nope/',
    '/api/other',
  ])('sends the security headers with %s', async (path) => {
    const res = await get(path);
    expect({
      nosniff: res.headers.get('x-content-type-options'),
      referrer: res.headers.get('referrer-policy'),
      frames: res.headers.get('x-frame-options'),
      permissions: res.headers.get('permissions-policy'),
    }).toEqual({
      nosniff: 'nosniff',
      referrer: 'strict-origin-when-cross-origin',
      frames: 'DENY',
      permissions: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    });
  });

  it('adds HSTS only behind an HTTPS proxy', async () => {
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
    expect((await get('/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });
});

describe('createSiteServer against a hostile client', () => {
  const alive = async () => expect((await get('/about/')).status).toBe(200);

  // Each of these once ended the process (issue 11).
  it.each([
    'bytes=5-1',
    'bytes=0-0,0-0',
    'bytes=-5',
    'bytes=99999999999999999999-',
    'bytes=1-2, 3-4',
    'pages=1-2',
    'bytes=',
  ])('ignores Range: %s and sends the whole file', async (range) => {
    const res = await get('/_astro/app.123.js', { range, 'accept-encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log("app");');
    await alive();
  });

  it('answers a request line whose path reads as a host ("GET //a:99999/") with a 404, and goes on serving', async () => {
    const answer = await raw(port, 'GET //a:99999/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statusOf(answer)).toBe(404);
    await alive();
  });

  it.each([
    ['/.//evil.example/index.html', '/evil.example/'],
    ['//x//evil.example/index', '/x//evil.example/'],
    ['//evil.example/index.html?next=1', '/evil.example/?next=1'],
    ['//services/bird-control', '/services/bird-removal/'],
  ])('redirects %s only to a path of this site (%s)', async (path, location) => {
    const answer = await raw(port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer)).toBe(301);
    expect(headerOf(answer, 'Location')).toBe(location);
  });

  it.each([
    ['GET /%E0%A4%A HTTP/1.1', 400],
    ['GET /a%00b/ HTTP/1.1', 400],
    ['GET /..%2f..%2fetc/passwd HTTP/1.1', 400],
    ['GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1', 404],
    ['GET * HTTP/1.1', 400],
    ['OPTIONS * HTTP/1.1', 400],
    ['GET http://evil.example/about/ HTTP/1.1', 200],
    ['GET /{3,000 characters} HTTP/1.1', 414],
    ['POST /about/ HTTP/1.1', 405],
    ['DELETE /_astro/app.123.js HTTP/1.1', 405],
    ['PUT /nope/ HTTP/1.1', 405],
    ['CONNECT evil.example:443 HTTP/1.1', 405],
  ])('answers "%s" with %i', async (line, status) => {
    const requestLine = line.replace('{3,000 characters}', 'a'.repeat(3000));
    const answer = await raw(port, `${requestLine}\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer)).toBe(status);
    await alive();
  });

  it.each([
    ['Content-Length with Transfer-Encoding', 'Content-Length: 5\r\nTransfer-Encoding: chunked\r\n', 400],
    ['two Content-Lengths', 'Content-Length: 1\r\nContent-Length: 2\r\n', 400],
    ['a header without a colon', 'Broken header\r\n', 400],
    ['64 KB of one header', `X-Big: ${'a'.repeat(64 * 1024)}\r\n`, 431],
  ])('answers a request with %s with a 4xx', async (_, headers, status) => {
    const answer = await raw(port, `GET /about/ HTTP/1.1\r\nHost: x\r\n${headers}\r\n`);
    expect(statusOf(answer)).toBe(status);
    await alive();
  });

  it.each<[string, Record<string, string>, number]>([
    ['If-None-Match: *', { 'if-none-match': '*' }, 304],
    ['If-None-Match: garbage', { 'if-none-match': '"nope", W/"", ,,' }, 200],
    ['If-Modified-Since: garbage', { 'if-modified-since': 'yesterday-ish' }, 200],
    ['Accept-Encoding: 8 KB of it', { 'accept-encoding': 'x,'.repeat(4000) }, 200],
    ['Accept-Encoding: br;q=0', { 'accept-encoding': 'br;q=0, gzip' }, 200],
    ['Cookie: broken', { cookie: '%%%; =; a=%ZZ; ;;' }, 200],
  ])('serves a page to a client sending %s', async (_, headers, status) => {
    const res = await get('/_astro/app.123.js', headers);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('answers 304 when If-None-Match names the ETag in a list', async () => {
    const etag = (await get('/about/')).headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect((await get('/about/', { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
  });

  it('answers a bug in a route with 500 and one log line, and goes on serving', async () => {
    logged.length = 0;
    const res = await get('/api/bug');
    expect(res.status).toBe(500);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\[server\] GET "\/api\/bug" failed: Error: a bug in a route/);
    await alive();
  });
});

describe('createSiteServer against slow and many clients', () => {
  let limited: ReturnType<typeof createSiteServer>;
  let limitedPort: number;

  beforeAll(async () => {
    limited = createSiteServer({
      clientDir,
      limits: { headersTimeoutMs: 400, requestTimeoutMs: 800, checkIntervalMs: 100, maxConnections: 3 },
    });
    await new Promise<void>((resolve) => limited.listen(0, '127.0.0.1', resolve));
    limitedPort = (limited.address() as AddressInfo).port;
  });
  afterAll(async () => {
    limited.closeAllConnections();
    await new Promise<void>((resolve) => limited.close(() => resolve()));
  });

  it('sets its time-outs and caps on purpose', () => {
    expect({
      headers: server.headersTimeout,
      request: server.requestTimeout,
      keepAlive: server.keepAliveTimeout,
      perSocket: server.maxRequestsPerSocket,
      connections: server.maxConnections,
    }).toEqual({ headers: 10_000, request: 30_000, keepAlive: 5_000, perSocket: 1_000, connections: 1_024 });
  });

  it('cuts off a client that sends its headers too slowly (408), well before it finishes', async () => {
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(limitedPort, '127.0.0.1');
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.write('GET /about/ HTTP/1.1\r\nHost: x\r\n');
      // One more header line every 150 ms, for ever.
      const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 150);
      socket.on('close', () => clearInterval(drip));
    });
    expect(statusOf(answer)).toBe(408);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('refuses connections past its cap, and serves again once they close', async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          new Promise<ReturnType<typeof connect>>((resolve) => {
            const socket = connect(limitedPort, '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    const refused = await raw(limitedPort, 'GET /about/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 1_000);
    expect(refused).toBe('');
    for (const socket of sockets) socket.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const served = await raw(limitedPort, 'GET /about/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statusOf(served)).toBe(200);
  });
});

describe('createSiteServer without the per-kind 404 pages', () => {
  let dir: string;
  let bare: ReturnType<typeof createSiteServer>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'northpaw-http-bare-'));
    await writeFile(join(dir, 'index.html'), '<h1>Home page</h1>');
    await writeFile(join(dir, '404.html'), '<h1>Generic 404</h1>');
    bare = createSiteServer({ clientDir: dir });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise<void>((resolve, reject) => bare.close((error) => (error ? reject(error) : resolve())));
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['/on/nowhere/', '/blog/nope/', '/foo/', '/fr/on/nowhere/', '/fr/404/page/'])(
    'falls back to 404.html for %s',
    async (path) => {
      const res = await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('<h1>Generic 404</h1>');
    },
  );
});

describe('contentSecurityPolicy', () => {
  it("allows this origin and the build's inline scripts, and nothing of Google's without analytics", () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"]);
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('google');
  });

  it("allows exactly Google's tag hosts when the build runs Google Analytics", () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"], { analytics: true });
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com 'sha256-abc'");
    expect(csp).toContain("img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com");
    expect(csp).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(csp).toContain("default-src 'self'");
  });
});
