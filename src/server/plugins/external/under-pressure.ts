/**
 * Load shedding (@fastify/under-pressure): once the event loop is held past the limit, every
 * request is answered 503 with Retry-After until the server catches up; /api/health is its
 * status route, for a proxy's health check.
 */
import type { FastifyUnderPressureOptions } from '@fastify/under-pressure';

export const pressureLimits = { maxEventLoopDelayMs: 1_000, retryAfterSeconds: 10 };

/** `maxEventLoopDelayMs` 0 never sheds: tests whose server shares their own thread would shed their own work. */
export const underPressureOptions = (
  maxEventLoopDelayMs = pressureLimits.maxEventLoopDelayMs,
): FastifyUnderPressureOptions => ({
  maxEventLoopDelay: maxEventLoopDelayMs,
  retryAfter: pressureLimits.retryAfterSeconds,
  exposeStatusRoute: { url: '/api/health', routeOpts: { logLevel: 'silent' } },
});
