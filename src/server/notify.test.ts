import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Lead } from './db/schema.ts';
import { emailDelivery, leadText, signature, webhookDelivery } from './notify.ts';

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

const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;

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

describe('leadText', () => {
  it('lists every field, and says when one was not given', () => {
    expect(leadText(lead).split('\n')).toEqual([
      'Quote request #42, received 2026-03-02T15:04:05.000Z',
      'Language: English (en-CA), reply in English',
      '',
      'Name:    Grace Hopper',
      'Phone:   905-555-0199',
      'E-mail:  grace@example.com',
      'Service: raccoon-removal',
      'City:    on/brampton',
      'Page:    /on/brampton/raccoon-removal/',
      '',
      'Raccoons in the chimney, please call after 5.',
    ]);
    const bare = leadText({ ...lead, kind: 'contact', email: '', city: '', message: '' });
    expect(bare).toContain('Contact message #42');
    expect(bare).toContain('E-mail:  (not given)');
    expect(bare).toContain('City:    (not a city page)');
    expect(bare.endsWith('(no message)')).toBe(true);
  });

  it('says that a lead from a French page is to be answered in French', () => {
    expect(leadText(leadFr).split('\n').slice(0, 3)).toEqual([
      'Quote request #43, received 2026-03-02T15:04:05.000Z',
      'Language: French (fr-CA), reply in French',
      '',
    ]);
    expect(leadText(leadFr)).toContain('Page:    /fr/on/brampton/retrait-ratons-laveurs/');
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
    await webhookDelivery(url, secret, 10_000, () => 1_790_000_000_123)(lead);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/hooks/leads');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-northpaw-timestamp']).toBe('1790000000');
    const body = request?.body ?? '';
    const mac = createHmac('sha256', secret).update(`1790000000.${body}`).digest('hex');
    expect(request?.headers['x-northpaw-signature']).toBe(`sha256=${mac}`);
    expect(JSON.parse(body)).toEqual({ event: 'lead.created', lead });
  });

  it("sends the lead's language with it", async () => {
    await webhookDelivery(url, secret)(leadFr);
    const sent = JSON.parse(received[0]?.body ?? '{}') as { lead: Lead };
    expect(sent.lead.lang).toBe('fr');
    expect(sent).toEqual({ event: 'lead.created', lead: leadFr });
  });

  it.each([500, 404])('rejects when the receiver answers %i', async (answer) => {
    status = answer;
    await expect(webhookDelivery(url, secret)(lead)).rejects.toThrow(`webhook answered ${answer}`);
  });

  it('does not follow a redirect: the lead goes only where the owner said', async () => {
    status = 307;
    await expect(webhookDelivery(url, secret)(lead)).rejects.toThrow('webhook answered 307 (a redirect, not followed)');
    expect(received.map((r) => r.url)).toEqual(['/hooks/leads']);
  });

  it('rejects when the receiver does not answer in time', async () => {
    status = 0;
    await expect(webhookDelivery(url, secret, 200)(lead)).rejects.toThrow();
  });
});

describe('emailDelivery', () => {
  interface Mail {
    from?: string;
    to: string[];
    data: string;
  }
  const mails: Mail[] = [];
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

  const deliver = (sent: Lead) =>
    emailDelivery(
      `smtp://127.0.0.1:${port}`,
      'Northpaw website <no-reply@northpaw.example>',
      'leads@northpaw.example',
    )(sent);
  /** The one mail received: its unfolded headers and its text. */
  const receivedMail = () => {
    expect(mails).toHaveLength(1);
    const data = mails[0]?.data ?? '';
    const split = data.indexOf('\r\n\r\n');
    // Header lines may be folded; unfold them before reading.
    const headers = data.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
    // Undo quoted-printable soft line breaks.
    const text = data.slice(split + 4).replace(/=\r\n/g, '');
    return { headers, text };
  };

  it('sends the lead to the business by SMTP', async () => {
    await deliver(lead);
    const [mail] = mails;
    expect(mail?.from).toBe('no-reply@northpaw.example');
    expect(mail?.to).toEqual(['leads@northpaw.example']);
    const { headers, text } = receivedMail();
    expect(headers).toMatch(/^To: leads@northpaw\.example$/m);
    expect(headers).toMatch(/^Reply-To: grace@example\.com$/m);
    expect(headers).toMatch(/^Subject: Quote request: raccoon-removal in on\/brampton \(Grace Hopper\)$/m);
    expect(text).toContain('Language: English (en-CA), reply in English');
    expect(text).toContain('Phone:   905-555-0199');
    expect(text).toContain('Raccoons in the chimney, please call after 5.');
  });

  it('marks a French lead in the subject and asks for a reply in French', async () => {
    await deliver(leadFr);
    const { headers, text } = receivedMail();
    expect(headers).toMatch(/^Subject: \[FR\] Quote request: raccoon-removal in on\/brampton \(Gabrielle Roy\)$/m);
    expect(headers).toMatch(/^Reply-To: gabrielle@example\.com$/m);
    expect(text).toContain('Language: French (fr-CA), reply in French');
  });

  it('rejects when no SMTP server listens', async () => {
    const closed = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = portOf(closed.server);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(emailDelivery(`smtp://127.0.0.1:${deadPort}`, 'a@b.example', 'c@d.example')(lead)).rejects.toThrow();
  });
});
