/** Starts the built server (`npm run build` first) on a free port for a benchmark, and stops it. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface BenchServer {
  origin: string;
  stop: () => void;
}

export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  if (!existsSync('dist/node/serve.mjs')) throw new Error('no build found: run `npm run build` first');
  const port = 4399 + Math.floor(Math.random() * 500);
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['dist/node/serve.mjs'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => server.kill();
  for (let i = 0; ; i++) {
    if ((await fetch(`${origin}/api/health`).catch(() => undefined))?.ok) return { origin, stop };
    if (i > 100 || server.exitCode !== null) {
      stop();
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
