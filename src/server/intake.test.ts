/** POST /api/leads (intake.ts) through the site server, against SQLite and, when DATABASE_URL is set, PostgreSQL. */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleLeadPost } from './intake.tsx';
import { type Channel } from './leads.ts';
import { RateLimiter } from './rate-limit.ts';
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
  useStore,
  type RunningServer,
} from '../../test/db.ts';

/** A copy of `object` without the given fields (a request that omits them). */
const without = (object: object, ...keys: string[]) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

describe.each(storeKinds)('POST /api/leads on $name', (kind) => {
  const store = useStore(kind);

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
        lang: 'en',
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
    expect((await leadRows(store.db)).map((l) => [l.kind, l.name, l.phone, l.city, l.page, l.lang])).toEqual([
      [lead.kind, lead.name, lead.phone, city, lead.page, lang],
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

  it('answers a bot on a French contact form like a French success (303 to /fr/merci/)', async () => {
    const res = await postForm({ ...contactLeadFr, website: 'x' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/fr/merci/');
    expect(await leadRows(store.db)).toEqual([]);
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
    expect(html).toContain('<title>Veuillez vérifier le formulaire | Northpaw Humane Wildlife Control</title>');
    expect(html).toContain('<h1 class="text-2xl font-bold text-forest-900">Veuillez vérifier le formulaire</h1>');
    expect(html).toContain(
      '<li>Veuillez indiquer votre nom.</li><li>Veuillez entrer une adresse courriel valide.</li>',
    );
    expect(html).toContain(
      '<a class="link" href="/fr/contact/">Retourner au formulaire</a> ou appelez-nous en tout temps au <a',
    );
    expect(html).toContain('href="/fr/">Voir le site</a>');
    expect(html).not.toMatch(/Please|Go back|View site/);
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
    { referer: 'https://evil.example/fr/contact/', lang: 'en-CA', text: 'Your message is too long', back: '/contact/' },
    { referer: 'not a url', lang: 'en-CA', text: 'Your message is too long', back: '/contact/' },
  ])('answers a form post over 16 KB from $referer with a $lang 413 page', async ({ referer, lang, text, back }) => {
    const headers: Record<string, string> = {};
    if (referer) headers.referer = referer.startsWith('/') ? `${server.origin}${referer}` : referer;
    const body = new URLSearchParams(Object.entries(oversized).map(([k, v]) => [k, String(v)]));
    const res = await post(body, headers);
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<h1 class="text-2xl font-bold text-forest-900">${text}</h1>`);
    expect(html).toContain(`<a class="link" href="${back}">`);
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

  it.each([
    {
      lead: contactLead,
      lang: 'en-CA',
      title: 'Too many requests',
      text: 'Please wait 10 minutes and try again, or call us.',
      back: '/contact/',
    },
    {
      lead: quoteLeadFr,
      lang: 'fr-CA',
      title: 'Trop de demandes',
      text: 'Veuillez patienter 10 minutes avant de réessayer, ou appelez-nous.',
      back: '/fr/on/brampton/retrait-ratons-laveurs/',
    },
  ])('answers a rate-limited form post from $lead.page with a $lang 429 page', async ({ lead, ...page }) => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 1; i <= 4; i++) {
      last = await postForm(lead);
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
