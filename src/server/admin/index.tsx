/**
 * The /admin/ inbox: sign-in with ADMIN_PASSWORD, newest leads first, 50 a page, search and
 * filters, each lead's page with its notes, mark handled, delete, CSV export. Server-rendered
 * React, no client script; every form carries a CSRF token and the session cookie is HttpOnly
 * and SameSite=Strict.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { ReactNode } from 'react';
import { renderPage } from '../page-shell.tsx';
import { parseFilter, parsePageAt } from './filters.ts';
import { leadView } from './format.ts';
import { areaGroups, DeletePage, DisabledPage, InboxPage, LeadPage, LoginPage } from './pages.tsx';
import { csvRow, leadColumns } from './csv.ts';
import { NumbersLink, NumbersPage, sendNumbersCsv } from './numbers.tsx';
import { numbersReport } from '../numbers.ts';
import type { Database } from '../db/schema.ts';
import type { RouteHandler } from '../http.ts';
import {
  addNote,
  cleanNote,
  handledMedians,
  inboxPage,
  leadById,
  leadNotes,
  matchingLeads,
  waitingLeads,
} from '../lead-queries.ts';
import { deleteLeads, findLead, markHandled } from '../leads.ts';
import type { Names } from '../names.ts';
import { clientAddress, clientKey } from '../rate-limit.ts';
import {
  cookie,
  createSession,
  csrfToken,
  endSession,
  LOGIN_CSRF_COOKIE,
  newNonce,
  parseCookies,
  safeEqual,
  SESSION_COOKIE,
  SESSION_HOURS,
  sessionKey,
  verifySession,
} from './session.ts';
import { SignInThrottle } from './sign-in-throttle.ts';

export interface AdminDeps {
  db: Kysely<Database>;
  password?: string;
  secret: string;
  stylesheets: string[];
  /** Trusted proxies in front, whose X-Forwarded-For entries name the client (0: none). */
  proxyHops?: number;
  /** Services' and places' names, shown instead of their slugs. */
  names: Names;
  /** BUSINESS_TIME_ZONE: the clock the inbox shows times on. */
  timeZone: string;
  now?: () => number;
}

/** Room for a note of NOTE_MAX characters, each percent-encoded (up to 9 bytes). */
const FORM_LIMIT = 24 * 1024;

/** The posted form, or undefined when it is larger than any form of the inbox. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  let body = '';
  for await (const chunk of req as AsyncIterable<Buffer>) {
    body += chunk.toString('utf8');
    if (body.length > FORM_LIMIT) return undefined;
  }
  return new URLSearchParams(body);
}

/** Back to the inbox list (keeping its filters and page) or the lead's page the visitor came from, else the list. */
function inboxReturnPath(referer: string | undefined): string {
  if (!referer || !URL.canParse(referer)) return '/admin/';
  const { pathname, search } = new URL(referer);
  if (pathname === '/admin/') return `${pathname}${search}`;
  return /^\/admin\/leads\/\d{1,9}\/$/.test(pathname) ? pathname : '/admin/';
}

/** A lead's id in an inbox path such as /admin/leads/42/notes/ (at most 9 digits: a database integer). */
function leadId(path: string, action: string): number | undefined {
  const match = new RegExp(`^/admin/leads/(\\d{1,9})/${action}$`).exec(path);
  return match ? Number(match[1]) : undefined;
}

