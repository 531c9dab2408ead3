/**
 * The one schema of a lead: the server parses every lead with it, and its limits
 * come from ./lead-rules.ts, which the browser forms share without shipping zod. Its messages
 * are keys of the dictionaries' `leadErrors`, so fieldErrors() answers in the form's language.
 */
import * as z from 'zod/mini';
import type { Dictionary } from '../i18n/dictionary.ts';
import { leadLimits, multiLine, singleLine, SITE_PATH, urgencyAnswers } from './lead-rules.ts';
import { parsePostalCode, type PostalCode } from './postal-code.ts';
import { fill } from './text.ts';

type ErrorKey = keyof Dictionary['leadErrors'];
/** A message of the schema: the key of its words in each language. */
const say = (key: ErrorKey) => key;

const clean = z.overwrite(singleLine);
const text = (max: number, tooLong: string) => z.string().check(clean, z.trim(), z.maxLength(max, tooLong));
/** A field left out of the request reads as empty, so it gets the same clear message as an empty one. */
const orEmpty = <T extends z.ZodMiniType<unknown, string>>(schema: T) => z.pipe(z._default(z.string(), ''), schema);
const required = (max: number, missing: string, tooLong: string, strip = clean) =>
  orEmpty(z.string().check(strip, z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong)));
const cleanMessage = z.overwrite(multiLine);
/** Yes, no, or not said: left out or empty, as a form sends a question nobody answered. */
const answer = (wrong: string) => z._default(z.enum(urgencyAnswers, wrong), '');

const common = {
  name: required(leadLimits.name, say('nameMissing'), say('nameTooLong')),
  /** A service slug, or "general-inquiry". */
  service: z._default(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, say('service'))), 'general-inquiry'),
  /** The honeypot: people never see it, so it must stay empty. */
  website: z._default(z.string(), ''),
  /**
   * Milliseconds since the epoch when the form was shown, as the browser says: kept in the
   * contract for older clients, and trusted for nothing (the form token is the evidence).
   */
  startedAt: z.catch(z.optional(z.coerce.number()), undefined),
  /** The token GET /api/form-token gave the form when it was shown (src/server/form-token.ts). */
  formToken: z.optional(z.string().check(z.maxLength(64))),
  /**
   * Where the visitor is: a Canadian postal code or its first three characters (the FSA), which
   * place the lead with the nearest team; parsed once, here ("H2X 1Y4", FSA "H2X"), or undefined
   * when not given.
   */
  postalCode: z.pipe(
    z._default(z.string().check(clean, z.trim(), z.maxLength(12, say('postalCode'))), ''),
    z.transform((code, context): PostalCode | undefined => {
      if (code === '') return undefined;
      const postal = parsePostalCode(code);
      if (!postal) context.issues.push({ code: 'custom', message: say('postalCode'), input: code });
      return postal;
    }),
  ),
  /** The path of the page the form was on. */
  page: z._default(z.string().check(z.regex(SITE_PATH, say('page'))), '/'),
  /** Is the animal inside the living space now? */
  animalInside: answer(say('animalInside')),
  /** Has anyone been bitten or scratched by the animal, or woken up with a bat in the room? */
  exposure: answer(say('exposure')),
};

const email = z
  .string()
  .check(clean, z.trim(), z.maxLength(leadLimits.email, say('emailTooLong')), z.email(say('emailInvalid')));
const phone = text(leadLimits.phone, say('phoneTooLong')).check(z.regex(/^[\d\s()+.\-x]*$/i, say('phoneInvalid')));

export const contactLeadSchema = z.object({
  kind: z.literal('contact'),
  ...common,
  email: orEmpty(z.pipe(z.string().check(clean, z.trim(), z.minLength(1, say('emailMissing'))), email)),
  phone: z._default(phone, ''),
  message: required(leadLimits.message, say('messageMissing'), say('messageTooLong'), cleanMessage),
});

export const quoteLeadSchema = z.object({
  kind: z.literal('quote'),
  ...common,
  phone: orEmpty(z.pipe(z.string().check(clean, z.trim(), z.minLength(1, say('phoneMissing'))), phone)),
  email: z._default(z.union([z.literal(''), email]), ''),
  message: z._default(
    z.string().check(cleanMessage, z.trim(), z.maxLength(leadLimits.message, say('messageTooLong'))),
    '',
  ),
});

export const leadSchema = z.discriminatedUnion('kind', [contactLeadSchema, quoteLeadSchema]);
export type LeadInput = z.infer<typeof leadSchema>;

/** What a failed parse says of each problem: the field, and the key of its words. */
export interface LeadIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** One clear message per field, from a failed parse's issues, in the language of `t` (a dictionary's leadErrors). */
export function fieldErrors(issues: readonly LeadIssue[], t: Dictionary['leadErrors']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    const key: ErrorKey = field === 'kind' || !(issue.message in t) ? 'kind' : (issue.message as ErrorKey);
    out[field] ??= fill(t[key], { max: leadLimits[field as keyof typeof leadLimits] ?? '' });
  }
  return out;
}
