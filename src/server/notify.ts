/** How a lead reaches the business: an e-mail, and a signed JSON webhook when configured. */
import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Lead } from './db/schema.ts';
import type { Channel } from './leads.ts';

export type Deliver = (lead: Lead) => Promise<void>;

function subject(lead: Lead): string {
  const what = lead.kind === 'quote' ? 'Quote request' : 'Contact message';
  return `${what}: ${lead.service}${lead.city ? ` in ${lead.city}` : ''} (${lead.name})`;
}

export function leadText(lead: Lead): string {
  return [
    `${lead.kind === 'quote' ? 'Quote request' : 'Contact message'} #${lead.id}, received ${lead.created_at}`,
    '',
    `Name:    ${lead.name}`,
    `Phone:   ${lead.phone || '(not given)'}`,
    `E-mail:  ${lead.email || '(not given)'}`,
    `Service: ${lead.service}`,
    `City:    ${lead.city || '(not a city page)'}`,
    `Page:    ${lead.page}`,
    '',
    lead.message || '(no message)',
  ].join('\n');
}

export function emailDelivery(smtpUrl: string, from: string, to: string): Deliver {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (lead) => {
    await transport.sendMail({
      from,
      to,
      replyTo: lead.email || undefined,
      subject: subject(lead),
      text: leadText(lead),
    });
  };
}

/** The webhook's signature header: hex HMAC-SHA256 of the exact body. */
export function signature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function webhookDelivery(url: string, secret: string, timeoutMs = 10_000): Deliver {
  return async (lead) => {
    const body = JSON.stringify({ event: 'lead.created', lead });
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-northpaw-signature': signature(body, secret) },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}

export type Deliveries = Partial<Record<Channel, Deliver>>;
