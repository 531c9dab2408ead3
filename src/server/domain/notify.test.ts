import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Lead } from '../store/schema.ts';
import { simpleParser } from 'mailparser';
import { catalogueFile } from '../../lib/catalogue.ts';
import { realCatalogue } from '../../../test/catalogue.ts';
import { ackMail, ownerMail, reminderMail, unverifiedNotice, type MailContext } from '../render/emails.tsx';
import { site } from '../../site.config.ts';
import { namesFrom } from './names.ts';
import { emailDeliveries, signature, webhookDelivery } from './notify.ts';
import { emailCopy } from './photos.ts';
import { parseTeamRoutes } from './teams.ts';

const lead: Lead = {
  id: 42,
  kind: 'quote',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '905-555-0199',
  service: 'raccoon-removal',
  city: 'on/brampton',
  message: 'Raccoons in the chimney, please call after 5.',
  page: '/on/brampton/raccoon-removal/',
  lang: 'en',
  created_at: '2026-03-02T15:04:05.000Z',
  status: 'new',
  handled_at: null,
  ref: 'K7Q2-M9XD',
  verified: 1,
  postal_code: '',
  animal_inside: '',
  exposure: '',
  urgent: 0,
};

/** The same request from the French page. */
const leadFr: Lead = {
  ...lead,
  id: 43,
  name: 'Gabrielle Roy',
  email: 'gabrielle@example.com',
  message: 'Des ratons laveurs dans la cheminée.',
  page: '/fr/on/brampton/retrait-ratons-laveurs/',
  lang: 'fr',
};

const ctx: MailContext = {
  names: namesFrom(catalogueFile(realCatalogue('en'), realCatalogue('fr'))),
  timeZone: 'America/Toronto',
  siteUrl: 'https://www.northpaw.example',
  routes: parseTeamRoutes('on/brampton=brampton@northpaw.example,qc=quebec@northpaw.example'),
  generalAddress: 'leads@northpaw.example',
};
const teamOf = () => 'brampton@northpaw.example';

const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;

describe('the e-mails of an urgent lead', () => {
  const inside = 'Is the animal inside the living space now?';
  const exposed = 'Has anyone been bitten or scratched by the animal, or woken up with a bat in the room?';
  const later = new Date(Date.parse(lead.created_at) + 5 * 60_000);

  it.each([
    { animal_inside: 'yes', exposure: '', questions: [inside] },
    { animal_inside: 'no', exposure: 'yes', questions: [exposed] },
    { animal_inside: 'yes', exposure: 'yes', questions: [inside, exposed] },
  ] as const)(
    'say URGENT first, and which questions had a yes ($animal_inside, $exposure)',
    ({ animal_inside, exposure, questions }) => {
      const urgent: Lead = { ...lead, animal_inside, exposure, urgent: 1 };
      const mail = ownerMail(urgent, ctx);
      expect(mail.subject).toBe('URGENT Quote request: Raccoon Removal, Brampton, ON (Grace Hopper)');
      expect(mail.text.split('\n').slice(0, questions.length + 2)).toEqual([
        'URGENT: the visitor answered yes to',
        ...questions.map((q) => `- ${q}`),
        '',
      ]);
      const asked: readonly string[] = questions;
      for (const q of [inside, exposed]) expect(mail.html.includes(`<li>${q}</li>`)).toBe(asked.includes(q));
      // The rest is as for any lead.
      expect(mail.text).toContain('Call back: 905-555-0199 (tel:+19055550199)');

      const reminder = reminderMail(urgent, ctx, later);
      expect(reminder.subject).toBe('URGENT Reminder: Quote request: Raccoon Removal, Brampton, ON (Grace Hopper)');
      expect(reminder.text.split('\n')[0]).toBe('URGENT: the visitor answered yes to');
      expect(reminder.text).toContain('Still new after 5 min: nobody has marked this lead handled yet.');
    },
  );

  it('keep the marks of language and verification after URGENT', () => {
    const urgent: Lead = { ...leadFr, verified: 0, exposure: 'yes', urgent: 1 };
    expect(ownerMail(urgent, ctx).subject).toBe(
      'URGENT [FR] [Unverified] Quote request: Raccoon Removal, Brampton, ON (Gabrielle Roy)',
    );
  });

  it('are not sent for a lead answered no, or not at all', () => {
    for (const answers of [{ animal_inside: 'no', exposure: 'no' }, {}] as const) {
      const mail = ownerMail({ ...lead, ...answers }, ctx);
      expect(mail.subject).toBe('Quote request: Raccoon Removal, Brampton, ON (Grace Hopper)');
      expect(`${mail.text}${mail.html}`).not.toMatch(/urgent/i);
      expect(reminderMail({ ...lead, ...answers }, ctx, later).subject).toMatch(/^Reminder: Quote request/);
    }
  });
});

