/**
 * The transport guards: what a stranger can send before any route runs, and the limits Node
 * and Fastify have no setting for. One address cannot hold more than its share of connections;
 * a connection cannot pipeline requests without reading the answers; a request with two Host
 * headers, or a target that is not a path, is refused; a post from another site is refused
 * before its body is read. See docs/server.md.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addressBlock } from '../../domain/clients.ts';

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
export type ConnectionLimits = typeof connectionLimits;

export interface TransportOptions {
  limits: ConnectionLimits;
  /** Trusted proxies in front (TRUST_PROXY): connections then all come from them. */
  proxyHops: number;
  /** The site's public host: a post whose Origin is this host is one of ours. */
  siteHost?: string;
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

/** Closes a new connection at once when its client already holds `max`. */
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

async function transport(app: FastifyInstance, { limits, proxyHops, siteHost }: TransportOptions) {
  app.server.maxConnections = limits.maxConnections;
  if (!proxyHops) limitConnectionsPerClient(app.server, limits.maxConnectionsPerClient);
  // CONNECT asks for a tunnel, which this server never opens: a 405 (Node would close it
  // unanswered), on a socket that takes its own errors, since a client may reset it meanwhile.
  app.server.on('connect', (_request: IncomingMessage, socket: Socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
    );
  });

  const pending = new WeakMap<Socket, number>();
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
  });
  app.addHook('onResponse', async (request) => {
    const socket = request.raw.socket;
    pending.set(socket, Math.max(0, (pending.get(socket) ?? 1) - 1));
  });
}

export default fp(transport, { name: 'transport', fastify: '5.x' });