export function createAdmin(deps: AdminDeps): RouteHandler {
  const throttle = new SignInThrottle();
  const now = () => deps.now?.() ?? Date.now();
  const key = sessionKey(deps.secret, deps.password ?? '');
  const areas = areaGroups(deps.names);

  const send = (
    res: ServerResponse,
    status: number,
    title: string,
    body: ReactNode,
    headers: Record<string, string | string[]> = {},
  ) => {
    const html = renderPage({ title, from: 'Northpaw inbox', stylesheets: deps.stylesheets, children: body });
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      ...headers,
    });
    res.end(html);
  };
  const redirect = (res: ServerResponse, location: string, headers: Record<string, string | string[]> = {}) => {
    res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', ...headers });
    res.end();
  };
  const secure = (req: IncomingMessage) => req.headers['x-forwarded-proto'] === 'https';

  const loginPage = (req: IncomingMessage, res: ServerResponse, status: number, error?: string) => {
    const nonce = newNonce();
    send(res, status, 'Sign in', <LoginPage csrf={csrfToken(deps.secret, nonce)} error={error} />, {
      'Set-Cookie': cookie(LOGIN_CSRF_COOKIE, nonce, { maxAge: 3600, secure: secure(req) }),
    });
  };

  /** Answers a request under /admin/; returns false when the path is not the inbox's. */
  return async function handleAdmin(req, res, target) {
    const path = target.pathname;
    if (path !== '/admin' && !path.startsWith('/admin/')) return false;
    if (path === '/admin') {
      redirect(res, '/admin/');
      return true;
    }
    if (!deps.password) {
      send(res, 503, 'Inbox disabled', <DisabledPage />);
      return true;
    }
    const cookies = parseCookies(req.headers.cookie);
    const client = clientKey(clientAddress(req, deps.proxyHops ?? 0), deps.secret);

    if (path === '/admin/login/') {
      if (req.method === 'GET') {
        loginPage(req, res, 200);
        return true;
      }
      if (req.method !== 'POST') return false;
      const form = await readForm(req);
      if (!form) {
        send(res, 413, 'Too large', <p className="text-stone-700">That form was too large.</p>);
        return true;
      }
      const loginNonce = cookies[LOGIN_CSRF_COOKIE];
      if (!loginNonce || !safeEqual(form.get('csrf') ?? '', csrfToken(deps.secret, loginNonce))) {
        loginPage(req, res, 403, 'The form expired. Please sign in again.');
        return true;
      }
      const waitMs = throttle.waitMs(client, now());
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        res.setHeader('Retry-After', String(seconds));
        loginPage(req, res, 429, `Too many failed sign-ins. Try again in ${seconds} seconds.`);
        return true;
      }
      if (!safeEqual(form.get('password') ?? '', deps.password)) {
        throttle.failed(client, now());
        loginPage(req, res, 401, 'That password is not right.');
        return true;
      }
      throttle.succeeded(client);
      redirect(res, '/admin/', {
        'Set-Cookie': [
          cookie(SESSION_COOKIE, await createSession(deps.db, key, now()), {
            maxAge: SESSION_HOURS * 3600,
            secure: secure(req),
          }),
          cookie(LOGIN_CSRF_COOKIE, '', { maxAge: 0, secure: secure(req) }),
        ],
      });
      return true;
    }

    const nonce = await verifySession(deps.db, key, cookies[SESSION_COOKIE], now());
    if (!nonce) {
      redirect(res, '/admin/login/');
      return true;
    }
    const csrf = csrfToken(deps.secret, nonce);
    const filter = parseFilter(target.searchParams, deps.names.areas);
    const view = leadView(deps.names, deps.timeZone, now());

    /** A lead's page (false when there is no such lead), with a note to fix when one could not be saved. */
    const showLead = async (id: number, status = 200, draft?: string, error?: string) => {
      const lead = await leadById(deps.db, id);
      if (!lead) return false;
      const notes = await leadNotes(deps.db, id);
      send(
        res,
        status,
        lead.name,
        <LeadPage lead={lead} notes={notes} csrf={csrf} view={view} draft={draft} error={error} />,
      );
      return true;
    };

    if (req.method === 'GET' && path === '/admin/') {
      const [page, waiting, medians] = await Promise.all([
        inboxPage(deps.db, filter, parsePageAt(target.searchParams)),
        waitingLeads(deps.db),
        handledMedians(deps.db, new Date(now())),
      ]);
      send(
        res,
        200,
        'Leads',
        <>
          <NumbersLink />
          <InboxPage
            page={page}
            filter={filter}
            csrf={csrf}
            view={view}
            areas={areas}
            waiting={waiting}
            medians={medians}
          />
        </>,
      );
      return true;
    }
    const shown = leadId(path, '');
    if (req.method === 'GET' && shown !== undefined) return showLead(shown);
    const toDelete = leadId(path, 'delete/');
    if (req.method === 'GET' && toDelete !== undefined) {
      const lead = await findLead(deps.db, toDelete);
      if (!lead) return false;
      send(res, 200, 'Delete a lead', <DeletePage lead={lead} csrf={csrf} />);
      return true;
    }
    if (req.method === 'GET' && path === '/admin/leads.csv') {
      res.writeHead(200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="northpaw-leads-${new Date(now()).toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      });
      // Page by page, so any number of leads is exported without holding them all; the
      // list's filters and search choose them.
      res.write(`\ufeff${csvRow(leadColumns.map(([header]) => header))}`);
      for await (const page of matchingLeads(deps.db, filter)) {
        for (const lead of page) res.write(csvRow(leadColumns.map(([, value]) => value(lead))));
      }
      res.end();
      return true;
    }
    if (req.method === 'GET' && (path === '/admin/numbers/' || path === '/admin/numbers.csv')) {
      const report = await numbersReport(deps.db, deps, new Date(now()));
      if (path === '/admin/numbers.csv') sendNumbersCsv(res, report);
      else send(res, 200, 'Numbers', <NumbersPage report={report} />);
      return true;
    }
    if (req.method === 'POST') {
      const form = await readForm(req);
      if (!form) {
        send(res, 413, 'Too large', <p className="text-stone-700">That form was too large. Go back and shorten it.</p>);
        return true;
      }
      if (!safeEqual(form.get('csrf') ?? '', csrf)) {
        send(
          res,
          403,
          'Forbidden',
          <p className="text-stone-700">The form expired. Go back, reload the page and try again.</p>,
        );
        return true;
      }
      if (path === '/admin/logout/') {
        await endSession(deps.db, nonce);
        redirect(res, '/admin/login/', {
          'Set-Cookie': cookie(SESSION_COOKIE, '', { maxAge: 0, secure: secure(req) }),
        });
        return true;
      }
      if (toDelete !== undefined) {
        await deleteLeads(deps.db, { id: toDelete });
        redirect(res, '/admin/');
        return true;
      }
      const handled = leadId(path, 'handled/');
      if (handled !== undefined) {
        await markHandled(deps.db, handled, new Date(now()));
        redirect(res, inboxReturnPath(req.headers.referer));
        return true;
      }
      const noted = leadId(path, 'notes/');
      if (noted !== undefined) {
        if (!(await findLead(deps.db, noted))) return false;
        const raw = form.get('text') ?? '';
        const note = cleanNote(raw);
        if ('error' in note) return showLead(noted, 400, raw, note.error);
        await addNote(deps.db, noted, note.text, new Date(now()));
        redirect(res, `/admin/leads/${noted}/#notes`);
        return true;
      }
    }
    return false;
  };
}
