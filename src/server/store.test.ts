/**
 * The leads store and everything that writes or reads it (leads.ts, intake.ts, outbox.ts,
 * admin.tsx), against SQLite and, when DATABASE_URL is set, PostgreSQL. This is the only
 * test file that touches the PostgreSQL tables, so no two files ever share them.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadSchema } from '../lib/lead-schema.ts';
import { createAdmin } from './admin.tsx';
import { openStore } from './db/connect.ts';
import type { RouteHandler } from './http.ts';
import { handleLeadPost } from './intake.ts';
import { cityOfPage, listLeads, markHandled, recordLead, type Channel } from './leads.ts';
import type { Deliveries } from './notify.ts';
import { deliverDue, outboxPolicy, retryDelay, startOutbox } from './outbox.ts';
import { RateLimiter } from './rate-limit.ts';
import {
  contactLead,
  fixedNow,
  leadRows,
  makeClientDir,
  notificationRows,
  quoteLead,
  startSiteServer,
  storeKinds,
  tempDir,
  useStore,
  withFreshPostgres,
  type RunningServer,
} from '../../test/db.ts';

const at = (offsetMs: number) => new Date(fixedNow.getTime() + offsetMs);
/** A copy of `object` without the given fields (a request that omits them). */
const without = (object: object, ...keys: string[]) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

describe('cityOfPage', () => {
  it.each([
    ['/on/brampton/raccoon-removal/', 'on/brampton'],
    ['/on/brampton/', 'on/brampton'],
    ['/bc/north-vancouver/squirrel-removal/', 'bc/north-vancouver'],
    ['/on/greater-toronto/', ''],
    ['/contact/', ''],
    ['/', ''],
  ])('%s -> %j', (page, city) => {
    expect(cityOfPage(page)).toBe(city);
  });
});

