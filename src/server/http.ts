/**
 * The Node server around the build: static files (precompressed, hashed assets cached for a
 * year), permanent redirects, Astro's on-demand routes, and a 404 page chosen by the URL's
 * shape, with the same headers on every response.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { notFoundKind } from '../lib/not-found.ts';
import { redirectFor } from '../lib/redirects.ts';

type Next = () => void;
export type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: Next) => void | Promise<void>;
/** Answers the request and returns true, or returns false to let the next handler try. */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * Every response's policy: scripts only from this origin or inline scripts whose hash the
 * build listed (scripts/csp-hashes.ts); no eval; no framing; forms post only here.
 */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
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

function cacheControl(pathname: string): string {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (pathname.endsWith('/') || pathname.endsWith('.html')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/** Sends a prebuilt HTML page with a given status, brotli or gzip when the client takes it. */
async function sendPage(req: IncomingMessage, res: ServerResponse, file: string, status: number) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding =
    accepts.includes('br') && existsSync(`${file}.br`)
      ? 'br'
      : accepts.includes('gzip') && existsSync(`${file}.gz`)
        ? 'gzip'
        : undefined;
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

export interface SiteServerOptions {
  clientDir: string;
  astro?: AstroHandler;
  /** POST /api/leads. */
  leads?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** /admin/ and below. */
  admin?: RouteHandler;
  scriptHashes?: string[];
}

export function createSiteServer({ clientDir, astro, leads, admin, scriptHashes = [] }: SiteServerOptions): Server {
  const csp = contentSecurityPolicy(scriptHashes);
  const assets = sirv(clientDir, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControl(pathname)),
  });

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const page = join(clientDir, '404', notFoundKind(pathname), 'index.html');
    return sendPage(req, res, existsSync(page) ? page : join(clientDir, '404.html'), 404);
  };

  const failed = (res: ServerResponse, error: unknown) => {
    console.error('[server]', error);
    if (!res.headersSent) {
      res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ error: 'Something went wrong on our side. Please call us.' }));
    } else res.destroy();
  };

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', csp);
    if (req.headers['x-forwarded-proto'] === 'https') {
      res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { pathname } = url;

    // The error pages are served only as answers to a miss, never as pages of their own.
    if (/^\/404(\/|\.html$|$)/.test(pathname)) {
      void notFound(req, res).catch(() => res.end());
      return;
    }

    const renamed = redirectFor(pathname);
    const index = /\/index(\.html)?$/.exec(pathname);
    const needsSlash =
      !pathname.endsWith('/') &&
      !pathname.split('/').at(-1)?.includes('.') &&
      existsSync(join(clientDir, pathname, 'index.html'));
    const location = renamed ?? (index ? pathname.slice(0, index.index + 1) : needsSlash ? `${pathname}/` : undefined);
    if (location) {
      res.writeHead(301, { Location: `${location}${url.search}` });
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
      leads(req, res).catch((error: unknown) => failed(res, error));
      return;
    }
    if (admin && (pathname === '/admin' || pathname.startsWith('/admin/'))) {
      admin(req, res)
        .then((answered) => {
          if (!answered) void notFound(req, res).catch(() => res.end());
        })
        .catch((error: unknown) => failed(res, error));
      return;
    }

    const fallThrough = () => {
      const miss = () => void notFound(req, res).catch(() => res.end());
      if (astro) void astro(req, res, miss);
      else miss();
    };
    assets(req, res, fallThrough);
  });
}
