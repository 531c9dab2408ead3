/**
 * Slows password guessing at the inbox without ever locking the owner out. After a few
 * failures a client (an address, an IPv6 client by its /64) waits before its next try, twice
 * as long after each further failure, but never more than a minute; a hard 15-minute lock
 * would let a stranger behind the owner's address (or one who forged it) keep the owner out.
 * Guessing spread over many addresses meets the limit on password checks for all clients
 * together (SIGN_IN_CHECKS_PER_SECOND, with @fastify/rate-limit).
 */
import { ClientTable } from './clients.ts';

export const signInPolicy = {
  /** Failures a client may make before it has to wait. */
  freeFailures: 5,
  /** The first wait; it doubles with each further failure. */
  firstWaitMs: 1_000,
  /** The longest wait: the owner is slowed, never locked out. */
  maxWaitMs: 60_000,
  /** A client's failures are forgotten this long after its last one. */
  windowMs: 15 * 60_000,
  /** Clients remembered at once. */
  maxClients: 10_000,
};

interface Failures {
  count: number;
  retryAt: number;
  expiresAt: number;
}

export class SignInThrottle {
  private readonly clients: ClientTable<Failures>;
  private readonly policy: typeof signInPolicy;

  constructor(policy = signInPolicy) {
    this.policy = policy;
    this.clients = new ClientTable(policy.maxClients, policy.windowMs);
  }

  /** Clients remembered now. */
  get size(): number {
    return this.clients.size;
  }

  /** Milliseconds until the client may try again; 0 when it may try now. */
  waitMs(client: string, now: number): number {
    const entry = this.clients.get(client, now);
    return entry && entry.retryAt > now ? entry.retryAt - now : 0;
  }

  failed(client: string, now: number): void {
    const free = this.policy.freeFailures;
    const count = (this.clients.get(client, now)?.count ?? 0) + 1;
    const wait =
      count < free ? 0 : Math.min(this.policy.firstWaitMs * 2 ** Math.max(0, count - free), this.policy.maxWaitMs);
    this.clients.set(client, { count, retryAt: now + wait, expiresAt: now + this.policy.windowMs }, now);
  }

  succeeded(client: string): void {
    this.clients.delete(client);
  }
}
