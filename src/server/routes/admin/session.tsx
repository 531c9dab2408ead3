/** Signing in to the inbox with ADMIN_PASSWORD, and out. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../domain/clients.ts';
import { SignInThrottle } from '../../domain/sign-in-throttle.ts';
import { LoginPage } from '../../render/admin/sign-in.tsx';
import { createSession, endSession, SESSION_COOKIE, SESSION_HOURS } from '../../store/sessions.ts';
import { cookieOptions, seconds, type Inbox } from './index.tsx';
import { safeEqual } from '../../domain/safe-equal.ts';

/** The sign-in form: its password and the page asked for (its CSRF token is the plugin's). */
const signInForm = z.object({ password: z.string().default(''), next: z.string().default('') }).loose();

/** Password checks a second, all clients together: guessing from many addresses gains nothing. */
export const SIGN_IN_CHECKS_PER_SECOND = 10;

/** Marks a browser the owner has signed in from; signed by @fastify/cookie with SESSION_SECRET. */
const DEVICE_COOKIE = 'np_device';
const DEVICE_DAYS = 365;

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

/** The sign-in page, carrying the page asked for (`next`) through a failed try. */
export function loginPage(inbox: Inbox, request: FastifyRequest, reply: FastifyReply, status: number, error?: string) {
  const asked = request.method === 'POST' ? inbox.field(request, 'next') : (request.query as { next?: unknown }).next;
  const next = pageAfterSignIn(typeof asked === 'string' ? asked : '');
  return inbox.send(reply, status, 'Sign in', <LoginPage csrf={inbox.csrf(reply)} error={error} next={next} />);
}

export async function sessionRoutes(app: FastifyInstance, { inbox, key }: { inbox: Inbox; key: string }) {
  const password = app.settings.ADMIN_PASSWORD ?? '';
  const throttle = new SignInThrottle();
  const now = () => app.now().getTime();

  // Password checks for everyone together, counted once the form's CSRF token has passed. A
  // browser the owner signed in from before (its signed device cookie) is never held back by
  // strangers guessing.
  const checksForEveryone = app.rateLimit({
    max: SIGN_IN_CHECKS_PER_SECOND,
    timeWindow: 1000,
    keyGenerator: () => 'every client',
    allowList: (request) => request.unsignCookie(request.cookies[DEVICE_COOKIE] ?? '').valid,
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/login/',
    { schema: { querystring: z.object({ next: z.string().optional().catch(undefined) }) } },
    (request, reply) => loginPage(inbox, request, reply, 200),
  );
  routes.post(
    '/login/',
    { schema: { body: signInForm }, preHandler: [app.csrfProtection, checksForEveryone] },
    async (request, reply) => {
      const client = clientKey(request.ip, app.secret);
      const waitMs = throttle.waitMs(client, now());
      if (waitMs > 0) {
        const wait = Math.ceil(waitMs / 1000);
        reply.header('Retry-After', String(wait));
        return loginPage(inbox, request, reply, 429, `Too many failed sign-ins. Try again in ${seconds(wait)}.`);
      }
      if (!safeEqual(request.body.password, password)) {
        throttle.failed(client, now());
        return loginPage(inbox, request, reply, 401, 'That password is not right.');
      }
      throttle.succeeded(client);
      reply.setCookie(SESSION_COOKIE, await createSession(app.db, key, now()), {
        ...cookieOptions,
        maxAge: SESSION_HOURS * 3600,
      });
      reply.setCookie(DEVICE_COOKIE, 'signed-in-before', {
        ...cookieOptions,
        signed: true,
        maxAge: DEVICE_DAYS * 86_400,
      });
      return inbox.redirect(reply, pageAfterSignIn(request.body.next));
    },
  );

  app.post('/logout/', { preHandler: app.csrfProtection }, async (request, reply) => {
    await endSession(app.db, inbox.sessionOf(request) ?? '');
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return inbox.redirect(reply, '/admin/login/');
  });
}