describe('retryDelay', () => {
  it('starts at the base delay and doubles with each attempt', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('is capped at the maximum delay', () => {
    expect(retryDelay(11)).toBe(outboxPolicy.maxDelayMs);
    expect(retryDelay(40)).toBe(outboxPolicy.maxDelayMs);
    expect(retryDelay(10)).toBeLessThan(outboxPolicy.maxDelayMs);
  });
});

describe('openStore', () => {
  it('rejects with an Error when DATA_DIR cannot be created (a path under a regular file)', async () => {
    const dir = await tempDir('file');
    try {
      await writeFile(join(dir, 'plain-file'), 'not a folder');
      await expect(openStore({ DATA_DIR: join(dir, 'plain-file', 'data') })).rejects.toBeInstanceOf(Error);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  describe.each(storeKinds)('on $name', (kind) => {
    /** Opens a store twice on a brand-new database, checking its tables each time. */
    const migrateTwice = async (settings: { DATA_DIR: string; DATABASE_URL?: string }) => {
      const first = await openStore(settings);
      try {
        const tables = (await first.db.introspection.getTables()).map((t) => t.name);
        expect(tables).toEqual(expect.arrayContaining(['leads', 'notifications', 'admin_sessions']));
        await recordLead(first.db, contactLead, ['email'], fixedNow);
      } finally {
        await first.db.destroy();
      }
      const second = await openStore(settings);
      try {
        const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(second.db);
        expect(rows.map((r) => r.name)).toEqual([
          '2026-11-22-leads',
          '2026-11-22-leads-city-length',
          '2026-11-23-admin-sessions',
        ]);
        // Nothing was re-created: the lead stored before the second open is still there.
        expect((await leadRows(second.db)).map((l) => l.name)).toEqual([contactLead.name]);
        expect(await notificationRows(second.db)).toHaveLength(1);
      } finally {
        await second.db.destroy();
      }
    };

    it('migrates a fresh store, and a second open is a no-op', async () => {
      if (kind.url) {
        await withFreshPostgres(kind.url, (url) => migrateTwice({ DATA_DIR: 'unused', DATABASE_URL: url }));
      } else {
        const dir = await tempDir('fresh');
        try {
          await migrateTwice({ DATA_DIR: join(dir, 'nested', 'data') });
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      }
    });
  });
});

describe.each(storeKinds)('$name store', (kind) => {
  const store = useStore(kind);

  describe('recordLead, listLeads, markHandled', () => {
    it('stores the lead with its city, status new, and one pending notification per channel', async () => {
      const id = await recordLead(store.db, quoteLead, ['email', 'webhook'], fixedNow);
      expect(await leadRows(store.db)).toEqual([
        {
          id,
          kind: 'quote',
          name: 'Grace Hopper',
          email: '',
          phone: '905-555-0199',
          service: 'raccoon-removal',
          city: 'on/brampton',
          message: '',
          page: '/on/brampton/raccoon-removal/',
          created_at: '2026-03-02T15:04:05.000Z',
          status: 'new',
          handled_at: null,
        },
      ]);
      const pending = {
        lead_id: id,
        state: 'pending',
        attempts: 0,
        next_attempt_at: '2026-03-02T15:04:05.000Z',
        last_error: null,
        sent_at: null,
      };
      expect((await notificationRows(store.db)).map(({ id: _, ...n }) => n)).toEqual([
        { ...pending, channel: 'email' },
        { ...pending, channel: 'webhook' },
      ]);
    });

    it.each([
      ['/contact/', ''],
      ['/on/greater-toronto/', ''],
      ['/on/brampton/raccoon-removal/', 'on/brampton'],
    ])('derives the city of a lead from %s as %j', async (page, city) => {
      await recordLead(store.db, { ...contactLead, page }, [], fixedNow);
      expect((await leadRows(store.db)).map((l) => l.city)).toEqual([city]);
    });

    it('queues no notification when no channel is configured', async () => {
      await recordLead(store.db, contactLead, [], fixedNow);
      expect(await leadRows(store.db)).toHaveLength(1);
      expect(await notificationRows(store.db)).toEqual([]);
    });

    it('writes the lead and its notifications in one transaction (no lead remains when the jobs fail)', async () => {
      // NOT NULL on notifications.channel makes the second insert fail on every database.
      const rejected = [null as unknown as Channel];
      await expect(recordLead(store.db, contactLead, rejected, fixedNow)).rejects.toThrow();
      expect(await leadRows(store.db)).toEqual([]);
      expect(await notificationRows(store.db)).toEqual([]);
    });

    it('stores a lead from the longest page path the schema accepts', async () => {
      // A city page with a long place slug: the schema allows pages up to 300 characters.
      const page = `/on/${'a'.repeat(200)}/raccoon-removal/`;
      const lead = leadSchema.parse({ ...quoteLead, page });
      await recordLead(store.db, lead, ['email'], fixedNow);
      expect((await leadRows(store.db)).map((l) => l.page)).toEqual([page]);
    });

    it('lists leads newest first, with filters and their notifications', async () => {
      const older = await recordLead(store.db, contactLead, ['email'], at(-60_000));
      const newer = await recordLead(store.db, quoteLead, ['email', 'webhook'], fixedNow);
      const newest = await recordLead(store.db, { ...quoteLead, name: 'Newest' }, [], at(60_000));
      await markHandled(store.db, newest, at(120_000));

      const all = await listLeads(store.db);
      expect(all.map((l) => l.id)).toEqual([newest, newer, older]);
      expect(all[1]?.notifications).toEqual([
        { lead_id: newer, channel: 'email', state: 'pending', attempts: 0, last_error: null },
        { lead_id: newer, channel: 'webhook', state: 'pending', attempts: 0, last_error: null },
      ]);
      expect(all[0]?.notifications).toEqual([]);

      expect((await listLeads(store.db, { kind: 'quote' })).map((l) => l.id)).toEqual([newest, newer]);
      expect((await listLeads(store.db, { kind: 'contact' })).map((l) => l.id)).toEqual([older]);
      expect((await listLeads(store.db, { status: 'new' })).map((l) => l.id)).toEqual([newer, older]);
      expect((await listLeads(store.db, { kind: 'quote', status: 'handled' })).map((l) => l.id)).toEqual([newest]);
      expect((await listLeads(store.db, { limit: 1 })).map((l) => l.id)).toEqual([newest]);
    });

    it('orders leads received at the same moment by id, newest first', async () => {
      const first = await recordLead(store.db, contactLead, [], fixedNow);
      const second = await recordLead(store.db, contactLead, [], fixedNow);
      expect((await listLeads(store.db)).map((l) => l.id)).toEqual([second, first]);
    });

    it('markHandled sets the status and handled_at, and returns false for an unknown id', async () => {
      const id = await recordLead(store.db, contactLead, [], fixedNow);
      expect(await markHandled(store.db, id, at(5_000))).toBe(true);
      expect(await markHandled(store.db, id + 1000, at(5_000))).toBe(false);
      const [lead] = await leadRows(store.db);
      expect(lead).toMatchObject({ status: 'handled', handled_at: '2026-03-02T15:04:10.000Z' });
    });
  });

  describe('POST /api/leads', () => {
    let server: RunningServer;
    let clientDir: string;
    let limiter: RateLimiter;
    let channels: Channel[];
    let kicks: number;
    let proxyHops: number;
    const logs: string[] = [];

    beforeAll(async () => {
      clientDir = await makeClientDir();
      server = await startSiteServer({
        clientDir,
        leads: (req, res) =>
          handleLeadPost(req, res, {
            db: store.db,
            channels,
            limiter,
            salt: 'test-salt',
            proxyHops,
            onStored: () => kicks++,
            now: () => fixedNow,
            log: (line) => logs.push(line),
          }),
      });
    });
    beforeEach(() => {
      limiter = new RateLimiter(3, 600_000);
      channels = ['email'];
      kicks = 0;
      proxyHops = 0;
      logs.length = 0;
    });
    afterAll(async () => {
      await server?.close();
      await rm(clientDir, { recursive: true, force: true });
    });

    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${server.origin}/api/leads`, { method: 'POST', headers, body, redirect: 'manual' });
    const postJson = (lead: unknown) => post(JSON.stringify(lead), { 'content-type': 'application/json' });
    /** An ordinary form post, as a browser without JavaScript sends it. */
    const postForm = (lead: Record<string, unknown>) =>
      post(new URLSearchParams(Object.entries(lead).map(([k, v]) => [k, String(v)])));

    it('stores a JSON contact lead and answers 201 with its id', async () => {
      const res = await postJson(contactLead);
      expect(res.status).toBe(201);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const { id } = (await res.json()) as { id: number };
      expect(await leadRows(store.db)).toEqual([
        {
          id,
          kind: 'contact',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '416-555-0100',
          service: 'general-inquiry',
          city: '',
          message: 'Something is living in my attic.',
          page: '/contact/',
          created_at: fixedNow.toISOString(),
          status: 'new',
          handled_at: null,
        },
      ]);
      expect(await notificationRows(store.db)).toEqual([
        {
          id: expect.any(Number),
          lead_id: id,
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

    it('answers 500, never 201, when the lead cannot be stored', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        channels = [null as unknown as Channel]; // the notifications insert fails, so the transaction does
        const res = await postJson(contactLead);
        expect(res.status).toBe(500);
        expect((await res.json()) as unknown).toEqual({ error: 'Something went wrong on our side. Please call us.' });
        expect(await leadRows(store.db)).toEqual([]);
        expect(kicks).toBe(0);
        expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[server\] POST "\/api\/leads" failed: /));
      } finally {
        logged.mockRestore();
      }
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

    it.each([
      { lead: contactLead, location: '/thank-you/', city: '' },
      { lead: quoteLead, location: '/on/brampton/raccoon-removal/?quote=sent#quote-sent', city: 'on/brampton' },
    ])('stores a $lead.kind form post and redirects (303) to $location', async ({ lead, location, city }) => {
      const res = await postForm(lead);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(location);
      expect((await leadRows(store.db)).map((l) => [l.kind, l.name, l.phone, l.city, l.page])).toEqual([
        [lead.kind, lead.name, lead.phone, city, lead.page],
      ]);
      expect((await notificationRows(store.db)).map((n) => [n.channel, n.state])).toEqual([['email', 'pending']]);
    });

    it('keeps a form post\'s redirect on this site (page "//evil.example/")', async () => {
      const res = await postForm({ ...quoteLead, page: '//evil.example/' });
      const location = res.headers.get('location');
      // Either the page is refused (400) or the answer stays on this origin.
      if (location !== null) expect(new URL(location, server.origin).origin).toBe(server.origin);
      else expect(res.status).toBe(400);
    });

    it('links an invalid form post back only to a page of this site', async () => {
      const res = await postForm({ ...quoteLead, phone: '', page: '//evil.example/' });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).not.toContain('//evil.example');
      expect(html).toContain('href="/contact/"');
    });

    it.each([
      {
        what: 'JSON with the honeypot filled',
        send: () => postJson({ ...contactLead, website: 'x' }),
        reason: 'honeypot',
      },
      {
        what: 'JSON sent 1 s after the form was shown',
        send: () => postJson({ ...contactLead, startedAt: fixedNow.getTime() - 1_000 }),
        reason: 'too fast',
      },
      {
        what: 'a form post with the honeypot filled',
        send: () => postForm({ ...contactLead, website: 'x' }),
        reason: 'honeypot',
      },
      {
        what: 'a quote form post sent too fast',
        send: () => postForm({ ...quoteLead, startedAt: fixedNow.getTime() - 500 }),
        reason: 'too fast',
      },
    ])('answers a bot ($what) like a success and stores nothing', async ({ send, reason }) => {
      const res = await send();
      if (res.headers.get('content-type')?.startsWith('application/json')) {
        expect(res.status).toBe(201);
        expect((await res.json()) as unknown).toEqual({ id: expect.any(Number) });
      } else {
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toMatch(/^\/(thank-you\/|on\/brampton\/raccoon-removal\/\?quote=sent)/);
      }
      expect(await leadRows(store.db)).toEqual([]);
      expect(await notificationRows(store.db)).toEqual([]);
      expect(logs).toEqual([expect.stringContaining(reason)]);
      expect(kicks).toBe(0);
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
    ])('refuses $what with 400 and one message per field, storing nothing', async ({ lead, errors }) => {
      const res = await postJson(lead);
      expect(res.status).toBe(400);
      expect((await res.json()) as unknown).toEqual({ errors });
      expect(await leadRows(store.db)).toEqual([]);
      expect(await notificationRows(store.db)).toEqual([]);
    });

    it('answers an invalid form post with a 400 page listing the problems', async () => {
      const res = await postForm({ ...contactLead, name: '', email: 'nope' });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html).toContain('<li>Please enter your name.</li><li>Please enter a valid e-mail address.</li>');
      expect(html).toContain('href="/contact/"');
      expect(await leadRows(store.db)).toEqual([]);
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
          fetch(`${server.origin}/api/leads`, {
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
      await res.arrayBuffer();
      expect(await leadRows(store.db)).toEqual([]);
    });

    it('refuses a text/plain body with 415', async () => {
      const res = await post(JSON.stringify(contactLead), { 'content-type': 'text/plain' });
      expect(res.status).toBe(415);
      expect((await res.json()) as unknown).toEqual({ error: 'Send the lead as JSON or as a form post.' });
      expect(await leadRows(store.db)).toEqual([]);
    });

    it('refuses a body that is not JSON with 400', async () => {
      const res = await post('{"kind":', { 'content-type': 'application/json' });
      expect(res.status).toBe(400);
      expect(await leadRows(store.db)).toEqual([]);
    });

    it('rate limits a client: the 4th request in the window gets 429 with Retry-After and is not stored', async () => {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 1; i <= 4; i++) {
        last = await postJson({ ...contactLead, name: `Visitor ${i}` });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      const retryAfter = last?.headers.get('retry-after') ?? '';
      expect(retryAfter).toMatch(/^[1-9]\d*$/);
      expect(Number(retryAfter)).toBe(600);
      expect((await leadRows(store.db)).map((l) => l.name)).toEqual(['Visitor 1', 'Visitor 2', 'Visitor 3']);
    });

    it('behind a trusted proxy, rate limits the address the proxy saw, whatever the client forges', async () => {
      proxyHops = 1;
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i++) {
        const headers = { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` };
        statuses.push((await post(JSON.stringify({ ...contactLead, name: `Visitor ${i}` }), headers)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    });

    it('answers GET /api/leads with 405 and Allow: POST', async () => {
      const res = await fetch(`${server.origin}/api/leads`);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    });
  });

  describe('outbox', () => {
    /** A delivery that records the leads it was given, failing while `failing` is set. */
    const fakeDelivery = () => {
      const calls: { id: number; name: string }[] = [];
      const state = { failing: false };
      const deliver = async (lead: { id: number; name: string }) => {
        calls.push({ id: lead.id, name: lead.name });
        if (state.failing) throw new Error('mail server down');
      };
      return { calls, state, deliver };
    };

    it('delivers a due job once and marks it sent with 1 attempt', async () => {
      const id = await recordLead(store.db, contactLead, ['email'], fixedNow);
      const email = fakeDelivery();
      expect(await deliverDue(store.db, { email: email.deliver }, fixedNow)).toBe(1);
      expect(await deliverDue(store.db, { email: email.deliver }, at(3_600_000))).toBe(0);
      expect(email.calls).toEqual([{ id, name: 'Ada Lovelace' }]);
      const [job] = await notificationRows(store.db);
      expect(job).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
      expect(job?.sent_at).toEqual(expect.any(String));
    });

    it('gives the delivery the whole lead', async () => {
      const id = await recordLead(store.db, quoteLead, ['webhook'], fixedNow);
      const seen: unknown[] = [];
      await deliverDue(store.db, { webhook: async (lead) => void seen.push(lead) }, fixedNow);
      expect(seen).toEqual([(await leadRows(store.db)).find((l) => l.id === id)]);
    });

    it('does not deliver a job before it is due', async () => {
      await recordLead(store.db, contactLead, ['email'], fixedNow);
      const email = fakeDelivery();
      expect(await deliverDue(store.db, { email: email.deliver }, at(-1))).toBe(0);
      expect(email.calls).toEqual([]);
    });

    it('keeps a failed job pending with its error, and retries it only after retryDelay(1)', async () => {
      await recordLead(store.db, contactLead, ['email'], fixedNow);
      const email = fakeDelivery();
      email.state.failing = true;
      expect(await deliverDue(store.db, { email: email.deliver }, fixedNow)).toBe(0);
      expect(await notificationRows(store.db)).toEqual([
        expect.objectContaining({
          state: 'pending',
          attempts: 1,
          last_error: 'mail server down',
          next_attempt_at: at(retryDelay(1)).toISOString(),
          sent_at: null,
        }),
      ]);

      email.state.failing = false;
      expect(await deliverDue(store.db, { email: email.deliver }, at(retryDelay(1) - 1))).toBe(0);
      expect(email.calls).toHaveLength(1);
      expect(await deliverDue(store.db, { email: email.deliver }, at(retryDelay(1)))).toBe(1);
      expect(email.calls).toHaveLength(2);
      expect(await notificationRows(store.db)).toEqual([
        expect.objectContaining({ state: 'sent', attempts: 2, last_error: null }),
      ]);
    });

    it(`marks a job failed after ${outboxPolicy.maxAttempts} failed attempts`, async () => {
      await recordLead(store.db, contactLead, ['email'], fixedNow);
      const email = fakeDelivery();
      email.state.failing = true;
      let clock = fixedNow.getTime();
      const states: string[] = [];
      for (let attempt = 1; attempt <= outboxPolicy.maxAttempts; attempt++) {
        await deliverDue(store.db, { email: email.deliver }, new Date(clock));
        const [job] = await notificationRows(store.db);
        states.push(`${job?.attempts}:${job?.state}`);
        clock += retryDelay(attempt);
      }
      expect(states.at(-2)).toBe(`${outboxPolicy.maxAttempts - 1}:pending`);
      expect(states.at(-1)).toBe(`${outboxPolicy.maxAttempts}:failed`);
      expect(email.calls).toHaveLength(outboxPolicy.maxAttempts);
      // A failed job is never tried again.
      await deliverDue(store.db, { email: email.deliver }, new Date(clock + 365 * 86_400_000));
      expect(email.calls).toHaveLength(outboxPolicy.maxAttempts);
    });

    it('delivers a job once when two servers share the database and look at the same moment', async () => {
      await recordLead(store.db, contactLead, ['email'], fixedNow);
      const email = fakeDelivery();
      const slow = async (lead: { id: number; name: string }) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await email.deliver(lead);
      };
      const delivered = await Promise.all([
        deliverDue(store.db, { email: slow }, fixedNow),
        deliverDue(store.db, { email: slow }, fixedNow),
      ]);
      expect(delivered.sort()).toEqual([0, 1]);
      expect(email.calls).toHaveLength(1);
      expect(await notificationRows(store.db)).toEqual([expect.objectContaining({ state: 'sent', attempts: 1 })]);
    });

    it(`leaves a job taken by a server that hangs or dies to the others after ${outboxPolicy.claimMs / 60_000} minutes`, async () => {
      await recordLead(store.db, contactLead, ['email'], fixedNow);
      let taken = false;
      let release = () => {};
      const hanging = () => {
        taken = true;
        return new Promise<void>((resolve) => (release = resolve));
      };
      const first = deliverDue(store.db, { email: hanging }, fixedNow);
      await expect.poll(() => taken).toBe(true);
      const other = fakeDelivery();
      expect(await deliverDue(store.db, { email: other.deliver }, fixedNow)).toBe(0);
      expect(await deliverDue(store.db, { email: other.deliver }, at(outboxPolicy.claimMs - 1))).toBe(0);
      expect(await deliverDue(store.db, { email: other.deliver }, at(outboxPolicy.claimMs))).toBe(1);
      expect(other.calls).toHaveLength(1);
      release();
      await first;
    });

    it('fails the attempt, with a message, when its channel has no delivery configured', async () => {
      await recordLead(store.db, contactLead, ['email', 'webhook'], fixedNow);
      const email = fakeDelivery();
      const deliveries: Deliveries = { email: email.deliver };
      expect(await deliverDue(store.db, deliveries, fixedNow)).toBe(1);
      expect((await notificationRows(store.db)).map((n) => [n.channel, n.state, n.attempts, n.last_error])).toEqual([
        ['email', 'sent', 1, null],
        ['webhook', 'pending', 1, 'webhook is no longer configured'],
      ]);
    });

    it('startOutbox delivers due jobs in the background, at start and when kicked', async () => {
      const delivered: string[] = [];
      let arrived = () => {};
      const next = () => new Promise<void>((resolve) => (arrived = resolve));
      const email = async (lead: { name: string }) => {
        delivered.push(lead.name);
        arrived();
      };
      // The worker uses the real clock, so these jobs are due now.
      await recordLead(store.db, { ...contactLead, name: 'First' }, ['email'], new Date(Date.now() - 1_000));
      const first = next();
      const outbox = startOutbox(store.db, { email }, 60_000);
      try {
        await first;
        await recordLead(store.db, { ...contactLead, name: 'Second' }, ['email'], new Date(Date.now() - 1_000));
        const second = next();
        outbox.kick();
        await second;
      } finally {
        await outbox.stop();
      }
      expect(delivered).toEqual(['First', 'Second']);
      expect((await notificationRows(store.db)).map((n) => n.state)).toEqual(['sent', 'sent']);
    });

    it('keeps pending jobs across a restart (a second openStore sees and delivers them)', async () => {
      const id = await recordLead(store.db, contactLead, ['email'], fixedNow);
      const restarted = await openStore(store.settings);
      try {
        const email = fakeDelivery();
        expect(await deliverDue(restarted.db, { email: email.deliver }, fixedNow)).toBe(1);
        expect(email.calls).toEqual([{ id, name: 'Ada Lovelace' }]);
      } finally {
        await restarted.db.destroy();
      }
      expect((await notificationRows(store.db)).map((n) => n.state)).toEqual(['sent']);
    });
  });

  describe('admin inbox', () => {
    const password = 'correct-horse';
    const secret = 's'.repeat(32);
    let server: RunningServer;
    let clientDir: string;
    let admin: RouteHandler;

    beforeAll(async () => {
      clientDir = await makeClientDir();
      server = await startSiteServer({ clientDir, admin: (req, res, target) => admin(req, res, target) });
    });
    beforeEach(() => {
      // A new inbox per test, so sign-in lockouts do not leak between tests.
      admin = createAdmin({ db: store.db, password, secret, stylesheets: [], now: () => fixedNow.getTime() });
    });
    afterAll(async () => {
      await server?.close();
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
      } = {},
    ) => {
      const res = await fetch(`${server.origin}${path}`, {
        method: options.method ?? (options.form ? 'POST' : 'GET'),
        headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
        body: options.form ? new URLSearchParams(options.form) : undefined,
        redirect: 'manual',
      });
      expect(res.headers.get('cache-control'), `Cache-Control of ${path}`).toBe('no-store');
      return res;
    };
    const csrfOf = (html: string) => /<input type="hidden" name="csrf" value="([^"]+)"\/>/.exec(html)?.[1] ?? '';
    /** "name=value" of the first Set-Cookie for `name`. */
    const cookieOf = (res: Response, name: string) =>
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${name}=`))
        ?.split(';')[0] ?? '';

    const loginForm = async () => {
      const page = await request('/admin/login/');
      return { csrf: csrfOf(await page.text()), cookie: cookieOf(page, 'np_login') };
    };
    const signIn = async (headers: Record<string, string> = {}) => {
      const { csrf, cookie } = await loginForm();
      return request('/admin/login/', { form: { csrf, password }, cookie, headers });
    };
    const session = async () => cookieOf(await signIn(), 'np_session');

    it('is turned off (503) without a password', async () => {
      admin = createAdmin({ db: store.db, secret, stylesheets: [] });
      const res = await request('/admin/');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('The inbox is turned off');
    });

    it('redirects /admin to /admin/', async () => {
      const res = await request('/admin');
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/admin/');
    });

    it.each(['/admin/', '/admin/leads.csv'])('sends %s without a session to the sign-in page', async (path) => {
      const res = await request(path);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/admin/login/');
    });

    it('shows the sign-in form with a CSRF field and a pre-login cookie', async () => {
      const res = await request('/admin/login/');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(csrfOf(await res.text())).toMatch(/^[\w-]{20,}$/);
      const [setCookie] = res.headers.getSetCookie();
      expect(setCookie).toMatch(/^np_login=[\w-]+; Path=\/admin\/; HttpOnly; SameSite=Strict; Max-Age=3600$/);
    });

    it('refuses a sign-in with a wrong CSRF token (403)', async () => {
      const { cookie } = await loginForm();
      const res = await request('/admin/login/', { form: { csrf: 'forged', password }, cookie });
      expect(res.status).toBe(403);
      expect(cookieOf(res, 'np_session')).toBe('');
    });

    it('refuses a wrong password (401), then makes the client wait, never more than a minute', async () => {
      let clock = fixedNow.getTime();
      admin = createAdmin({ db: store.db, password, secret, stylesheets: [], now: () => clock });
      const { csrf, cookie } = await loginForm();
      const attempt = (pass: string) => request('/admin/login/', { form: { csrf, password: pass }, cookie });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await attempt('wrong')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      // Even the right password waits: the answer gives nothing away.
      const waiting = await attempt(password);
      expect(waiting.status).toBe(429);
      expect(waiting.headers.get('retry-after')).toBe('1');
      expect(cookieOf(waiting, 'np_session')).toBe('');

      // A stranger who keeps guessing doubles the wait each time, up to a minute.
      const waits: string[] = [];
      for (let i = 0; i < 12; i++) {
        clock += 61_000;
        expect((await attempt('wrong')).status).toBe(401);
        waits.push((await attempt('wrong')).headers.get('retry-after') ?? '');
      }
      expect(waits.slice(0, 7)).toEqual(['2', '4', '8', '16', '32', '60', '60']);
      expect(new Set(waits.slice(6))).toEqual(new Set(['60']));

      // The owner, from the same address, gets in within a minute, not 15.
      clock += 60_000;
      const owner = await attempt(password);
      expect(owner.status).toBe(303);
      expect(cookieOf(owner, 'np_session')).toMatch(/^np_session=/);
    });

    it('counts failures per client as the trusted proxy saw it, not as the client wrote it', async () => {
      admin = createAdmin({
        db: store.db,
        password,
        secret,
        stylesheets: [],
        proxyHops: 1,
        now: () => fixedNow.getTime(),
      });
      const { csrf, cookie } = await loginForm();
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        // A new forged first entry each time; the proxy appends the address it saw.
        const headers = { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` };
        statuses.push((await request('/admin/login/', { form: { csrf, password: 'wrong' }, cookie, headers })).status);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
      // Another client behind the same proxy is not held up.
      const other = { 'x-forwarded-for': '203.0.113.10' };
      expect((await request('/admin/login/', { form: { csrf, password }, cookie, headers: other })).status).toBe(303);
    });

    it.each<{ over: string; headers: Record<string, string>; secure: boolean }>([
      { over: 'plain HTTP', headers: {}, secure: false },
      { over: 'HTTPS (X-Forwarded-Proto)', headers: { 'x-forwarded-proto': 'https' }, secure: true },
    ])('signs in with the right password over $over', async ({ headers, secure }) => {
      const res = await signIn(headers);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/admin/');
      const sessionCookie = res.headers.getSetCookie().find((c) => c.startsWith('np_session='));
      expect(sessionCookie).toMatch(/^np_session=[\w.-]+; Path=\/admin\/; HttpOnly; SameSite=Strict; Max-Age=43200/);
      expect(sessionCookie?.endsWith('; Secure')).toBe(secure);
      // The pre-login cookie is cleared.
      expect(res.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^np_login=; .*Max-Age=0/));
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

    it("marks a lead handled only with the page's CSRF token", async () => {
      const id = await recordLead(store.db, contactLead, [], fixedNow);
      const cookie = await session();
      const path = `/admin/leads/${id}/handled/`;

      const forged = await request(path, { form: { csrf: 'forged' }, cookie });
      expect(forged.status).toBe(403);
      const missing = await request(path, { form: {}, cookie });
      expect(missing.status).toBe(403);
      expect((await leadRows(store.db)).map((l) => l.status)).toEqual(['new']);

      const csrf = csrfOf(await (await request('/admin/', { cookie })).text());
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
      const csrf = csrfOf(await (await request('/admin/?kind=quote', { cookie })).text());
      const res = await request(`/admin/leads/${id}/handled/`, {
        form: { csrf },
        cookie,
        headers: { referer: `${server.origin}/admin/?kind=quote` },
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/admin/?kind=quote');
    });

    it('refuses a forged session cookie', async () => {
      const res = await request('/admin/', { cookie: 'np_session=9999999999999.nonce.forgedmac' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/admin/login/');
    });

    it('still serves a signed-in user who also has an unrelated, not URI-encoded cookie', async () => {
      // Other software on the same host may set cookies such as "progress=100%".
      const cookie = `progress=100%; ${await session()}`;
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const res = await request('/admin/', { cookie });
        expect(res.status).toBe(200);
      } finally {
        logged.mockRestore();
      }
    });

    it('signs out with the CSRF token, ending the session on the server', async () => {
      const cookie = await session();
      const csrf = csrfOf(await (await request('/admin/', { cookie })).text());
      const res = await request('/admin/logout/', { form: { csrf }, cookie });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/admin/login/');
      expect(res.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^np_session=; .*Max-Age=0/));
      // The old cookie, replayed after signing out, no longer opens the inbox.
      const replayed = await request('/admin/', { cookie });
      expect(replayed.status).toBe(303);
      expect(replayed.headers.get('location')).toBe('/admin/login/');
    });

    it('ends every session when ADMIN_PASSWORD changes', async () => {
      const cookie = await session();
      expect((await request('/admin/', { cookie })).status).toBe(200);
      admin = createAdmin({
        db: store.db,
        password: 'a-new-password-42',
        secret,
        stylesheets: [],
        now: () => fixedNow.getTime(),
      });
      const res = await request('/admin/', { cookie });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/admin/login/');
    });

    it('exports leads as CSV, neutralising formulas', async () => {
      const id = await recordLead(store.db, { ...contactLead, name: '=HYPERLINK("x")' }, ['email'], fixedNow);
      const res = await request('/admin/leads.csv', { cookie: await session() });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="northpaw-leads-2026-03-02.csv"');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a BOM, for spreadsheet programs
      expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
        'id,created_at,kind,status,name,phone,email,service,city,page,message,notifications',
        `${id},2026-03-02T15:04:05.000Z,contact,new,"'=HYPERLINK(""x"")",416-555-0100,ada@example.com,general-inquiry,,/contact/,Something is living in my attic.,email:pending`,
        '',
      ]);
    });

    it('exports more leads than SQLite takes parameters in one query (32,766), each once', async () => {
      const count = 33_000;
      const rows = Array.from({ length: count }, (_, i) => ({
        kind: 'quote' as const,
        name: `Lead ${i}`,
        email: '',
        phone: '905-555-0199',
        service: 'raccoon-removal',
        city: '',
        message: '',
        page: '/',
        // Pairs of leads share a moment, so the paging must order by id too.
        created_at: new Date(fixedNow.getTime() - Math.floor(i / 2) * 1000).toISOString(),
        status: 'new' as const,
        handled_at: null,
      }));
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
      }
      const res = await request('/admin/leads.csv', { cookie: await session() });
      expect(res.status).toBe(200);
      const lines = (await res.text()).split('\r\n').slice(1, -1);
      expect(lines).toHaveLength(count);
      expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(count);
      expect(lines.every((line) => line.endsWith(',email:sent'))).toBe(true);
    }, 60_000);

    it('answers an unknown inbox path with the 404 page', async () => {
      const res = await request('/admin/nope/', { cookie: await session() });
      expect(res.status).toBe(404);
    });
  });
});
