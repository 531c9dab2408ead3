/**
 * Starts the built server (`npm run build` first) on a free port of 127.0.0.1, for the e2e
 * specs and the benchmarks alike; resolves once it answers /api/health.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningBuild {
  child: ChildProcess;
  /** "http://127.0.0.1:PORT" */
  base: string;
  /** Ends the process and resolves once it has exited. */
  stop: () => Promise<void>;
}

export async function startServer(
  env: Record<string, string> = {},
  { output = 'ignore', build = 'dist' }: { output?: 'ignore' | 'inherit'; build?: string } = {},
): Promise<RunningBuild> {
  const serve = `${build}/node/serve.mjs`;
  if (!existsSync(serve)) throw new Error(`no build found in ${build}/: run \`npm run build\` first`);
  const port = await freePort();
  const child = spawn(process.execPath, [serve], {
    // As `npm run serve` runs it: React's production build renders the inbox and form pages.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LEADS_RATE_LIMIT: '100000',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', output, 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill();
    await exited;
  };
  for (const started = Date.now(); ;) {
    if ((await fetch(`${base}/api/health`).catch(() => undefined))?.ok) return { child, base, stop };
    if (child.exitCode !== null || Date.now() - started > 15_000) {
      await stop();
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
