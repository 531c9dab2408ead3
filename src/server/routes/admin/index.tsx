/**
 * The /admin/ inbox (registered under the /admin prefix): sign-in with ADMIN_PASSWORD, the
 * leads, the owner's numbers. Server-rendered React, no client script. One pre-handler checks
 * the session on every route but sign-in, decided by the route that matched, never by the URL
 * as sent (which may spell /admin/ as /%61dmin/); every post carries a @fastify/csrf-protection
 * token; the session cookie is HttpOnly and SameSite=Strict. Without ADMIN_PASSWORD every
 * path of it says the inbox is disabled.
 */
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { statusOf } from '../../app.ts';
import { leadView, plural } from '../../render/admin/format.ts';
import { DisabledPage } from '../../render/admin/sign-in.tsx';
import { renderPage } from '../../render/page-shell.tsx';
import { sessionKey, SESSION_COOKIE, verifySession } from '../../store/sessions.ts';
import { inboxRoutes } from './inbox.tsx';
import { numbersRoutes } from './numbers.tsx';
import { loginPage, pageAfterSignIn, sessionRoutes } from './session.tsx';

/** Room for a note of NOTE_MAX characters, each percent-encoded (up to 9 bytes). */
const FORM_LIMIT = 24 * 1024;

export const cookieOptions = { path: '/admin/', httpOnly: true, sameSite: 'strict', secure: 'auto' } as const;

export const seconds = (n: number) => plural(n, 'second', 'seconds');

/** What every inbox route shares: how it answers, and the signed-in session of each request. */
export interface Inbox {
  send(reply: FastifyReply, status: number, title: string, body: ReactNode): FastifyReply;
  redirect(reply: FastifyReply, location: string): FastifyReply;
  /** The CSRF token a form of this answer carries. */
  csrf(reply: FastifyReply): string;
  /** The signed-in session's nonce of a request. */
  sessionOf(request: FastifyRequest): string | undefined;
  /** How leads read to the owner now: names, times on the business's clock. */
  view(): ReturnType<typeof leadView>;
  /** The form field of a post, or ''. */
  field(request: FastifyRequest, name: string): string;
}

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { settings, build } = app;
  const inbox: Inbox = {
    send: (reply, status, title, body) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex')
        .send(renderPage({ title, from: 'Northpaw inbox', stylesheets: build.stylesheets, children: body })),
    redirect: (reply, location) => reply.header('Cache-Control', 'no-store').redirect(location, 303),
    csrf: (reply) => reply.generateCsrf(),
    sessionOf: (request) => sessions.get(request),
    view: () => leadView(build.names, settings.BUSINESS_TIME_ZONE, app.now().getTime()),
    field(request, name) {
      const value = ((request.body ?? {}) as Record<string, unknown>)[name];
      return typeof value === 'string' ? value : '';
    },
  };
  const sessions = new WeakMap<FastifyRequest, string>();

  // The inbox's own links always carry the slash.
  app.all('', (_request, reply) => inbox.redirect(reply, '/admin/'));
  if (!settings.ADMIN_PASSWORD) {
    const disabled = (_request: FastifyRequest, reply: FastifyReply) =>
      inbox.send(reply, 503, 'Inbox disabled', <DisabledPage />);
    app.all('/', { prefixTrailingSlash: 'slash' }, disabled);
    app.all('/*', disabled);
    return;
  }
  const key = sessionKey(app.secret, settings.ADMIN_PASSWORD);

  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'np_csrf',
    cookieOpts: cookieOptions,
    getToken: (request) => inbox.field(request, 'csrf'),
  });
  app.addHook('onRoute', (route) => {
    route.bodyLimit = FORM_LIMIT;
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url === '/admin/login/' || request.routeOptions.url === '/admin') return;
    const nonce = await verifySession(app.db, key, request.cookies[SESSION_COOKIE], app.now().getTime());
    if (!nonce) {
      const asked = request.method === 'GET' ? pageAfterSignIn(request.url) : '/admin/';
      return inbox.redirect(
        reply,
        asked === '/admin/' ? '/admin/login/' : `/admin/login/?next=${encodeURIComponent(asked)}`,
      );
    }
    sessions.set(request, nonce);
  });

  // Sign-in, posts, the form's size: each failure a page the owner can read and act on.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) throw error;
    if (request.routeOptions.url === '/admin/login/') {
      const wait = seconds(Number(reply.getHeader('retry-after') ?? 1));
      return status === 429
        ? loginPage(inbox, request, reply, 429, `Too many sign-ins at once. Try again in ${wait}.`)
        : status === 403
          ? loginPage(inbox, request, reply, 403, 'The form expired. Please sign in again.')
          : inbox.send(reply, status, 'Too large', <p className="text-stone-700">That form was too large.</p>);
    }
    return status === 403
      ? inbox.send(
          reply,
          403,
          'Forbidden',
          <p className="text-stone-700">The form expired. Go back, reload the page and try again.</p>,
        )
      : status === 413
        ? inbox.send(
            reply,
            413,
            'Too large',
            <p className="text-stone-700">That form was too large. Go back and shorten it.</p>,
          )
        : inbox.send(reply, status, 'Bad request', <p className="text-stone-700">That request was not understood.</p>);
  });

  await app.register(sessionRoutes, { inbox, key });
  await app.register(inboxRoutes, { inbox });
  await app.register(numbersRoutes, { inbox });
}
