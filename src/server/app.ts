/**
 * The site's server as a Fastify application: buildApp registers the plugins and the routes,
 * nothing else. Fastify's own plugins do the generic work (plugins/external/: security headers,
 * load shedding, files, rate limits, cookies, forms); the application's plugins give every route
 * what it needs as decorators (plugins/app/: the store, the outbox, the retention job, the
 * people who sign in, the transport guards); the routes (routes/) are the business's. serve.ts reads the settings,
 * builds, listens and closes; tests build and call `app.inject()`. See docs/server.md.
 */
import { randomBytes } from 'node:crypto';
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
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { leadLimits } from '../lib/lead-rules.ts';
import type { Deliveries } from './domain/notify.ts';
import type { SiteBuild } from './domain/site-files.ts';
import { formbodyOptions } from './plugins/external/formbody.ts';
import { helmetOptions } from './plugins/external/helmet.ts';
import { rateLimitOptions } from './plugins/external/rate-limit.ts';
import { staticOptions } from './plugins/external/static.ts';
import { underPressureOptions } from './plugins/external/under-pressure.ts';
import auth, { type Mailer } from './plugins/app/auth.ts';
import buildData from './plugins/app/build.ts';
import outbox from './plugins/app/outbox.ts';
import retention from './plugins/app/retention.ts';
import store from './plugins/app/store.ts';
import transport, { clientLeft, connectionLimits, noteHangUp, type ConnectionLimits } from './plugins/app/transport.ts';
import { adminRoutes } from './routes/admin/index.tsx';
import { editorRoutes } from './routes/editor.ts';
import { eventRoutes } from './routes/events.ts';
import { findRoutes } from './routes/find.tsx';
import { leadRoutes } from './routes/leads.tsx';
import { pageRoutes } from './routes/pages.ts';
import type { Settings } from './settings.ts';
import type { Database } from './store/schema.ts';
import type { UploadSlots } from './routes/lead-upload.ts';

declare module 'fastify' {
  interface FastifyInstance {
    settings: Settings;
    /** Signs form tokens and cookies and salts client keys (SESSION_SECRET, else random per start). */
    secret: string;
    /** The server's clock; a test's own when it sets one. */
    now(): Date;
  }
}

export interface AppOptions {
  settings: Settings;
  build: SiteBuild;
  /** A database of the caller's (a test's); else the settings' is opened. */
  db?: Kysely<Database>;
  /** How leads reach people (notify.ts); none in a test that only stores them. */
  deliveries?: Deliveries;
  /** Sends sign-in e-mails (SMTP_URL's server); without one, only the owner's first link goes to the log. */
  mailer?: Mailer;
  /** Where the owner's first link and the setup's advice are written: the server's output. */
  log?: (line: string) => void;
  /** Runs the outbox's worker (default): a test that reads queued jobs turns it off. */
  outboxWorker?: boolean;
  /** Counts limits in Redis (REDIS_URL), shared by every server. */
  redis?: Redis;
  clock?: () => Date;
  limits?: Partial<ConnectionLimits>;
  /**
   * Shed load (503) once the event loop is held this long (0: never); MAX_EVENT_LOOP_DELAY_MS
   * when not given. Tests whose server shares their own thread turn it off: their own work would be shed.
   */
  maxEventLoopDelayMs?: number;
  /** A test's own upload slots, to see when the work ends. */
  uploads?: UploadSlots;
  logger?: FastifyServerOptions['logger'];
}

/** A body the client sent malformed, as multipart's parser (busboy) says it without a status. */
const malformedBody = /^(Unexpected end of|Malformed part header|Multipart: Boundary not found)/;

/** The status an error answers with: its own, 400 for a body the client broke, else 500 (ours). */
export const statusOf = (error: FastifyError) => error.statusCode ?? (malformedBody.test(error.message) ? 400 : 500);

/** An API path and the same with a trailing slash, which a hand-written client may add. */
export const apiPaths = (url: string) => [url, `${url}/`];

/** An API path that takes posts only: any other method is told so (405, Allow: POST). */
export function postOnly(app: FastifyInstance, url: string): void {
  for (const path of apiPaths(url)) {
    app.route({
      method: ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: path,
      handler: async (_request, reply) => reply.code(405).header('Allow', 'POST').send({ error: 'Use POST.' }),
    });
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { settings, build } = options;
  const limits = { ...connectionLimits, ...options.limits };
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request is a proxy's job; the server logs what went wrong and what it dropped.
    logController: new LogController({ disableRequestLogging: true }),
    // The client is the address the outermost of the trusted proxies saw, never what the client wrote itself.
    trustProxy: (_address: string, hop: number) => hop < settings.TRUST_PROXY,
    bodyLimit: leadLimits.body,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
    // A page without its trailing slash is a redirect of its own (routes/pages.ts), never the page.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    return503OnClosing: true,
  });
  app.decorate('settings', settings);
  await app.register(buildData, { site: build });
  app.decorate('secret', settings.SESSION_SECRET ?? randomBytes(32).toString('base64url'));
  app.decorate('now', () => options.clock?.() ?? new Date());

  await app.register(transport, {
    limits,
    proxyHops: settings.TRUST_PROXY,
    siteHost: new URL(settings.SITE_URL).host,
  });
  await app.register(
    fastifyUnderPressure,
    underPressureOptions(options.maxEventLoopDelayMs ?? settings.MAX_EVENT_LOOP_DELAY_MS),
  );
  await app.register(fastifyHelmet, helmetOptions(build.csp));
  await app.register(fastifyCookie, { secret: app.secret });
  await app.register(fastifyFormbody, formbodyOptions);
  await app.register(fastifyRateLimit, rateLimitOptions(options.redis));
  await app.register(fastifyStatic, staticOptions(build.clientDir));

  await app.register(store, options.db ? { db: options.db } : { settings });
  await app.register(outbox, {
    deliveries: options.deliveries ?? {},
    worker: options.outboxWorker ?? true,
    intervalMs: settings.OUTBOX_INTERVAL_MS,
    policy: { baseDelayMs: settings.OUTBOX_RETRY_MS, maxDelayMs: settings.OUTBOX_RETRY_MAX_MS },
  });
  await app.register(retention, { days: settings.LEADS_RETENTION_DAYS });
  await app.register(auth, { mailer: options.mailer, log: options.log ?? ((line) => app.log.info(line)) });

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

  // The site's own routes declare what they take with zod (the project's validator, shared with
  // the browser's forms); Fastify's plugins keep their own JSON schemas.
  await app.register(async (site) => {
    site.setValidatorCompiler(validatorCompiler);
    site.setSerializerCompiler(serializerCompiler);
    await site.register(findRoutes);
    await site.register(pageRoutes);
    await site.register(leadRoutes, { uploads: options.uploads });
    await site.register(eventRoutes);
    await site.register(editorRoutes);
    await site.register(adminRoutes, { prefix: '/admin' });
  });

  return app;
}

/** The not-found page of a missing URL's kind and language, held in memory, precompressed. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const page = request.server.build.notFoundPage(request.url.split('?')[0] ?? '/');
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
