/**
 * Counts requests per client in a fixed window. Clients are known only by a salted hash of
 * their address (DESIGN §5: no raw IP is kept), and only in memory.
 */
import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The client's address: the socket's, or with a trusted proxy the first X-Forwarded-For entry. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        ?.trim()
    : '';
  return forwarded || req.socket.remoteAddress || 'unknown';
}

export function clientKey(address: string, salt: string): string {
  return createHmac('sha256', salt).update(address).digest('base64url').slice(0, 22);
}

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Counts one hit; when over the limit, says how many seconds until the window resets. */
  hit(key: string, now: number): { allowed: true } | { allowed: false; retryAfter: number } {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      this.sweep(now);
      return { allowed: true };
    }
    if (entry.count >= this.limit) return { allowed: false, retryAfter: Math.ceil((entry.resetAt - now) / 1000) };
    entry.count++;
    return { allowed: true };
  }

  /** Whether the key is over the limit now, without counting a hit. */
  blocked(key: string, now: number): number | undefined {
    const entry = this.hits.get(key);
    return entry && entry.resetAt > now && entry.count >= this.limit
      ? Math.ceil((entry.resetAt - now) / 1000)
      : undefined;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Forgets expired windows so memory stays bounded by the active clients. */
  private sweep(now: number) {
    if (this.hits.size < 10_000) return;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
