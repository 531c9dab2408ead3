/**
 * The /admin/ inbox: sign-in with ADMIN_PASSWORD, newest leads first, 50 a page, search and
 * filters, each lead's page with its notes, mark handled, delete, CSV export, the owner's
 * numbers. Server-rendered React, no client script. A route table: one pre-handler checks the
 * session (and the CSRF token of every post, with @fastify/csrf-protection); the session cookie
 * is HttpOnly and SameSite=Strict.
 */
import { Readable } from 'node:stream';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ReactNode } from 'react';
import { statusOf } from '../../app.ts';
import { renderPage } from '../../render/page-shell.tsx';
import { parseFilter, parsePageAt } from './filters.ts';
import { leadView, plural } from '../../render/admin/format.ts';
import { areaGroups } from '../../render/admin/inbox-filters.tsx';
import { InboxPage } from '../../render/admin/inbox-page.tsx';
import { DeletePage, LeadPage } from '../../render/admin/lead-page.tsx';
import { DisabledPage, LoginPage } from '../../render/admin/sign-in.tsx';
import { csvRow, leadColumns } from '../../render/admin/csv.ts';
import { NumbersLink, NumbersPage, numbersCsv, numbersCsvName } from '../../render/admin/numbers-page.tsx';
import { numbersReport } from '../../domain/numbers.ts';
import type { Database } from '../../store/schema.ts';
import {
  addNote,
  cleanNote,
  handledMedians,
  inboxPage,
  leadById,
  leadNotes,
  matchingLeads,
  waitingLeads,
} from '../../store/lead-queries.ts';
import { deleteLeads, findLead, findPhoto, markHandled, photosOf } from '../../store/leads.ts';
import type { Names } from '../../domain/names.ts';
import { clientKey } from '../../domain/clients.ts';
import {
  createSession,
  endSession,
  safeEqual,
  SESSION_COOKIE,
  SESSION_HOURS,
  sessionKey,
  verifySession,
} from '../../store/sessions.ts';
import { SignInThrottle } from '../../domain/sign-in-throttle.ts';

export interface AdminDeps {
  db: Kysely<Database>;
  password?: string;
  secret: string;
  stylesheets: string[];
  /** Services' and places' names, shown instead of their slugs. */
  names: Names;
  /** BUSINESS_TIME_ZONE: the clock the inbox shows times on. */
  timeZone: string;
  now?: () => number;
}

/** Room for a note of NOTE_MAX characters, each percent-encoded (up to 9 bytes). */
const FORM_LIMIT = 24 * 1024;

/** Password checks a second, all clients together: guessing from many addresses gains nothing. */
export const SIGN_IN_CHECKS_PER_SECOND = 10;

/** Marks a browser the owner has signed in from; signed by @fastify/cookie with SESSION_SECRET. */
const DEVICE_COOKIE = 'np_device';
const DEVICE_DAYS = 365;

const seconds = (n: number) => plural(n, 'second', 'seconds');

/** A lead's id in a path: at most 9 digits, a database integer. */
const LEAD = '/admin/leads/:id(^\\d{1,9})';

/** An inbox page to go back to: the list (keeping its filters and page) or one lead's page; else the list. */
function returnPage(url: URL | undefined): string {
  if (url?.pathname === '/admin/') return `${url.pathname}${url.search}`;
  return url && /^\/admin\/leads\/\d{1,9}\/$/.test(url.pathname) ? url.pathname : '/admin/';
}
/** The list or the lead's page the visitor came from. */
const refererPage = (referer: string | undefined) =>
  returnPage(referer && URL.canParse(referer) ? new URL(referer) : undefined);
const here = 'https://inbox.invalid';
/**
 * Where to land after signing in: the inbox page asked for before it (a lead opened from its
 * e-mail), a path of this site only; anything else, another site above all, is the list.
 */
export function pageAfterSignIn(next: string): string {
  const url = URL.canParse(next, here) ? new URL(next, here) : undefined;
  return returnPage(url?.origin === here ? url : undefined);
}

const cookieOptions = { path: '/admin/', httpOnly: true, sameSite: 'strict', secure: 'auto' } as const;

const leadIdOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);
const formOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;
const field = (request: FastifyRequest, name: string) => {
  const value = formOf(request)[name];
  return typeof value === 'string' ? value : '';
};

