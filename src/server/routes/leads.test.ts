/**
 * GET /api/form-token and POST /api/leads (intake.tsx) through the site server (createSite),
 * against SQLite and, when DATABASE_URL is set, PostgreSQL.
 */
import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_TOKEN_MAX_AGE_MS, issueFormToken } from '../domain/form-token.ts';
import {
  contactLead,
  contactLeadFr,
  fixedNow,
  leadRows,
  makeClientDir,
  notificationRows,
  quoteLead,
  quoteLeadFr,
  startSiteServer,
  storeKinds,
  testBuild,
  useStore,
  type RunningServer,
} from '../../../test/db.ts';
import { ACK_INTERVAL_MS } from '../domain/leads.ts';
import { type Channel } from '../store/schema.ts';

/** A copy of `object` without the given fields (a request that omits them). */
const without = (object: object, ...keys: string[]) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

/** A lead's fields as a form sends them: text, the ones not given left out. */
const formFields = (lead: object) =>
  Object.entries(lead)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]): [string, string] => [key, String(value)]);

/** The shape of the reference a visitor is given: 4+4 letters and digits nobody misreads. */
const REF = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

const secret = 'test-secret-0123456789-abcdefghij';

interface LogLine {
  level: number;
  msg: string;
  err?: { message: string };
}