describe('signature', () => {
  it('is "sha256=" and the hex HMAC-SHA256 of "{timestamp}.{body}"', () => {
    const body = '{"event":"lead.created","lead":{"id":1}}';
    const expected = createHmac('sha256', 'a-secret-of-16-chars').update(`1790000000.${body}`).digest('hex');
    expect(signature(1790000000, body, 'a-secret-of-16-chars')).toBe(`sha256=${expected}`);
    expect(signature(1790000000, `${body} `, 'a-secret-of-16-chars')).not.toBe(`sha256=${expected}`);
    // A replayed body with a new time does not carry a valid signature.
    expect(signature(1790000301, body, 'a-secret-of-16-chars')).not.toBe(`sha256=${expected}`);
  });
});

describe('webhookDelivery', () => {
  const secret = 'webhook-secret-0123456789';
  const received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  let status = 200;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        if (status === 0) return; // never answers
        res.writeHead(status, status === 307 ? { location: '/elsewhere' } : {}).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${portOf(server)}/hooks/leads`;
  });
  beforeEach(() => {
    received.length = 0;
    status = 200;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('POSTs the lead as JSON, signed with the time it was sent', async () => {
    await webhookDelivery(url, secret, teamOf, 10_000, () => 1_790_000_000_123)(lead);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/hooks/leads');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-northpaw-timestamp']).toBe('1790000000');
    const body = request?.body ?? '';
    const mac = createHmac('sha256', secret).update(`1790000000.${body}`).digest('hex');
    expect(request?.headers['x-northpaw-signature']).toBe(`sha256=${mac}`);
    expect(JSON.parse(body)).toEqual({ event: 'lead.created', lead, team: 'brampton@northpaw.example' });
  });

  it("sends the lead's language with it", async () => {
    await webhookDelivery(url, secret, teamOf)(leadFr);
    const sent = JSON.parse(received[0]?.body ?? '{}') as { lead: Lead };
    expect(sent.lead.lang).toBe('fr');
    expect(sent).toEqual({ event: 'lead.created', lead: leadFr, team: 'brampton@northpaw.example' });
  });

  it.each([500, 404])('rejects when the receiver answers %i', async (answer) => {
    status = answer;
    await expect(webhookDelivery(url, secret, teamOf)(lead)).rejects.toThrow(`webhook answered ${answer}`);
  });

  it('does not follow a redirect: the lead goes only where the owner said', async () => {
    status = 307;
    await expect(webhookDelivery(url, secret, teamOf)(lead)).rejects.toThrow(
      'webhook answered 307 (a redirect, not followed)',
    );
    expect(received.map((r) => r.url)).toEqual(['/hooks/leads']);
  });

  it('rejects when the receiver does not answer in time', async () => {
    status = 0;
    await expect(webhookDelivery(url, secret, teamOf, 200)(lead)).rejects.toThrow();
  });
});

describe('emailDeliveries (a real SMTP server on loopback)', () => {
  interface Received {
    from?: string;
    to: string[];
    data: string;
  }
  const mails: Received[] = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = portOf(smtp.server);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  beforeEach(() => {
    mails.length = 0;
  });

  const deliveries = () =>
    emailDeliveries(
      `smtp://127.0.0.1:${port}`,
      'Northpaw website <no-reply@northpaw.example>',
      ctx,
      () => new Date('2026-03-02T15:34:05.000Z'),
    );
  /** The one mail received, parsed as a mail program would. */
  const receivedMail = async () => {
    expect(mails).toHaveLength(1);
    return simpleParser(mails[0]?.data ?? '');
  };

  it('sends the lead to its team: names, local time, language, a tel: link, the inbox link; reply goes to the visitor', async () => {
    await deliveries().email(lead);
    expect(mails[0]?.from).toBe('no-reply@northpaw.example');
    expect(mails[0]?.to).toEqual(['brampton@northpaw.example']);
    const mail = await receivedMail();
    expect(mail.subject).toBe('Quote request: Raccoon Removal, Brampton, ON (Grace Hopper)');
    expect(mail.replyTo?.text).toBe('grace@example.com');
    expect(mail.text).toContain('Received: Monday, March 2 at 10:04 a.m. EST');
    expect(mail.text).toContain('Language: English (en-CA), reply in English');
    expect(mail.text).toContain('Call back: 905-555-0199 (tel:+19055550199)');
    expect(mail.text).toContain('Open in the inbox: https://www.northpaw.example/admin/leads/42/');
    expect(mail.html).toContain('href="tel:+19055550199"');
    expect(mail.html).toContain('href="https://www.northpaw.example/admin/leads/42/"');
  });

  it('marks a French lead in the subject, names its city as the visitor saw it, and asks for a reply in French', async () => {
    await deliveries().email({ ...leadFr, city: 'on/vaughan', page: '/fr/on/vaughan/retrait-ratons-laveurs/' });
    expect(mails[0]?.to).toEqual(['leads@northpaw.example']);
    const mail = await receivedMail();
    expect(mail.subject).toBe('[FR] Quote request: Raccoon Removal, Vaughan, ON (Gabrielle Roy)');
    expect(mail.replyTo?.text).toBe('gabrielle@example.com');
    expect(mail.text).toContain('Language: French (fr-CA), reply in French');
  });

  it('sends a lead from a city no team reaches to the head office, marked so, whatever the routes say', async () => {
    // LEADS_EMAIL_ROUTES has qc=quebec@..., but site.config.ts has no team that goes to Montréal.
    await deliveries().email({ ...leadFr, city: 'qc/montreal', page: '/fr/qc/montreal/retrait-ratons-laveurs/' });
    expect(mails[0]?.to).toEqual(['leads@northpaw.example']);
    const mail = await receivedMail();
    expect(mail.subject).toBe('[FR] [Outside our reach] Quote request: Raccoon Removal, Montréal, QC (Gabrielle Roy)');
    const notice =
      'Outside our reach: no team of ours goes to Montreal, QC. Give advice by phone; promise a visit only if one can really be arranged.';
    expect(mail.text?.split('\n')).toContain(notice);
    expect(mail.html).toContain(notice);
  });

  it('does not mark a lead from a city a team reaches, or from a page of no city', async () => {
    for (const city of ['on/brampton', 'on/oakville', '']) {
      const mail = ownerMail({ ...lead, city }, ctx);
      expect(`${mail.subject}${mail.text}`).not.toMatch(/outside our reach/i);
    }
  });

  it('shows the photos in the e-mail and attaches them, 800 px at most', async () => {
    const { default: sharp } = await import('sharp');
    const photo = (width: number) =>
      sharp({ create: { width, height: width / 2, channels: 3, background: '#777' } })
        .jpeg()
        .toBuffer();
    const photos = [
      {
        filename: 'one.jpg',
        content: await emailCopy(await photo(1600)),
        contentType: 'image/jpeg' as const,
        cid: 'p1@np',
      },
      {
        filename: 'two.jpg',
        content: await emailCopy(await photo(400)),
        contentType: 'image/jpeg' as const,
        cid: 'p2@np',
      },
    ];
    await emailDeliveries(`smtp://127.0.0.1:${port}`, 'a@northpaw.example', ctx, undefined, async () => photos).email({
      ...lead,
      postal_code: 'H2X 1Y4',
    });
    const mail = await receivedMail();
    expect(mail.text).toContain('Photos: 2, attached');
    expect(mail.text).toMatch(/^Postal code: H2X 1Y4$/m);
    // The mail program finds each picture the HTML names by its cid (mailparser inlines it as data).
    expect(mail.html).toMatch(/<img src="data:image\/jpeg;base64,[^"]+" width="160" alt="1 of 2, from Grace Hopper"/);
    expect(mail.attachments.map((a) => [a.contentType, a.cid])).toEqual([
      ['image/jpeg', 'p1@np'],
      ['image/jpeg', 'p2@np'],
    ]);
    const sizes = await Promise.all(mail.attachments.map(async (a) => (await sharp(a.content).metadata()).width));
    expect(sizes).toEqual([800, 400]);
  });

  it("sends a lead from no team's area to the general address", async () => {
    await deliveries().email({ ...lead, city: 'ab/calgary' });
    expect(mails[0]?.to).toEqual(['leads@northpaw.example']);
  });

  it("acknowledges a contact message to the visitor, in the page's language, with the number to call now", async () => {
    const contact = { ...leadFr, kind: 'contact' as const, service: 'bat-removal', page: '/fr/contact/', city: '' };
    await deliveries().ack(contact);
    expect(mails[0]?.to).toEqual(['gabrielle@example.com']);
    const mail = await receivedMail();
    expect(mail.subject).toBe('Nous avons bien reçu votre message | Northpaw Contrôle de la faune sans cruauté');
    expect(mail.replyTo?.text).toBe('info@northpaw.example');
    expect(mail.text?.split('\n')[0]).toBe('Bonjour,');
    expect(mail.text).toContain('le lundi 2 mars à 10\u00a0h\u00a004 HNE');
    expect(mail.text).toContain(
      'Ce que nous avons reçu\u00a0: un message au sujet du service «\u00a0Retrait de chauves-souris\u00a0».',
    );
    expect(mail.text).toContain('composez le 1\u00a0888\u00a0555-0142, 24\u00a0heures sur 24');
    expect(mail.html).toContain('lang="fr-CA"');
    // Nothing the visitor typed comes back: whoever wrote this address in the form may not own it.
    for (const typed of ['Gabrielle', 'Roy', 'Des ratons laveurs', 'cheminée']) {
      expect(mail.text, typed).not.toContain(typed);
      expect(mail.html, typed).not.toContain(typed);
    }
  });

  it.each<{ lang: Lead['lang']; page: string; greeting: string; generic: string }>([
    {
      lang: 'en',
      page: '/contact/',
      greeting: 'Hello,',
      generic: 'What we received: a message through our contact form.',
    },
    {
      lang: 'fr',
      page: '/fr/contact/',
      greeting: 'Bonjour,',
      generic: 'Ce que nous avons reçu\u00a0: un message envoyé par notre formulaire de contact.',
    },
  ])(
    'acknowledges in $lang without the name, the message, or a service or city the site does not have',
    async ({ lang, page, greeting, generic }) => {
      // What a stranger would type to turn the acknowledgement into their own message to someone else.
      const name = 'Visit evil-example dot com';
      const message = 'Your account is locked: log in at https://evil.example/verify';
      const service = 'free-gift-card-at-evil-example';
      const city = 'on/claim-your-prize';
      await deliveries().ack({ ...lead, kind: 'contact', lang, page, name, message, service, city });
      const mail = await receivedMail();
      expect(mail.text?.split('\n')[0]).toBe(greeting);
      expect(mail.text).toContain(generic);
      const shown = [mail.subject, mail.text, mail.html, mails[0]?.data].join('\n');
      for (const typed of [name, 'evil-example', 'evil.example', message, service, city, 'claim-your-prize']) {
        expect(shown, typed).not.toContain(typed);
      }
    },
  );

  it.each<{ lang: Lead['lang']; service: string; city: string; summary: string }>([
    {
      lang: 'en',
      service: 'raccoon-removal',
      city: 'on/brampton',
      summary: 'What we received: a message about Raccoon Removal in Brampton, ON.',
    },
    {
      lang: 'fr',
      service: 'raccoon-removal',
      city: 'qc/montreal',
      summary:
        'Ce que nous avons reçu\u00a0: un message au sujet du service «\u00a0Retrait de ratons laveurs\u00a0», à Montréal, QC.',
    },
    { lang: 'en', service: 'bat-removal', city: '', summary: 'What we received: a message about Bat Removal.' },
    {
      lang: 'en',
      service: 'general-inquiry',
      city: 'on/brampton',
      summary: 'What we received: a message about Brampton, ON.',
    },
    {
      lang: 'fr',
      service: 'general-inquiry',
      city: 'qc/montreal',
      summary: 'Ce que nous avons reçu\u00a0: un message au sujet de Montréal, QC.',
    },
    // A service the site has, in a city it does not: the service only.
    {
      lang: 'en',
      service: 'bat-removal',
      city: 'on/nowhere',
      summary: 'What we received: a message about Bat Removal.',
    },
  ])(
    'names a service and a city of the site in its summary ($lang, $service, "$city")',
    ({ lang, service, city, summary }) => {
      const mail = ackMail({ ...lead, kind: 'contact', lang, service, city }, ctx);
      expect(mail.text.split('\n')).toContain(summary);
      expect(mail.html).toContain(summary);
    },
  );

  it.each([
    [
      'en',
      'within 24 hours.',
      '75 Tycos Drive, Unit 3, Toronto, Ontario M6B 1W3',
      'reply to this message with the word STOP.',
    ],
    [
      'fr',
      'dans les 24\u00a0heures.',
      '75, Tycos Drive, bureau 3, Toronto (Ontario) M6B 1W3',
      'répondez à ce message par le mot ARRÊT.',
    ],
  ] as const)(
    'tells the visitor when they will hear back, and who writes from which mailing address and how to stop further messages (%s)',
    (lang, reply, address, stop) => {
      const mail = ackMail({ ...lead, kind: 'contact', lang }, ctx);
      expect(site.replies).toEqual({ withinHours: 24 });
      expect(mail.text).toContain(reply);
      // Signed with the business's name, the head office's mailing address and the home page in the visitor's language.
      expect(mail.text).toContain(
        `\n--\n${site.names[lang]}\n${address}\n${ctx.siteUrl}${lang === 'fr' ? '/fr/' : '/'}\n`,
      );
      expect(address).toContain(site.headOffice.postalCode);
      expect(mail.html).toContain(address);
      // The stop word reaches the team: the reply goes to the general address.
      expect(mail.text).toContain(stop);
      expect(mail.html).toContain(stop);
      expect(mail.replyTo).toBe(site.emails.general);
      // Nothing but the request's own information: no prices, no visits, nothing to sell.
      expect(mail.text).not.toMatch(/costs? (more|the same)|coûte|visit|visite|discount|rabais|offer|offre/i);
    },
  );

  it('marks an unverified lead in the subject and at the top of the e-mail, and only that one', async () => {
    await deliveries().email({ ...lead, verified: 0 });
    const mail = await receivedMail();
    expect(mail.subject).toBe('[Unverified] Quote request: Raccoon Removal, Brampton, ON (Grace Hopper)');
    expect(mail.text?.split('\n')[0]).toBe(unverifiedNotice);
    expect(mail.html).toContain(unverifiedNotice.replace(/'/g, '&#x27;'));
    // Everything else the team needs is still there.
    expect(mail.text).toContain('Call back: 905-555-0199 (tel:+19055550199)');

    const verified = ownerMail(lead, ctx);
    expect(verified.subject).toBe('Quote request: Raccoon Removal, Brampton, ON (Grace Hopper)');
    expect(verified.text).not.toContain('Unverified');
    expect(verified.html).not.toContain('Unverified');
  });

  it('marks an unverified French lead after its language, and in its reminder', async () => {
    expect(ownerMail({ ...leadFr, verified: 0 }, ctx).subject).toBe(
      '[FR] [Unverified] Quote request: Raccoon Removal, Brampton, ON (Gabrielle Roy)',
    );
    await deliveries().reminder({ ...lead, verified: 0 });
    const mail = await receivedMail();
    expect(mail.subject).toBe('Reminder: [Unverified] Quote request: Raccoon Removal, Brampton, ON (Grace Hopper)');
    expect(mail.text?.split('\n').slice(0, 3)).toEqual([
      'Still new after 30 min: nobody has marked this lead handled yet.',
      '',
      unverifiedNotice,
    ]);
  });

  it('acknowledges nothing to a quote request or a message without an address', async () => {
    expect(await deliveries().ack(lead)).toBe('skipped');
    expect(await deliveries().ack({ ...lead, kind: 'contact', email: '' })).toBe('skipped');
    expect(mails).toHaveLength(0);
  });

  it('reminds the team of a lead still new, saying how long it has waited; never once it is handled', async () => {
    await deliveries().reminder(lead);
    const mail = await receivedMail();
    expect(mails[0]?.to).toEqual(['brampton@northpaw.example']);
    expect(mail.subject).toBe('Reminder: Quote request: Raccoon Removal, Brampton, ON (Grace Hopper)');
    expect(mail.text).toContain('Still new after 30 min: nobody has marked this lead handled yet.');
    mails.length = 0;
    expect(await deliveries().reminder({ ...lead, status: 'handled' })).toBe('skipped');
    expect(mails).toHaveLength(0);
  });

  it('rejects when no SMTP server listens', async () => {
    const closed = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = portOf(closed.server);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(emailDeliveries(`smtp://127.0.0.1:${deadPort}`, 'a@b.example', ctx).email(lead)).rejects.toThrow();
  });
});
