/**
 * The server's app built in the test's own process (buildApp), on the test's store, with the
 * settings a test gives over the defaults: requests go through `app.inject()` (no socket, no
 * port) behind a fetch() of its own, so a route test reads like a browser's request and runs in
 * microseconds. The few tests of the transport itself listen on a real socket (listening()).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/server/app.ts';
import { namesFrom, type Names } from '../src/server/domain/names.ts';
import { placesFrom, type Places } from '../src/server/domain/place-search.ts';
import { builtPages, movedPages, notFoundPages, type SiteBuild } from '../src/server/domain/site-files.ts';
import { readSettings, type Settings } from '../src/server/settings.ts';
import { catalogueFile } from '../src/lib/catalogue.ts';
import { realCatalogue } from './catalogue.ts';
import { realPlaces } from './places.ts';

const tempDir = (name: string) => mkdtemp(join(tmpdir(), `northpaw-${name}-`));

let names: Names | undefined;
let places: Places | undefined;

/** A build of the folder's pages, with the real catalogue's names and places (read when first used). */
export function testBuild(clientDir: string, overrides: Partial<SiteBuild> = {}): SiteBuild {
  return {
    clientDir,
    pages: builtPages(clientDir),
    moved: movedPages(clientDir),
    notFoundPage: notFoundPages(clientDir),
    get names() {
      names ??= namesFrom(catalogueFile(realCatalogue('en'), realCatalogue('fr')));
      return names;
    },
    get places() {
      places ??= placesFrom(realPlaces());
      return places;
    },
    stylesheets: [],
    csp: { scriptHashes: [], analytics: false },
    ...overrides,
  };
}

export interface TestAppOptions extends Omit<AppOptions, 'settings' | 'build'> {
  /** Over the defaults of an empty environment (and a fixed SESSION_SECRET). */
  settings?: Partial<Settings>;
  build: SiteBuild;
  /** Routes of the test's own (one that fails, one that echoes), registered as the API's are. */
  routes?: (app: FastifyInstance) => unknown;
}

export interface TestServer {
  app: FastifyInstance;
  /** The origin requests name: this app's host. */
  origin: string;
  /** fetch(), answered by the app. */
  fetch: typeof fetch;
  close(): Promise<void>;
}

/** The settings of an empty environment, a fixed secret, and the test's own. */
export const testSettings = (settings: Partial<Settings> = {}): Settings => ({
  ...readSettings({}),
  SESSION_SECRET: 'test-secret-0123456789-abcdefghij',
  ...settings,
});

export async function testApp({ settings = {}, routes, ...options }: TestAppOptions): Promise<FastifyInstance> {
  // Without a store of the test's, one in a folder of its own, gone with the app.
  const dataDir = options.db || settings.DATA_DIR || settings.DATABASE_URL ? undefined : await tempDir('app');
  const app = await buildApp({
    // The server shares this thread with the tests, whose own work (a busy machine, thousands of
    // rows inserted) would otherwise trip its load shedding and be answered 503.
    maxEventLoopDelayMs: 0,
    outboxWorker: false,
    ...options,
    settings: testSettings({ ...settings, ...(dataDir && { DATA_DIR: dataDir }) }),
  });
  if (dataDir) app.addHook('onClose', () => rm(dataDir, { recursive: true, force: true }));
  await routes?.(app);
  await app.ready();
  return app;
}

/** A fetch() that `app.inject()` answers: the same request, the same answer, no socket. */
export function injectFetch(app: FastifyInstance, origin: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input instanceof URL ? input.href : input, init);
    const url = new URL(request.url, origin);
    const headers: Record<string, string> = { host: url.host };
    request.headers.forEach((value, key) => (headers[key] = value));
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body && { payload: body }),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      for (const one of [value].flat()) if (one !== undefined) responseHeaders.append(key, String(one));
    }
    const empty = request.method === 'HEAD' || [101, 204, 205, 304].includes(answer.statusCode);
    const payload = empty ? null : new Uint8Array(answer.rawPayload);
    return new Response(payload, { status: answer.statusCode, headers: responseHeaders });
  };
}

/** The app, answering fetch() through inject. */
export async function startSiteServer(options: TestAppOptions): Promise<TestServer> {
  const app = await testApp(options);
  const origin = 'http://northpaw.test';
  return { app, origin, fetch: injectFetch(app, origin), close: () => app.close() };
}

/** The app on 127.0.0.1 and a free port, for the tests of what only a socket shows. */
export async function listening(options: TestAppOptions): Promise<TestServer> {
  const app = await testApp(options);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin, fetch: globalThis.fetch, close: () => app.close() };
}