describe.each(storeKinds)('POST /api/leads on $name', (kind) => {
  const store = useStore(kind);

  let server: RunningServer;
  let clientDir: string;
  let now: Date;
  let kicks: number;
  const logs: string[] = [];

  interface ServerSettings {
    channels?: Channel[];
    rateLimit?: number;
    proxyHops?: number;
  }

  /**
   * A server of its own for each test: the rate limit's counts live in the server, so a test
   * never inherits another's. The clock is the test's `now`, read on every request.
   */
  async function start({ channels = ['email'], rateLimit = 3, proxyHops = 0 }: ServerSettings = {}) {
    server = await startSiteServer({
      build: testBuild(clientDir),
      db: store.db,
      deliveries: Object.fromEntries(channels.map((channel) => [channel, async () => 'sent' as const])),
      settings: { TRUST_PROXY: proxyHops, LEADS_RATE_LIMIT: rateLimit, SESSION_SECRET: secret },
      clock: () => now,
      logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } },
    });
    vi.spyOn(server.app.outbox, 'kick').mockImplementation(() => kicks++);
    // Only what the requests make the server log: not its start-up line.
    logs.length = 0;
  }

  /** Replaces the test's server with one of other settings. */
  async function restart(settings: ServerSettings) {
    await server.close();
    await start(settings);
  }

  beforeAll(async () => {
    clientDir = await makeClientDir();
  });
  beforeEach(async () => {
    now = fixedNow;
    kicks = 0;
    await start();
  });
  afterEach(async () => {
    await server?.close();
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });

  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    server.fetch(`${server.origin}/api/leads`, { method: 'POST', headers, body, redirect: 'manual' });
  const postJson = (lead: unknown, headers: Record<string, string> = {}) =>
    post(JSON.stringify(lead), { 'content-type': 'application/json', ...headers });
  /** An ordinary form post, as a browser without JavaScript sends it. */
  const postForm = (lead: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(new URLSearchParams(formFields(lead)), headers);
  /** What the server logged through Fastify's logger, one object a line. */
  const logged = () => logs.map((line) => JSON.parse(line) as LogLine);

  /** The token a form fetches when it is shown, at the test's `now`. */
  async function fetchToken(): Promise<string> {
    const res = await server.fetch(`${server.origin}/api/form-token`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }
  /** A form shown now and sent `openMs` later, as a person who took that long sends it. */
  async function tokenAged(openMs: number): Promise<string> {
    const token = await fetchToken();
    now = new Date(now.getTime() + openMs);
    return token;
  }
  const after = (ms: number) => new Date(fixedNow.getTime() + ms);

  describe('storing', () => {
    it('stores a JSON contact lead, unverified without a form token, and answers 201 with its reference', async () => {
      const res = await postJson(contactLead);
      expect(res.status).toBe(201);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const { id: ref } = (await res.json()) as { id: string };
      expect(ref).toMatch(REF);
      const rows = await leadRows(store.db);
      expect(rows).toEqual([
        {
          id: expect.any(Number),
          kind: 'contact',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '416-555-0100',
          service: 'general-inquiry',
          city: '',
          message: 'Something is living in my attic.',
          page: '/contact/',
          lang: 'en',
          created_at: fixedNow.toISOString(),
          status: 'new',
          handled_at: null,
          ref,
          verified: 0,
          postal_code: '',
          animal_inside: '',
          exposure: '',
          urgent: 0,
        },
      ]);
      expect(await notificationRows(store.db)).toEqual([
        {
          id: expect.any(Number),
          lead_id: rows[0]?.id,
          channel: 'email',
          state: 'pending',
          attempts: 0,
          next_attempt_at: fixedNow.toISOString(),
          last_error: null,
          sent_at: null,
        },
      ]);
      expect(kicks).toBe(1); // the notification worker was woken up
    });

    it("answers with a reference, never the row's number, which would tell how many leads came before", async () => {
      const refs: string[] = [];
      for (let i = 0; i < 3; i++) refs.push(((await (await postJson(contactLead)).json()) as { id: string }).id);
      const rows = await leadRows(store.db);
      expect(refs).toEqual(rows.map((row) => row.ref));
      for (const [i, ref] of refs.entries()) {
        expect(ref).toMatch(REF);
        expect(ref).not.toBe(String(rows[i]?.id));
      }
      expect(new Set(refs).size).toBe(3);
    });

    /** A server whose store fails: the notifications insert fails, and with it the transaction that stored the lead. */
    /** A server whose store refuses every lead: a job with no channel breaks the transaction. */
    const startFailing = async () => {
      await restart({});
      server.app.outbox.channels.push(null as unknown as Channel);
    };
    /** A JSON post that gives up after `ms`: the answer, or undefined when none came. */
    const postJsonWithin = (lead: unknown, ms: number) =>
      server
        .fetch(`${server.origin}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(lead),
          signal: AbortSignal.timeout(ms),
        })
        .catch(() => undefined);

    it('never says 201 for a lead it could not store, stores nothing, and logs the failure once', async () => {
      await startFailing();
      const res = await postJsonWithin(contactLead, 1_000);
      expect(res?.status).not.toBe(201);
      // The line is written once the transaction has failed, which a slow store may take a while to do.
      await vi.waitFor(
        () =>
          expect(logged().filter((line) => line.level >= 50)).toEqual([
            expect.objectContaining({
              msg: 'POST /api/leads failed',
              err: expect.objectContaining({ message: expect.any(String) }),
            }),
          ]),
        { timeout: 3_000 },
      );
      expect(await leadRows(store.db)).toEqual([]);
      expect(await notificationRows(store.db)).toEqual([]);
      expect(kicks).toBe(0);
    });

    // Node marks a request destroyed once its body is read: the answer must still go out, at once.
    it('answers 500 with an apology when the lead cannot be stored', async () => {
      await startFailing();
      const res = await postJsonWithin(contactLead, 1_000);
      expect(res?.status).toBe(500);
      expect((await res?.json()) as unknown).toEqual({ error: 'Something went wrong on our side. Please call us.' });
    });

    it('stores names, phones and addresses without control or invisible characters', async () => {
      const res = await postJson({
        ...contactLead,
        name: 'Ada\u0000 Love\u202elace\r\nBcc: x@evil.example',
        phone: '416\u200b-555-0100',
        message: 'Line 1\r\nLine 2\u0007',
      });
      expect(res.status).toBe(201);
      expect((await leadRows(store.db)).map((l) => [l.name, l.phone, l.message])).toEqual([
        ['Ada LovelaceBcc: x@evil.example', '416-555-0100', 'Line 1\nLine 2'],
      ]);
    });

    it('trims the fields it stores', async () => {
      const res = await postJson({ ...contactLead, name: '  Ada Lovelace \n', email: ' ada@example.com ' });
      expect(res.status).toBe(201);
      expect((await leadRows(store.db)).map((l) => [l.name, l.email])).toEqual([['Ada Lovelace', 'ada@example.com']]);
    });

    it('stores a JSON lead from a French page as French', async () => {
      const res = await postJson(contactLeadFr);
      expect(res.status).toBe(201);
      expect((await leadRows(store.db)).map((l) => [l.name, l.page, l.lang])).toEqual([
        ['Gabrielle Roy', '/fr/contact/', 'fr'],
      ]);
    });

    it.each([
      { lead: contactLead, location: '/thank-you/', city: '', lang: 'en' },
      {
        lead: quoteLead,
        location: '/on/brampton/raccoon-removal/?quote=sent#quote-sent',
        city: 'on/brampton',
        lang: 'en',
      },
      // A French form lands on the French thank-you page, or back on its own French page.
      { lead: contactLeadFr, location: '/fr/merci/', city: '', lang: 'fr' },
      {
        lead: quoteLeadFr,
        location: '/fr/on/brampton/retrait-ratons-laveurs/?quote=sent#quote-sent',
        city: 'on/brampton',
        lang: 'fr',
      },
    ])('stores a $lead.kind form post from $lead.page and redirects (303) to $location', async (expected) => {
      const { lead, location, city, lang } = expected;
      const res = await postForm(lead);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(location);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect((await leadRows(store.db)).map((l) => [l.kind, l.name, l.phone, l.city, l.page, l.lang])).toEqual([
        [lead.kind, lead.name, lead.phone, city, lead.page, lang],
      ]);
      expect((await notificationRows(store.db)).map((n) => [n.channel, n.state])).toEqual([['email', 'pending']]);
    });

    it.each([
      { lead: { ...contactLead, exposure: 'yes' }, location: '/thank-you/#exposure-advice' },
      { lead: { ...contactLeadFr, animalInside: 'no', exposure: 'yes' }, location: '/fr/merci/#exposure-advice' },
      { lead: { ...contactLead, animalInside: 'yes', exposure: 'no' }, location: '/thank-you/' },
      {
        lead: { ...quoteLead, animalInside: 'yes', exposure: 'yes' },
        location: '/on/brampton/raccoon-removal/?quote=sent#exposure-advice',
      },
      {
        lead: { ...quoteLeadFr, exposure: 'yes' },
        location: '/fr/on/brampton/retrait-ratons-laveurs/?quote=sent#exposure-advice',
      },
      { lead: { ...quoteLead, animalInside: 'yes' }, location: '/on/brampton/raccoon-removal/?quote=sent#quote-sent' },
    ] as const)(
      'lands a $lead.kind form post answered animalInside=$lead.animalInside, exposure=$lead.exposure on $location',
      async ({ lead, location }) => {
        const res = await postForm(lead);
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe(location);
        expect((await leadRows(store.db)).map((l) => [l.animal_inside, l.exposure, l.urgent])).toEqual([
          [lead.animalInside, lead.exposure, 1],
        ]);
      },
    );

    it('stores the answers of a JSON lead, and of one that leaves them out', async () => {
      expect((await postJson({ ...quoteLead, animalInside: 'no', exposure: 'yes' })).status).toBe(201);
      expect((await postJson(without(contactLead, 'animalInside', 'exposure'))).status).toBe(201);
      expect((await leadRows(store.db)).map((l) => [l.kind, l.animal_inside, l.exposure, l.urgent])).toEqual([
        ['quote', 'no', 'yes', 1],
        ['contact', '', '', 0],
      ]);
    });

    it('stores a multipart form post like an ordinary one', async () => {
      const body = new FormData();
      for (const [key, value] of formFields(quoteLead)) body.append(key, value);
      const res = await post(body);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/on/brampton/raccoon-removal/?quote=sent#quote-sent');
      expect((await leadRows(store.db)).map((l) => [l.kind, l.name, l.phone, l.page])).toEqual([
        ['quote', 'Grace Hopper', '905-555-0199', '/on/brampton/raccoon-removal/'],
      ]);
    });

    // Photos are the only files a lead takes (lead-photos.test.ts); a file in place of a typed field is no lead.
    it('refuses a multipart post with a file for a typed field, storing nothing', async () => {
      const body = new FormData();
      for (const [key, value] of formFields(without(quoteLead, 'name'))) body.append(key, value);
      body.append('name', new Blob(['Grace Hopper'], { type: 'text/plain' }), 'name.txt');
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      await res.arrayBuffer();
      expect(await leadRows(store.db)).toEqual([]);
      expect(kicks).toBe(0);
    });

    it('keeps a form post\'s redirect on this site (page "//evil.example/")', async () => {
      const res = await postForm({ ...quoteLead, page: '//evil.example/' });
      const location = res.headers.get('location');
      // Either the page is refused (400) or the answer stays on this origin.
      if (location !== null) expect(new URL(location, server.origin).origin).toBe(server.origin);
      else expect(res.status).toBe(400);
    });

    it('answers GET /api/leads with 405 and Allow: POST', async () => {
      const res = await server.fetch(`${server.origin}/api/leads`);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    });
  });

  describe('the form token', () => {
    it('is handed out uncached, and a fresh one for each form', async () => {
      const res = await server.fetch(`${server.origin}/api/form-token`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const { token } = (await res.json()) as { token: string };
      expect(token).toMatch(/^[0-9a-z]+\.[\w-]{16}\.[\w-]{22}$/);
      now = after(1);
      expect(await fetchToken()).not.toBe(token);
    });

    it("stores a lead without a token as unverified, and queues no acknowledgement even when 'ack' is on", async () => {
      await restart({ channels: ['email', 'ack'] });
      expect((await postJson(without(contactLead, 'formToken'))).status).toBe(201);
      expect((await leadRows(store.db)).map((l) => [l.name, l.verified])).toEqual([['Ada Lovelace', 0]]);
      // The team still hears of it.
      expect((await notificationRows(store.db)).map((n) => n.channel)).toEqual(['email']);
      expect(await store.db.selectFrom('ack_log').selectAll().execute()).toEqual([]);
      expect(kicks).toBe(1);
    });

    it('verifies a lead whose form was open 10 s by the server clock, and queues its acknowledgement', async () => {
      await restart({ channels: ['email', 'ack'] });
      const formToken = await tokenAged(10_000);
      const res = await postJson({ ...contactLead, formToken });
      expect(res.status).toBe(201);
      const rows = await leadRows(store.db);
      expect(rows.map((l) => [l.name, l.verified, l.created_at])).toEqual([
        ['Ada Lovelace', 1, after(10_000).toISOString()],
      ]);
      expect((await notificationRows(store.db)).map((n) => [n.lead_id, n.channel])).toEqual([
        [rows[0]?.id, 'email'],
        [rows[0]?.id, 'ack'],
      ]);
    });

    it('verifies a form post that carries its token, as a form with JavaScript sends it', async () => {
      const formToken = await tokenAged(10_000);
      const res = await postForm({ ...contactLeadFr, formToken });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/fr/merci/');
      expect((await leadRows(store.db)).map((l) => [l.name, l.verified])).toEqual([['Gabrielle Roy', 1]]);
    });

    it('acknowledges one address once in 24 h across leads, whatever its case, and again after 24 h', async () => {
      await restart({ channels: ['email', 'ack'] });
      const send = async (email: string) => {
        const formToken = await tokenAged(10_000);
        expect((await postJson({ ...contactLead, email, formToken })).status).toBe(201);
      };
      await send('ada@example.com'); // acknowledged at fixedNow + 10 s
      now = after(3600_000);
      await send('ADA@Example.com');
      // Exactly a day after the first acknowledgement.
      now = after(ACK_INTERVAL_MS);
      await send('ada@example.com');
      const rows = await leadRows(store.db);
      expect(rows.map((l) => l.verified)).toEqual([1, 1, 1]);
      const notes = await notificationRows(store.db);
      expect(rows.map((lead) => notes.filter((n) => n.lead_id === lead.id).map((n) => n.channel))).toEqual([
        ['email', 'ack'],
        ['email'],
        ['email', 'ack'],
      ]);
    });

    it.each([
      { what: 'at once', openMs: 0 },
      { what: 'after 1 s', openMs: 1_000 },
      { what: 'after 2.999 s', openMs: 2_999 },
    ])('asks for a lead sent $what after its token again (400), storing nothing', async ({ openMs }) => {
      await restart({ channels: ['email', 'ack'] });
      const formToken = await tokenAged(openMs);
      const res = await postJson({ ...contactLead, formToken });
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual(['form']);
      expect(await leadRows(store.db)).toEqual([]);
      expect(await notificationRows(store.db)).toEqual([]);
      expect(kicks).toBe(0);
    });

    it('verifies one lead with a token: the same token on another lead, from anywhere, leaves it unverified and unacknowledged', async () => {
      await restart({ channels: ['email', 'ack'], proxyHops: 1 });
      const formToken = await tokenAged(10_000);
      for (const [i, address] of ['198.51.100.1', '198.51.100.2', '203.0.113.9'].entries()) {
        const res = await postJson(
          { ...contactLead, name: `Sender ${i}`, email: `sender${i}@example.com`, formToken },
          { 'x-forwarded-for': address },
        );
        expect(res.status).toBe(201);
      }
      const rows = await leadRows(store.db);
      expect(rows.map((l) => [l.name, l.verified])).toEqual([
        ['Sender 0', 1],
        ['Sender 1', 0],
        ['Sender 2', 0],
      ]);
      const notes = await notificationRows(store.db);
      expect(rows.map((lead) => notes.filter((n) => n.lead_id === lead.id).map((n) => n.channel))).toEqual([
        ['email', 'ack'],
        ['email'],
        ['email'],
      ]);
    });

    it('mints a few tokens a minute per client, an IPv6 client by its /64, and more after the minute', async () => {
      await restart({ proxyHops: 1 });
      const ask = (address: string) =>
        server
          .fetch(`${server.origin}/api/form-token`, { headers: { 'x-forwarded-for': address } })
          .then((r) => r.status);
      const first = [];
      for (let i = 0; i < 8; i++) first.push(await ask(`2001:db8:1:2::${i + 1}`));
      expect(first).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
      // Another household is not held back by the first.
      expect(await ask('2001:db8:1:3::1')).toBe(200);
      expect(await ask('198.51.100.7')).toBe(200);
    });

    it('acknowledges a mailbox once a day however its address is written (+tags, case, Gmail dots)', async () => {
      await restart({ channels: ['email', 'ack'], proxyHops: 1 });
      const addresses = ['victim@gmail.com', 'victim+1@gmail.com', 'Victim+2@Gmail.com', 'vic.tim@googlemail.com'];
      for (const [i, email] of addresses.entries()) {
        const formToken = await tokenAged(10_000);
        const from = { 'x-forwarded-for': `198.51.100.${i + 1}` };
        expect((await postJson({ ...contactLead, email, formToken }, from)).status).toBe(201);
      }
      const notes = await notificationRows(store.db);
      expect(notes.filter((n) => n.channel === 'ack')).toHaveLength(1);
      expect(notes.filter((n) => n.channel === 'email')).toHaveLength(4);
    });

    it('takes a lead sent exactly 3 s after its token as a person', async () => {
      const formToken = await tokenAged(3_000);
      expect((await postJson({ ...contactLead, formToken })).status).toBe(201);
      expect((await leadRows(store.db)).map((l) => l.verified)).toEqual([1]);
    });

    it.each([
      {
        what: 'signed with another secret',
        token: () => issueFormToken('another-secret-0123456789', fixedNow.getTime() - 60_000),
      },
      {
        what: 'with its time moved back',
        token: async () => {
          const genuine = await fetchToken();
          return genuine.replace(/^[0-9a-z]+/, (issued) => (parseInt(issued, 36) - 60_000).toString(36));
        },
      },
      {
        what: 'without its signature',
        token: async () => (await fetchToken()).split('.').slice(0, 2).join('.'),
      },
      { what: 'of garbage', token: () => 'not-a-token.at-all' },
      { what: 'empty', token: () => '' },
      {
        what: 'expired (a tab left open over two hours)',
        token: async () => {
          const genuine = await fetchToken();
          now = new Date(now.getTime() + FORM_TOKEN_MAX_AGE_MS + 1);
          return genuine;
        },
      },
      {
        what: 'issued in the future (a clock moved back)',
        token: async () => {
          now = after(60_000);
          const genuine = await fetchToken();
          now = fixedNow;
          return genuine;
        },
      },
    ])(
      'counts a token $what as no token: the lead is stored unverified, without acknowledgement',
      async ({ token }) => {
        await restart({ channels: ['email', 'ack'] });
        const formToken = await token();
        const res = await postJson({ ...contactLead, formToken });
        expect(res.status).toBe(201);
        expect((await res.json()) as unknown).toEqual({ id: expect.stringMatching(REF) });
        expect((await leadRows(store.db)).map((l) => [l.name, l.verified])).toEqual([['Ada Lovelace', 0]]);
        expect((await notificationRows(store.db)).map((n) => n.channel)).toEqual(['email']);
      },
    );

    // The browser's own clock is trusted for nothing: only the token says how long the form was open.
    it.each([
      { what: '0', startedAt: 0 },
      { what: 'an hour in the future', startedAt: fixedNow.getTime() + 3600_000 },
      { what: '1 ms before the first post, too fast by its own account', startedAt: fixedNow.getTime() - 1 },
      { what: 'a string of digits', startedAt: String(fixedNow.getTime()) },
    ])('changes nothing when startedAt is $what', async ({ startedAt }) => {
      await restart({ channels: ['email', 'ack'], rateLimit: 10 });
      // Without a token: stored, unverified, not dropped as too fast.
      expect((await postJson({ ...contactLead, startedAt })).status).toBe(201);
      // With a token 10 s old: verified and acknowledged.
      const formToken = await tokenAged(10_000);
      expect((await postJson({ ...contactLead, startedAt, formToken })).status).toBe(201);
      // With a token 1 s old: asked to send it again.
      const early = await tokenAged(1_000);
      expect((await postJson({ ...contactLead, startedAt, formToken: early })).status).toBe(400);
      expect((await leadRows(store.db)).map((l) => l.verified)).toEqual([0, 1]);
      expect((await notificationRows(store.db)).map((n) => n.channel)).toEqual(['email', 'email', 'ack']);
    });

    // startedAt is trusted for nothing, so nothing the client writes there can refuse a lead.
    it('changes nothing when startedAt is a string that is no number', async () => {
      expect((await postJson({ ...contactLead, startedAt: 'soon' })).status).toBe(201);
      expect((await postForm({ ...quoteLead, startedAt: 'soon' })).status).toBe(303);
      expect((await leadRows(store.db)).map((l) => [l.kind, l.verified])).toEqual([
        ['contact', 0],
        ['quote', 0],
      ]);
    });
  });

  describe('bots', () => {
    it.each([
      {
        what: 'JSON with the honeypot filled',
        send: async () => postJson({ ...contactLead, website: 'x' }),
        reason: 'honeypot filled',
      },
      {
        what: 'JSON with the honeypot filled and a good token',
        send: async () => postJson({ ...contactLead, website: 'x', formToken: await tokenAged(10_000) }),
        reason: 'honeypot filled',
      },
      {
        what: 'a form post with the honeypot filled',
        send: async () => postForm({ ...contactLead, website: 'x' }),
        reason: 'honeypot filled',
      },
    ])('answers a bot ($what) like a success, stores nothing and logs why', async ({ send, reason }) => {
      const res = await send();
      if (res.headers.get('content-type')?.startsWith('application/json')) {
        expect(res.status).toBe(201);
        expect((await res.json()) as unknown).toEqual({ id: expect.stringMatching(REF) });
      } else {
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toMatch(/^\/(thank-you\/|on\/brampton\/raccoon-removal\/\?quote=sent)/);
      }
      expect(await leadRows(store.db)).toEqual([]);
      expect(await notificationRows(store.db)).toEqual([]);
      expect(logged().map((line) => line.msg)).toEqual([expect.stringContaining(`(${reason})`)]);
      expect(kicks).toBe(0);
    });

    it('tells a form sent too soon after it was shown to send it again, in its language, and stores nothing', async () => {
      const json = await postJson({ ...contactLead, formToken: await tokenAged(1_000) });
      expect(json.status).toBe(400);
      expect(await json.json()).toEqual({
        errors: { form: 'That was quick: please wait a moment, then send it again.' },
      });
      const form = await postForm({ ...contactLeadFr, formToken: await tokenAged(500) });
      expect(form.status).toBe(400);
      expect(await form.text()).toContain('C’était rapide\u00a0: attendez un instant, puis envoyez de nouveau.');
      expect(await leadRows(store.db)).toEqual([]);
      expect(logged().map((line) => line.msg)).toEqual([
        expect.stringContaining('sent too fast to be sent again'),
        expect.stringContaining('sent too fast to be sent again'),
      ]);
      // Sent again once the form has been open long enough, it is stored as a person's.
      expect((await postJson({ ...contactLead, formToken: await tokenAged(3_000) })).status).toBe(201);
      expect((await leadRows(store.db)).map((l) => l.verified)).toEqual([1]);
    });

    it('answers a bot on a French contact form like a French success (303 to /fr/merci/)', async () => {
      const res = await postForm({ ...contactLeadFr, website: 'x' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/fr/merci/');
      expect(await leadRows(store.db)).toEqual([]);
    });
  });

  describe('posts from other sites', () => {
    it.each([
      ['Origin: https://evil.example', { origin: 'https://evil.example' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ])('refuses a JSON post with %s with 403, storing nothing', async (_, headers) => {
      const res = await postJson(contactLead, headers);
      expect(res.status).toBe(403);
      expect(await leadRows(store.db)).toEqual([]);
      expect(kicks).toBe(0);
    });

    it('refuses a form post from another site, even with a good token, with 403, storing nothing', async () => {
      const formToken = await tokenAged(10_000);
      const res = await postForm(
        { ...contactLead, formToken },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
      expect(res.status).toBe(403);
      expect(await leadRows(store.db)).toEqual([]);
    });

    it('takes a form post from its own origin (Origin and Sec-Fetch-Site: same-origin)', async () => {
      const res = await postForm(contactLead, { origin: server.origin, 'sec-fetch-site': 'same-origin' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/thank-you/');
      expect((await leadRows(store.db)).map((l) => l.name)).toEqual(['Ada Lovelace']);
    });
  });

  describe('invalid posts', () => {
    it('links an invalid form post back only to a page of this site', async () => {
      const res = await postForm({ ...quoteLead, phone: '', page: '//evil.example/' });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).not.toContain('//evil.example');
      expect(html).toContain('href="/contact/"');
    });

    const noName = { ...contactLead, name: '', email: '', message: '' };
    const withoutContactFields = without(contactLead, 'name', 'email', 'message');
    const withoutPhone = without(quoteLead, 'phone');
    const requiredContact = {
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
      message: 'Please enter a message.',
    };
    it.each([
      { what: 'a contact with empty name, e-mail and message', lead: noName, errors: requiredContact },
      {
        what: 'a contact without name, e-mail and message fields',
        lead: withoutContactFields,
        errors: requiredContact,
      },
      {
        what: 'a contact with a bad e-mail',
        lead: { ...contactLead, email: 'ada@' },
        errors: { email: 'Please enter a valid e-mail address.' },
      },
      {
        what: 'a quote with an empty phone',
        lead: { ...quoteLead, phone: ' ' },
        errors: { phone: 'Please enter your phone number.' },
      },
      {
        what: 'a quote without a phone field',
        lead: withoutPhone,
        errors: { phone: 'Please enter your phone number.' },
      },
      {
        what: 'an unknown kind',
        lead: { ...contactLead, kind: 'complaint' },
        errors: { kind: 'The form is not one this site knows.' },
      },
      {
        what: 'a 5001-character message',
        lead: { ...contactLead, message: 'x'.repeat(5001) },
        errors: { message: 'Please keep your message under 5000 characters.' },
      },
      {
        what: 'answers that are neither yes nor no',
        lead: { ...quoteLead, animalInside: 'maybe', exposure: true },
        errors: {
          animalInside:
            'Please answer yes or no to whether the animal is inside your living space now, or leave it unanswered.',
          exposure:
            'Please answer yes or no to whether anyone was bitten or scratched, or woke up with a bat in the room, or leave it unanswered.',
        },
      },
    ])('refuses $what with 400 and one message per field, storing nothing', async ({ lead, errors }) => {
      const res = await postJson(lead);
      expect(res.status).toBe(400);
      expect((await res.json()) as unknown).toEqual({ errors });
      expect(await leadRows(store.db)).toEqual([]);
      expect(await notificationRows(store.db)).toEqual([]);
    });

    it.each([
      {
        what: 'a French contact with empty name, e-mail and message',
        lead: { ...contactLeadFr, name: '', email: '', message: '' },
        errors: {
          name: 'Veuillez indiquer votre nom.',
          email: 'Veuillez indiquer votre adresse courriel.',
          message: 'Veuillez écrire votre message.',
        },
      },
      {
        what: 'a French contact with a bad e-mail',
        lead: { ...contactLeadFr, email: 'ada@' },
        errors: { email: 'Veuillez entrer une adresse courriel valide.' },
      },
      {
        what: 'a French quote without a phone field',
        lead: without(quoteLeadFr, 'phone'),
        errors: { phone: 'Veuillez indiquer votre numéro de téléphone.' },
      },
      {
        what: 'a French contact with a 5001-character message',
        lead: { ...contactLeadFr, message: 'x'.repeat(5001) },
        errors: { message: 'Votre message doit compter moins de 5000 caractères.' },
      },
      {
        // A page that is not a path of this site says nothing of the form's language.
        what: 'a contact whose page is another site under /fr/',
        lead: { ...contactLeadFr, name: '', page: 'https://evil.example/fr/contact/' },
        errors: { name: 'Please enter your name.', page: 'The page is not a path of this site.' },
      },
    ])('refuses $what with 400 in the language of its page', async ({ lead, errors }) => {
      const res = await postJson(lead);
      expect(res.status).toBe(400);
      expect((await res.json()) as unknown).toEqual({ errors });
      expect(await leadRows(store.db)).toEqual([]);
    });

    it('answers an invalid form post with a 400 page listing the problems', async () => {
      const res = await postForm({ ...contactLead, name: '', email: 'nope' });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html).toContain('<html lang="en-CA">');
      expect(html).toContain('<title>Please check the form | Northpaw Humane Wildlife Control</title>');
      expect(html).toContain('<li>Please enter your name.</li><li>Please enter a valid e-mail address.</li>');
      expect(html).toContain('<a class="link" href="/contact/">Go back to the form</a> or call us any time at <a');
      expect(await leadRows(store.db)).toEqual([]);
    });

    it('answers an invalid French form post with a French 400 page that links back to its form', async () => {
      const res = await postForm({ ...contactLeadFr, name: '', email: 'nope' });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain('<html lang="fr-CA">');
      expect(html).toContain(
        '<title>Veuillez vérifier le formulaire | Northpaw Contrôle de la faune sans cruauté</title>',
      );
      expect(html).toContain('<h1 class="text-2xl font-bold text-forest-900">Veuillez vérifier le formulaire</h1>');
      expect(html).toContain(
        '<li>Veuillez indiquer votre nom.</li><li>Veuillez entrer une adresse courriel valide.</li>',
      );
      expect(html).toContain(
        '<a class="link" href="/fr/contact/">Retourner au formulaire</a> ou appelez-nous en tout temps au <a',
      );
      expect(html).toContain('href="/fr/">Voir le site</a>');
      expect(html).not.toMatch(/Please|Go back|View site/);
      expect(await leadRows(store.db)).toEqual([]);
    });

    it('answers a French form post whose answer is neither yes nor no with a French 400 page', async () => {
      const res = await postForm({ ...quoteLeadFr, exposure: 'oui' });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(
        '<li>Veuillez répondre par oui ou par non à la question sur une morsure, une griffure ou une chauve-souris dans la pièce, ou la laisser sans réponse.</li>',
      );
      expect(await leadRows(store.db)).toEqual([]);
    });

    it("links a French quote form's 400 page back to its own page", async () => {
      const res = await postForm({ ...quoteLeadFr, phone: '' });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain('<li>Veuillez indiquer votre numéro de téléphone.</li>');
      expect(html).toContain('href="/fr/on/brampton/retrait-ratons-laveurs/">Retourner au formulaire</a>');
    });

    const oversized = { ...contactLead, message: 'x'.repeat(17 * 1024) };
    it.each([
      {
        what: 'JSON with a Content-Length',
        send: () => postJson(oversized),
        type: 'application/json; charset=utf-8',
      },
      {
        what: 'JSON streamed without a Content-Length',
        send: () =>
          server.fetch(`${server.origin}/api/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: new Blob([JSON.stringify(oversized)]).stream(),
            duplex: 'half',
          } as RequestInit),
        type: 'application/json; charset=utf-8',
      },
      { what: 'a form post', send: () => postForm(oversized), type: 'text/html; charset=utf-8' },
    ])('refuses a body over 16 KB ($what) with 413, storing nothing', async ({ send, type }) => {
      const res = await send();
      expect(res.status).toBe(413);
      expect(res.headers.get('content-type')).toBe(type);
      if (type.startsWith('application/json')) {
        expect((await res.json()) as unknown).toEqual({ error: 'The request is larger than 16 KB.' });
      } else await res.arrayBuffer();
      expect(await leadRows(store.db)).toEqual([]);
    });

    // The body of a 413 is not read: the form's page, and so its language, come from the Referer.
    it.each([
      { referer: undefined, lang: 'en-CA', text: 'Your message is too long', back: '/contact/' },
      { referer: '/fr/contact/', lang: 'fr-CA', text: 'Votre message est trop long', back: '/fr/contact/' },
      {
        referer: 'https://www.northpaw.example/fr/on/brampton/retrait-ratons-laveurs/',
        lang: 'fr-CA',
        text: 'Votre message est trop long',
        back: '/fr/on/brampton/retrait-ratons-laveurs/',
      },
      {
        referer: '/on/brampton/raccoon-removal/?from=menu',
        lang: 'en-CA',
        text: 'Your message is too long',
        back: '/on/brampton/raccoon-removal/',
      },
      // Another site's page says nothing about this form.
      {
        referer: 'https://evil.example/fr/contact/',
        lang: 'en-CA',
        text: 'Your message is too long',
        back: '/contact/',
      },
      { referer: 'not a url', lang: 'en-CA', text: 'Your message is too long', back: '/contact/' },
    ])('answers a form post over 16 KB from $referer with a $lang 413 page', async ({ referer, lang, text, back }) => {
      const headers: Record<string, string> = {};
      if (referer) headers.referer = referer.startsWith('/') ? `${server.origin}${referer}` : referer;
      const res = await postForm(oversized, headers);
      expect(res.status).toBe(413);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1 class="text-2xl font-bold text-forest-900">${text}</h1>`);
      expect(html).toContain(`<a class="link" href="${back}">`);
      expect(await leadRows(store.db)).toEqual([]);
    });

    // The multipart parser throws without a status: a body the client broke is still the client's 4xx.
    it('answers a broken multipart body at once with a 4xx, storing nothing', async () => {
      const res = await server
        .fetch(`${server.origin}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          body: JSON.stringify(contactLead),
          signal: AbortSignal.timeout(1_000),
        })
        .catch(() => undefined);
      expect(await leadRows(store.db)).toEqual([]);
      expect(res?.status).toBe(400);
      // It posted as a browser form would, so it reads a page that says what is wrong.
      const html = (await res?.text()) ?? '';
      expect(html).toContain('Please check the form');
      expect(html).toContain('The form is not one this site knows.');
    });

    // 3,000 fuzzed posts once left 11 leads whose names were a broken escape kept as its text.
    it.each(['name=%E0%A4%A', 'name=Ada%', 'name=%ZZ', 'message=%C3%28'])(
      'refuses a form whose percent escapes are broken (%s) with 400, storing nothing',
      async (broken) => {
        const field = broken.split('=')[0] ?? '';
        const body = `${new URLSearchParams(formFields(without(contactLead, field)))}&${broken}`;
        const res = await post(body, { 'content-type': 'application/x-www-form-urlencoded' });
        expect(res.status).toBe(400);
        await res.arrayBuffer();
        expect(await leadRows(store.db)).toEqual([]);
      },
    );

    it('refuses a text/plain body with 415', async () => {
      const res = await post(JSON.stringify(contactLead), { 'content-type': 'text/plain' });
      expect(res.status).toBe(415);
      expect((await res.json()) as unknown).toEqual({ error: 'Send the lead as JSON or as a form post.' });
      expect(await leadRows(store.db)).toEqual([]);
    });

    it('refuses a body that is not JSON with 400', async () => {
      const res = await post('{"kind":', { 'content-type': 'application/json' });
      expect(res.status).toBe(400);
      expect((await res.json()) as unknown).toEqual({ error: 'The request body is not valid JSON.' });
      expect(await leadRows(store.db)).toEqual([]);
    });
  });

  describe('the rate limit', () => {
    // The limiter keeps time with Date.now: held still, so Retry-After is the whole window however slow the run.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(fixedNow);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('answers the 4th request in the window 429 with Retry-After, and does not store it', async () => {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 1; i <= 4; i++) {
        last = await postJson({ ...contactLead, name: `Visitor ${i}` });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(last?.headers.get('retry-after')).toBe('600');
      expect((await last?.json()) as unknown).toEqual({
        error: 'Too many requests. Please try again later or call us.',
      });
      expect((await leadRows(store.db)).map((l) => l.name)).toEqual(['Visitor 1', 'Visitor 2', 'Visitor 3']);
    });

    // The limit is met before the body is read: the 429 page's language comes from the Referer.
    it.each([
      {
        lead: contactLead,
        referer: undefined,
        lang: 'en-CA',
        title: 'Too many requests',
        text: 'Please wait 10 minutes and try again, or call us.',
        back: '/contact/',
      },
      {
        lead: quoteLeadFr,
        referer: '/fr/on/brampton/retrait-ratons-laveurs/',
        lang: 'fr-CA',
        title: 'Trop de demandes',
        text: 'Veuillez patienter 10 minutes avant de réessayer, ou appelez-nous.',
        back: '/fr/on/brampton/retrait-ratons-laveurs/',
      },
    ])('answers a rate-limited form post from $referer with a $lang 429 page', async ({ lead, referer, ...page }) => {
      const headers: Record<string, string> = referer ? { referer: `${server.origin}${referer}` } : {};
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 1; i <= 4; i++) {
        last = await postForm(lead, headers);
        statuses.push(last.status);
      }
      expect(statuses).toEqual([303, 303, 303, 429]);
      expect(last?.headers.get('retry-after')).toBe('600');
      const html = (await last?.text()) ?? '';
      expect(html).toContain(`<html lang="${page.lang}">`);
      expect(html).toContain(`<h1 class="text-2xl font-bold text-forest-900">${page.title}</h1>`);
      expect(html).toContain(`<li>${page.text}</li>`);
      expect(html).toContain(`<a class="link" href="${page.back}">`);
      expect(await leadRows(store.db)).toHaveLength(3);
    });

    it('takes the limit from its settings', async () => {
      await restart({ rateLimit: 1 });
      expect([(await postJson(contactLead)).status, (await postJson(contactLead)).status]).toEqual([201, 429]);
      expect(await leadRows(store.db)).toHaveLength(1);
    });

    it('behind a trusted proxy, limits the address the proxy saw, whatever the client forges', async () => {
      await restart({ proxyHops: 1 });
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i++) {
        const headers = { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` };
        statuses.push((await postJson({ ...contactLead, name: `Visitor ${i}` }, headers)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      // Another client behind the same proxy has its own allowance.
      expect((await postJson(contactLead, { 'x-forwarded-for': '203.0.113.10' })).status).toBe(201);
      expect(await leadRows(store.db)).toHaveLength(4);
    });

    it('knows IPv6 clients by their /64: rotating addresses in one block is one client', async () => {
      await restart({ proxyHops: 1 });
      const from = (address: string) => postJson(contactLead, { 'x-forwarded-for': address });
      const statuses: number[] = [];
      for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::ffff', '2001:db8:1:2:abcd::5', '2001:db8:1:2::2']) {
        statuses.push((await from(address)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      // The next block is another home.
      expect((await from('2001:db8:1:3::1')).status).toBe(201);
      expect(await leadRows(store.db)).toHaveLength(4);
    });
  });
});
