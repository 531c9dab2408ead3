/**
 * Rate limits (@fastify/rate-limit), set per route (leads, form tokens, call clicks, sign-in).
 * Their counts live in this process, or in Redis when REDIS_URL is set, so that several
 * servers behind one address share one set of limits.
 */
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

export const rateLimitOptions = (redis?: Redis): RateLimitPluginOptions => ({
  global: false,
  // While Redis cannot be reached the limits are not counted, and the site goes on serving:
  // a form that answers 500 loses the business a customer; a limit missed for a minute does not.
  ...(redis && { redis, nameSpace: 'northpaw-limit-', skipOnError: true }),
});
