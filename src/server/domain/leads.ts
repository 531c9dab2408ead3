/** What a lead is, in the business's words: its kind, language, urgency, reference, the jobs it queues and the mailbox it is acknowledged to. No HTTP, no SQL. */
import { randomInt } from 'node:crypto';
import { languages, withoutLang, type Lang } from '../../lib/i18n.ts';
import { isUrgent } from '../../lib/lead-rules.ts';
import type { LeadInput } from '../../lib/lead-schema.ts';
import { isAreaSlug } from '../../lib/urls.ts';
import type { Channel, Lead } from '../store/schema.ts';

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
