/**
 * The site's server: Fastify and its official plugins around the build. Fastify parses and
 * times out requests, @fastify/static serves the files (precompressed, ETag, conditional
 * GETs), @fastify/helmet writes the security headers, @fastify/under-pressure answers 503
 * when the event loop lags. What is ours is what only this site knows: the not-found page
 * chosen by the URL's shape, the redirects, the policy's script hashes, and the few limits
 * Node has no setting for (see docs/server.md).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifyUnderPressure from '@fastify/under-pressure';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { leadLimits } from '../lib/lead-rules.ts';
import { addressBlock } from './domain/clients.ts';
import { builtPages, isNotFoundPath, movedPages, notFoundPages, redirectLocation } from './domain/site-files.ts';

/** What Google's tag loads and talks to (Google's own CSP guidance for GA4): allowed only when the build runs it. */
const googleAnalytics = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/**
 * Every response's policy: scripts only from this origin or inline scripts whose hash the
 * build listed (scripts/csp.ts); no eval; no framing; forms post only here.
 */
export function cspDirectives(scriptHashes: string[], { analytics = false } = {}): Record<string, string[]> {
  const ga = (part: keyof typeof googleAnalytics) => (analytics ? googleAnalytics[part] : []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...ga('script'), ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...ga('img')],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...ga('connect')],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  };
}

/**
 * How long a client may take and how much it may hold. A slow client (one byte of headers
 * every few seconds) is cut off, a silent one too, instead of holding a socket for ever.
 */
export const connectionLimits = {
  /** The whole header block must arrive within this. */
  headersTimeoutMs: 10_000,
  /**
   * The whole request, body included: a lead's three photos (up to 45 MB) from a phone on a slow
   * uplink. A connection that sends nothing is still cut after idleTimeoutMs.
   */
  requestTimeoutMs: 120_000,
  /** A socket on which nothing moves, either way, for this long is closed. */
  idleTimeoutMs: 30_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** Requests on one connection before it is closed (a page and its files take a few dozen). */
  maxRequestsPerSocket: 1_000,
  /**
   * Requests sent on one connection and not yet answered. Browsers send one at a time; a
   * client that pipelines more without reading the answers is cut off, since each one in
   * flight holds an open file and a buffer until it is read.
   */
  maxPendingPerSocket: 8,
  /** Open connections; more are refused at once (a proxy in front usually pools far fewer). */
  maxConnections: 1_024,
  /**
   * Open connections from one client (an IPv6 client by its /64); more are closed at once, so one
   * address cannot fill maxConnections. A browser opens six; an office behind one address, a few
   * people's worth. Behind a proxy every connection comes from the proxy, which must count them.
   */
  maxConnectionsPerClient: 64,
  /** How often Node checks the header and request time-outs. */
  checkIntervalMs: 1_000,
};

/** Event-loop lag past which every request is answered 503 with Retry-After, so the server catches up. */
export const pressureLimits = { maxEventLoopDelayMs: 1_000, retryAfterSeconds: 10 };

function cacheControl(file: string): string {
  if (/[\\/]_astro[\\/]/.test(file)) return 'public, max-age=31536000, immutable';
  if (/\.html(\.br|\.gz)?$/.test(file)) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

export interface SiteOptions {
  clientDir: string;
  /** The build's inline-script hashes (dist/csp.json). */
  scriptHashes?: string[];
  /** The build runs Google Analytics (PUBLIC_GA4_ID): the policy allows its hosts, and only then. */
  analytics?: boolean;
  /** Trusted reverse proxies in front, each appending to X-Forwarded-For (0: none). */
  proxyHops?: number;
  /** The site's public address: a post whose Origin is this host is one of ours. */
  siteUrl?: string;
  /** Signs cookies (SESSION_SECRET). */
  cookieSecret?: string;
  limits?: Partial<typeof connectionLimits>;
  /**
   * Shed load (503) once the event loop is held this long (0: never). Tests that read pages
   * through a server sharing their own thread turn it off: their own work would be shed.
   */
  maxEventLoopDelayMs?: number;
  logger?: FastifyServerOptions['logger'];
}

const pending = new WeakMap<Socket, number>();

/** Closes a new connection at once when its client already holds `max` (connectionLimits.maxConnectionsPerClient). */
function limitConnectionsPerClient(server: Server, max: number) {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const client = addressBlock(socket.remoteAddress);
    const count = (open.get(client) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}

/** Two Host headers are two answers to "which site?": refused rather than guessed. */
function hostCount(req: IncomingMessage): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]?.toLowerCase() === 'host') count++;
  return count;
}

/**
 * Whether an unsafe request (a post) comes from another site: browsers say so in
 * Sec-Fetch-Site, and older ones in Origin. A script that sends neither is no browser to
 * hijack, and is judged on what it sends.
 */
export function isCrossSite(request: FastifyRequest, siteHost?: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false;
  if (!URL.canParse(origin)) return true;
  const { host } = new URL(origin);
  return host !== request.headers.host && host !== siteHost;
}

/**
 * The client hung up before its request was read whole (a reset, a closed tab): nobody is left to
 * answer, and it is no fault of the server's.
 */
export const clientLeft = (request: FastifyRequest) => request.raw.destroyed && !request.raw.complete;

const HANG_UP_LOG_EVERY_MS = 60_000;
let hangUps = 0;
let hangUpLoggedAt = -Infinity;

/**
 * Gives up on a request whose client left. Not an error: at most one info line a minute says how
 * many there were, so a client hanging up thousands of times writes one line, not thousands.
 */
