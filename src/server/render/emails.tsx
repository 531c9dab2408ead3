/**
 * The e-mails a lead causes: to its team, an e-mail a technician can act on from a
 * phone; to the visitor, an acknowledgement in the language of the page they wrote from; to the
 * team again, one reminder when nobody has marked it handled. Each has a plain text part and an
 * HTML part (the same words), rendered here from the lead as stored.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { strings } from '../../i18n/dictionary.ts';
import { inReach } from '../../lib/claims.ts';
import { languages, type Lang } from '../../lib/i18n.ts';
import { phoneFor } from '../../lib/phone.ts';
import { fill } from '../../lib/text.ts';
import { site } from '../../site.config.ts';
import type { Lead } from '../store/schema.ts';
import type { Names } from '../domain/names.ts';
import { teamAddress, type TeamRoute } from '../domain/teams.ts';
import { kindName, languageLabel, languageNames, yesAnswers } from '../domain/leads.ts';

/** What the e-mails are written with: the names of things, the business's clock and address, its teams. */
export interface MailContext {
  names: Names;
  /** BUSINESS_TIME_ZONE: the owner reads times on this clock. */
  timeZone: string;
  /** SITE_URL, without a trailing slash: links to the inbox and to pages are built from it. */
  siteUrl: string;
  routes: TeamRoute[];
  /** LEADS_EMAIL_TO: the address of leads no team's area holds. */
  generalAddress: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The lead's photos, shown in the HTML by their cid. */
  attachments?: MailPhoto[];
}

/** A photo of the lead as the e-mail carries it (nodemailer's attachment). */
export interface MailPhoto {
  filename: string;
  content: Buffer;
  contentType: 'image/jpeg';
  /** The HTML shows it as <img src="cid:…">. */
  cid: string;
}

/** "Tuesday, November 24 at 2:05 p.m. EST", « mardi 24 novembre à 14 h 05 HNE ». */
export function localTime(iso: string, timeZone: string, lang: Lang = 'en'): string {
  return new Intl.DateTimeFormat(languages[lang].locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  })
    .format(new Date(iso))
    .replace(/(\d) h (\d)/, '$1\u00a0h\u00a0$2');
}

