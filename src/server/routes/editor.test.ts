/**
 * The content editor's routes: its page with the CSP that lets Sveltia CMS run there (and only
 * there), where it saves as the settings say, and the GitHub sign-in relay, against a stand-in
 * for GitHub's token endpoint on this machine.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, testBuild } from '../../../test/app.ts';
import { readSettings } from '../settings.ts';

const importMap =
  '{"imports":{"https://unpkg.com/immutable@5.1.9/dist/immutable.es.js":"/admin/content/immutable.es.js"}}';
let clientDir = '';

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'northpaw-editor-'));
  await mkdir(join(clientDir, 'admin', 'content'), { recursive: true });
  await writeFile(
    join(clientDir, 'admin', 'content', 'editor.html'),
    `<!doctype html><title>Editor</title><script type="importmap">${importMap}</script>`,
  );
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(clientDir, '404.html'), '<!doctype html><title>Not found</title>');
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

describe('the editor page', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ build: testBuild(clientDir) });
  });
  afterAll(() => app.close());

  it('is served at /admin/content/ with a CSP of its own: its import map by hash, the git host, nothing from a CDN', async () => {
    const page = await app.inject('/admin/content/');
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const hash = `'sha256-${createHash('sha256').update(importMap).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${hash};`);
    expect(csp).toContain("connect-src 'self' blob: data: https://api.github.com");
    expect(csp).not.toMatch(/unpkg|jsdelivr|unsafe-eval/);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect((await app.inject('/admin/content')).headers.location).toBe('/admin/content/');
  });

  it("leaves the site's own CSP as it was everywhere else", async () => {
    const home = String((await app.inject('/')).headers['content-security-policy']);
    expect(home).toContain("script-src 'self';");
    expect(home).not.toMatch(/blob:|api\.github\.com|sha256/);
    // The page's own file, under another name, is no way round it.
    const file = await app.inject('/admin/content/editor.html');
    expect(file.statusCode).not.toBe(200);
    expect(file.body).not.toContain('importmap');
  });

  it('saves on the test backend (the browser’s own storage) without a repository in the settings', async () => {
    expect((await app.inject('/admin/content/backend.json')).json()).toEqual({ name: 'test-repo' });
  });
});

describe('the settings of the editor', () => {
  it('want the GitHub app with a GitHub repository, and the app id with a Forgejo', () => {
    expect(() => readSettings({ EDITOR_REPO: 'northpaw/site' })).toThrow(/GITHUB_APP_ID and GITHUB_APP_SECRET/);
    expect(() => readSettings({ EDITOR_REPO: 'northpaw/site', EDITOR_FORGEJO_URL: 'https://git.example' })).toThrow(
      /EDITOR_FORGEJO_APP_ID/,
    );
    expect(() => readSettings({ EDITOR_REPO: 'not a repo' })).toThrow(
      /EDITOR_REPO: must be the repository as owner\/name/,
    );
  });
});

describe('the GitHub sign-in relay', () => {
  let github: Server;
  let githubUrl = '';
  let app: FastifyInstance;
  const exchanges: { form: URLSearchParams; authorization: string }[] = [];

  beforeAll(async () => {
    // GitHub's token endpoint, as the OAuth flow calls it: a code for a token.
    github = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        exchanges.push({ form, authorization: request.headers.authorization ?? '' });
        response.setHeader('Content-Type', 'application/json');
        response.end(
          JSON.stringify(
            form.get('code') === 'good-code'
              ? { access_token: 'gho_token123', token_type: 'bearer', scope: 'repo' }
              : { error: 'bad_verification_code' },
          ),
        );
      });
    });
    await new Promise<void>((done) => github.listen(0, '127.0.0.1', done));
    githubUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
    app = await testApp({
      build: testBuild(clientDir),
      settings: {
        EDITOR_REPO: 'northpaw/site',
        GITHUB_APP_ID: 'app-id',
        GITHUB_APP_SECRET: 'app-secret',
        GITHUB_URL: githubUrl,
        SITE_URL: 'https://www.northpaw.example',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((done) => github.close(done));
  });

  it('tells the editor to sign in to GitHub through this server', async () => {
    expect((await app.inject('/admin/content/backend.json')).json()).toEqual({
      name: 'github',
      repo: 'northpaw/site',
      branch: 'main',
      base_url: 'https://www.northpaw.example',
      auth_endpoint: 'admin/content/auth',
    });
  });

  it('sends the popup to GitHub with the app id, the scope and a state it checks on the way back, then hands the token to the editor only', async () => {
    const start = await app.inject('/admin/content/auth?provider=github&site_id=www.northpaw.example&scope=repo');
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${githubUrl}/login/oauth/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe('app-id');
    expect(authorize.searchParams.get('scope')).toBe('repo');
    expect(authorize.searchParams.get('redirect_uri')).toBe('https://www.northpaw.example/admin/content/callback');
    const state = authorize.searchParams.get('state') ?? '';
    const cookie = [start.headers['set-cookie']].flat().join('; ').split(';')[0] ?? '';

    // A callback whose state is not the one this browser was given is refused, and GitHub never asked.
    const forged = await app.inject({ url: `/admin/content/callback?code=good-code&state=other`, headers: { cookie } });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('authorization:github:error:');
    expect(exchanges).toHaveLength(0);

    const back = await app.inject({
      url: `/admin/content/callback?code=good-code&state=${state}`,
      headers: { cookie },
    });
    expect(back.statusCode).toBe(200);
    // The app's id and secret go to GitHub, in the request's Basic credentials, and nowhere else.
    expect(exchanges[0]?.authorization).toBe(`Basic ${Buffer.from('app-id:app-secret').toString('base64')}`);
    expect(exchanges[0]?.form.get('code')).toBe('good-code');
    expect(back.body).not.toContain('app-secret');
    expect(back.body).toContain(
      `data-message="authorization:github:success:{&quot;token&quot;:&quot;gho_token123&quot;,&quot;provider&quot;:&quot;github&quot;}"`,
    );
    // The page's one script posts to this origin only, and its CSP allows that script alone.
    expect(back.body).toContain('opener.postMessage(message, location.origin)');
    expect(back.body).not.toContain("'*'");
    expect(String(back.headers['content-security-policy'])).toMatch(/^default-src 'none'; script-src 'sha256-[^']+';/);
    expect(back.headers['cache-control']).toBe('no-store');
  });

  it('tells the editor when GitHub refused', async () => {
    const refused = await app.inject('/admin/content/callback?error=access_denied');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('authorization:github:error:{&quot;message&quot;:&quot;access_denied&quot;}');
  });
});
