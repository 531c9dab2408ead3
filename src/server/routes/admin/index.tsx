/**
 * The /admin/ inbox (registered under the /admin prefix): people sign in as themselves
 * (session.tsx, with a passkey or a one-time link), and each sees what their role allows: the
 * owner everything, the office every lead and the numbers, a technician their team's leads.
 * Server-rendered React; the only script is the passkey ceremony. One pre-handler finds the
 * person of every route but the sign-in pages, decided by the route that matched, never by the
 * URL as sent (which may spell /admin/ as /%61dmin/), reading their session from the database on
 * every request, so a removed person or a changed role is refused at once. Every signed-in post
 * carries a @fastify/csrf-protection token; the sign-in forms carry one-try tokens of their own.
 */
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { statusOf } from '../../app.ts';
import { teamById, teamCities, type Person } from '../../domain/people.ts';
import { leadView } from '../../render/admin/format.ts';
import { InboxNav } from '../../render/admin/nav.tsx';
import { words, type Words } from '../../render/admin/words.ts';
import { renderPage } from '../../render/page-shell.tsx';
import { personOf } from '../../plugins/app/auth.ts';
import type { TeamScope } from '../../store/lead-lists.ts';
import { accountRoutes } from './account.tsx';
import { inboxRoutes } from './inbox.tsx';
import { numbersRoutes } from './numbers.tsx';
import { peopleRoutes } from './people.tsx';
import { authHeaders, forwardCookies, pageAfterSignIn, requestLang, sessionRoutes, waitWords } from './session.tsx';

/** Room for a note of NOTE_MAX characters, each percent-encoded (up to 9 bytes). */
const FORM_LIMIT = 24 * 1024;

export const cookieOptions = { path: '/admin/', httpOnly: true, sameSite: 'strict', secure: 'auto' } as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person of an inbox request (set by the inbox's pre-handler). */
    person: Person | null;
  }
  interface FastifyContextConfig {
    /** An inbox route anyone may open: the sign-in pages. */
    signedOut?: boolean;
  }
}

/** What every inbox route shares: how it answers, and who is asking. */
export interface Inbox {
  send(reply: FastifyReply, status: number, title: string, body: ReactNode): FastifyReply;
  redirect(reply: FastifyReply, location: string): FastifyReply;
  /** The CSRF token a form of this answer carries. */
  csrf(reply: FastifyReply): string;
  /** The signed-in person of a request (every route past the pre-handler has one). */
  person(request: FastifyRequest): Person;
  /** The words of a request's language: the person's, else the sign-in page's. */
  words(request: FastifyRequest): Words;
  /** The leads a request's person may see: their team's for a technician, else all (undefined). */
  scope(request: FastifyRequest): TeamScope | undefined;
  /** A page saying the person's role does not include this (403). */
  denied(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /** How leads read to the owner now: names, times on the business's clock. */
  view(): ReturnType<typeof leadView>;
  /** The form field of a post, or ''. */
  field(request: FastifyRequest, name: string): string;
}

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { settings, build } = app;
  app.decorateRequest('person', null);
  const langOf = (request: FastifyRequest) => request.person?.lang ?? requestLang(request);
  const inbox: Inbox = {
    send(reply, status, title, body) {
      const request = reply.request;
      const lang = langOf(request);
      const t = words[lang];
      const nav = request.person && <InboxNav person={request.person} csrf={reply.generateCsrf()} t={t} />;
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex')
        .send(
          renderPage({
            title,
            from: t.inbox,
            stylesheets: build.stylesheets,
            lang,
            viewSite: t.viewSite,
            children: (
              <>
                {nav}
                {body}
              </>
            ),
          }),
        );
    },
    redirect: (reply, location) => reply.header('Cache-Control', 'no-store').redirect(location, 303),
    csrf: (reply) => reply.generateCsrf(),
    person(request) {
      if (!request.person) throw new Error('an inbox route ran without a signed-in person');
      return request.person;
    },
    words: (request) => words[langOf(request)],
    scope(request) {
      const person = inbox.person(request);
      if (person.role !== 'technician') return undefined;
      const team = teamById(person.team);
      // A technician whose team is gone from site.config.ts sees no lead until the owner gives them another.
      return team ? teamCities(team) : { in: [] };
    },
    denied(request, reply) {
      const t = inbox.words(request);
      return inbox.send(
        reply,
        403,
        t.denied.title,
        <>
          <h1 className="text-3xl font-bold">{t.denied.title}</h1>
          <p className="mt-3 text-stone-700">{t.denied.text.replace('{role}', t.roles[inbox.person(request).role])}</p>
        </>,
      );
    },
    view: () => leadView(build.names, settings.BUSINESS_TIME_ZONE, app.now().getTime()),
    field(request, name) {
      const value = ((request.body ?? {}) as Record<string, unknown>)[name];
      return typeof value === 'string' ? value : '';
    },
  };

  // The inbox's own links always carry the slash.
  app.all('', { config: { signedOut: true } }, (_request, reply) => inbox.redirect(reply, '/admin/'));

  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'np_csrf',
    cookieOpts: cookieOptions,
    getToken: (request) => inbox.field(request, 'csrf'),
  });
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= FORM_LIMIT;
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.signedOut) return;
    const { headers, response } = await app.auth.api.getSession({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    forwardCookies(request, reply, headers);
    const person = response && personOf(response.user);
    if (!person) {
      const asked = request.method === 'GET' ? pageAfterSignIn(request.url) : '/admin/';
      return inbox.redirect(
        reply,
        asked === '/admin/' ? '/admin/login/' : `/admin/login/?next=${encodeURIComponent(asked)}`,
      );
    }
    request.person = person;
  });

  // Posts and the form's size: each failure a page the person can read and act on.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) throw error;
    const t = inbox.words(request);
    if (status === 429) {
      const wait = waitWords(Number(reply.getHeader('retry-after') ?? 1), langOf(request));
      return inbox.send(reply, 429, t.signIn.title, <p role="alert">{t.signIn.tooMany.replace('{wait}', wait)}</p>);
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

  await app.register(sessionRoutes, { inbox });
  await app.register(accountRoutes, { inbox });
  await app.register(peopleRoutes, { inbox });
  await app.register(inboxRoutes, { inbox });
  await app.register(numbersRoutes, { inbox });
}
