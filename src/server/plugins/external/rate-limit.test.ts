/**
 * Several servers, one set of limits: two apps counting in the same Redis (this machine kind
 * runs one on 127.0.0.1:6379; without it the test is skipped) let a client through as often
 * as one app would.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLead, makeClientDir, startSiteServer, testBuild, type RunningServer } from '../../../../test/db.ts';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
const reachable = await probe.connect().then(
  () => true,
  () => false,
);
probe.disconnect();

describe.skipIf(!reachable)('rate limits in Redis', () => {
  const servers: RunningServer[] = [];
  const clients: Redis[] = [];
  beforeAll(async () => {
    const clientDir = await makeClientDir();
    // Keys of this run's own, so runs side by side never count each other's requests.
    const keyPrefix = `northpaw-test-${process.pid}-${Date.now()}:`;
    for (let i = 0; i < 2; i++) {
      const redis = new Redis(url, { keyPrefix });
      clients.push(redis);
      servers.push(
        await startSiteServer({
          build: testBuild(clientDir),
          redis,
          settings: { LEADS_RATE_LIMIT: 3, FORM_TOKENS_PER_MINUTE: 2, DATA_DIR: clientDir },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const redis of clients) redis.disconnect();
  });

  it('counts a client once across two servers: leads and form tokens', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const lead = (server: RunningServer) =>
      server
        .fetch(`${server.origin}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(contactLead),
        })
        .then((res) => res.status);
    expect([await lead(a), await lead(b), await lead(a), await lead(b)]).toEqual([201, 201, 201, 429]);
    const token = (server: RunningServer) => server.fetch(`${server.origin}/api/form-token`).then((res) => res.status);
    expect([await token(b), await token(a), await token(b)]).toEqual([200, 200, 429]);
  });
});