export async function adminRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const now = () => deps.now?.() ?? Date.now();
  const key = sessionKey(deps.secret, deps.password ?? '');
  const areas = areaGroups(deps.names);
  const throttle = new SignInThrottle();
  /** The signed-in session's nonce of each request that has one. */
  const sessions = new WeakMap<FastifyRequest, string>();

  const send = (reply: FastifyReply, status: number, title: string, body: ReactNode) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .send(renderPage({ title, from: 'Northpaw inbox', stylesheets: deps.stylesheets, children: body }));
  const redirect = (reply: FastifyReply, location: string) =>
    reply.header('Cache-Control', 'no-store').redirect(location, 303);

  // Routes ignore a trailing slash; the inbox's own links always carry it.
  const withSlash = (request: FastifyRequest, reply: FastifyReply) =>
    request.url.startsWith('/admin/') ? undefined : redirect(reply, '/admin/');
  if (!deps.password) {
    const disabled = (request: FastifyRequest, reply: FastifyReply) =>
      withSlash(request, reply) ?? send(reply, 503, 'Inbox disabled', <DisabledPage />);
    app.all('/admin/', disabled);
    app.all('/admin/*', disabled);
    return;
  }
  const password = deps.password;

  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'np_csrf',
    cookieOpts: cookieOptions,
    getToken: (request) => field(request, 'csrf'),
  });
  app.addHook('onRoute', (route) => {
    route.bodyLimit = FORM_LIMIT;
  });

  const csrf = (reply: FastifyReply) => reply.generateCsrf();
  /** The sign-in page, carrying the page asked for (`next`) through a failed try. */
  const loginPage = (request: FastifyRequest, reply: FastifyReply, status: number, error?: string) => {
    const asked = request.method === 'POST' ? field(request, 'next') : (request.query as { next?: unknown }).next;
    const next = pageAfterSignIn(typeof asked === 'string' ? asked : '');
    return send(reply, status, 'Sign in', <LoginPage csrf={csrf(reply)} error={error} next={next} />);
  };

  // The one pre-handler: a session for every route of the inbox but sign-in, decided by the
  // route that matched, never by the URL as sent (which may spell /admin/ as /%61dmin/).
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url === '/admin/login/') return;
    if (withSlash(request, reply)) return reply;
    const nonce = await verifySession(deps.db, key, request.cookies[SESSION_COOKIE], now());
    if (!nonce) {
      const asked = request.method === 'GET' ? pageAfterSignIn(request.url) : '/admin/';
      return redirect(reply, asked === '/admin/' ? '/admin/login/' : `/admin/login/?next=${encodeURIComponent(asked)}`);
    }
    sessions.set(request, nonce);
  });
  const checked = { preHandler: app.csrfProtection };

  // Sign-in, posts, the form's size: each failure a page the owner can read and act on.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) throw error;
    if (request.routeOptions.url === '/admin/login/') {
      const wait = seconds(Number(reply.getHeader('retry-after') ?? 1));
      return status === 429
        ? loginPage(request, reply, 429, `Too many sign-ins at once. Try again in ${wait}.`)
        : status === 403
          ? loginPage(request, reply, 403, 'The form expired. Please sign in again.')
          : send(reply, status, 'Too large', <p className="text-stone-700">That form was too large.</p>);
    }
    return status === 403
      ? send(
          reply,
          403,
          'Forbidden',
          <p className="text-stone-700">The form expired. Go back, reload the page and try again.</p>,
        )
      : status === 413
        ? send(
            reply,
            413,
            'Too large',
            <p className="text-stone-700">That form was too large. Go back and shorten it.</p>,
          )
        : send(reply, status, 'Bad request', <p className="text-stone-700">That request was not understood.</p>);
  });

  // Password checks for everyone together, counted once the form's CSRF token has passed. A
  // browser the owner signed in from before (its signed device cookie) is never held back by
  // strangers guessing.
  const checksForEveryone = app.rateLimit({
    max: SIGN_IN_CHECKS_PER_SECOND,
    timeWindow: 1000,
    keyGenerator: () => 'every client',
    allowList: (request) => request.unsignCookie(request.cookies[DEVICE_COOKIE] ?? '').valid,
  });

  app.get('/admin/login/', (request, reply) => loginPage(request, reply, 200));
  app.post('/admin/login/', { preHandler: [app.csrfProtection, checksForEveryone] }, async (request, reply) => {
    const client = clientKey(request.ip, deps.secret);
    const waitMs = throttle.waitMs(client, now());
    if (waitMs > 0) {
      const wait = Math.ceil(waitMs / 1000);
      reply.header('Retry-After', String(wait));
      return loginPage(request, reply, 429, `Too many failed sign-ins. Try again in ${seconds(wait)}.`);
    }
    if (!safeEqual(field(request, 'password'), password)) {
      throttle.failed(client, now());
      return loginPage(request, reply, 401, 'That password is not right.');
    }
    throttle.succeeded(client);
    reply.setCookie(SESSION_COOKIE, await createSession(deps.db, key, now()), {
      ...cookieOptions,
      maxAge: SESSION_HOURS * 3600,
    });
    reply.setCookie(DEVICE_COOKIE, 'signed-in-before', {
      ...cookieOptions,
      signed: true,
      maxAge: DEVICE_DAYS * 86_400,
    });
    return redirect(reply, pageAfterSignIn(field(request, 'next')));
  });

  app.post('/admin/logout/', checked, async (request, reply) => {
    await endSession(deps.db, sessions.get(request) ?? '');
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return redirect(reply, '/admin/login/');
  });

  const viewOf = () => leadView(deps.names, deps.timeZone, now());

  app.get('/admin/', async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const filter = parseFilter(query, deps.names.areas);
    const [page, waiting, medians] = await Promise.all([
      inboxPage(deps.db, filter, parsePageAt(query)),
      waitingLeads(deps.db),
      handledMedians(deps.db, new Date(now())),
    ]);
    return send(
      reply,
      200,
      'Leads',
      <>
        <NumbersLink />
        <InboxPage
          page={page}
          filter={filter}
          csrf={csrf(reply)}
          view={viewOf()}
          areas={areas}
          waiting={waiting}
          medians={medians}
        />
      </>,
    );
  });

  /** No such lead: deleted, purged, or a mistyped address. */
  const noLead = (reply: FastifyReply) =>
    send(
      reply,
      404,
      'No such lead',
      <>
        <h1 className="text-3xl font-bold">No such lead</h1>
        <p className="mt-3 text-stone-700">
          It may have been deleted, or removed after the retention period.{' '}
          <a className="link" href="/admin/">
            All leads
          </a>
        </p>
      </>,
    );

  /** A lead's page, with a note to fix when one could not be saved. */
  const showLead = async (id: number, reply: FastifyReply, status = 200, draft?: string, error?: string) => {
    const lead = await leadById(deps.db, id);
    if (!lead) return noLead(reply);
    const [notes, photos] = await Promise.all([leadNotes(deps.db, id), photosOf(deps.db, id)]);
    return send(
      reply,
      status,
      lead.name,
      <LeadPage
        lead={lead}
        notes={notes}
        photos={photos}
        csrf={csrf(reply)}
        view={viewOf()}
        draft={draft}
        error={error}
      />,
    );
  };
  app.get(`${LEAD}/`, (request, reply) => showLead(leadIdOf(request), reply));

  // A visitor's photo: signed in only, like everything here, and never kept by a browser or proxy.
  app.get(`${LEAD}/photos/:photo(^\\d{1,9}).jpg`, async (request, reply) => {
    const photo = await findPhoto(deps.db, leadIdOf(request), Number((request.params as { photo: string }).photo));
    if (!photo) return noLead(reply);
    return reply
      .type(photo.type)
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .header('Content-Disposition', 'inline')
      .send(Buffer.from(photo.data));
  });

  app.get(`${LEAD}/delete/`, async (request, reply) => {
    const lead = await findLead(deps.db, leadIdOf(request));
    if (!lead) return noLead(reply);
    return send(reply, 200, 'Delete a lead', <DeletePage lead={lead} csrf={csrf(reply)} view={viewOf()} />);
  });
  app.post(`${LEAD}/delete/`, checked, async (request, reply) => {
    await deleteLeads(deps.db, { id: leadIdOf(request) });
    return redirect(reply, '/admin/');
  });
  app.post(`${LEAD}/handled/`, checked, async (request, reply) => {
    await markHandled(deps.db, leadIdOf(request), new Date(now()));
    return redirect(reply, refererPage(request.headers.referer));
  });
  app.post(`${LEAD}/notes/`, checked, async (request, reply) => {
    const id = leadIdOf(request);
    if (!(await findLead(deps.db, id))) return noLead(reply);
    const raw = field(request, 'text');
    const note = cleanNote(raw);
    if ('error' in note) return showLead(id, reply, 400, raw, note.error);
    await addNote(deps.db, id, note.text, new Date(now()));
    return redirect(reply, `/admin/leads/${id}/#notes`);
  });

  app.get('/admin/leads.csv', (request, reply) => {
    const filter = parseFilter(new URLSearchParams(request.url.split('?')[1] ?? ''), deps.names.areas);
    // Page by page, so any number of leads is exported without holding them all; the
    // list's filters and search choose them.
    const columns = leadColumns(viewOf());
    async function* rows() {
      yield `\ufeff${csvRow(columns.map(([header]) => header))}`;
      for await (const page of matchingLeads(deps.db, filter)) {
        for (const lead of page) yield csvRow(columns.map(([, value]) => value(lead)));
      }
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="northpaw-leads-${new Date(now()).toISOString().slice(0, 10)}.csv"`,
      )
      .header('Cache-Control', 'no-store')
      .send(Readable.from(rows()));
  });

  app.get('/admin/numbers/', async (_request, reply) =>
    send(reply, 200, 'Numbers', <NumbersPage report={await numbersReport(deps.db, deps, new Date(now()))} />),
  );
  app.get('/admin/numbers.csv', async (_request, reply) => {
    const report = await numbersReport(deps.db, deps, new Date(now()));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${numbersCsvName(report)}"`)
      .header('Cache-Control', 'no-store')
      .send(numbersCsv(report));
  });
}
