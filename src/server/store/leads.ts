/** The leads store: a lead and its notification jobs are written in one transaction. */
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { langOf, languages, withoutLang, type Lang } from '../../lib/i18n.ts';
import { isUrgent } from '../../lib/lead-rules.ts';
import type { LeadInput } from '../../lib/lead-schema.ts';
import { isAreaSlug } from '../../lib/urls.ts';
import type { Database, Lead, Notification, NotificationTable } from './schema.ts';
import { spendFormToken } from '../domain/form-token.ts';
import type { PreparedPhoto } from '../domain/photos.ts';

export type Channel = NotificationTable['channel'];

/** The languages' names as the owner reads them: the e-mail and the inbox are in English. */
export const languageNames: Record<Lang, string> = { en: 'English', fr: 'French' };

/** What a lead is, in the owner's words: the e-mails and the inbox say it the same way. */
export const kindName = (lead: Pick<Lead, 'kind'>) => (lead.kind === 'quote' ? 'Quote request' : 'Contact message');

/** "French (fr-CA)": a lead's language, for the owner. */
export const languageLabel = (lang: Lang) => `${languageNames[lang]} (${languages[lang].locale})`;

/** "on/brampton" for a form on a city page (/on/brampton/... or /fr/on/brampton/...), else "". */
export function cityOfPage(page: string): string {
  // French pages keep the cities' own slugs under /fr/, so the city is read without the prefix;
  // an area's page (/on/greater-toronto/, /fr/on/grand-toronto/) is no city's.
  const match = /^\/([a-z]{2})\/([a-z0-9-]+)\//.exec(withoutLang(page));
  return match?.[2] && !isAreaSlug(match[2]) ? `${match[1]}/${match[2]}` : '';
}

/**
 * The questions that make a lead urgent, as the owner reads them, and their short labels: the
 * e-mail quotes the questions, the inbox's badge and the lead's details use the labels.
 */
export const urgencyQuestions = [
  { column: 'animal_inside', question: 'Is the animal inside the living space now?', label: 'Animal inside now' },
  {
    column: 'exposure',
    question: 'Has anyone been bitten or scratched by the animal, or woken up with a bat in the room?',
    label: 'Bite, scratch or bat in the room',
  },
] as const;

/** The urgency questions a lead answered yes to (none for a lead that is not urgent). */
export const yesAnswers = (lead: Pick<Lead, 'animal_inside' | 'exposure'>) =>
  urgencyQuestions.filter(({ column }) => lead[column] === 'yes');

/** How a lead's notifications are queued: the reminder comes due this long after the lead arrived. */
export interface JobPolicy {
  remindAfterMs: number;
  /** The reminder of an urgent lead: sooner, since an animal among the family or a possible rabies exposure cannot wait. */
  urgentRemindAfterMs: number;
}

/** LEADS_REMIND_AFTER_MS and LEADS_URGENT_REMIND_AFTER_MS when not set. */
export const defaultJobPolicy: JobPolicy = { remindAfterMs: 15 * 60_000, urgentRemindAfterMs: 5 * 60_000 };

/** An acknowledgement goes to one address at most once in this long, whoever sends the form. */
export const ACK_INTERVAL_MS = 24 * 3600_000;

/**
 * The jobs a new lead queues on the configured channels, each with the time it comes due: the
 * team's e-mail and the webhook at once; the visitor's acknowledgement at once, only for a
 * contact message with an address that the form's token vouched for; the reminder later, sooner
 * for an urgent lead (the outbox skips it once handled). recordLead also holds the acknowledgement
 * back from an address that had one in the last day.
 */
export function jobsFor(
  lead: Pick<LeadInput, 'kind' | 'email' | 'animalInside' | 'exposure'> & { verified: boolean },
  channels: Channel[],
  now: Date,
  { remindAfterMs, urgentRemindAfterMs }: JobPolicy,
): { channel: Channel; due: string }[] {
  const remindAfter = isUrgent(lead) ? urgentRemindAfterMs : remindAfterMs;
  return channels
    .filter((channel) => channel !== 'ack' || (lead.verified && lead.kind === 'contact' && lead.email !== ''))
    .map((channel) => ({
      channel,
      due: new Date(now.getTime() + (channel === 'reminder' ? remindAfter : 0)).toISOString(),
    }));
}

