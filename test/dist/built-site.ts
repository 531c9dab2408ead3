/**
 * The build in dist/ served by the site's own server (createSite) in this process, for tests
 * that read what a visitor's browser would receive but need no browser: one server a test file.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startSiteServer, type RunningServer } from '../server.ts';
import { documentOf } from './html.ts';

export const clientDir = `${resolve('dist/client')}/`;

/** Starts the built site before the file's tests and closes it after; `origin` is set once it listens. */
export function builtSite() {
  const site = {
    origin: '',
    /** The answer to a GET of a path on the site, redirects not followed. */
    get: (path: string) => fetch(new URL(path, site.origin), { redirect: 'manual' }),
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
