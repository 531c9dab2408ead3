/**
 * `npm run bench:leads`: posts leads to a real server for 20 s and prints requests per
 * second, latency, errors and the rows stored. A figure, not a gate. Needs `npm run build`.
 * Set DATABASE_URL to measure PostgreSQL instead of the embedded SQLite; BENCH_BUILD=<folder>
 * measures another build than dist/.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { connectionLimits } from '../src/server/plugins/app/transport.ts';
import { openStore } from '../src/server/store/connect.ts';
import { shedsAsInProduction, startServer } from '../test/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const dataDir = mkdtempSync(join(tmpdir(), 'northpaw-bench-'));
const server = await startServer(
  { ...shedsAsInProduction, DATA_DIR: dataDir, LEADS_RATE_LIMIT: '100000000' },
  { build: process.env.BENCH_BUILD ?? 'dist' },
);

try {
  const store = await openStore({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL });
  const countLeads = async () =>
    Number(
      (
        await store.db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await countLeads();

  const result = await autocannon({
    url: `${server.base}/api/leads`,
    method: 'POST',
    connections: 10,
    duration: seconds,
    // The server closes a connection after this many requests; autocannon ignores the header
    // that says so, and would read the 503s that follow as the server's.
    reconnectRate: connectionLimits.maxRequestsPerSocket,
    headers: { 'content-type': 'application/json' },
    // No form token: each lead is stored as unverified, the path a script's or a no-JavaScript post takes.
    body: JSON.stringify({
      kind: 'quote',
      name: 'Load Test',
      phone: '416-555-0100',
      service: 'raccoon-removal',
      page: '/on/toronto/raccoon-removal/',
    }),
  });
  const after = await countLeads();
  // A shared PostgreSQL keeps no benchmark rows (a temporary SQLite folder goes with them).
  if (process.env.DATABASE_URL) await store.db.deleteFrom('leads').where('name', '=', 'Load Test').execute();
  await store.db.destroy();

  const ok = result['2xx'];
  const rows = [
    ['database', process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite (WAL)'],
    ['duration', `${seconds} s, 10 connections`],
    ['requests per second (mean)', result.requests.average.toFixed(0)],
    ['latency p50', `${result.latency.p50} ms`],
    ['latency p99', `${result.latency.p99} ms`],
    ['201 answers', String(ok)],
    ['errors (non-2xx, timeouts, resets)', String(result.non2xx + result.errors + result.timeouts)],
    ['rows stored', String(after - before)],
    // Requests still in flight when the clock stops may be stored without their 201 being read.
    ['every 201 stored', after - before >= ok ? 'yes' : 'NO'],
  ];
  const width = Math.max(...rows.map(([k]) => (k ?? '').length));
  console.log('\nLeads load benchmark');
  for (const [k, v] of rows) console.log(`  ${(k ?? '').padEnd(width)}  ${v}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
