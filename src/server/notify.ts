/** How a lead reaches the business: an e-mail, and a signed JSON webhook when configured. */
import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Lead } from './db/schema.ts';
import { languageLabel, languageNames, type Channel } from './leads.ts';

export type Deliver = (lead: Lead) => Promise<void>;

/** The subject marks a lead that is not in English ("[FR] "), so it is seen before it is opened. */
function subject(lead: Lead): string {
  const what = lead.kind === 'quote' ? 'Quote request' : 'Contact message';
  const marker = lead.lang === 'en' ? '' : `[${lead.lang.toUpperCase()}] `;
  return `${marker}${what}: ${lead.service}${lead.city ? ` in ${lead.city}` : ''} (${lead.name})`;
}

export function leadText(lead: Lead): string {
  return [
    `${lead.kind === 'quote' ? 'Quote request' : 'Contact message'} #${lead.id}, received ${lead.created_at}`,
    // The visitor wrote from a page in this language: call or write back in it (DESIGN §7).
    `Language: ${languageLabel(lead.lang)}, reply in ${languageNames[lead.lang]}`,
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

/**
 * The webhook's signature header: hex HMAC-SHA256 of "{timestamp}.{body}". Signing the
 * time with the body lets the receiver refuse a replayed request (say, older than 5 minutes).
 */
export function signature(timestamp: number, body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function webhookDelivery(url: string, secret: string, timeoutMs = 10_000, now = () => Date.now()): Deliver {
  return async (lead) => {
    const body = JSON.stringify({ event: 'lead.created', lead });
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
  };
}

export type Deliveries = Partial<Record<Channel, Deliver>>;
