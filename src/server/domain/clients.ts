/**
 * How the server tells clients apart without keeping who they are: a salted hash of the
 * address (no raw IP is stored, in memory or on disk), with an IPv6 client known by its /64,
 * the block one home or phone is given, so rotating through its own addresses gains nothing.
 */
import { createHmac } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';

/**
 * The /64 of an IPv6 address (an IPv4-mapped one as IPv4); any other address as it is. A client
 * whose connection closed before its request was handled (a body that never arrived) has no
 * address left (Node's `remoteAddress` is then undefined): it can no longer be answered, and all
 * such share one block.
 */
export const addressBlock = (address: string | undefined): string => (address ? normalizeIP(address, 64) : 'gone');

/** A client's key: the salted hash of its address block, the same on every server sharing the salt. */
export function clientKey(address: string | undefined, salt: string): string {
  return createHmac('sha256', salt).update(addressBlock(address)).digest('base64url').slice(0, 22);
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