/** Letters and digits nobody misreads on the phone (no 0/O, 1/I/L). */
const REF_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A lead's reference for the visitor ("K7Q2-M9XD"): random, so it says nothing about how many came before. */
export function newLeadRef(): string {
  const chars = Array.from({ length: 8 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * The mailbox an address reaches: case aside, and without a "+tag" (victim+1@ and Victim@ are
 * one inbox); at Gmail, dots in the name aside too. The acknowledgement is counted per mailbox,
 * so writing the address differently never brings a second one the same day.
 */
export function mailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let [name, domain] = [address.slice(0, at), address.slice(at + 1)];
  name = name.split('+')[0] ?? name;
  if (domain === 'gmail.com' || domain === 'googlemail.com') [name, domain] = [name.replaceAll('.', ''), 'gmail.com'];
  return `${name}@${domain}`;
}

/** The key of a mailbox in the acknowledgement log: a digest, so the log holds no address. */
const ackAddress = (email: string) =>
  createHash('sha256')
    .update(`ack:${mailbox(email)}`)
    .digest('base64url');

/** What the intake knows of a lead beyond its fields. */
export interface LeadEvidence {
  /** The form's token vouched for a person (form-token.ts); an unverified lead gets no acknowledgement. */
  verified?: boolean;
  /** That token's id: spent with the lead, so it vouches for no other (a spent one leaves the lead unverified). */
  formToken?: string;
  /** The reference the visitor is given (newLeadRef). */
  ref?: string;
  /**
   * The city the lead's postal code placed it in ("qc/montreal"): the team nearest the visitor.
   * Without it, the city of the form's page, if any.
   */
  place?: string;
  /** The photos sent with it, ready to keep (photos.ts). */
  photos?: PreparedPhoto[];
}

/**
 * Stores the lead and queues its notification jobs (jobsFor) in one transaction; returns the
 * lead's id. An unverified lead (no valid form token) is stored and reaches the team like any
 * other, marked, and the visitor gets no acknowledgement.
 */
export async function recordLead(
  db: Kysely<Database>,
  lead: LeadInput,
  channels: Channel[],
  now: Date,
  {
    verified: vouched = true,
    formToken,
    ref = newLeadRef(),
    place,
    photos = [],
    ...policy
  }: Partial<JobPolicy> & LeadEvidence = {},
): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const verified = vouched && (formToken === undefined || (await spendFormToken(trx, formToken, now)));
    const { id } = await trx
      .insertInto('leads')
      .values({
        kind: lead.kind,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        service: lead.service,
        city: place ?? cityOfPage(lead.page),
        postal_code: lead.postalCode,
        message: lead.message,
        page: lead.page,
        lang: langOf(lead.page),
        created_at: at,
        status: 'new',
        handled_at: null,
        ref,
        verified: verified ? 1 : 0,
        animal_inside: lead.animalInside,
        exposure: lead.exposure,
        urgent: isUrgent(lead) ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (photos.length) {
      await trx
        .insertInto('lead_photos')
        .values(photos.map(({ type, width, height, data }) => ({ lead_id: id, type, width, height, data })))
        .execute();
    }
    let jobs = jobsFor({ ...lead, verified }, channels, now, { ...defaultJobPolicy, ...policy });
    if (jobs.some((job) => job.channel === 'ack') && !(await claimAck(trx, lead.email, now))) {
      jobs = jobs.filter((job) => job.channel !== 'ack');
    }
    if (jobs.length) {
      await trx
        .insertInto('notifications')
        .values(
          jobs.map(({ channel, due }) => ({
            lead_id: id,
            channel,
            state: 'pending' as const,
            attempts: 0,
            next_attempt_at: due,
            last_error: null,
            sent_at: null,
          })),
        )
        .execute();
    }
    return id;
  });
}

/**
 * Takes the day's one acknowledgement to an address: true when none went there in the last
 * ACK_INTERVAL_MS. One statement, so two servers sharing the database never both send.
 */
async function claimAck(db: Kysely<Database>, email: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const row = await db
    .insertInto('ack_log')
    .values({ address: ackAddress(email), sent_at: at })
    .onConflict((conflict) =>
      conflict
        .column('address')
        .doUpdateSet({ sent_at: at })
        .where('ack_log.sent_at', '<=', new Date(now.getTime() - ACK_INTERVAL_MS).toISOString()),
    )
    .returning('address')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets the acknowledgements sent before the last ACK_INTERVAL_MS (the daily purge). */
export async function purgeAckLog(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('ack_log')
    .where('sent_at', '<=', new Date(now.getTime() - ACK_INTERVAL_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type LeadWithNotifications = Lead & {
  notifications: Pick<Notification, 'channel' | 'state' | 'attempts' | 'last_error'>[];
};

/**
 * Marks a lead handled. Its reminder, if not yet sent, has nothing left to say: it is skipped now,
 * so the inbox never shows a handled lead with a reminder pending (the outbox would skip it anyway).
 */
export async function markHandled(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('leads')
      .set({ status: 'handled', handled_at: now.toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    await trx
      .updateTable('notifications')
      .set({ state: 'skipped' })
      .where('lead_id', '=', id)
      .where('channel', '=', 'reminder')
      .where('state', '=', 'pending')
      .execute();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** One lead, with its notifications, or undefined. */
export async function findLead(db: Kysely<Database>, id: number): Promise<Lead | undefined> {
  return db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A lead's photos, in the order they were sent, without their bytes. */
export async function photosOf(db: Kysely<Database>, leadId: number) {
  return db
    .selectFrom('lead_photos')
    .select(['id', 'width', 'height'])
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute();
}

/** One photo of a lead, bytes and all. */
export async function findPhoto(db: Kysely<Database>, leadId: number, photoId: number) {
  return db
    .selectFrom('lead_photos')
    .selectAll()
    .where('lead_id', '=', leadId)
    .where('id', '=', photoId)
    .executeTakeFirst();
}

/**
 * Removes leads and everything kept about them (their notification jobs, notes and photos): one lead by id,
 * or every lead received before a moment (the retention purge). Returns how many leads went.
 */
export async function deleteLeads(db: Kysely<Database>, which: { id: number } | { before: Date }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = (
      'id' in which
        ? await trx.selectFrom('leads').select('id').where('id', '=', which.id).execute()
        : await trx.selectFrom('leads').select('id').where('created_at', '<', which.before.toISOString()).execute()
    ).map((row) => row.id);
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await trx.deleteFrom('notifications').where('lead_id', 'in', chunk).execute();
      await trx.deleteFrom('lead_notes').where('lead_id', 'in', chunk).execute();
      await trx.deleteFrom('lead_photos').where('lead_id', 'in', chunk).execute();
      await trx.deleteFrom('leads').where('id', 'in', chunk).execute();
    }
    return ids.length;
  });
}
