/**
 * Rate limits (@fastify/rate-limit), set per route (leads, form tokens, call clicks, sign-in).
 * Their counts live in this process, or in Redis when REDIS_URL is set, so that several
 * servers behind one address share one set of limits.
 */
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

export const rateLimitOptions = (redis?: Redis): RateLimitPluginOptions => ({
  global: false,
  ...(redis && { redis, nameSpace: 'northpaw-limit-' }),
});
