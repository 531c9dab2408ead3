/** The /admin/ inbox (adminRoutes) through the site server, against SQLite and, when DATABASE_URL is set, PostgreSQL. */
import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parsePostalCode } from '../../../lib/postal-code.ts';
import { signInPolicy } from '../../domain/sign-in-throttle.ts';
import { catalogueFile } from '../../../lib/catalogue.ts';
import { outsideNotice, unverifiedNotice } from '../../render/emails.tsx';
import { markHandled, recordLead } from '../../store/leads.ts';
import { namesFrom } from '../../domain/names.ts';
import { realCatalogue } from '../../../../test/catalogue.ts';
import { htmlProblems } from '../../../../test/page-audit.ts';
import {
  contactLead,
  contactLeadFr,
  fixedNow,
  leadRows,
  notificationRows,
  makeClientDir,
  quoteLead,
  quoteLeadFr,
  quoteRows,
  startSiteServer,
  storeKinds,
  testBuild,
  useStore,
  type RunningServer,
} from '../../../../test/db.ts';
import { addNote, leadNotes } from '../../store/notes.ts';
import { addPerson, signInAs, testMailbox } from '../../../../test/people.ts';

const at = (offsetMs: number) => new Date(fixedNow.getTime() + offsetMs);
const names = namesFrom(catalogueFile(realCatalogue('en'), realCatalogue('fr')));
const timeZone = 'America/Toronto';

