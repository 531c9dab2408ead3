/**
 * Servers for the tests and the benchmarks, with nothing of Vitest: the built server
 * (`npm run build` first) on a free port of 127.0.0.1, resolved once it answers /api/health;
 * and signing in to the inbox as a browser does. The app built in this process is test/app.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
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
  {
    output = 'ignore',
    build = 'dist',
    lines,
  }: {
    output?: 'ignore' | 'inherit';
    build?: string;
    /** When given, everything the server writes (stdout and stderr) is kept here, line by line. */
    lines?: string[];
  } = {},
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
      FORM_TOKENS_PER_MINUTE: '100000',
      ...env,
      PORT: String(port),
    },
    stdio: lines ? ['ignore', 'pipe', 'pipe'] : ['ignore', output, 'inherit'],
  });
  if (lines) {
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => lines.push(line));
    }
  }
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill();
    await exited;
  };
  for (const started = Date.now(); ;) {
    if ((await fetch(`${base}/api/health`).catch(() => undefined))?.ok) return { child, base, stop };
    // Generous: beside the other phases of npm test, a starting server's event loop is held past
    // the load-shedding limit for a while, and its health check answers 503 until it settles.
    if (child.exitCode !== null || Date.now() - started > 45_000) {
      await stop();
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The cookies a response set, as a Cookie header ("a=1; b=2"). */
export const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Signs in to the inbox at `origin` as a browser would (the login page's CSRF cookie and token); returns the Cookie header. */
export async function signIn(origin: string, password: string, fetch = globalThis.fetch): Promise<string> {
  const login = await fetch(`${origin}/admin/login/`);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await login.text())?.[1] ?? '';
  const csrfCookie = cookiesOf(login);
  const signedIn = await fetch(`${origin}/admin/login/`, {
    method: 'POST',
    body: new URLSearchParams({ csrf, password }),
    headers: { cookie: csrfCookie },
    redirect: 'manual',
  });
  if (signedIn.status !== 303) throw new Error(`sign-in answered ${signedIn.status}`);
  return `${csrfCookie}; ${cookiesOf(signedIn)}`;
}
