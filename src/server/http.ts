/**
 * The Node server around the build: static files (precompressed, hashed assets cached for a
 * year), permanent redirects, Astro's on-demand routes, and a 404 page chosen by the URL's
 * shape, with the same headers on every response. Whatever a client sends is answered,
 * malformed requests with a 4xx, and nothing it sends can stop the process (issue 11).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { languages } from '../lib/i18n.ts';
import { notFoundKind, notFoundLang } from '../lib/not-found.ts';
import { redirectFor } from '../lib/redirects.ts';
import { parseTarget, sitePath, type Target } from './request-target.ts';
import { acceptedEncodings, createStaticFiles } from './static-files.ts';

type Next = () => void;
export type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: Next) => void | Promise<void>;
/** Answers the request and returns true, or returns false to let the next handler try. */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse, target: Target) => Promise<boolean>;

/**
 * Every response's policy: scripts only from this origin or inline scripts whose hash the
 * build listed (scripts/csp.ts); no eval; no framing; forms post only here.
 */
/** What Google's tag loads and talks to (Google's own CSP guidance for GA4): allowed only when the build runs it. */
const googleAnalytics = {
  script: 'https://www.googletagmanager.com',
  img: 'https://*.google-analytics.com https://*.googletagmanager.com',
  connect: 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com',
};

