/**
 * The content editor, /admin/content/ (docs/editing.md): its page, with the CSP that lets Sveltia
 * CMS run there and nowhere else; backend.json, where it saves (from the settings); and the
 * OAuth relay it signs in to GitHub through, so no third-party service holds the app's secret.
 * The relay follows the protocol Sveltia CMS (and Decap before it) speaks to a popup: the popup
 * says "authorizing:github", the editor answers, and the popup hands it the token, to this
 * origin only. The token goes to the browser and nowhere else: the server keeps nothing.
 */
import fastifyOauth2, { type OAuth2Namespace } from '@fastify/oauth2';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { cspHeader, editorCspDirectives } from '../plugins/external/helmet.ts';

declare module 'fastify' {
  interface FastifyInstance {
    githubOAuth2?: OAuth2Namespace;
  }
}

export const EDITOR = '/admin/content/';

/**
 * The popup's last page: it tells the editor that opened it that sign-in is done and, once the
 * editor answers from this origin, posts it the message the page carries, to that origin alone.
 */
const handOver = `(() => {
  const message = document.currentScript.dataset.message;
  const opener = window.opener;
  if (!opener) return;
  addEventListener('message', (event) => {
    if (event.origin !== location.origin || event.data !== 'authorizing:github') return;
    opener.postMessage(message, location.origin);
  });
  opener.postMessage('authorizing:github', location.origin);
})();`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hashes of the editor page's inline scripts (its import map), for its CSP: the build writes the page. */
function inlineScriptHashes(clientDir: string): string[] {
  const file = join(clientDir, 'admin', 'content', 'editor.html');
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/<script type="importmap">([\s\S]*?)<\/script>/g)].map(([, body]) =>
    sha256(body ?? ''),
  );
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The popup's page: the message in an attribute, the one script the page's CSP allows. */
function handOverPage(reply: FastifyReply, status: number, message: string, words: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .header('Cross-Origin-Opener-Policy', 'unsafe-none')
    .header('Content-Security-Policy', `default-src 'none'; script-src ${sha256(handOver)}; frame-ancestors 'none'`)
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Northpaw · Signing in</title>` +
        `<p>${words}</p><script data-message="${escapeAttribute(message)}">${handOver}</script></html>`,
    );
}

export async function editorRoutes(app: FastifyInstance): Promise<void> {
  const { settings } = app;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const forgejo = settings.EDITOR_FORGEJO_URL;
  const csp = cspHeader(
    editorCspDirectives(forgejo ? new URL(forgejo).origin : undefined, inlineScriptHashes(app.build.clientDir)),
  );

  routes.get(EDITOR.slice(0, -1), (_request, reply) => reply.code(301).header('Location', EDITOR).send());
  routes.get(EDITOR, (_request, reply) =>
    reply
      .header('Content-Security-Policy', csp)
      // The GitHub sign-in is a popup that must be able to answer this page.
      .header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')
      .header('X-Robots-Tag', 'noindex')
      .header('Cache-Control', 'no-cache')
      .sendFile('admin/content/editor.html'),
  );

  /** Where the editor saves, from the settings: the test backend (the browser's own storage) without a repository. */
  routes.get(`${EDITOR}backend.json`, (_request, reply) => {
    const repo = settings.EDITOR_REPO;
    const backend = !repo
      ? { name: 'test-repo' }
      : forgejo
        ? {
            name: 'gitea',
            repo,
            branch: settings.EDITOR_BRANCH,
            base_url: forgejo,
            app_id: settings.EDITOR_FORGEJO_APP_ID,
          }
        : {
            name: 'github',
            repo,
            branch: settings.EDITOR_BRANCH,
            base_url: settings.SITE_URL,
            auth_endpoint: `${EDITOR.slice(1)}auth`,
          };
    return reply.header('Cache-Control', 'no-cache').send(backend);
  });

  if (!settings.EDITOR_REPO || forgejo || !settings.GITHUB_APP_ID || !settings.GITHUB_APP_SECRET) return;

  await app.register(fastifyOauth2, {
    name: 'githubOAuth2',
    // What saving commits needs: the repository's contents. A private repository needs all of "repo".
    scope: ['repo'],
    credentials: {
      client: { id: settings.GITHUB_APP_ID, secret: settings.GITHUB_APP_SECRET },
      auth: {
        authorizeHost: settings.GITHUB_URL,
        authorizePath: '/login/oauth/authorize',
        tokenHost: settings.GITHUB_URL,
        tokenPath: '/login/oauth/access_token',
      },
    },
    callbackUri: `${settings.SITE_URL}${EDITOR}callback`,
    cookie: { path: EDITOR, sameSite: 'lax', httpOnly: true, secure: settings.SITE_URL.startsWith('https:') },
  });
  const oauth = app.githubOAuth2 as OAuth2Namespace;

  routes.get(
    `${EDITOR}auth`,
    { schema: { querystring: z.object({ provider: z.literal('github').default('github') }).loose() } },
    async (request, reply) => {
      const location = await oauth.generateAuthorizationUri(request, reply);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Cross-Origin-Opener-Policy', 'unsafe-none')
        .redirect(location, 302);
    },
  );

  routes.get(
    `${EDITOR}callback`,
    {
      schema: {
        querystring: z.object({
          code: z.string().max(200).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      if (request.query.error || !request.query.code) {
        const message = `authorization:github:error:${JSON.stringify({ message: request.query.error ?? 'no code' })}`;
        return handOverPage(reply, 400, message, 'GitHub did not sign you in. Close this window and try again.');
      }
      try {
        const { token } = await oauth.getAccessTokenFromAuthorizationCodeFlow(request, reply);
        const message = `authorization:github:success:${JSON.stringify({ token: token.access_token, provider: 'github' })}`;
        return handOverPage(reply, 200, message, 'Signed in. This window closes by itself.');
      } catch (error) {
        request.log.warn({ err: error }, 'the editor could not sign in to GitHub');
        const message = `authorization:github:error:${JSON.stringify({ message: 'sign-in failed' })}`;
        return handOverPage(reply, 400, message, 'GitHub did not sign you in. Close this window and try again.');
      }
    },
  );
}
