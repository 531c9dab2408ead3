/**
 * People in the inbox: signing in with a one-time link, the limits that keep a flood from locking
 * anyone out, roles and teams, People, a lead's history and the deletions log; on SQLite and, with
 * DATABASE_URL, on PostgreSQL with two servers sharing the database.
 */
import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueFile } from '../../../lib/catalogue.ts';
import { parsePostalCode } from '../../../lib/postal-code.ts';
import { namesFrom } from '../../domain/names.ts';
import { recordLead } from '../../store/leads.ts';
import { realCatalogue } from '../../../../test/catalogue.ts';
import {
  contactLead,
  fixedNow,
  makeClientDir,
  quoteLead,
  startSiteServer,
  storeKinds,
  testBuild,
  useStore,
  type RunningServer,
} from '../../../../test/db.ts';
import { addPerson, testMailbox } from '../../../../test/people.ts';
import { cookiesOf, followLink, linkIn, signIn } from '../../../../test/server.ts';
import { signInLimits } from './session.tsx';
import type { Settings } from '../../settings.ts';

const names = namesFrom(catalogueFile(realCatalogue('en'), realCatalogue('fr')));
const secret = 's'.repeat(32);

describe.each(storeKinds)('people on $name', (kind) => {
  const store = useStore(kind);
  let clientDir: string;
  const running: RunningServer[] = [];
  let mailbox: ReturnType<typeof testMailbox>;
  let server: RunningServer;

  const start = async (
    settings: Partial<Settings> = {},
    options: { mail?: boolean; log?: string[]; clock?: () => Date } = {},
  ) => {
    const started = await startSiteServer({
      build: testBuild(clientDir, { names }),
      db: store.db,
      settings: { SESSION_SECRET: secret, TRUST_PROXY: 1, ...settings },
      clock: options.clock ?? (() => fixedNow),
      ...(options.mail !== false && { mailer: mailbox.mailer }),
      log: (line) => options.log?.push(line),
    });
    running.push(started);
    return started;
  };

  beforeAll(async () => {
    clientDir = await makeClientDir();
  });
  beforeEach(async () => {
    mailbox = testMailbox();
    server = await start();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });

  /** A request from one client (its address, as the trusted proxy says). */
  const get = (path: string, cookie = '', on = server, from = '203.0.113.9') =>
    on.fetch(`${on.origin}${path}`, { headers: { cookie, 'x-forwarded-for': from }, redirect: 'manual' });
  const post = (path: string, form: Record<string, string>, cookie = '', on = server, from = '203.0.113.9') =>
    on.fetch(`${on.origin}${path}`, {
      method: 'POST',
      headers: { cookie, 'x-forwarded-for': from },
      body: new URLSearchParams(form),
      redirect: 'manual',
    });
  const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  const csrfOf = async (path: string, cookie: string, on = server) =>
    field(await (await get(path, cookie, on)).text(), 'csrf');
  /** Asks for a link on the sign-in page from `from`; the answer. */
  const askLink = async (email: string, on = server, from = '203.0.113.9') => {
    const token = field(await (await get('/admin/login/', '', on, from)).text(), 'token');
    return post('/admin/login/', { token, email }, '', on, from);
  };
  const signInAs = (email: string, on = server) =>
    signIn(on.origin, email, mailbox.linkFor, (input, init) =>
      on.fetch(input, { ...init, headers: { ...(init?.headers as object), 'x-forwarded-for': '198.51.100.7' } }),
    );
  /** A lead from Brampton (Brampton's team) and one from Montréal (the head office's). */
  const twoLeads = async () => {
    const brampton = await recordLead(store.db, { ...quoteLead, name: 'Brampton Visitor' }, [], fixedNow);
    const montreal = await recordLead(
      store.db,
      { ...contactLead, name: 'Montreal Visitor', postalCode: parsePostalCode('H2X 1Y4') },
      [],
      fixedNow,
      { place: 'qc/montreal' },
    );
    return { brampton, montreal };
  };

  describe('a one-time link', () => {
    it('signs its person in once, and never twice; opening the link spends nothing', async () => {
      await addPerson(store.db, 'tech@northpaw.example', 'technician', { team: 'on/brampton' });
      expect((await askLink('tech@northpaw.example')).status).toBe(200);
      const link = await mailbox.linkFor('tech@northpaw.example');
      expect(link).toMatch(/\/admin\/login\/link\/\?token=/);
      // A mail scanner opening the link twice: still good.
      await get(new URL(link).pathname + new URL(link).search);
      await get(new URL(link).pathname + new URL(link).search);
      const cookie = await followLink(server.origin, link, server.fetch);
      expect((await get('/admin/', cookie)).status).toBe(200);
      await expect(followLink(server.origin, link, server.fetch)).rejects.toThrow('the link answered 401');
    });

    it('answers an unknown address as a known one, and mails it nothing', async () => {
      const answer = await askLink('stranger@example.com');
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('If stranger@example.com belongs to someone here');
      expect(mailbox.sent).toEqual([]);
    });

    it('mails a person at most a few links an hour, whoever asks', async () => {
      await addPerson(store.db, 'office@northpaw.example', 'office');
      for (let i = 0; i < 5; i++) await askLink('office@northpaw.example', server, `192.0.2.${i + 1}`);
      expect(mailbox.sent).toHaveLength(signInLimits.linksPerPersonHour);
    });

    it('holds the limits when many ask at once: each request counts before the next one reads', async () => {
      await addPerson(store.db, 'office@northpaw.example', 'office');
      const tokens = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const from = `192.0.2.${i + 1}`;
          return { from, token: field(await (await get('/admin/login/', '', server, from)).text(), 'token') };
        }),
      );
      const answers = await Promise.all(
        tokens.map(({ from, token }, i) =>
          post(
            '/admin/login/',
            { token, email: i % 2 ? 'office@northpaw.example' : `x${i}@example.com` },
            '',
            server,
            from,
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - signInLimits.linksPerMinute);
      expect(mailbox.sent.length).toBeLessThanOrEqual(signInLimits.linksPerPersonHour);
    });

    it('lets one client ask for a few links an hour, then says when to try again', async () => {
      for (let i = 0; i < signInLimits.linksPerClientHour; i++) {
        expect((await askLink(`nobody${i}@example.com`, server, '2001:db8:1:1::5')).status).not.toBe(429);
        // Each unknown address is a failure; the backoff (a few seconds at most here) is not what this test is about.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      // Another address in the same /64 is the same client.
      const answer = await askLink('nobody@example.com', server, '2001:db8:1:1::6');
      expect(answer.status).toBe(429);
      expect(answer.headers.get('retry-after')).toBeTruthy();
    });

    it('takes a sign-in form once: a reused token is refused and counts against nobody', async () => {
      await addPerson(store.db, 'owner@northpaw.example', 'owner');
      const token = field(await (await get('/admin/login/')).text(), 'token');
      expect((await post('/admin/login/', { token, email: 'x@example.com' })).status).toBe(200);
      // 300 more posts with the same token, as a script would send them.
      const flood = await Promise.all(
        Array.from({ length: 300 }, () => post('/admin/login/', { token, email: 'x@example.com' })),
      );
      expect(new Set(flood.map((r) => r.status))).toEqual(new Set([403]));
      // The owner, on a new device elsewhere, is not held back.
      expect((await askLink('owner@northpaw.example', server, '198.51.100.20')).status).toBe(200);
      const cookie = await followLink(server.origin, await mailbox.linkFor('owner@northpaw.example'), server.fetch);
      expect((await get('/admin/', cookie)).status).toBe(200);
    });

    it('still signs in with a link already mailed while strangers fill the limit for everyone', async () => {
      await addPerson(store.db, 'owner@northpaw.example', 'owner');
      await askLink('owner@northpaw.example', server, '198.51.100.20');
      const link = await mailbox.linkFor('owner@northpaw.example');
      // Strangers from many addresses ask for links until the limit for everyone is reached.
      let refused = 0;
      for (let i = 0; i < signInLimits.linksPerMinute + 5; i++) {
        if ((await askLink(`x${i}@example.com`, server, `192.0.2.${i + 1}`)).status === 429) refused++;
      }
      expect(refused).toBeGreaterThan(0);
      const cookie = await followLink(server.origin, link, server.fetch);
      expect((await get('/admin/', cookie)).status).toBe(200);
    });

    it('lands on the lead asked for before signing in (a lead opened from its e-mail)', async () => {
      await addPerson(store.db, 'owner@northpaw.example', 'owner');
      const { brampton } = await twoLeads();
      const asked = await get(`/admin/leads/${brampton}/`);
      expect(asked.headers.get('location')).toBe(
        `/admin/login/?next=${encodeURIComponent(`/admin/leads/${brampton}/`)}`,
      );
      const page = await (await get(asked.headers.get('location') ?? '')).text();
      const sent = await post('/admin/login/', {
        token: field(page, 'token'),
        email: 'owner@northpaw.example',
        next: field(page, 'next'),
      });
      expect(sent.status).toBe(200);
      const link = await mailbox.linkFor('owner@northpaw.example');
      const opened = await (await get(new URL(link).pathname + new URL(link).search)).text();
      const signedIn = await post('/admin/login/link/', {
        token: field(opened, 'token'),
        link: field(opened, 'link'),
        next: field(opened, 'next'),
      });
      expect(signedIn.status).toBe(303);
      expect(signedIn.headers.get('location')).toBe(`/admin/leads/${brampton}/`);
      expect((await get(`/admin/leads/${brampton}/`, cookiesOf(signedIn))).status).toBe(200);
    });
  });

  describe('the owner of a new server', () => {
    it('is created from OWNER_EMAIL, and without mail the first link is written to the log', async () => {
      const log: string[] = [];
      const fresh = await start({ OWNER_EMAIL: 'Boss@Northpaw.example' }, { mail: false, log });
      const line = log.find((l) => l.includes('/admin/login/link/?token=')) ?? '';
      expect(line).toContain('boss@northpaw.example');
      const cookie = await followLink(fresh.origin, linkIn(line), fresh.fetch);
      expect(await (await get('/admin/people/', cookie, fresh)).text()).toContain('boss@northpaw.example');
      // Signed in once: the next start writes no link.
      const later: string[] = [];
      await start({ OWNER_EMAIL: 'boss@northpaw.example' }, { mail: false, log: later });
      expect(later.join('\n')).not.toContain('token=');
    });

    it('says how to set OWNER_EMAIL when nobody can sign in', async () => {
      const log: string[] = [];
      await start({}, { mail: false, log });
      expect(log.join('\n')).toContain('set OWNER_EMAIL');
      expect(await (await get('/admin/login/')).text()).toContain('OWNER_EMAIL');
    });

    it('refuses ADMIN_PASSWORD: no password field, no session from one', async () => {
      const old = await start({ ADMIN_PASSWORD: 'correct-horse-battery' });
      const page = await (await get('/admin/login/', '', old)).text();
      expect(page).not.toContain('type="password"');
      const answer = await post(
        '/admin/login/',
        { token: field(page, 'token'), password: 'correct-horse-battery' },
        '',
        old,
      );
      expect(answer.headers.getSetCookie().join()).not.toContain('session_token');
    });
  });

  describe('roles', () => {
    it("keeps a technician to their team's leads: another's answers 404 by every URL", async () => {
      await addPerson(store.db, 'tech@northpaw.example', 'technician', { team: 'on/brampton' });
      const { brampton, montreal } = await twoLeads();
      await store.db
        .insertInto('lead_photos')
        .values({ lead_id: montreal, type: 'image/jpeg', width: 1, height: 1, data: Buffer.from([0xff, 0xd8]) })
        .execute();
      const photo = await store.db.selectFrom('lead_photos').select('id').executeTakeFirstOrThrow();
      const cookie = await signInAs('tech@northpaw.example');
      const list = await (await get('/admin/', cookie)).text();
      expect(list).toContain('Brampton Visitor');
      expect(list).not.toContain('Montreal Visitor');
      expect(list).not.toContain('Export CSV');
      expect(list).not.toContain('Delete');
      const csrf = await csrfOf(`/admin/leads/${brampton}/`, cookie);
      expect((await get(`/admin/leads/${montreal}/`, cookie)).status).toBe(404);
      expect((await get(`/admin/leads/${montreal}/photos/${photo.id}.jpg`, cookie)).status).toBe(404);
      expect((await get(`/admin/leads/${montreal}/delete/`, cookie)).status).toBe(404);
      for (const action of ['handled', 'new', 'notes', 'delete']) {
        expect((await post(`/admin/leads/${montreal}/${action}/`, { csrf, text: 'hi' }, cookie)).status, action).toBe(
          404,
        );
      }
      const csv = await get('/admin/leads.csv', cookie);
      expect(csv.status).toBe(403);
      expect(await csv.text()).not.toContain('Montreal Visitor');
      expect((await get('/admin/numbers/', cookie)).status).toBe(403);
      expect((await get('/admin/numbers.csv', cookie)).status).toBe(403);
      expect((await get('/admin/people/', cookie)).status).toBe(403);
      // Nothing happened to the other team's lead.
      const other = await store.db.selectFrom('leads').selectAll().where('id', '=', montreal).executeTakeFirstOrThrow();
      expect(other.status).toBe('new');
      expect(await store.db.selectFrom('lead_notes').selectAll().execute()).toEqual([]);
      // Their own: marked handled and noted; never deleted.
      expect((await post(`/admin/leads/${brampton}/handled/`, { csrf }, cookie)).status).toBe(303);
      expect((await post(`/admin/leads/${brampton}/notes/`, { csrf, text: 'Called back' }, cookie)).status).toBe(303);
      expect((await post(`/admin/leads/${brampton}/delete/`, { csrf }, cookie)).status).toBe(403);
      expect(await store.db.selectFrom('leads').select('id').execute()).toHaveLength(2);
    });

    it('gives the office every lead and the numbers, but not People and no delete', async () => {
      await addPerson(store.db, 'office@northpaw.example', 'office');
      const { montreal } = await twoLeads();
      const cookie = await signInAs('office@northpaw.example');
      const list = await (await get('/admin/', cookie)).text();
      expect(list).toContain('Montreal Visitor');
      expect(list).toContain('Brampton Visitor');
      expect(list).not.toContain('/admin/people/');
      expect((await get('/admin/people/', cookie)).status).toBe(403);
      expect((await get('/admin/deletions/', cookie)).status).toBe(403);
      expect((await get('/admin/numbers/', cookie)).status).toBe(200);
      expect(await (await get('/admin/leads.csv', cookie)).text()).toContain('Montreal Visitor');
      const csrf = await csrfOf('/admin/', cookie);
      expect((await post(`/admin/leads/${montreal}/delete/`, { csrf }, cookie)).status).toBe(403);
      const invite = await post('/admin/people/', { csrf, email: 'x@example.com', role: 'owner' }, cookie);
      expect(invite.status).toBe(403);
      expect(await store.db.selectFrom('people').select('email').execute()).toHaveLength(1);
    });
  });

  describe('People', () => {
    it('invites by e-mail with a role and a team; the invitation signs the person in', async () => {
      await addPerson(store.db, 'owner@northpaw.example', 'owner');
      const owner = await signInAs('owner@northpaw.example');
      const csrf = await csrfOf('/admin/people/', owner);
      const invited = await post(
        '/admin/people/',
        { csrf, email: 'Luc@Northpaw.example', name: 'Luc', role: 'technician', team: 'on/brampton', lang: 'fr' },
        owner,
      );
      expect(invited.status).toBe(201);
      const mail = mailbox.sent.at(-1);
      expect(mail?.to).toBe('luc@northpaw.example');
      expect(mail?.subject).toBe('Vous êtes invité à la boîte de réception Northpaw');
      const luc = await followLink(server.origin, linkIn(mail?.text ?? ''), server.fetch);
      const page = await (await get('/admin/account/', luc)).text();
      expect(page).toContain('lang="fr-CA"');
      expect(page).toContain('technicien');
    });

    it('ends a person’s sessions at once when their role changes, or when they are removed', async () => {
      await addPerson(store.db, 'owner@northpaw.example', 'owner');
      const tech = await addPerson(store.db, 'tech@northpaw.example', 'technician', { team: 'on/brampton' });
      const owner = await signInAs('owner@northpaw.example');
      const techCookie = await signInAs('tech@northpaw.example');
      expect((await get('/admin/', techCookie)).status).toBe(200);
      const csrf = await csrfOf('/admin/people/', owner);
      await post(`/admin/people/${tech.id}/`, { csrf, role: 'office', team: '', lang: 'en' }, owner);
      expect((await get('/admin/', techCookie)).headers.get('location')).toBe('/admin/login/');
      const again = await signInAs('tech@northpaw.example');
      expect((await get('/admin/numbers/', again)).status).toBe(200);
      const removed = await post(`/admin/people/${tech.id}/remove/`, { csrf }, owner);
      expect(removed.status).toBe(200);
      expect((await get('/admin/', again)).headers.get('location')).toBe('/admin/login/');
      expect(await store.db.selectFrom('people').select('email').execute()).toEqual([
        { email: 'owner@northpaw.example' },
      ]);
    });

    it('keeps the last owner: they cannot demote or remove themselves', async () => {
      const me = await addPerson(store.db, 'owner@northpaw.example', 'owner');
      const owner = await signInAs('owner@northpaw.example');
      const csrf = await csrfOf('/admin/people/', owner);
      const demoted = await post(`/admin/people/${me.id}/`, { csrf, role: 'office', team: '', lang: 'en' }, owner);
      expect(demoted.status).toBe(400);
      expect(await demoted.text()).toContain('You are the only owner');
      await post(`/admin/people/${me.id}/remove/`, { csrf }, owner);
      const row = await store.db.selectFrom('people').select('role').executeTakeFirstOrThrow();
      expect(row.role).toBe('owner');
      expect((await get('/admin/people/', owner)).status).toBe(200);
    });

    it('signs out everywhere', async () => {
      await addPerson(store.db, 'office@northpaw.example', 'office');
      const phone = await signInAs('office@northpaw.example');
      const desk = await signInAs('office@northpaw.example');
      const csrf = await csrfOf('/admin/account/', desk);
      expect((await post('/admin/logout/everywhere/', { csrf }, desk)).status).toBe(303);
      expect((await get('/admin/', phone)).headers.get('location')).toBe('/admin/login/');
      expect((await get('/admin/', desk)).headers.get('location')).toBe('/admin/login/');
    });
  });

  describe("a lead's history", () => {
    it('lists who did what, newest first, notes escaped; a deletion leaves who, when and which lead', async () => {
      // A clock a second further at each reading: each step of the story has its own moment.
      let tick = 0;
      server = await start({}, { clock: () => new Date(fixedNow.getTime() + 1000 * tick++) });
      await addPerson(store.db, 'owner@northpaw.example', 'owner', { name: 'Olive Owner' });
      await addPerson(store.db, 'tech@northpaw.example', 'technician', {
        team: 'on/brampton',
        name: 'Tom Tech',
        lang: 'fr',
      });
      const { brampton } = await twoLeads();
      const tech = await signInAs('tech@northpaw.example');
      const csrf = await csrfOf(`/admin/leads/${brampton}/`, tech);
      await post(`/admin/leads/${brampton}/notes/`, { csrf, text: '<script>alert(1)</script> rappel mardi AM' }, tech);
      await post(`/admin/leads/${brampton}/handled/`, { csrf }, tech);
      const owner = await signInAs('owner@northpaw.example');
      const page = await (await get(`/admin/leads/${brampton}/`, owner)).text();
      const history = page.slice(page.indexOf('id="history"'));
      const lines = [...history.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]?.replace(/<[^>]+>/g, '') ?? '');
      expect(lines.map((l) => l.replace(/^.*?· /, ''))).toEqual([
        'Opened by Olive Owner',
        'Marked handled by Tom Tech',
        'Note by Tom Tech&lt;script&gt;alert(1)&lt;/script&gt; rappel mardi AM',
        'Opened by Tom Tech',
        'Received from /on/brampton/raccoon-removal/, routed to Brampton, ON, team Brampton, ON',
      ]);
      expect(history).not.toContain('<script>alert');
      // In Tom's French, his own view of it.
      const his = await (await get(`/admin/leads/${brampton}/`, tech)).text();
      expect(his).toContain('Marquée traitée par Tom Tech');

      const ownerCsrf = await csrfOf(`/admin/leads/${brampton}/`, owner);
      expect((await post(`/admin/leads/${brampton}/delete/`, { csrf: ownerCsrf }, owner)).status).toBe(303);
      const log = await (await get('/admin/deletions/', owner)).text();
      expect(log).toContain(`#${brampton}`);
      expect(log).toContain('Olive Owner');
      expect(log).not.toContain('Brampton Visitor');
      expect(log).not.toContain('905-555-0199');
      expect(await store.db.selectFrom('lead_events').selectAll().where('lead_id', '=', brampton).execute()).toEqual(
        [],
      );
    });
  });

  describe.runIf(kind.url)('two servers sharing the database', () => {
    it('share sessions, links spent and removals', async () => {
      const other = await start();
      await addPerson(store.db, 'owner@northpaw.example', 'owner');
      const tech = await addPerson(store.db, 'tech@northpaw.example', 'technician', { team: 'on/toronto' });
      // A link asked for on one server signs in on the other, once.
      await askLink('tech@northpaw.example', server);
      const link = await mailbox.linkFor('tech@northpaw.example');
      const techCookie = await followLink(other.origin, link, other.fetch);
      await expect(followLink(server.origin, link, server.fetch)).rejects.toThrow('401');
      expect((await get('/admin/', techCookie, server)).status).toBe(200);
      // Removed on one, refused by the other at its next request.
      const owner = await signInAs('owner@northpaw.example');
      const csrf = await csrfOf('/admin/people/', owner);
      await post(`/admin/people/${tech.id}/remove/`, { csrf }, owner);
      expect((await get('/admin/', techCookie, other)).headers.get('location')).toBe('/admin/login/');
    });
  });
});