export function contentSecurityPolicy(scriptHashes: string[], { analytics = false } = {}): string {
  const ga = (part: keyof typeof googleAnalytics) => (analytics ? ` ${googleAnalytics[part]}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${ga('script')} ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${ga('img')}`,
    "font-src 'self'",
    `connect-src 'self'${ga('connect')}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * How long a client may take, and how many may be connected at once. A slow client (one
 * byte of headers every few seconds) is cut off instead of holding a socket for ever.
 */
export const connectionLimits = {
  /** The whole header block must arrive within this. */
  headersTimeoutMs: 10_000,
  /** The whole request, body included (a lead is at most a few KB). */
  requestTimeoutMs: 30_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** Requests on one connection before it is closed, so one client cannot keep a socket for ever. */
  maxRequestsPerSocket: 1_000,
  /** Open connections; more are refused at once (a proxy in front usually pools far fewer). */
  maxConnections: 1_024,
  /** How often Node checks the two time-outs above. */
  checkIntervalMs: 1_000,
};

function cacheControl(pathname: string): string {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (pathname.endsWith('/') || pathname.endsWith('.html')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/** Sends a prebuilt HTML page with a given status, brotli or gzip when the client takes it. */
async function sendPage(req: IncomingMessage, res: ServerResponse, file: string, status: number) {
  const accepts = acceptedEncodings(req.headers['accept-encoding']);
  const encoding =
    accepts.br && existsSync(`${file}.br`) ? 'br' : accepts.gzip && existsSync(`${file}.gz`) ? 'gzip' : undefined;
  const body = await readFile(encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(`${text}\n`);
}

/** The Location of a redirect for this path, if it has one: always a path on this site. */
function redirectLocation(pathname: string, hasPage: (path: string) => boolean): string | undefined {
  const renamed = redirectFor(pathname);
  const index = /\/index(\.html)?$/.exec(pathname);
  const needsSlash = !pathname.endsWith('/') && !pathname.split('/').at(-1)?.includes('.') && hasPage(`${pathname}/`);
  const location = renamed ?? (index ? pathname.slice(0, index.index + 1) : needsSlash ? `${pathname}/` : undefined);
  return location === undefined ? undefined : sitePath(location);
}

export interface SiteServerOptions {
  clientDir: string;
  astro?: AstroHandler;
  /** POST /api/leads. */
  leads?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** POST /api/events: the site's own count of call clicks. */
  events?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** /admin/ and below. */
  admin?: RouteHandler;
  scriptHashes?: string[];
  /** The build runs Google Analytics (PUBLIC_GA4_ID): the policy allows its hosts, and only then. */
  analytics?: boolean;
  limits?: Partial<typeof connectionLimits>;
  log?: (line: string) => void;
}

export function createSiteServer({
  clientDir,
  astro,
  leads,
  events,
  admin,
  scriptHashes = [],
  analytics = false,
  limits: given = {},
  log = (line) => console.error(line),
}: SiteServerOptions): Server {
  const limits = { ...connectionLimits, ...given };
  const csp = contentSecurityPolicy(scriptHashes, { analytics });
  const files = createStaticFiles(clientDir, cacheControl);

  /**
   * A miss is answered in the language of its URL (a French page under /fr/404/{kind}/), with
   * the English page of its kind when a build has no French one, and 404.html as the last resort.
   */
  const notFound = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const kind = notFoundKind(pathname);
    const pages = [
      join(clientDir, languages[notFoundLang(pathname)].prefix, '404', kind, 'index.html'),
      join(clientDir, '404', kind, 'index.html'),
    ];
    return sendPage(req, res, pages.find((page) => existsSync(page)) ?? join(clientDir, '404.html'), 404);
  };

  /** The last resort: a bug answers 500 with one log line, and the process goes on serving. */
  const failed = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(
      `[server] ${req.method ?? '?'} ${JSON.stringify(req.url ?? '').slice(0, 200)} failed: ${message.split('\n').slice(0, 2).join(' ')}`,
    );
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ error: 'Something went wrong on our side. Please call us.' }));
  };

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', csp);
    if (req.headers['x-forwarded-proto'] === 'https') {
      res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
    const parsed = parseTarget(req.url);
    if (!parsed.ok) return sendText(res, parsed.status, `Bad request: ${parsed.reason}.`);
    const { target } = parsed;
    const { pathname } = target;

    // The error pages, English and French, are served only as answers to a miss, never as pages of their own.
    if (/^(\/fr)?\/404(\/|\.html$|$)/.test(pathname)) return notFound(req, res, pathname);

    const location = redirectLocation(pathname, (path) => files.has(decodeURIComponent(path)));
    if (location) {
      res.writeHead(301, { Location: `${location}${target.search}` });
      res.end();
      return;
    }

    if (pathname === '/api/health') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ ok: true }));
      return;
    }
    if (pathname === '/api/leads' || pathname === '/api/leads/') {
      if (req.method !== 'POST' || !leads) {
        res.writeHead(leads ? 405 : 404, { Allow: 'POST', 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: leads ? 'Use POST.' : 'Leads are not accepted here.' }));
        return;
      }
      return leads(req, res);
    }
    if (pathname === '/api/events' || pathname === '/api/events/') {
      if (req.method !== 'POST' || !events) {
        res.writeHead(events ? 405 : 404, { Allow: 'POST', 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: events ? 'Use POST.' : 'Events are not counted here.' }));
        return;
      }
      return events(req, res);
    }
    if (admin && (pathname === '/admin' || pathname.startsWith('/admin/'))) {
      if (!(await admin(req, res, target))) await notFound(req, res, pathname);
      return;
    }
    if (files.serve(req, res, target.decoded)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, 'Method not allowed.', { Allow: 'GET, HEAD' });
    }
    if (!astro) return notFound(req, res, pathname);
    const miss = () => void notFound(req, res, pathname).catch((error: unknown) => failed(req, res, error));
    await astro(req, res, miss);
  };

  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    (req, res) => {
      try {
        route(req, res).catch((error: unknown) => failed(req, res, error));
      } catch (error) {
        failed(req, res, error);
      }
    },
  );
  server.maxRequestsPerSocket = limits.maxRequestsPerSocket;
  server.maxConnections = limits.maxConnections;
  // CONNECT asks for a tunnel, which this server never opens (Node closes it unanswered otherwise).
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
    );
  });
  // A request Node cannot parse (bad header, Content-Length with Transfer-Encoding, headers
  // too large, a time-out) gets a bare 4xx and the socket closes; nothing reaches the routes.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[status];
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}
