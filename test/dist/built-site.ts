/**
 * The build in dist/ served by the site's own app in this process, for tests that read what a
 * visitor's browser would receive but need no browser: one app a test file, its store in a
 * folder of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { readBuild } from '../../src/server/domain/site-files.ts';
import { startSiteServer, type TestServer } from '../app.ts';
import { documentOf } from './html.ts';

export const clientDir = `${resolve('dist/client')}/`;

/** Starts the built site before the file's tests and closes it after. */
export function builtSite() {
  let server: TestServer | undefined;
  const site = {
    /** The answer to a GET of a path on the site, redirects not followed. */
    get: (path: string, init: RequestInit = {}) => {
      if (!server) throw new Error('the built site is not started yet');
      return server.fetch(new URL(path, server.origin), { redirect: 'manual', ...init });
    },
    /** The page served at a path, parsed; a path that does not answer 200 fails the test. */
    page: async (path: string) => {
      const response = await site.get(path);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return documentOf(await response.text());
    },
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'northpaw-built-site-'));
  beforeAll(async () => {
    server = await startSiteServer({ build: readBuild('dist'), settings: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return site;
}