describe.each(storeKinds)('admin inbox on $name', (kind) => {
  const store = useStore(kind);

  const secret = 's'.repeat(32);
  let clientDir: string;
  let server: RunningServer;
  let mailbox: ReturnType<typeof testMailbox>;
  const running: RunningServer[] = [];

  interface InboxSettings {
    now?: () => number;
    proxyHops?: number;
  }
  /** A site with the inbox on the test store, put together as serve.ts does; closed after the test. */
  const inboxServer = async (settings: InboxSettings = {}) => {
    const started = await startSiteServer({
      build: testBuild(clientDir, { names }),
      db: store.db,
      mailer: mailbox.mailer,
      settings: {
        SESSION_SECRET: secret,
        BUSINESS_TIME_ZONE: timeZone,
        TRUST_PROXY: settings.proxyHops ?? 0,
      },
      clock: () => new Date(settings.now?.() ?? fixedNow.getTime()),
    });
    running.push(started);
    return started;
  };

  beforeAll(async () => {
    clientDir = await makeClientDir();
  });
  // A new server per test: the sign-in backoff lives in it, so one test's failed sign-ins never
  // hold up another's.
  beforeEach(async () => {
    mailbox = testMailbox();
    server = await inboxServer();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((started) => started.close()));
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });

  /** Every admin answer must say Cache-Control: no-store, so each one is checked here. */
  const request = async (
    path: string,
    options: {
      method?: string;
      form?: Record<string, string>;
      cookie?: string;
      headers?: Record<string, string>;
      /** Another server than this test's default one. */
      on?: RunningServer;
    } = {},
  ) => {
    const on = options.on ?? server;
    const res = await on.fetch(`${on.origin}${path}`, {
      method: options.method ?? (options.form ? 'POST' : 'GET'),
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      body: options.form ? new URLSearchParams(options.form) : undefined,
      redirect: 'manual',
    });
    expect(res.headers.get('cache-control'), `Cache-Control of ${path}`).toBe('no-store');
    return res;
  };
  const csrfOf = (html: string) => /<input type="hidden" name="csrf" value="([^"]+)"\/>/.exec(html)?.[1] ?? '';
  const fieldOf = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  /** The Set-Cookie header for `name`, whole. */
  const setCookieOf = (res: Response, name: string) =>
    res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? '';
  /** "name=value" of the Set-Cookie for `name`. */
  const cookieOf = (res: Response, name: string) => setCookieOf(res, name).split(';')[0] ?? '';
  /** A Set-Cookie header's attributes after its value, in any order. */
  const attributesOf = (setCookie: string) => new Set(setCookie.split('; ').slice(1));
  const SESSION = 'np.session_token';

  /** The owner's Cookie header, signed in with a link by e-mail (its session and a CSRF cookie). */
  const session = (on = server) => signInAs(on, mailbox);
  /** A token from a page of the signed-in browser `cookie`. */
  const tokenOf = async (cookie: string, path = '/admin/') => csrfOf(await (await request(path, { cookie })).text());
  /** A fresh link for the owner, and the page it opens: its one-try token and the link's own. */
  const linkForm = async (on = server, headers: Record<string, string> = {}) => {
    if (!(await store.db.selectFrom('people').select('id').executeTakeFirst())) {
      await addPerson(store.db, 'owner@northpaw.example', 'owner');
    }
    const login = await (await request('/admin/login/', { on, headers })).text();
    await request('/admin/login/', {
      form: { token: fieldOf(login, 'token'), email: 'owner@northpaw.example' },
      on,
      headers,
    });
    const link = new URL(await mailbox.linkFor('owner@northpaw.example'));
    const page = await (await request(`${link.pathname}${link.search}`, { on, headers })).text();
    return { token: fieldOf(page, 'token'), link: fieldOf(page, 'link') };
  };
  /** A fresh one-try token of the sign-in page. */
  const signInToken = async (on = server) => fieldOf(await (await request('/admin/login/', { on })).text(), 'token');

  /** The HTML of one lead's item in the list. */
  const itemOf = (html: string, id: number) =>
    html.split('data-lead-id="').find((part) => part.startsWith(`${id}"`)) ?? '';
  /** The leads listed, as ids in order. */
  const listed = (html: string) => [...html.matchAll(/data-lead-id="(\d+)"/g)].map((m) => Number(m[1]));
  /** The page's words, without tags. */
  const words = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, ' ');

  it('redirects /admin to /admin/', async () => {
    const res = await request('/admin');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/');
  });

  it.each([
    ['/admin/', '/admin/login/'],
    ['/admin/leads.csv', '/admin/login/'],
    ['/admin/leads/1/', '/admin/login/?next=%2Fadmin%2Fleads%2F1%2F'],
    ['/admin/leads/1/delete/', '/admin/login/'],
    ['/admin/people/', '/admin/login/'],
    ['/admin/?area=on&page=2', '/admin/login/?next=%2Fadmin%2F%3Farea%3Don%26page%3D2'],
  ])(
    'sends %s without a session to the sign-in page (%s), asking to come back to a lead or the list',
    async (path, to) => {
      const res = await request(path);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(to);
    },
  );

  it.each([
    'https://evil.example/admin/leads/7/',
    '//evil.example/admin/leads/7/',
    '/\\evil.example/admin/',
    '/contact/',
    '/admin/leads/7/delete/',
    '/admin/login/',
    'javascript:alert(1)',
  ])('sends a sign-in asked to return to %j to the list, never elsewhere', async (next) => {
    const res = await request('/admin/login/link/', { form: { ...(await linkForm()), next } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/');
  });

  it('shows the sign-in page with a one-try token, never indexed, and no script but the passkey file', async () => {
    const res = await request('/admin/login/');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await res.text();
    expect(fieldOf(html, 'token')).toMatch(/^[\w.-]{30,}$/);
    expect([...html.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script src="/admin/passkey.js" defer="">',
    ]);
    expect(html).toContain('type="email"');
  });

  it('answers HEAD /admin/login/ with 200 and no body', async () => {
    const res = await request('/admin/login/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('');
  });

  it('refuses a sign-in with a forged or reused form token (403), and starts no session', async () => {
    const { token, link } = await linkForm();
    const forged = await request('/admin/login/link/', { form: { token: 'forged', link } });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('The form expired. Please try again.');
    expect(setCookieOf(forged, SESSION)).toBe('');
    expect((await request('/admin/login/link/', { form: { token, link } })).status).toBe(303);
    const again = await request('/admin/login/link/', { form: { token, link } });
    expect(again.status).toBe(403);
    expect(setCookieOf(again, SESSION)).toBe('');
  });

  it.each<{ from: string; headers: Record<string, string> }>([
    { from: 'Origin: https://evil.example', headers: { origin: 'https://evil.example' } },
    { from: 'Sec-Fetch-Site: cross-site', headers: { 'sec-fetch-site': 'cross-site' } },
  ])('refuses a cross-site sign-in ($from) with 403, even with a good token and link', async ({ headers }) => {
    const form = await linkForm();
    const post = (more: Record<string, string>) =>
      server.fetch(`${server.origin}/admin/login/link/`, {
        method: 'POST',
        body: new URLSearchParams(form),
        headers: more,
        redirect: 'manual',
      });
    const refused = await post(headers);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Posts from other sites are refused.' });
    expect(setCookieOf(refused, SESSION)).toBe('');
    expect(await store.db.selectFrom('people_sessions').selectAll().execute()).toEqual([]);
    // The same form, posted from the site's own page, signs in: only where it came from was wrong.
    const ours = await post({ origin: server.origin, 'sec-fetch-site': 'same-origin' });
    expect(ours.status).toBe(303);
    expect(cookieOf(ours, SESSION)).toMatch(/^np\.session_token=./);
  });

  it('refuses a spent link (401), then makes the client wait, never more than a minute', async () => {
    let clock = fixedNow.getTime();
    const clocked = await inboxServer({ now: () => clock });
    const spent = await linkForm(clocked);
    expect((await request('/admin/login/link/', { form: spent, on: clocked })).status).toBe(303);
    // The owner's next link, already in the mailbox when a stranger starts trying spent ones.
    const fresh = await linkForm(clocked);
    const attempt = async (link: string) =>
      request('/admin/login/link/', { form: { token: await signInToken(clocked), link }, on: clocked });
    const statuses: number[] = [];
    for (let i = 0; i < signInPolicy.freeFailures; i++) statuses.push((await attempt(spent.link)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Even a good link waits: the answer gives nothing away.
    const waiting = await attempt(fresh.link);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(await waiting.text()).toContain('Too many tries from here. Try again in 1 second.');
    expect(setCookieOf(waiting, SESSION)).toBe('');

    // A stranger who keeps trying doubles the wait each time, up to a minute.
    const waits: string[] = [];
    for (let i = 0; i < 12; i++) {
      clock += 61_000;
      expect((await attempt(spent.link)).status).toBe(401);
      waits.push((await attempt(spent.link)).headers.get('retry-after') ?? '');
    }
    expect(waits.slice(0, 7)).toEqual(['2', '4', '8', '16', '32', '60', '60']);
    expect(new Set(waits.slice(6))).toEqual(new Set(['60']));

    // The owner, from the same address, gets in within a minute with the link still in the mailbox.
    clock += 60_000;
    const owner = await attempt(fresh.link);
    expect(owner.status).toBe(303);
    expect(cookieOf(owner, SESSION)).toMatch(/^np\.session_token=./);
  }, 20_000);

  it('makes every address of one IPv6 /64 wait together, and no address of another /64', async () => {
    const behindProxy = await inboxServer({ proxyHops: 1 });
    const spent = await linkForm(behindProxy, { 'x-forwarded-for': '2001:db8:9::1' });
    await request('/admin/login/link/', { form: spent, on: behindProxy });
    const from = async (address: string, link: string) =>
      request('/admin/login/link/', {
        form: { token: await signInToken(behindProxy), link },
        headers: { 'x-forwarded-for': address },
        on: behindProxy,
      });
    // One home's block: a new address for each try gains nothing.
    const tries: number[] = [];
    for (let i = 1; i <= signInPolicy.freeFailures; i++)
      tries.push((await from(`2001:db8:5:6::${i}`, spent.link)).status);
    expect(tries).toEqual([401, 401, 401, 401, 401]);
    const fresh = await linkForm(behindProxy, { 'x-forwarded-for': '2001:db8:9::1' });
    const sameBlock = await from('2001:db8:5:6:ffff:ffff:ffff:fffe', fresh.link);
    expect(sameBlock.status).toBe(429);
    expect(setCookieOf(sameBlock, SESSION)).toBe('');
    // The next /64 is another client.
    const nextBlock = await from('2001:db8:5:7::1', fresh.link);
    expect(nextBlock.status).toBe(303);
    expect(cookieOf(nextBlock, SESSION)).toMatch(/^np\.session_token=./);
  });

  it.each<{ over: string; headers: Record<string, string>; proxyHops: number; secure: boolean }>([
    { over: 'plain HTTP', headers: {}, proxyHops: 0, secure: false },
    {
      over: 'HTTPS (X-Forwarded-Proto from the trusted proxy)',
      headers: { 'x-forwarded-proto': 'https' },
      proxyHops: 1,
      secure: true,
    },
    // Without a proxy in front the header is the client's own word, and the connection is plain HTTP.
    {
      over: 'plain HTTP (X-Forwarded-Proto with no proxy)',
      headers: { 'x-forwarded-proto': 'https' },
      proxyHops: 0,
      secure: false,
    },
  ])('signs in with a link over $over: a session cookie for the inbox only', async ({ headers, proxyHops, secure }) => {
    const on = await inboxServer({ proxyHops });
    const res = await request('/admin/login/link/', { form: await linkForm(on), headers, on });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/');
    const sessionCookie = setCookieOf(res, SESSION);
    expect(sessionCookie).toMatch(/^np\.session_token=[\w.%-]+;/);
    expect(attributesOf(sessionCookie)).toEqual(
      new Set(['Max-Age=1209600', 'Path=/admin/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])]),
    );
    expect((await request('/admin/', { cookie: cookieOf(res, SESSION), on })).status).toBe(200);
  });

  describe("a post without the CSRF token, or with another browser's", () => {
    /** Each form of the inbox: its path, its other fields, and what it would change. */
    const forms: { form: string; path: (id: number) => string; fields: Record<string, string> }[] = [
      { form: 'sign-out', path: () => '/admin/logout/', fields: {} },
      { form: 'sign out everywhere', path: () => '/admin/logout/everywhere/', fields: {} },
      { form: 'mark handled', path: (id) => `/admin/leads/${id}/handled/`, fields: {} },
      { form: 'add a note', path: (id) => `/admin/leads/${id}/notes/`, fields: { text: 'Called, no answer.' } },
      { form: 'delete', path: (id) => `/admin/leads/${id}/delete/`, fields: {} },
      { form: 'invite', path: () => '/admin/people/', fields: { email: 'new@example.com', role: 'owner' } },
    ];

    it.each(forms)('is refused (403) by the $form form, and changes nothing', async ({ path, fields }) => {
      const id = await recordLead(store.db, contactLead, [], fixedNow);
      const mine = await session();
      const theirs = await session();
      const theirToken = await tokenOf(theirs);
      expect(theirToken).not.toBe('');

      for (const [how, form] of [
        ['no token', fields],
        ['an empty token', { ...fields, csrf: '' }],
        ["another browser's token", { ...fields, csrf: theirToken }],
      ] as const) {
        const res = await request(path(id), { form, cookie: mine });
        expect(res.status, how).toBe(403);
        expect(await res.text(), how).toContain('The form expired.');
      }
      expect((await leadRows(store.db)).map((l) => [l.id, l.status, l.handled_at])).toEqual([[id, 'new', null]]);
      expect(await leadNotes(store.db, id)).toEqual([]);
      expect(await store.db.selectFrom('people').select('email').execute()).toHaveLength(1);
      // Both browsers are still signed in.
      expect((await request('/admin/', { cookie: mine })).status).toBe(200);
      expect((await request('/admin/', { cookie: theirs })).status).toBe(200);
      // And this browser's own token works, so the token was all that was wrong.
      const done = await request(path(id), {
        form: { ...fields, csrf: await tokenOf(mine, `/admin/leads/${id}/`) },
        cookie: mine,
      });
      expect(done.status).toBeLessThan(400);
    });
  });

  it('lists leads newest first', async () => {
    await recordLead(store.db, { ...contactLead, name: 'Alice Oldest' }, ['email'], at(-120_000));
    await recordLead(store.db, { ...quoteLead, name: 'Bob Middle' }, ['email'], at(-60_000));
    await recordLead(store.db, { ...quoteLead, name: 'Carol Newest' }, ['email'], fixedNow);
    const res = await request('/admin/', { cookie: await session() });
    expect(res.status).toBe(200);
    const html = await res.text();
    const positions = ['Carol Newest', 'Bob Middle', 'Alice Oldest'].map((name) => html.indexOf(name));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // And the way to the content editor, for the owner who came to change the site.
    expect(html).toContain('href="/admin/content/"');
  });

  it('filters by ?kind=quote&status=new', async () => {
    await recordLead(store.db, { ...contactLead, name: 'Alice Contact' }, [], fixedNow);
    const handled = await recordLead(store.db, { ...quoteLead, name: 'Bob Handled' }, [], fixedNow);
    await recordLead(store.db, { ...quoteLead, name: 'Carol Waiting' }, [], fixedNow);
    await markHandled(store.db, handled, fixedNow);
    const html = await (await request('/admin/?kind=quote&status=new', { cookie: await session() })).text();
    expect(html).toContain('Carol Waiting');
    expect(html).not.toContain('Bob Handled');
    expect(html).not.toContain('Alice Contact');
  });

  it("shows each lead's language, French standing out, and filters by it", async () => {
    await recordLead(store.db, contactLead, [], at(-60_000));
    await recordLead(store.db, quoteLeadFr, [], fixedNow);
    await recordLead(store.db, contactLeadFr, [], at(60_000));
    const cookie = await session();

    const all = await (await request('/admin/', { cookie })).text();
    expect(all).toMatch(
      /Ada Lovelace<\/a><span class="[^"]*bg-stone-100[^"]*" title="English \(en-CA\): reply in English">English<\/span>/,
    );
    expect(all).toMatch(
      /Jean Béliveau<\/a><span class="[^"]*bg-forest-900[^"]*" title="French \(fr-CA\): reply in French">French<\/span>/,
    );
    expect(all).toContain(
      '<option value="" selected="">All</option><option value="en">English</option><option value="fr">French</option></select>',
    );

    const french = await (await request('/admin/?lang=fr', { cookie })).text();
    expect(french).toContain('Jean Béliveau');
    expect(french).toContain('Gabrielle Roy');
    expect(french).not.toContain('Ada Lovelace');
    expect(french).toContain('<option value="fr" selected="">French</option>');
    expect(french).toContain('href="/admin/leads.csv?lang=fr"');
    const english = await (await request('/admin/?lang=en&kind=contact', { cookie })).text();
    expect(english).toContain('Ada Lovelace');
    expect(english).not.toContain('Jean Béliveau');
    expect(english).not.toContain('Gabrielle Roy');
  });

  it("marks a lead handled only with the page's CSRF token", async () => {
    const id = await recordLead(store.db, contactLead, [], fixedNow);
    const cookie = await session();
    const path = `/admin/leads/${id}/handled/`;

    const forged = await request(path, { form: { csrf: 'forged' }, cookie });
    expect(forged.status).toBe(403);
    const missing = await request(path, { form: {}, cookie });
    expect(missing.status).toBe(403);
    expect((await leadRows(store.db)).map((l) => l.status)).toEqual(['new']);

    const csrf = await tokenOf(cookie);
    const res = await request(path, { form: { csrf }, cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/');
    expect((await leadRows(store.db)).map((l) => [l.status, l.handled_at])).toEqual([
      ['handled', fixedNow.toISOString()],
    ]);
  });

  it('goes back to the filtered inbox it came from after marking a lead handled', async () => {
    const id = await recordLead(store.db, quoteLead, [], fixedNow);
    const cookie = await session();
    const csrf = await tokenOf(cookie, '/admin/?kind=quote');
    const res = await request(`/admin/leads/${id}/handled/`, {
      form: { csrf },
      cookie,
      headers: { referer: `${server.origin}/admin/?kind=quote` },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/?kind=quote');
  });

  it('goes back to the inbox, never elsewhere, when the page it came from is not an inbox page', async () => {
    const id = await recordLead(store.db, quoteLead, [], fixedNow);
    const cookie = await session();
    const csrf = await tokenOf(cookie);
    // Only the path and query are kept, so another site's address still lands on this inbox.
    const cases: [string, string][] = [
      ['https://evil.example/admin/?kind=quote', '/admin/?kind=quote'],
      ['https://evil.example/', '/admin/'],
      [`${server.origin}/contact/`, '/admin/'],
      ['not a URL', '/admin/'],
    ];
    for (const [referer, location] of cases) {
      const res = await request(`/admin/leads/${id}/handled/`, { form: { csrf }, cookie, headers: { referer } });
      expect(res.status, referer).toBe(303);
      expect(res.headers.get('location'), referer).toBe(location);
    }
  });

  it('refuses a forged session cookie', async () => {
    const res = await request('/admin/', { cookie: 'np.session_token=forged.mac' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/login/');
  });

  it('still serves a signed-in user who also has an unrelated, not URI-encoded cookie', async () => {
    // Other software on the same host may set cookies such as "progress=100%".
    const cookie = `progress=100%; ${await session()}`;
    const res = await request('/admin/', { cookie });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Leads | Northpaw inbox</title>');
  });

  it('signs out with the CSRF token, ending the session on the server', async () => {
    const cookie = await session();
    const csrf = await tokenOf(cookie);
    const res = await request('/admin/logout/', { form: { csrf }, cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/login/');
    const cleared = setCookieOf(res, SESSION);
    expect(cleared).toMatch(/^np\.session_token=;/);
    expect(attributesOf(cleared)).toContain('Path=/admin/');
    expect(attributesOf(cleared)).toContain('Max-Age=0');
    expect(await store.db.selectFrom('people_sessions').selectAll().execute()).toEqual([]);
    // The old cookie, replayed after signing out, no longer opens the inbox.
    const replayed = await request('/admin/', { cookie });
    expect(replayed.status).toBe(303);
    expect(replayed.headers.get('location')).toBe('/admin/login/');
  });

  it('ends every session when SESSION_SECRET changes', async () => {
    const cookie = await session();
    expect((await request('/admin/', { cookie })).status).toBe(200);
    const restarted = await startSiteServer({
      build: testBuild(clientDir, { names }),
      db: store.db,
      settings: { SESSION_SECRET: 't'.repeat(32) },
    });
    running.push(restarted);
    const res = await request('/admin/', { cookie, on: restarted });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/login/');
  });

  it('exports leads as CSV, neutralising formulas, with times on the business clock and services and cities by name', async () => {
    const id = await recordLead(store.db, { ...contactLead, name: '=HYPERLINK("x")' }, ['email'], fixedNow);
    const res = await request('/admin/leads.csv', { cookie: await session() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="northpaw-leads-2026-03-02.csv"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a BOM, for spreadsheet programs
    expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
      'id,created_at,kind,status,name,phone,email,service,city,page,message,notifications,lang,animal_inside,exposure',
      `${id},2026-03-02T10:04:05-05:00,contact,new,"'=HYPERLINK(""x"")",416-555-0100,ada@example.com,General Inquiry,,/contact/,Something is living in my attic.,email:pending,en,,`,
      '',
    ]);
    const quote = await recordLead(store.db, quoteLeadFr, [], new Date('2026-07-01T12:00:00.000Z'));
    const [, first] = (await (await request('/admin/leads.csv', { cookie: await session() })).text()).split('\r\n');
    expect(first).toMatch(
      new RegExp(`^${quote},2026-07-01T08:00:00-04:00,quote,new,.*,Raccoon Removal,"Brampton, ON",`),
    );
  });

  it("exports each lead's language, and only the language filtered on", async () => {
    const english = await recordLead(store.db, contactLead, [], at(-60_000));
    const french = await recordLead(store.db, quoteLeadFr, [], fixedNow);
    const cookie = await session();
    const csv = async (query: string) =>
      (await (await request(`/admin/leads.csv${query}`, { cookie })).text()).replace(/^\ufeff/, '').split('\r\n');
    const all = await csv('');
    // Counted from the end: a city's name holds a comma.
    const header = all[0]?.split(',') ?? [];
    const column = header.indexOf('lang') - header.length;
    expect(all.slice(1, -1).map((line) => [line.split(',')[0], line.split(',').at(column)])).toEqual([
      [String(french), 'fr'],
      [String(english), 'en'],
    ]);
    expect(all[1]).toContain(',/fr/on/brampton/retrait-ratons-laveurs/,');
    expect((await csv('?lang=fr')).slice(1, -1).map((line) => line.split(',')[0])).toEqual([String(french)]);
    expect((await csv('?lang=en')).slice(1, -1).map((line) => line.split(',')[0])).toEqual([String(english)]);
  });

  it('exports the answers to the urgency questions, the urgent leads still new first', async () => {
    const answered = [
      { animalInside: '', exposure: '' },
      { animalInside: 'no', exposure: 'no' },
      { animalInside: 'yes', exposure: 'no' },
      { animalInside: 'no', exposure: 'yes' },
    ] as const;
    const ids: number[] = [];
    for (const [i, answers] of answered.entries()) {
      ids.push(await recordLead(store.db, { ...quoteLead, ...answers }, [], at(i * 60_000)));
    }
    const lines = (await (await request('/admin/leads.csv', { cookie: await session() })).text()).split('\r\n');
    expect(lines[0]).toMatch(/,animal_inside,exposure$/);
    expect(lines.slice(1, -1).map((line) => [Number(line.split(',')[0]), ...line.split(',').slice(-2)])).toEqual([
      [ids[3], 'no', 'yes'],
      [ids[2], 'yes', 'no'],
      [ids[1], 'no', 'no'],
      [ids[0], '', ''],
    ]);
  });

  // SQLite takes at most 32,766 parameters in a query, so there it exports more leads than that;
  // PostgreSQL takes 65,535 and pages the same query, 500 leads a page: three pages there (33,000
  // leads took 6 of the file's 27 seconds on it).
  it(`exports every lead once across the export's pages (${kind.name === 'SQLite' ? 'more than 32,766' : '1,200'})`, async () => {
    const count = kind.name === 'SQLite' ? 33_000 : 1_200;
    // Pairs of leads share a moment, and a page's last lead shares it with the next page's first,
    // so the paging must order by id too.
    const rows = quoteRows(count, (i) => new Date(fixedNow.getTime() - Math.floor((i + 1) / 2) * 1000));
    for (let i = 0; i < count; i += 1000) {
      const ids = await store.db
        .insertInto('leads')
        .values(rows.slice(i, i + 1000))
        .returning('id')
        .execute();
      await store.db
        .insertInto('notifications')
        .values(
          ids.map(({ id }) => ({
            lead_id: id,
            channel: 'email' as const,
            state: 'sent' as const,
            attempts: 1,
            next_attempt_at: fixedNow.toISOString(),
            last_error: null,
            sent_at: null,
          })),
        )
        .execute();
      // SQLite's driver answers synchronously, so without a turn of the event loop here the
      // server in this same process would see a second-long stall and answer 503 (under-pressure).
      await new Promise(setImmediate);
    }
    const res = await request('/admin/leads.csv', { cookie: await session() });
    expect(res.status).toBe(200);
    const lines = (await res.text()).split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(count);
    expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(count);
    expect(lines.every((line) => line.endsWith(',email:sent,en,,'))).toBe(true);
  }, 60_000);

  it('deletes a lead and its notifications after asking, only with the CSRF token', async () => {
    const id = await recordLead(store.db, { ...contactLead, name: 'Erase Me' }, ['email', 'webhook'], fixedNow);
    const other = await recordLead(store.db, { ...contactLead, name: 'Keep Me' }, ['email'], fixedNow);
    const cookie = await session();
    expect(await (await request('/admin/', { cookie })).text()).toContain(`href="/admin/leads/${id}/delete/"`);

    const ask = await request(`/admin/leads/${id}/delete/`, { cookie });
    expect(ask.status).toBe(200);
    const page = await ask.text();
    expect(page).toContain('Delete this lead?');
    expect(page).toContain('Erase Me');
    expect(page).toContain('This cannot be undone.');

    const forged = await request(`/admin/leads/${id}/delete/`, { form: { csrf: 'forged' }, cookie });
    expect(forged.status).toBe(403);
    expect((await leadRows(store.db)).map((l) => l.name)).toEqual(['Erase Me', 'Keep Me']);

    const res = await request(`/admin/leads/${id}/delete/`, { form: { csrf: csrfOf(page) }, cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/');
    expect((await leadRows(store.db)).map((l) => l.name)).toEqual(['Keep Me']);
    expect((await notificationRows(store.db)).map((n) => n.lead_id)).toEqual([other]);
    expect((await request(`/admin/leads/${id}/delete/`, { cookie })).status).toBe(404);
  });

  it("shows a lead's photos and postal code signed in only, never cached, and deletes the photos with it", async () => {
    const jpeg = Buffer.from(
      await (
        await import('sharp')
      )
        .default({ create: { width: 40, height: 30, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
    );
    const photos = [{ type: 'image/jpeg' as const, width: 40, height: 30, data: jpeg }];
    const id = await recordLead(
      store.db,
      { ...quoteLead, postalCode: parsePostalCode('L6P 0A5') },
      ['email'],
      fixedNow,
      { photos },
    );
    const photo = await store.db
      .selectFrom('lead_photos')
      .select('id')
      .where('lead_id', '=', id)
      .executeTakeFirstOrThrow();
    const src = `/admin/leads/${id}/photos/${photo.id}.jpg`;

    const signedOut = await request(src);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toMatch(/^\/admin\/login\//);

    const cookie = await session();
    const page = await (await request(`/admin/leads/${id}/`, { cookie })).text();
    expect(words(page)).toContain('Postal code L6P 0A5');
    expect(page).toContain(`<img src="${src}" width="40" height="30" alt="1 of 1, sent with the request"`);
    const res = await request(src, { cookie });
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(Buffer.from(await res.arrayBuffer()).equals(jpeg)).toBe(true);
    expect((await request(`/admin/leads/${id}/photos/${photo.id + 1}.jpg`, { cookie })).status).toBe(404);

    const token = await tokenOf(cookie, `/admin/leads/${id}/delete/`);
    expect((await request(`/admin/leads/${id}/delete/`, { form: { csrf: token }, cookie })).status).toBe(303);
    expect(await store.db.selectFrom('lead_photos').selectAll().execute()).toEqual([]);
    expect((await request(src, { cookie })).status).toBe(404);
  });

  it("names the day a lead came in on the business's clock on the page that asks before deleting it", async () => {
    // 9:30 p.m. in Toronto on March 1 is already March 2 in UTC.
    const evening = new Date('2026-03-02T02:30:00.000Z');
    const id = await recordLead(store.db, { ...contactLead, name: 'Late Caller' }, ['email'], evening);
    const page = await (await request(`/admin/leads/${id}/delete/`, { cookie: await session() })).text();
    expect(words(page)).toContain('received Sun, Mar 1, 2026, 9:30 p.m. EST, its notes');
    expect(page).not.toContain('2026-03-02');
  });

  it("answers an unknown inbox path with the site's 404 page", async () => {
    const res = await request('/admin/nope/', { cookie: await session() });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<h1>Generic 404</h1>');
  });

  describe('the list', () => {
    it('shows each lead with its service and city by name, its local time, how long it has waited, and a link to its page', async () => {
      const waiting = await recordLead(store.db, quoteLead, [], at(-(2 * 60 + 15) * 60_000));
      const done = await recordLead(store.db, { ...contactLead, name: 'Done Already' }, [], at(-60_000));
      await markHandled(store.db, done, fixedNow);
      const html = await (await request('/admin/', { cookie: await session() })).text();

      const item = itemOf(html, waiting);
      expect(item).toContain(`href="/admin/leads/${waiting}/">Grace Hopper</a>`);
      expect(item).toContain('Raccoon Removal · Brampton, ON');
      expect(item).toMatch(/<time dateTime="2026-03-02T12:49:05.000Z">Mon, Mar 2, 2026, 7:49 a.m. EST<\/time>/i);
      expect(words(item)).toContain('waiting 2 h 15 min');
      expect(item).not.toContain('raccoon-removal');
      expect(item).toContain('Mark handled<span class="sr-only">: Grace Hopper</span>');

      const other = itemOf(html, done);
      expect(other).toContain('General Inquiry');
      expect(words(other)).toContain('Handled Mon, Mar 2, 2026, 10:04 a.m. EST');
      expect(other).not.toContain('waiting');
      expect(other).not.toContain('Mark handled');
    });

    it('marks an unverified lead with a badge that says what it means, and no other lead', async () => {
      const doubtful = await recordLead(store.db, contactLead, [], fixedNow, { verified: false });
      const vouched = await recordLead(store.db, quoteLead, [], at(-60_000));
      const html = await (await request('/admin/', { cookie: await session() })).text();
      const badge = itemOf(html, doubtful).match(/<span[^>]*title="([^"]*)"[^>]*>Unverified<\/span>/);
      expect(badge?.[1]?.replace(/&#x27;/g, "'")).toBe(unverifiedNotice);
      expect(itemOf(html, vouched)).not.toContain('Unverified');
    });

    it('marks a lead from a city no team of ours reaches, on the list and on its page, and no other lead', async () => {
      const far = await recordLead(store.db, { ...quoteLead, page: '/bc/vancouver/raccoon-removal/' }, [], fixedNow);
      // A postal code in Ottawa places a lead there, whatever page it was sent from.
      const placed = await recordLead(store.db, quoteLead, [], at(-30_000), { place: 'on/ottawa' });
      const near = await recordLead(store.db, { ...quoteLead, page: '/on/vaughan/raccoon-removal/' }, [], at(-60_000));
      const cookie = await session();
      const html = await (await request('/admin/', { cookie })).text();
      expect(itemOf(html, far)).toContain('Outside our reach');
      expect(itemOf(html, placed)).toContain('Outside our reach');
      expect(itemOf(html, near)).not.toContain('Outside our reach');
      const page = await (await request(`/admin/leads/${far}/`, { cookie })).text();
      expect(page).toContain(outsideNotice('Vancouver, BC'));
    });

    it('lists the urgent leads still new first, each with a badge saying what was answered yes', async () => {
      const done = await recordLead(
        store.db,
        { ...quoteLead, name: 'Done Inside', animalInside: 'yes' },
        [],
        at(-240_000),
      );
      const bat = await recordLead(store.db, { ...quoteLead, name: 'Bat Bedroom', exposure: 'yes' }, [], at(-180_000));
      const both = { ...contactLead, name: 'Both Yes', animalInside: 'yes', exposure: 'yes' } as const;
      const twice = await recordLead(store.db, both, [], at(-120_000));
      const plain = await recordLead(store.db, { ...quoteLead, animalInside: 'no', exposure: 'no' }, [], fixedNow);
      await markHandled(store.db, done, fixedNow);
      const html = await (await request('/admin/', { cookie: await session() })).text();
      expect(listed(html)).toEqual([twice, bat, plain, done]);
      const badge = (id: number) => /<span[^>]*>(Urgent[^<]*)<\/span>/.exec(itemOf(html, id))?.[1];
      expect(badge(twice)).toBe('Urgent · Animal inside now · Bite, scratch or bat in the room');
      expect(badge(bat)).toBe('Urgent · Bite, scratch or bat in the room');
      // A handled lead keeps its badge, in its place by time.
      expect(badge(done)).toBe('Urgent · Animal inside now');
      expect(itemOf(html, plain)).not.toContain('Urgent');
    });

    it('pages through more urgent leads than a page holds, then the others', async () => {
      const rows = quoteRows(60, (i) => at(-i * 1000)).map((row, i) => ({
        ...row,
        name: `Lead ${i}`,
        ...(i % 10 === 9 ? { animal_inside: 'no' as const, urgent: 0 } : { animal_inside: 'yes' as const, urgent: 1 }),
      }));
      await store.db.insertInto('leads').values(rows).execute();
      const urgent = rows.filter((row) => row.urgent).map((row) => row.name);
      const others = rows.filter((row) => !row.urgent).map((row) => row.name);
      const cookie = await session();
      const open = async (href: string) => {
        const html = await (await request(href, { cookie })).text();
        const link = (rel: string) => new RegExp(`rel="${rel}" href="([^"]+)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');
        const names = [...html.matchAll(/href="\/admin\/leads\/\d+\/">([^<]+)<\/a>/g)].map((m) => m[1]);
        return { names, previous: link('prev'), next: link('next') };
      };
      const first = await open('/admin/');
      expect(first.names).toEqual(urgent.slice(0, 50));
      expect(first.next).toMatch(/^\/admin\/\?before=u[^&]+_\d+$/);
      const second = await open(first.next ?? '');
      expect(second.names).toEqual([...urgent.slice(50), ...others]);
      expect(second.previous).toMatch(/^\/admin\/\?after=u[^&]+_\d+$/);
      expect((await open(second.previous ?? '')).names).toEqual(first.names);
    });

    it('shows the new leads waiting and the median time to handled over the last 7 and 30 days', async () => {
      const cookie = await session();
      expect(words(await (await request('/admin/', { cookie })).text())).toContain(
        'Median time to handled, last 7 days – no lead handled in that time',
      );
      const HOUR = 3_600_000;
      const handled = (arrivedAgo: number, waited: number) => ({
        status: 'handled' as const,
        created_at: at(-arrivedAgo).toISOString(),
        handled_at: at(waited - arrivedAgo).toISOString(),
      });
      const changes = [
        handled(24 * HOUR, HOUR / 6),
        handled(48 * HOUR, HOUR),
        handled(6 * 24 * HOUR, 3 * HOUR),
        handled(10 * 24 * HOUR, 5 * HOUR),
        handled(29 * 24 * HOUR, 48 * HOUR),
        { created_at: at(-3 * HOUR).toISOString() },
        { created_at: at(-HOUR).toISOString() },
      ];
      const rows = quoteRows(changes.length, () => fixedNow).map((row, i) => ({ ...row, ...changes[i] }));
      await store.db.insertInto('leads').values(rows).execute();

      const text = words(await (await request('/admin/', { cookie })).text());
      expect(text).toContain('New leads waiting 2 the oldest for 3 h · show them');
      expect(text).toContain('Median time to handled, last 7 days 1 h from 3 leads handled');
      expect(text).toContain('Median time to handled, last 30 days 3 h from 5 leads handled');
    });

    it('searches names, phones and e-mails and filters by area, keeping both in the form, the CSV link and the CSV', async () => {
      const ada = await recordLead(store.db, contactLead, [], at(-3000));
      const grace = await recordLead(store.db, quoteLead, [], at(-2000));
      const emilie = await recordLead(
        store.db,
        {
          ...contactLead,
          name: 'Émilie Côté',
          email: 'emilie@exemple.ca',
          phone: '514 555 0142',
          page: '/fr/qc/montreal/',
        },
        [],
        at(-1000),
      );
      const cookie = await session();
      const page = async (query: string) => (await request(`/admin/${query}`, { cookie })).text();
      const found = async (query: string) => listed(await page(query));

      expect(await found('?q=4165550100')).toEqual([ada]);
      expect(await found('?q=(905)+555')).toEqual([grace]);
      expect(await found('?q=%C3%89MILIE')).toEqual([emilie]);
      expect(await found('?q=cote')).toEqual([emilie]);
      expect(await found('?q=EXAMPLE.COM')).toEqual([ada]);
      expect(await found('?q=nobody')).toEqual([]);
      expect(await found('?area=on')).toEqual([grace]);
      expect(await found('?area=on/brampton')).toEqual([grace]);
      expect(await found('?area=on/toronto')).toEqual([]);
      expect(await found('?area=qc')).toEqual([emilie]);
      expect(await found('?area=nowhere')).toEqual([emilie, grace, ada]);
      expect(await found('?q=555&area=qc')).toEqual([emilie]);

      const html = await page('?q=555&area=qc');
      // Folded away until asked for, and open while a filter is on.
      expect(html).toContain('<details open="" class="mt-6"><summary');
      expect(await page('')).toContain('<details class="mt-6"><summary');
      expect(html).toMatch(/<label[^>]*>Search name, phone or e-mail<input type="search"[^>]*name="q"[^>]*value="555"/);
      expect(html).toMatch(/<label[^>]*>Area<select name="area"/);
      expect(html).toContain('<option value="qc" selected="">All of QC</option>');
      expect(html).toContain('<option value="qc/montreal">Montreal, QC</option>');
      expect(html).toContain('<option value="on/brampton">Brampton, ON</option>');
      expect(html).toContain('href="/admin/leads.csv?q=555&amp;area=qc"');
      expect(html).toContain('<a class="link" href="/admin/">Clear filters</a>');
      const csv = (await (await request('/admin/leads.csv?q=555&area=qc', { cookie })).text()).split('\r\n');
      expect(csv.slice(1, -1).map((line) => Number(line.split(',')[0]))).toEqual([emilie]);
    });

    it('pages 50 leads at a time, newest first, with Next and Previous keeping the filters', async () => {
      // 120 new leads that match, and handled ones and others between them that do not.
      const rows = quoteRows(150, (i) => at(-i * 1000)).map((row, i) => ({
        ...row,
        name: i % 5 === 4 ? `Other ${i}` : `Pager ${i}`,
        status: i % 5 === 3 ? ('handled' as const) : ('new' as const),
      }));
      await store.db.insertInto('leads').values(rows).execute();
      const expected = rows.filter((r) => r.name.startsWith('Pager') && r.status === 'new').map((r) => r.name);
      expect(expected).toHaveLength(90);
      const cookie = await session();
      const open = async (href: string) => {
        const html = await (await request(href, { cookie })).text();
        const link = (rel: string) => new RegExp(`rel="${rel}" href="([^"]+)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');
        return {
          names: [...html.matchAll(/href="\/admin\/leads\/\d+\/">([^<]+)<\/a>/g)].map((m) => m[1]),
          previous: link('prev'),
          next: link('next'),
        };
      };
      const first = await open('/admin/?q=pager&status=new');
      expect(first.names).toEqual(expected.slice(0, 50));
      expect(first.previous).toBeUndefined();
      expect(first.next).toMatch(/^\/admin\/\?status=new&q=pager&before=[^&]+_\d+$/);

      const second = await open(first.next ?? '');
      expect(second.names).toEqual(expected.slice(50, 90));
      expect(second.next).toBeUndefined();
      expect(second.previous).toMatch(/^\/admin\/\?status=new&q=pager&after=[^&]+_\d+$/);

      const back = await open(second.previous ?? '');
      expect(back.names).toEqual(expected.slice(0, 50));
      expect(back.previous).toBeUndefined();

      // Without filters: three pages of 50.
      const all = await open('/admin/');
      const middle = await open(all.next ?? '');
      const last = await open(middle.next ?? '');
      expect([all.names.length, middle.names.length, last.names.length]).toEqual([50, 50, 50]);
      expect(last.next).toBeUndefined();
      expect((await open(last.previous ?? '')).names).toEqual(middle.names);
    });
  });

  it('writes valid HTML with a label on every field (html-validate: standard and a11y) on every inbox page', async () => {
    const rows = quoteRows(60, (i) => at(-i * 60_000)).map((row, i) => ({ ...row, city: i % 2 ? 'on/brampton' : '' }));
    await store.db.insertInto('leads').values(rows).execute();
    // Unverified and urgent, so their badges and the notice are checked too.
    const lead = { ...quoteLeadFr, animalInside: 'yes', exposure: 'yes' } as const;
    // And from a city no team reaches, for its badge and notice.
    const id = await recordLead(store.db, lead, ['email', 'webhook'], fixedNow, {
      verified: false,
      place: 'qc/montreal',
    });
    await addNote(store.db, id, 'Called, no answer.', fixedNow);
    const cookie = await session();
    const list = await (await request('/admin/', { cookie })).text();
    const next = /rel="next" href="([^"]+)"/.exec(list)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(next).toMatch(/^\/admin\/\?before=/);
    const csrf = csrfOf(list);
    const refused = await request(`/admin/leads/${id}/notes/`, { form: { csrf, text: ' ' }, cookie });
    const pages = {
      list,
      'the second page': await (await request(next, { cookie })).text(),
      'no match': await (await request('/admin/?q=nobody&area=qc', { cookie })).text(),
      "a lead's page": await (await request(`/admin/leads/${id}/`, { cookie })).text(),
      'a refused note': await refused.text(),
      'the question before deleting': await (await request(`/admin/leads/${id}/delete/`, { cookie })).text(),
    };
    for (const [name, html] of Object.entries(pages)) expect(await htmlProblems(html), name).toEqual([]);
  });

  describe("a lead's page", () => {
    it('calls the number a visitor typed with an extension, the extension dialled after a pause, as the e-mail does', async () => {
      const id = await recordLead(store.db, { ...quoteLead, phone: '416-555-0100 x12' }, [], fixedNow);
      const html = await (await request(`/admin/leads/${id}/`, { cookie: await session() })).text();
      expect(html).toContain('href="tel:+14165550100,12">416-555-0100 x12</a>');
    });

    it('shows every field by name and local time, its notifications, and its notes in its history, newest first', async () => {
      const id = await recordLead(
        store.db,
        { ...quoteLeadFr, email: 'jean@example.ca', message: 'Des ratons laveurs\ndans le grenier.' },
        ['email'],
        at(-90 * 60_000),
      );
      await addNote(store.db, id, 'Called, no answer.', at(-30 * 60_000));
      await addNote(store.db, id, 'Booked Tuesday.', at(-10 * 60_000));
      const cookie = await session();
      const res = await request(`/admin/leads/${id}/`, { cookie });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<title>Jean Béliveau | Northpaw inbox</title>');
      expect(html).toMatch(/<h1[^>]*>Jean Béliveau<span[^>]*>French<\/span><\/h1>/);
      const fields: [string, string][] = [
        ['Phone', '<a class="link mr-4 inline-block py-1" href="tel:+19055550199">905-555-0199</a>'],
        ['E-mail', '<a class="link inline-block py-1 break-all" href="mailto:jean@example.ca">jean@example.ca</a>'],
        ['Service', 'Raccoon Removal'],
        ['City', 'Brampton, ON'],
        ['Language', 'French (fr-CA): reply in French'],
        ['Sent from', '/fr/on/brampton/retrait-ratons-laveurs/'],
        ['Received', 'Mon, Mar 2, 2026, 8:34 a.m. EST</time>'],
        ['Message', 'Des ratons laveurs\ndans le grenier.'],
      ];
      for (const [term, value] of fields) {
        expect(html).toMatch(
          new RegExp(`<dt[^>]*>${term}</dt><dd[^>]*>(<time[^>]*>)?${value.replace(/[.()+?]/g, '\\$&')}`),
        );
      }
      expect(html).toContain('waiting 1 h 30 min');
      expect(html).toContain('email: pending');
      expect(html).toContain(`<form action="/admin/leads/${id}/handled/" method="post">`);
      expect(html).toContain(`href="/admin/leads/${id}/delete/"`);

      const history = html.slice(html.indexOf('id="history-heading"'), html.indexOf('id="notes-heading"'));
      expect(history.indexOf('Booked Tuesday.')).toBeGreaterThan(0);
      expect(history.indexOf('Called, no answer.')).toBeGreaterThan(history.indexOf('Booked Tuesday.'));
      expect(words(history)).toContain(
        'Mon, Mar 2, 2026, 9:54 a.m. EST · Note by someone before people signed in Booked Tuesday.',
      );
      expect(words(history)).toContain(
        'Mon, Mar 2, 2026, 9:34 a.m. EST · Note by someone before people signed in Called, no answer.',
      );
      const notes = html.slice(html.indexOf('id="notes-heading"'));
      expect(notes).toContain(`action="/admin/leads/${id}/notes/" method="post"><input type="hidden" name="csrf"`);
      expect(notes).toMatch(/<label[^>]*for="note-text">Add a note<\/label>/);
      expect(notes).toMatch(/<textarea id="note-text" name="text" required="" maxLength="2000"/i);
    });

    it('answers 404 for a lead that does not exist (the inbox says so), or an id no database holds (the site does)', async () => {
      const cookie = await session();
      for (const path of ['/admin/leads/12345/', '/admin/leads/12345/delete/']) {
        const res = await request(path, { cookie });
        expect(res.status, path).toBe(404);
        expect(await res.text(), path).toContain('<h1 class="text-3xl font-bold">No such lead</h1>');
      }
      // A note posted to a lead deleted meanwhile is answered the same, with nothing stored.
      const csrf = await tokenOf(cookie);
      const note = await request('/admin/leads/12345/notes/', { form: { csrf, text: 'Called back.' }, cookie });
      expect(note.status).toBe(404);
      expect(await note.text()).toContain('No such lead');
      expect(await store.db.selectFrom('lead_notes').selectAll().execute()).toEqual([]);
      const tooLong = await request('/admin/leads/99999999999999999999/', { cookie });
      expect(tooLong.status).toBe(404);
      expect(await tooLong.text()).toBe('<h1>Generic 404</h1>');
    });

    it('marks an urgent lead with its badge, and gives both answers, said or not', async () => {
      const urgent = await recordLead(store.db, { ...contactLead, animalInside: 'yes', exposure: 'no' }, [], fixedNow);
      const plain = await recordLead(store.db, quoteLead, [], fixedNow);
      const cookie = await session();
      const html = await (await request(`/admin/leads/${urgent}/`, { cookie })).text();
      expect(html).toMatch(
        /<h1[^>]*>Ada Lovelace<span[^>]*>Urgent · Animal inside now<\/span><span[^>]*>English<\/span><\/h1>/,
      );
      expect(html).toMatch(/<dt[^>]*>Animal inside now<\/dt><dd>Yes<\/dd>/);
      expect(html).toMatch(/<dt[^>]*>Bite, scratch or bat in the room<\/dt><dd>No<\/dd>/);
      const other = await (await request(`/admin/leads/${plain}/`, { cookie })).text();
      expect(other).not.toContain('Urgent');
      expect(other).toMatch(/<dt[^>]*>Animal inside now<\/dt><dd>Not said<\/dd>/);
    });

    it('marks an unverified lead with a badge and says what that means, and no other lead', async () => {
      const doubtful = await recordLead(store.db, contactLead, [], fixedNow, { verified: false });
      const vouched = await recordLead(store.db, quoteLead, [], fixedNow);
      const cookie = await session();
      const html = await (await request(`/admin/leads/${doubtful}/`, { cookie })).text();
      expect(html).toMatch(/<h1[^>]*>Ada Lovelace<span[^>]*>English<\/span><span[^>]*>Unverified<\/span><\/h1>/);
      expect(words(html)).toContain(unverifiedNotice);
      const other = await (await request(`/admin/leads/${vouched}/`, { cookie })).text();
      expect(other).not.toContain('Unverified');
    });

    it('adds a note only with the CSRF token: required, length-limited, control characters stripped, shown escaped', async () => {
      const id = await recordLead(store.db, contactLead, [], fixedNow);
      const cookie = await session();
      const path = `/admin/leads/${id}/notes/`;
      const csrf = csrfOf(await (await request(`/admin/leads/${id}/`, { cookie })).text());

      expect((await request(path, { form: { csrf: 'forged', text: 'Hi' }, cookie })).status).toBe(403);
      const empty = await request(path, { form: { csrf, text: ' \u0007 ' }, cookie });
      expect(empty.status).toBe(400);
      expect(await empty.text()).toMatch(/<p id="note-error" role="alert"[^>]*>Write the note first.<\/p>/);
      const long = await request(path, { form: { csrf, text: 'x'.repeat(2001) }, cookie });
      expect(long.status).toBe(400);
      const longPage = await long.text();
      expect(longPage).toContain('A note holds at most 2,000 characters; this one has 2,001.');
      expect(longPage).toContain(`>${'x'.repeat(2001)}</textarea>`); // given back to shorten
      expect(await leadNotes(store.db, id)).toEqual([]);
      // More than any form of the inbox holds.
      expect((await request(path, { form: { csrf, text: 'é'.repeat(5000) }, cookie })).status).toBe(413);

      const text = 'Called back \u202e<img src=x onerror=alert(1)>\r\nBooked.\u0000';
      const res = await request(path, { form: { csrf, text }, cookie });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/admin/leads/${id}/#notes`);
      expect((await leadNotes(store.db, id)).map((n) => [n.text, n.created_at])).toEqual([
        ['Called back <img src=x onerror=alert(1)>\nBooked.', fixedNow.toISOString()],
      ]);
      const html = await (await request(`/admin/leads/${id}/`, { cookie })).text();
      expect(html).toContain('Called back &lt;img src=x onerror=alert(1)&gt;\nBooked.');
      expect(html).not.toContain('<img');
    });

    it('escapes what a visitor wrote, in the list and on the lead page', async () => {
      const id = await recordLead(
        store.db,
        { ...contactLead, name: '<script>alert(1)</script>', message: '"><svg onload=alert(2)>' },
        [],
        fixedNow,
      );
      const cookie = await session();
      for (const path of ['/admin/', `/admin/leads/${id}/`, `/admin/?q=${encodeURIComponent('<script>')}`]) {
        const html = await (await request(path, { cookie })).text();
        expect(html, path).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
        expect(html, path).not.toMatch(/<script|<svg/);
      }
    });

    it('marks the lead handled and comes back to its page', async () => {
      const id = await recordLead(store.db, contactLead, [], at(-60_000));
      const cookie = await session();
      const page = `/admin/leads/${id}/`;
      const csrf = csrfOf(await (await request(page, { cookie })).text());
      const res = await request(`${page}handled/`, {
        form: { csrf },
        cookie,
        headers: { referer: `${server.origin}${page}` },
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(page);
      const html = await (await request(page, { cookie })).text();
      expect(html).not.toContain('Mark handled');
      expect(html).toMatch(
        /<dt[^>]*>Handled<\/dt><dd[^>]*><time dateTime="2026-03-02T15:04:05.000Z">Mon, Mar 2, 2026, 10:04 a.m. EST/i,
      );
    });

    it('deletes a lead with its notes, after asking on a page that can go back to the lead', async () => {
      const id = await recordLead(store.db, contactLead, [], fixedNow);
      await addNote(store.db, id, 'A note', fixedNow);
      const cookie = await session();
      const ask = await (await request(`/admin/leads/${id}/delete/`, { cookie })).text();
      expect(ask).toContain(`<a class="link" href="/admin/leads/${id}/">Keep it</a>`);
      const res = await request(`/admin/leads/${id}/delete/`, { form: { csrf: csrfOf(ask) }, cookie });
      expect(res.status).toBe(303);
      expect(await leadRows(store.db)).toEqual([]);
      expect(await store.db.selectFrom('lead_notes').selectAll().execute()).toEqual([]);
      expect((await request(`/admin/leads/${id}/`, { cookie })).status).toBe(404);
    });
  });
});
