/**
 * The build in dist/ served by the site's own server (createSite) in this process, for tests
 * that read what a visitor's browser would receive but need no browser: one server a test file.
 */
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll } from 'vitest';
import { startSiteServer, type RunningServer } from '../server.ts';
import { documentOf } from './html.ts';

export const clientDir = `${resolve('dist/client')}/`;

/**
 * The server sheds load (503) once its event loop has been held for a second. Here it shares the
 * thread with the tests: loading modules or parsing a page on a busy machine holds it that long,
 * and the next request would be shed for what the test did, not for what the site serves. Such a
 * request is asked again after the next sample of the loop (once a second).
 */
async function getPastOwnLoad(url: URL): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { redirect: 'manual' });
    if (response.status !== 503 || attempt === 5) return response;
    await response.arrayBuffer();
    await sleep(1_100);
  }
}

/** Starts the built site before the file's tests and closes it after; `origin` is set once it listens. */
export function builtSite() {
  const site = {
    origin: '',
    /** The answer to a GET of a path on the site, redirects not followed. */
    get: (path: string) => getPastOwnLoad(new URL(path, site.origin)),
    /** The page served at a path, parsed; a path that does not answer 200 fails the test. */
    page: async (path: string) => {
      const response = await site.get(path);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return documentOf(await response.text());
    },
  };
  let server: RunningServer;
  beforeAll(async () => {
    server = await startSiteServer({ clientDir });
    site.origin = server.origin;
  });
  afterAll(() => server?.close());
  return site;
}
