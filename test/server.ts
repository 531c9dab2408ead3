/**
 * Servers for the tests and the benchmarks, with nothing of Vitest: the built server
 * (`npm run build` first) on a free port of 127.0.0.1, resolved once it answers /api/health;
 * and signing in to the inbox as a browser does. The app built in this process is test/app.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { pressureLimits } from '../src/server/plugins/external/under-pressure.ts';

/**
 * Where the servers the tests start keep V8's compiled code (Node's compile cache): a start after
 * the first took 1.3 to 1.5 CPU seconds against 1.8 to 2.0.
 */
export const serverCompileCache = fileURLToPath(new URL('../node_modules/.cache/server-compile/', import.meta.url));

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

/** What a bench measures is the server as deployed: it sheds load as production does. */
export const shedsAsInProduction = { MAX_EVENT_LOOP_DELAY_MS: String(pressureLimits.maxEventLoopDelayMs) };

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
  // A test that must know the port first (SITE_URL naming it, for passkeys) gives its own.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [serve], {
    // As `npm run serve` runs it: React's production build renders the inbox and form pages.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LEADS_RATE_LIMIT: '100000',
      FORM_TOKENS_PER_MINUTE: '100000',
      // A test on a loaded machine is not a server under pressure: what it checks is answered, never shed.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      NODE_COMPILE_CACHE: serverCompileCache,
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

/** The link of the last sign-in e-mail in `text` (its plain part or whole source). */
export const linkIn = (text: string) =>
  /https?:\/\/[^\s"<>]+\/admin\/login\/link\/\?token=[^\s"<>]+/.exec(
    text.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
  )?.[0] ?? '';

/**
 * Signs in to the inbox at `origin` as a browser would: asks for a link on the sign-in page,
 * reads it from the person's mail (`readLink`), opens it and presses its button; then opens the
 * list once, for the CSRF cookie its forms need. Returns the Cookie header.
 */
export async function signIn(
  origin: string,
  email: string,
  readLink: (email: string) => Promise<string>,
  fetch = globalThis.fetch,
): Promise<string> {
  const login = await fetch(`${origin}/admin/login/`);
  const token = /name="token" value="([^"]+)"/.exec(await login.text())?.[1] ?? '';
  const asked = await fetch(`${origin}/admin/login/`, {
    method: 'POST',
    body: new URLSearchParams({ token, email }),
    redirect: 'manual',
  });
  if (asked.status !== 200) throw new Error(`asking for a link answered ${asked.status}`);
  return followLink(origin, await readLink(email), fetch);
}

/** Opens a sign-in link (on `origin`, whatever host it names) and presses its button; returns the Cookie header. */
export async function followLink(origin: string, link: string, fetch = globalThis.fetch): Promise<string> {
  if (!link) throw new Error('no sign-in link');
  const url = new URL(link);
  const page = await fetch(`${origin}${url.pathname}${url.search}`);
  const html = await page.text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  const signedIn = await fetch(`${origin}/admin/login/link/`, {
    method: 'POST',
    body: new URLSearchParams({ token: field('token'), link: field('link'), next: field('next') }),
    redirect: 'manual',
  });
  if (signedIn.status !== 303) throw new Error(`the link answered ${signedIn.status}`);
  const session = cookiesOf(signedIn);
  const list = await fetch(`${origin}/admin/`, { headers: { cookie: session }, redirect: 'manual' });
  const csrf = cookiesOf(list);
  return csrf ? `${session}; ${csrf}` : session;
}
