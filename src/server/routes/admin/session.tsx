/**
 * Signing in to the inbox, and out: with a passkey, or with a one-time link by e-mail
 * (better-auth's passkey and magic-link plugins, called here on the server). No flood keeps a
 * person out:
 * - each sign-in form carries a token good for one try, spent in the database (every server
 *   sees it spent), checked before anything is counted: a reused token costs nothing and counts
 *   against nobody;
 * - a client (an address, an IPv6 client by its /64) that keeps failing (an unknown address, a
 *   used link, a passkey that does not verify) waits, longer after each failure, at most a minute;
 * - links: at most a few an hour per client and per person, and a few a minute for everyone
 *   together, counted in the database; a stranger can neither mail someone over and over nor
 *   make the server send mail without end. A link already in a person's mailbox still works
 *   whatever the others ask for;
 * - a passkey and a link are never held back by what other clients send: neither can be
 *   guessed, so no limit shared by everyone applies to them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../domain/clients.ts';
import { issueFormToken, readFormToken } from '../../domain/form-token.ts';
import { LINK_MINUTES } from '../../domain/people.ts';
import { SignInThrottle } from '../../domain/sign-in-throttle.ts';
import { personOf, type LinkMetadata } from '../../plugins/app/auth.ts';
import { passkeyScript } from '../../render/admin/passkey-script.ts';
import { LinkPage, LoginPage } from '../../render/admin/sign-in.tsx';
import { words } from '../../render/admin/words.ts';
import { spendFormToken } from '../../store/form-tokens.ts';
import { findPersonByEmail } from '../../store/people.ts';
import pLimit from 'p-limit';
import { addRequest, allRequestsSince, requestKey, requestsSince } from '../../store/sign-in-requests.ts';
import type { Inbox } from './index.tsx';

export const signInLimits = {
  /** Links one client may ask for in an hour. */
  linksPerClientHour: 5,
  /** Links one person may be sent in an hour, whoever asks. */
  linksPerPersonHour: 3,
  /** Link requests from every client together in a minute. */
  linksPerMinute: 20,
  /** Passkey challenges one client may ask for in a minute. */
  passkeyOptionsPerMinute: 20,
};

type Lang = 'en' | 'fr';

/** The language of a sign-in page: asked for (?lang=, the form's), else the browser's first, else English. */
export function requestLang(request: FastifyRequest): Lang {
  const asked =
    (request.query as { lang?: unknown } | undefined)?.lang ?? (request.body as { lang?: unknown } | undefined)?.lang;
  if (asked === 'fr' || asked === 'en') return asked;
  const accept = String(request.headers['accept-language'] ?? '').toLowerCase();
  return accept.startsWith('fr') ? 'fr' : 'en';
}

/** "3 seconds", « 3 secondes »; past a minute, minutes. */
export function waitWords(seconds: number, lang: Lang): string {
  const minutes = Math.ceil(seconds / 60);
  if (seconds > 90) return lang === 'fr' ? `${minutes}\u00a0minutes` : `${minutes} minutes`;
  const n = Math.max(1, Math.ceil(seconds));
  if (lang === 'fr') return `${n}\u00a0seconde${n > 1 ? 's' : ''}`;
  return `${n} second${n === 1 ? '' : 's'}`;
}

/** The headers better-auth is given: the session's cookie, and this site as the origin (the transport guard checked it). */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers({ origin: new URL(request.server.settings.SITE_URL).origin });
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  return headers;
}

/** Passes on the cookies better-auth set, Secure when the request came over HTTPS. */
export function forwardCookies(request: FastifyRequest, reply: FastifyReply, headers: Headers | null | undefined) {
  for (const cookie of headers?.getSetCookie() ?? []) {
    reply.header('set-cookie', request.protocol === 'https' ? `${cookie}; Secure` : cookie);
  }
}

/** An inbox page to go back to: the list (keeping its filters and page) or one lead's page; else the list. */
export function returnPage(url: URL | undefined): string {
  if (url?.pathname === '/admin/') return `${url.pathname}${url.search}`;
  return url && /^\/admin\/leads\/\d{1,9}\/$/.test(url.pathname) ? url.pathname : '/admin/';
}

const here = 'https://inbox.invalid';
/**
 * Where to land after signing in: the inbox page asked for before it (a lead opened from its
 * e-mail), a path of this site only; anything else, another site above all, is the list.
 */
