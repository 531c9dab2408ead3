/**
 * `npm run bench:serve`: how close our server comes to the fastest a Node process can serve
 * the same built files. Serves `<build>/client/` with our server and with bench/bare-static.ts
 * (every file and its brotli twin in memory, nothing else), each in its own process, and loads
 * both in turn with autocannon (10 connections, BENCH_SECONDS each, default 5, after a 1 s
 * warm-up) on three requests: an HTML page and a hashed script, both asked for in brotli, and
 * a page that does not exist. Prints requests a second, p50 and p99 for each server and the
 * ratio ours / bare; the aim is 0.9x or better. A figure, not a gate.
 * Needs a build: `dist/` by default, BENCH_BUILD=<folder> for another.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { connectionLimits } from '../src/server/plugins/app/transport.ts';
import { shedsAsInProduction, startServer } from '../test/server.ts';
import { printTable } from './table.ts';

const build = process.env.BENCH_BUILD ?? 'dist';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;
const clientDir = join(build, 'client');

const script = readdirSync(join(clientDir, '_astro'))
  .filter((name) => name.endsWith('.js'))
  .sort()[0];
if (!script) throw new Error(`no script in ${clientDir}/_astro/`);

interface Case {
  name: string;
  path: string;
  status: number;
}
const cases: Case[] = [
  { name: 'HTML page, br', path: '/on/brampton/', status: 200 },
  { name: 'hashed script, br', path: `/_astro/${script}`, status: 200 },
  // The bare server's miss is a few bytes where ours sends the site's 404 page: the ceiling for
  // a miss, not like for like.
  { name: 'not found', path: '/no-such-page/', status: 404 },
];
// Every request asks for brotli, as every browser does, the 404 included.
const headers = { 'accept-encoding': 'br' };

interface Server {
  name: string;
  base: string;
  stop: () => Promise<void>;
}

async function startBare(): Promise<Server> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare-static.ts'), clientDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare server did not start')), 15_000);
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve(line.replace('listening ', ''));
    });
    child.once('exit', () => reject(new Error('the bare server exited before listening')));
  }).catch(async (error: unknown) => {
    child.kill();
    await exited;
    throw error;
  });
  return {
    name: 'bare',
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
}

/**
 * What one request gets, as sent (fetch would unpack the brotli), so a table never compares
 * a 200 with a 404, or brotli with plain, without saying so.
 */
function probe(base: string, path: string) {
  return new Promise<{ status: number; encoding: string; bytes: number }>((resolve, reject) => {
    get(`${base}${path}`, { headers, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'] ?? 'none', bytes }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than the case's status, timeouts and network errors. */
  unexpected: number;
  answer: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

/** autocannon's own percentiles are whole milliseconds, and most of these answers take less than one. */
function run(options: autocannon.Options, status: number) {
  const latencies: number[] = [];
  let unexpected = 0;
  return new Promise<{ result: autocannon.Result; latencies: number[]; unexpected: number }>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error) reject(error);
      else resolve({ result, latencies: latencies.sort((a, b) => a - b), unexpected });
    });
    instance.on('response', (_client, answered, _bytes, ms) => {
      latencies.push(ms);
      if (answered !== status) unexpected++;
    });
  });
}

async function load(server: Server, test: Case): Promise<Figures> {
  const seen = await probe(server.base, test.path);
  // Our server closes a connection after maxRequestsPerSocket requests (Connection: close);
  // autocannon ignores that header and gets Node's 503s after it, so it opens a new connection
  // itself at that count, on both servers alike, as a browser would.
  const options = {
    url: `${server.base}${test.path}`,
    connections,
    headers,
    reconnectRate: connectionLimits.maxRequestsPerSocket,
  };
  // The first second fills the JIT and the file caches; it is not counted.
  await run({ ...options, duration: 1 }, test.status);
  const { result, latencies, unexpected } = await run({ ...options, duration: seconds }, test.status);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    unexpected: unexpected + result.errors + result.timeouts,
    answer: `${seen.status} ${seen.encoding} ${size(seen.bytes)}`,
  };
}

const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KiB`);
const ms = (value: number) => `${value.toFixed(2)} ms`;

const dataDir = mkdtempSync(join(tmpdir(), 'northpaw-bench-serve-'));
const servers: Server[] = [];
try {
  const ours = await startServer({ ...shedsAsInProduction, DATA_DIR: dataDir }, { build });
  servers.push({ name: 'ours', base: ours.base, stop: ours.stop });
  servers.push(await startBare());

  const rows: string[][] = [];
  const ratios: string[][] = [];
  for (const test of cases) {
    // Both servers on one case back to back, so a drift in the machine's speed over the run
    // falls on both sides of a ratio alike.
    const figures: Record<string, Figures> = {};
    for (const server of servers) {
      console.error(`  ${test.name}: ${server.name}`);
      const f = await load(server, test);
      figures[server.name] = f;
      rows.push([test.name, server.name, f.rps.toFixed(0), ms(f.p50), ms(f.p99), f.answer, String(f.unexpected)]);
    }
    const ratio = (figures.ours?.rps ?? 0) / (figures.bare?.rps ?? 1);
    ratios.push([test.name, test.path, `${ratio.toFixed(2)}x`, ratio >= 0.9 ? 'yes' : 'no']);
  }

  console.log(`\nbuild ${build}/, ${connections} connections, ${seconds} s a case after 1 s of warm-up`);
  printTable(
    'Serving built files: our server and a bare node:http server holding every file in memory',
    ['case', 'server', 'requests/s', 'p50', 'p99', 'answer', 'unexpected answers'],
    rows,
  );
  printTable('Ours / bare, requests a second', ['case', 'path', 'ours / bare', 'at least 0.9x'], ratios);
} finally {
  for (const server of servers) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