/** An extension at the end of a number as people write it: "x 22", "ext. 22", "poste 22", "#22". */
const EXTENSION = /\s*(?:x|ext\.?|extension|poste|p\.|#)\s*(\d{1,6})\s*$/i;

/**
 * A tel: link for a number as a visitor typed it: Canadian ten-digit numbers get +1, and an
 * extension follows a pause (a comma), which phones dial once the call connects.
 */
export function telHref(phone: string): string {
  const extension = EXTENSION.exec(phone)?.[1];
  const digits = phone.replace(EXTENSION, '').replace(/[^\d+]/g, '');
  const number = digits.startsWith('+')
    ? digits
    : digits.length === 10
      ? `+1${digits}`
      : digits.length === 11 && digits.startsWith('1')
        ? `+${digits}`
        : digits;
  return `tel:${number}${extension ? `,${extension}` : ''}`;
}

/** A lead from a city no team of ours goes to (site.config.ts `teams`): the head office answers it by phone. */
export const outsideReach = (lead: Pick<Lead, 'city'>) => lead.city !== '' && !inReach(lead.city);

/** What the team e-mail and the inbox say of a lead outside our reach. */
export const outsideNotice = (place: string) =>
  `Outside our reach: no team of ours goes to ${place}. Give advice by phone; promise a visit only if one can really be arranged.`;

/**
 * Where a lead is sent: its team, by the city of its page, else the general address; a lead from
 * outside every team's reach, to the general address (the head office), whatever the routes say.
 */
export const teamOf = (lead: Pick<Lead, 'city'>, ctx: Pick<MailContext, 'routes' | 'generalAddress'>) =>
  outsideReach(lead) ? ctx.generalAddress : teamAddress(ctx.routes, lead.city, ctx.generalAddress);

/** "Raccoon Removal, Montréal, QC": the service in English, the place as the visitor's page wrote it. */
export function leadHeadline(lead: Lead, names: Names): string {
  const place = names.place(lead.city, lead.lang);
  return [names.service(lead.service, 'en'), place].filter(Boolean).join(', ');
}

/** The subject marks a lead that is not in English ("[FR] "), so it is seen before it is opened. */
const marker = (lead: Lead) => (lead.lang === 'en' ? '' : `[${lead.lang.toUpperCase()}] `);
/** An urgent lead's e-mails say so first, where a phone's list of mail shows it. */
const urgentMark = (lead: Lead) => (lead.urgent ? 'URGENT ' : '');
/** What a team e-mail is about: "[FR] Quote request: Raccoon Removal, Montréal, QC (Luc Bergeron)". */
const about = (lead: Lead, names: Names) =>
  `${marker(lead)}${lead.verified ? '' : '[Unverified] '}${outsideReach(lead) ? '[Outside our reach] ' : ''}${kindName(lead)}: ${leadHeadline(lead, names)} (${lead.name})`;
/** The urgent lead's first line: what the visitor answered yes to, before anything else is read. */
const urgentTitle = 'URGENT: the visitor answered yes to';
const inboxLink = (lead: Lead, ctx: MailContext) => `${ctx.siteUrl}/admin/leads/${lead.id}/`;

/**
 * Said of a lead the form's token did not vouch for (form-token.ts): a real visitor without
 * JavaScript, or a script. It is kept and sent like any other; the team judges it.
 */
export const unverifiedNotice =
  "Unverified: sent without the form's check (a browser without JavaScript, or a script posting directly). No acknowledgement went to the visitor.";

/** An e-mail's HTML: readable on a phone, in any mail program (inline styles only). */
function html(lang: Lang, title: string, body: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang={languages[lang].locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body
        style={{ margin: 0, padding: '16px', fontFamily: 'system-ui, sans-serif', fontSize: '16px', color: '#1c1917' }}
      >
        <div style={{ maxWidth: '560px', margin: '0 auto', lineHeight: 1.5 }}>{body}</div>
      </body>
    </html>,
  )}`;
}

const button = {
  display: 'inline-block',
  padding: '12px 18px',
  borderRadius: '999px',
  fontWeight: 700,
  textDecoration: 'none',
};

/** The lead's fields, for the owner: the same lines in the text part and the HTML table (a phone given is the call-back line). */
function details(lead: Lead): [string, string][] {
  return [
    ['Name', lead.name],
    ...(lead.phone ? [] : [['Phone', '(not given)'] as [string, string]]),
    ['E-mail', lead.email || '(not given)'],
    // Where the work is: the team reads the postal code before it calls.
    ...(lead.postal_code ? [['Postal code', lead.postal_code] as [string, string]] : []),
  ];
}

/**
 * The e-mail to the lead's team: who, what, where, when, in which language, and one tap to call.
 * `notice` leads the e-mail when it is not the first about this lead (the reminder).
 */
export function ownerMail(lead: Lead, ctx: MailContext, notice?: string, photos: MailPhoto[] = []): Mail {
  const headline = leadHeadline(lead, ctx.names);
  const received = localTime(lead.created_at, ctx.timeZone);
  const language = `${languageLabel(lead.lang)}, reply in ${languageNames[lead.lang]}`;
  const page = `${ctx.siteUrl}${lead.page}`;
  const tel = lead.phone ? telHref(lead.phone) : '';
  const yes = yesAnswers(lead);
  const outside = outsideReach(lead) ? outsideNotice(ctx.names.place(lead.city, 'en')) : '';
  const text = [
    ...(yes.length ? [urgentTitle, ...yes.map((q) => `- ${q.question}`), ''] : []),
    ...(notice ? [notice, ''] : []),
    ...(outside ? [outside, ''] : []),
    ...(lead.verified ? [] : [unverifiedNotice, '']),
    `${kindName(lead)} #${lead.id}: ${headline}`,
    `Received: ${received}`,
    // The visitor wrote from a page in this language: call or write back in it.
    `Language: ${language}`,
    '',
    ...(tel ? [`Call back: ${lead.phone} (${tel})`] : []),
    ...details(lead).map(([label, value]) => `${`${label}:`.padEnd(12)} ${value}`),
    '',
    'Message:',
    lead.message || '(no message)',
    '',
    ...(photos.length ? [`Photos: ${photos.length}, attached`, ''] : []),
    `Open in the inbox: ${inboxLink(lead, ctx)}`,
    `Sent from: ${page}`,
  ].join('\n');
  return {
    to: teamOf(lead, ctx),
    subject: `${urgentMark(lead)}${about(lead, ctx.names)}`,
    replyTo: lead.email || undefined,
    ...(photos.length ? { attachments: photos } : {}),
    text,
    html: html(
      'en',
      headline,
      <>
        {yes.length > 0 && (
          <div
            style={{
              margin: '0 0 16px',
              padding: '12px',
              borderRadius: '12px',
              background: '#fee2e2',
              color: '#7f1d1d',
            }}
          >
            <p style={{ margin: 0, fontWeight: 700 }}>{urgentTitle}</p>
            <ul style={{ margin: '4px 0 0', paddingLeft: '20px' }}>
              {yes.map((q) => (
                <li key={q.column}>{q.question}</li>
              ))}
            </ul>
          </div>
        )}
        {notice && (
          <p
            style={{
              margin: '0 0 16px',
              padding: '12px',
              borderRadius: '12px',
              background: '#fef3c7',
              fontWeight: 700,
            }}
          >
            {notice}
          </p>
        )}
        {outside && (
          <p style={{ margin: '0 0 16px', padding: '12px', borderRadius: '12px', background: '#e0f2fe' }}>{outside}</p>
        )}
        {!lead.verified && (
          <p style={{ margin: '0 0 16px', padding: '12px', borderRadius: '12px', background: '#f5f5f4' }}>
            {unverifiedNotice}
          </p>
        )}
        <p style={{ margin: '0 0 4px', color: '#57534e' }}>
          {kindName(lead)} #{lead.id}
        </p>
        <h1 style={{ margin: '0 0 8px', fontSize: '22px', color: '#14372a' }}>{headline}</h1>
        <p style={{ margin: '0 0 4px' }}>Received: {received}</p>
        <p style={{ margin: '0 0 16px' }}>
          Language: <strong>{language}</strong>
        </p>
        {tel && (
          <p style={{ margin: '0 0 16px' }}>
            <a href={tel} style={{ ...button, background: '#f2a93b', color: '#1c1917' }}>
              Call {lead.name}: {lead.phone}
            </a>
          </p>
        )}
        <table style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
          <tbody>
            {details(lead).map(([label, value]) => (
              <tr key={label}>
                <th scope="row" style={{ textAlign: 'left', padding: '2px 12px 2px 0', fontWeight: 600 }}>
                  {label}
                </th>
                <td style={{ padding: '2px 0' }}>
                  {label === 'E-mail' && lead.email ? <a href={`mailto:${lead.email}`}>{value}</a> : value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p style={{ margin: '0 0 4px', fontWeight: 600 }}>Message:</p>
        <p style={{ margin: '0 0 16px', whiteSpace: 'pre-wrap' }}>{lead.message || '(no message)'}</p>
        {photos.length > 0 && (
          <p style={{ margin: '0 0 16px' }}>
            {photos.map((photo, i) => (
              <img
                key={photo.cid}
                src={`cid:${photo.cid}`}
                width={160}
                alt={`${i + 1} of ${photos.length}, from ${lead.name}`}
                style={{ margin: '0 8px 8px 0', borderRadius: '8px', verticalAlign: 'top' }}
              />
            ))}
          </p>
        )}
        <p style={{ margin: '0 0 8px' }}>
          <a href={inboxLink(lead, ctx)} style={{ ...button, background: '#1f4d3a', color: '#ffffff' }}>
            Open in the inbox
          </a>
        </p>
        <p style={{ margin: 0, fontSize: '14px', color: '#57534e' }}>
          Sent from{' '}
          <a href={page} style={{ wordBreak: 'break-all' }}>
            {page}
          </a>
        </p>
      </>,
    ),
  };
}

/** "1 h 15 min", "20 min": how long a lead has waited, for the owner. */
export function waited(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** The one reminder to the team of a lead still new: how long it has waited, and the way to call back. */
export function reminderMail(lead: Lead, ctx: MailContext, now: Date): Mail {
  const wait = waited(now.getTime() - Date.parse(lead.created_at));
  const mail = ownerMail(lead, ctx, `Still new after ${wait}: nobody has marked this lead handled yet.`);
  return { ...mail, subject: `${urgentMark(lead)}Reminder: ${about(lead, ctx.names)}` };
}

/**
 * The visitor's acknowledgement, in the language of the page they wrote from: what was
 * received, what happens next, and the number to call for an animal inside now; then who sends
 * it, with the head office's mailing address, and how to stop further messages (a reply with
 * STOP, to the general address the team reads), as Canada's anti-spam law wants. It repeats
 * nothing the visitor typed (not even a name) and carries nothing but the request's own
 * information: whoever enters someone else's address in the form can make this site send that
 * person one plain notice a day, and nothing more. The service and the place are named only when
 * they are the site's own.
 */
export function ackMail(lead: Lead, ctx: MailContext): Mail {
  const t = strings(lead.lang).ackEmail;
  const phone = phoneFor(lead.page);
  const service = ctx.names.isService(lead.service) ? ctx.names.service(lead.service, lead.lang) : '';
  const place = ctx.names.areas.has(lead.city) ? ctx.names.place(lead.city, lead.lang) : '';
  const values = {
    brand: site.names[lead.lang],
    date: localTime(lead.created_at, ctx.timeZone, lead.lang),
    phone: phone.text,
    service,
    place,
    site: new URL(ctx.siteUrl).host,
    replyHours: site.replies.withinHours,
  };
  const summary = service ? (place ? t.summaryServicePlace : t.summaryService) : place ? t.summaryPlace : t.summary;
  const paragraphs = [t.greeting, t.received, summary, t.next, t.urgent].map((p) => fill(p, values));
  const urgent = paragraphs.length - 1;
  const why = fill(t.why, values);
  const office = site.headOffice;
  const address = fill(t.address, {
    street: office.street[lead.lang],
    city: office.locality,
    province: office.regionName,
    postalCode: office.postalCode,
  });
  const home = `${ctx.siteUrl}${lead.lang === 'fr' ? '/fr/' : '/'}`;
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    '--',
    site.names[lead.lang],
    address,
    home,
    '',
    why,
    t.stop,
  ].join('\n');
  return {
    to: lead.email,
    subject: `${t.subject} | ${site.names[lead.lang]}`,
    replyTo: site.emails.general,
    text,
    html: html(
      lead.lang,
      t.subject,
      <>
        {paragraphs.map((p, i) =>
          i === urgent ? (
            <p key={p} style={{ margin: '0 0 16px', padding: '12px', borderRadius: '12px', background: '#ecf5ef' }}>
              {p.split(phone.text)[0]}
              <a href={phone.href} style={{ fontWeight: 700, color: '#14372a' }}>
                {phone.text}
              </a>
              {p.split(phone.text)[1]}
            </p>
          ) : (
            <p key={p} style={{ margin: '0 0 16px' }}>
              {p}
            </p>
          ),
        )}
        <p style={{ margin: '0 0 4px', fontWeight: 700 }}>
          <a href={home} style={{ color: '#14372a' }}>
            {site.names[lead.lang]}
          </a>
        </p>
        <p style={{ margin: '0 0 16px' }}>{address}</p>
        <p style={{ margin: '0 0 8px', fontSize: '14px', color: '#57534e' }}>{why}</p>
        <p style={{ margin: 0, fontSize: '14px', color: '#57534e' }}>{t.stop}</p>
      </>,
    ),
  };
}