export function pageAfterSignIn(next: string): string {
  const url = URL.canParse(next, here) ? new URL(next, here) : undefined;
  return returnPage(url?.origin === here ? url : undefined);
}

const optional = z.string().max(2000).optional().catch(undefined);
const loginQuery = z.object({ next: optional, lang: optional });
const linkForm = z
  .object({ token: z.string().default(''), email: z.string().max(254).default(''), next: z.string().default('') })
  .loose();
const linkQuery = z.object({ token: optional, next: optional, lang: optional });
const confirmForm = z
  .object({ token: z.string().default(''), link: z.string().max(200).default(''), next: z.string().default('') })
  .loose();
const passkeyAnswer = z.object({ response: z.record(z.string(), z.unknown()), next: z.string().max(2000).optional() });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function sessionRoutes(app: FastifyInstance, { inbox }: { inbox: Inbox }) {
  const throttle = new SignInThrottle();
  /** The link limits' counts, read and added to by one request at a time (in this server). */
  const oneAtATime = pLimit(1);
  const clientOf = (request: FastifyRequest) => clientKey(request.ip, app.secret);
  const signedOut = { signedOut: true } as const;

  /** Spends a sign-in form's token: true the first time it comes back, genuine and current. */
  const spendToken = async (token: string) => {
    const evidence = readFormToken(app.secret, token, app.now().getTime(), 0, 'sign-in');
    return evidence.kind === 'human' && spendFormToken(app.db, `s:${evidence.id}`, app.now());
  };
  const newToken = () => issueFormToken(app.secret, app.now().getTime(), 'sign-in');

  const loginPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    { next = '/admin/', ...notice }: { next?: string; error?: string; done?: string; email?: string } = {},
  ) => {
    const lang = requestLang(request);
    const t = words[lang];
    const nobody = !(await app.db.selectFrom('people').select('id').limit(1).executeTakeFirst());
    return inbox.send(
      reply,
      status,
      t.signIn.title,
      <LoginPage t={t} lang={lang} token={newToken()} next={pageAfterSignIn(next)} nobody={nobody} {...notice} />,
    );
  };
  const tooMany = (request: FastifyRequest, reply: FastifyReply, seconds: number, next: string, busy = false) => {
    const lang = requestLang(request);
    const wait = Math.ceil(seconds);
    reply.header('Retry-After', String(wait));
    const t = words[lang].signIn;
    return loginPage(request, reply, 429, {
      next,
      error: (busy ? t.busy : t.tooMany).replace('{wait}', waitWords(wait, lang)),
    });
  };

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/passkey.js', { config: signedOut }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(passkeyScript),
  );

  routes.get('/login/', { config: signedOut, schema: { querystring: loginQuery } }, (request, reply) =>
    loginPage(request, reply, 200, { next: request.query.next }),
  );

  // Asking for a link: the answer is the same whether or not the address is someone's.
  routes.post('/login/', { config: signedOut, schema: { body: linkForm } }, async (request, reply) => {
    const { token, next } = request.body;
    const email = request.body.email.trim().toLowerCase();
    const t = words[requestLang(request)].signIn;
    if (!(await spendToken(token))) return loginPage(request, reply, 403, { next, error: t.expired, email });
    const client = clientOf(request);
    const waitMs = throttle.waitMs(client, app.now().getTime());
    if (waitMs > 0) return tooMany(request, reply, waitMs / 1000, next);
    if (!app.mailer) return loginPage(request, reply, 503, { next, error: t.noMail });
    const now = app.now();
    const person = EMAIL.test(email) ? await findPersonByEmail(app.db, email) : undefined;
    const known = person && personOf(person);
    // The counts are read and added to one request at a time: side by side, a hundred requests at
    // once each read the count before any of them added to it, and all of them passed.
    const decision = await oneAtATime(async () => {
      const clientRequests = requestKey('c', client, app.secret);
      if ((await requestsSince(app.db, clientRequests, now)) >= signInLimits.linksPerClientHour) return 'client';
      if ((await allRequestsSince(app.db, now, 60_000)) >= signInLimits.linksPerMinute) return 'busy';
      await addRequest(app.db, clientRequests, now);
      if (!known) return 'nobody';
      const personRequests = requestKey('p', known.id, app.secret);
      if ((await requestsSince(app.db, personRequests, now)) >= signInLimits.linksPerPersonHour) return 'enough';
      await addRequest(app.db, personRequests, now);
      return 'send';
    });
    if (decision === 'client') return tooMany(request, reply, 3600, next);
    if (decision === 'busy') return tooMany(request, reply, 60, next, true);
    const done = t.sent.replace('{email}', email).replace('{minutes}', String(LINK_MINUTES));
    // An address that is nobody's is no failure: the few links an hour a client may ask for already
    // bound guessing. A person who has had enough links this hour is answered the same.
    if (known && decision === 'send') {
      const metadata: LinkMetadata = { lang: known.lang, next: pageAfterSignIn(next), kind: 'sign-in' };
      await app.auth.api
        .signInMagicLink({ body: { email: known.email, metadata: { ...metadata } }, headers: authHeaders(request) })
        .catch((error: unknown) => request.log.error({ err: error }, 'a sign-in link could not be sent'));
    }
    return loginPage(request, reply, 200, { next, done });
  });

  // A link opens a page with one button: following the link spends nothing (mail scanners follow links).
  routes.get('/login/link/', { config: signedOut, schema: { querystring: linkQuery } }, (request, reply) => {
    const lang = requestLang(request);
    const t = words[lang];
    return inbox.send(
      reply,
      200,
      t.signIn.linkTitle,
      <LinkPage
        t={t}
        lang={lang}
        token={newToken()}
        link={request.query.token?.slice(0, 200) ?? ''}
        next={pageAfterSignIn(request.query.next ?? '')}
      />,
    );
  });
  routes.post('/login/link/', { config: signedOut, schema: { body: confirmForm } }, async (request, reply) => {
    const { token, link, next } = request.body;
    const t = words[requestLang(request)].signIn;
    if (!(await spendToken(token))) return loginPage(request, reply, 403, { next, error: t.expired });
    const client = clientOf(request);
    const waitMs = throttle.waitMs(client, app.now().getTime());
    if (waitMs > 0) return tooMany(request, reply, waitMs / 1000, next);
    const signedIn = link
      ? await app.auth.api
          .magicLinkVerify({ query: { token: link }, headers: authHeaders(request), returnHeaders: true })
          .catch(() => undefined)
      : undefined;
    if (!signedIn?.response?.token) {
      throttle.failed(client, app.now().getTime());
      return loginPage(request, reply, 401, {
        next,
        error: t.linkUsed.replace('{minutes}', String(LINK_MINUTES)),
      });
    }
    throttle.succeeded(client);
    forwardCookies(request, reply, signedIn.headers);
    return inbox.redirect(reply, pageAfterSignIn(next));
  });

  // The passkey ceremony's two steps, as JSON for the page's script.
  const challenges = app.rateLimit({
    max: signInLimits.passkeyOptionsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `passkey:${clientOf(request)}`,
  });
  routes.get('/login/passkey/', { config: signedOut, preHandler: challenges }, async (request, reply) => {
    const { headers, response } = await app.auth.api.generatePasskeyAuthenticationOptions({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    forwardCookies(request, reply, headers);
    return reply.header('Cache-Control', 'no-store').send(response);
  });
  routes.post('/login/passkey/', { config: signedOut, schema: { body: passkeyAnswer } }, async (request, reply) => {
    const client = clientOf(request);
    const waitMs = throttle.waitMs(client, app.now().getTime());
    if (waitMs > 0) {
      return reply
        .code(429)
        .header('Retry-After', String(Math.ceil(waitMs / 1000)))
        .send({ error: 'Too many failed sign-ins from here.' });
    }
    const signedIn = await app.auth.api
      .verifyPasskeyAuthentication({
        body: { response: request.body.response as never },
        headers: authHeaders(request),
        returnHeaders: true,
      })
      .catch(() => undefined);
    if (!signedIn?.response?.session) {
      throttle.failed(client, app.now().getTime());
      return reply.code(401).send({ error: 'That passkey did not sign you in.' });
    }
    throttle.succeeded(client);
    forwardCookies(request, reply, signedIn.headers);
    return reply.header('Cache-Control', 'no-store').send({ next: pageAfterSignIn(request.body.next ?? '') });
  });

  app.post('/logout/', { preHandler: app.csrfProtection }, async (request, reply) => {
    const { headers } = await app.auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
    forwardCookies(request, reply, headers);
    return inbox.redirect(reply, '/admin/login/');
  });
  app.post('/logout/everywhere/', { preHandler: app.csrfProtection }, async (request, reply) => {
    await app.auth.api.revokeSessions({ headers: authHeaders(request) });
    const { headers } = await app.auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
    forwardCookies(request, reply, headers);
    return inbox.redirect(reply, '/admin/login/');
  });
}
