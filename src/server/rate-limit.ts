/**
 * Counts requests per client in a fixed window. Clients are known only by a salted hash of
 * their address (DESIGN §5: no raw IP is kept), and only in memory.
 */
import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The client's address. Without a proxy (`proxyHops` 0) it is the socket's. Behind
 * `proxyHops` trusted proxies, each of which appends the address it saw to
 * X-Forwarded-For, it is the entry the outermost trusted proxy wrote: counted from the
 * right, because everything to its left was written by the client itself.
 */
export function clientAddress(req: IncomingMessage, proxyHops: number): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (proxyHops <= 0) return socket;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request came past them, so the leftmost is the best we know.
  return hops.at(-Math.min(proxyHops, hops.length)) ?? socket;
}

export function clientKey(address: string, salt: string): string {
  return createHmac('sha256', salt).update(address).digest('base64url').slice(0, 22);
}

/**
 * A table of expiring entries per client, bounded in size: expired entries are swept at
 * most once per `sweepEveryMs`, and when the table is still full the oldest entry goes, so
 * a flood of new clients costs constant time each and a fixed amount of memory.
 */
export class ClientTable<T extends { expiresAt: number }> {
  private readonly entries = new Map<string, T>();
  private readonly maxEntries: number;
  private readonly sweepEveryMs: number;
  private nextSweep = 0;

  constructor(maxEntries: number, sweepEveryMs: number) {
    this.maxEntries = maxEntries;
    this.sweepEveryMs = sweepEveryMs;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The live entry of a client, if any. */
  get(key: string, now: number): T | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  set(key: string, entry: T, now: number): void {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.makeRoom(now);
    this.entries.set(key, entry);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  private makeRoom(now: number) {
    if (now >= this.nextSweep) {
      this.nextSweep = now + this.sweepEveryMs;
      for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    }
    // Maps iterate in insertion order: the first key is the longest-lived entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/** Clients remembered at once by a limiter; past this the oldest is forgotten. */
export const MAX_CLIENTS = 50_000;

export class RateLimiter {
  private readonly hits: ClientTable<{ count: number; expiresAt: number }>;
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit: number, windowMs: number, maxClients = MAX_CLIENTS) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.hits = new ClientTable(maxClients, Math.min(windowMs, 60_000));
  }

  get size(): number {
    return this.hits.size;
  }

  /** Counts one hit; when over the limit, says how many seconds until the window resets. */
  hit(key: string, now: number): { allowed: true } | { allowed: false; retryAfter: number } {
    const entry = this.hits.get(key, now);
    if (!entry) {
      this.hits.set(key, { count: 1, expiresAt: now + this.windowMs }, now);
      return { allowed: true };
    }
    if (entry.count >= this.limit) return { allowed: false, retryAfter: Math.ceil((entry.expiresAt - now) / 1000) };
    entry.count++;
    return { allowed: true };
  }
}
