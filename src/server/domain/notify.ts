/**
 * How a lead reaches people: e-mails to its team (at once, and one reminder if it is still new),
 * an acknowledgement to the visitor, and a signed JSON webhook when configured. Each is a job of
 * the outbox (./outbox.ts); a delivery may decide a job has nothing left to do ('skipped').
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database, Lead } from '../store/schema.ts';
import { ackMail, ownerMail, reminderMail, type Mail, type MailContext, type MailPhoto } from '../render/emails.tsx';
import { emailCopy } from './photos.ts';
import { type Channel } from '../store/schema.ts';

/** What a delivery did: sent its message, or found nothing left to send. */
export type Outcome = 'sent' | 'skipped';
export type Deliver = (lead: Lead) => Promise<Outcome>;

/**
 * The three e-mail channels through one SMTP server: `email` to the lead's team, `ack` to the
 * visitor (a contact message with an address), `reminder` to the team when the lead is still
 * new at its due time (LEADS_REMIND_AFTER_MS after it arrived), and never once it is handled.
 */
export function emailDeliveries(
  smtpUrl: string,
  from: string,
  ctx: MailContext,
  now = () => new Date(),
  photosOf: (lead: Lead) => Promise<MailPhoto[]> = async () => [],
): Required<Pick<Deliveries, 'email' | 'ack' | 'reminder'>> {
  const transport = nodemailer.createTransport(smtpUrl);
  const send = async (mail: Mail): Promise<Outcome> => {
    await transport.sendMail({ from, ...mail });
    return 'sent';
  };
  return {
    email: async (lead) => send(ownerMail(lead, ctx, undefined, await photosOf(lead))),
    ack: (lead) => (lead.kind === 'contact' && lead.email ? send(ackMail(lead, ctx)) : Promise.resolve('skipped')),
    reminder: (lead) => (lead.status === 'new' ? send(reminderMail(lead, ctx, now())) : Promise.resolve('skipped')),
  };
}

/** A lead's photos for its team's e-mail, in the order sent: smaller copies, light in any mailbox. */
export function mailPhotos(db: Kysely<Database>) {
  return async (lead: Lead): Promise<MailPhoto[]> => {
    const rows = await db
      .selectFrom('lead_photos')
      .select('data')
      .where('lead_id', '=', lead.id)
      .orderBy('id')
      .execute();
    return Promise.all(
      rows.map(async (row, i) => ({
        filename: `lead-${lead.id}-photo-${i + 1}.jpg`,
        content: await emailCopy(Buffer.from(row.data)),
        contentType: 'image/jpeg' as const,
        cid: `photo-${i + 1}.lead-${lead.id}@northpaw`,
      })),
    );
  };
}

/**
 * The webhook's signature header: hex HMAC-SHA256 of "{timestamp}.{body}". Signing the
 * time with the body lets the receiver refuse a replayed request (say, older than 5 minutes).
 */
export function signature(timestamp: number, body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * POSTs `{"event":"lead.created","lead":{...},"team":"address"}`: the lead as stored, and the
 * address of the team it was routed to (`teamOf`).
 */
export function webhookDelivery(
  url: string,
  secret: string,
  teamOf: (lead: Lead) => string,
  timeoutMs = 10_000,
  now = () => Date.now(),
): Deliver {
  return async (lead) => {
    const body = JSON.stringify({ event: 'lead.created', lead, team: teamOf(lead) });
    const timestamp = Math.floor(now() / 1000);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-northpaw-timestamp': String(timestamp),
        'x-northpaw-signature': signature(timestamp, body, secret),
      },
      body,
      // A redirect would send the lead somewhere the owner did not configure.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status >= 300 && response.status < 400) {
      throw new Error(`webhook answered ${response.status} (a redirect, not followed)`);
    }
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    return 'sent';
  };
}

export type Deliveries = Partial<Record<Channel, Deliver>>;