export function noteHangUp(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  hangUps++;
  const now = Date.now();
  if (now - hangUpLoggedAt >= HANG_UP_LOG_EVERY_MS) {
    request.log.info(`${hangUps} client(s) hung up before their answer (one such line a minute at most)`);
    hangUps = 0;
    hangUpLoggedAt = now;
  }
  reply.hijack();
  if (!reply.raw.destroyed) reply.raw.destroy();
  return reply;
}

/** A body the client sent malformed, as multipart's parser (busboy) says it without a status. */
const malformedBody = /^(Unexpected end of|Malformed part header|Multipart: Boundary not found)/;

/** The status an error answers with: its own, 400 for a body the client broke, else 500 (ours). */
export const statusOf = (error: FastifyError) => error.statusCode ?? (malformedBody.test(error.message) ? 400 : 500);

export interface Site {
  app: FastifyInstance;
  /** The build's pages ("/", "/on/brampton/"). */
  pages: Set<string>;
}

/** An API path that takes posts only: any other method is told so (405, Allow: POST). */
export function postOnly(app: FastifyInstance, url: string): void {
  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url,
    handler: async (_request, reply) => reply.code(405).header('Allow', 'POST').send({ error: 'Use POST.' }),
  });
}

/** Builds the server; the caller registers the API and inbox routes, then listens. */
export async function createSite(options: SiteOptions): Promise<Site> {
  const limits = { ...connectionLimits, ...options.limits };
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request is a proxy's job; the server logs what went wrong and what it dropped.
    logController: new LogController({ disableRequestLogging: true }),
    // The client is the address the outermost of the trusted proxies saw, never what the client wrote itself.
    trustProxy: (_address: string, hop: number) => hop < (options.proxyHops ?? 0),
    bodyLimit: leadLimits.body,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
  });
  app.server.maxConnections = limits.maxConnections;
  if (!options.proxyHops) limitConnectionsPerClient(app.server, limits.maxConnectionsPerClient);
  // CONNECT asks for a tunnel, which this server never opens: a 405 (Node would close it
  // unanswered), on a socket that takes its own errors, since a client may reset it meanwhile.
  app.server.on('connect', (_request: IncomingMessage, socket: Socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
    );
  });
  const siteHost = options.siteUrl ? new URL(options.siteUrl).host : undefined;
  const notFoundPage = notFoundPages(options.clientDir);
  const pages = builtPages(options.clientDir);
  const moved = movedPages(options.clientDir);

  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs ?? pressureLimits.maxEventLoopDelayMs,
    retryAfter: pressureLimits.retryAfterSeconds,
    exposeStatusRoute: { url: '/api/health', routeOpts: { logLevel: 'silent' } },
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options.scriptHashes ?? [], options) },
    // HSTS only on a request that arrived over HTTPS (below): a plain-HTTP deployment must stay reachable.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Without a secret of the caller's (a test), signed cookies still work, for this process only.
  await app.register(fastifyCookie, { secret: options.cookieSecret ?? randomBytes(32).toString('base64url') });
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, { global: false });

  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket;
    const inFlight = (pending.get(socket) ?? 0) + 1;
    pending.set(socket, inFlight);
    if (inFlight > limits.maxPendingPerSocket) {
      socket.destroy();
      reply.hijack();
      return;
    }
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    if (hostCount(request.raw) > 1) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad request: two Host headers.\n');
    }
    // "*" (asterisk-form) names the server, not a page; the router would read it as the home page.
    if (!request.url.startsWith('/') && !/^https?:\/\//i.test(request.url)) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad request: not a path.\n');
    }
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && isCrossSite(request, siteHost)) {
      return reply.code(403).send({ error: 'Posts from other sites are refused.' });
    }
    const path = request.url.split('?')[0] ?? '/';
    if (isNotFoundPath(path)) return sendNotFound(request, reply);
    const location = redirectLocation(path, pages, moved);
    if (location) {
      const query = request.url.slice(path.length);
      return reply.code(301).header('Location', `${location}${query}`).send();
    }
  });
  app.addHook('onResponse', async (request) => {
    const socket = request.raw.socket;
    pending.set(socket, Math.max(0, (pending.get(socket) ?? 1) - 1));
  });

  await app.register(fastifyStatic, {
    root: options.clientDir,
    preCompressed: true,
    cacheControl: false,
    // Every file here is small; a range handed to the file system once took a hand-written server down.
    acceptRanges: false,
    dotfiles: 'ignore',
    // The build's files are known at start-up: one route each, so a miss never touches the disk
    // (the wildcard route read every folder of the path, for each request, to check its spelling).
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, file) => reply.header('Cache-Control', cacheControl(file)),
  });

  function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
    const page = notFoundPage(request.url.split('?')[0] ?? '/');
    const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
    const body = (encoding === 'br' && page.br) || (encoding === 'gzip' && page.gzip) || page.plain;
    if (body !== page.plain) reply.header('Content-Encoding', encoding);
    return reply
      .code(404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Accept-Encoding')
      .send(body);
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('Allow', 'GET, HEAD')
        .type('text/plain; charset=utf-8')
        .send('Method not allowed.\n');
    }
    return sendNotFound(request, reply);
  });

  // A client's mistake (bad JSON, a body too large, an aborted upload) is a 4xx and no concern of the logs;
  // a bug is a 500 with one log line, and the process goes on serving.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (clientLeft(request)) return noteHangUp(request, reply);
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, `${request.method} ${request.url.slice(0, 200)} failed`);
    if (reply.sent || reply.raw.destroyed) return;
    void reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .send({ error: status >= 500 ? 'Something went wrong on our side. Please call us.' : error.message });
  });

  return { app, pages };
}
