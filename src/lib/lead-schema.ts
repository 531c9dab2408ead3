/**
 * The one schema of a lead (DESIGN §5): the server parses every lead with it, and its limits
 * and messages come from ./lead-rules.ts, which the browser forms share without shipping zod.
 */
import * as z from 'zod/mini';
import { leadLimits, multiLine, singleLine, SITE_PATH } from './lead-rules.ts';

const clean = z.overwrite(singleLine);
const text = (max: number, tooLong: string) => z.string().check(clean, z.trim(), z.maxLength(max, tooLong));
/** A field left out of the request reads as empty, so it gets the same clear message as an empty one. */
const orEmpty = <T extends z.ZodMiniType<unknown, string>>(schema: T) => z.pipe(z._default(z.string(), ''), schema);
const required = (max: number, missing: string, tooLong: string, strip = clean) =>
  orEmpty(z.string().check(strip, z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong)));
const cleanMessage = z.overwrite(multiLine);

const common = {
  name: required(
    leadLimits.name,
    'Please enter your name.',
    `Please keep your name under ${leadLimits.name} characters.`,
  ),
  /** A service slug, or "general-inquiry". */
  service: z._default(
    z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, 'Please choose a service from the list.')),
    'general-inquiry',
  ),
  /** The honeypot: people never see it, so it must stay empty. */
  website: z._default(z.string(), ''),
  /** Milliseconds since the epoch when the form was shown. */
  startedAt: z.optional(z.coerce.number()),
  /** The path of the page the form was on. */
  page: z._default(z.string().check(z.regex(SITE_PATH, 'The page is not a path of this site.')), '/'),
};

const email = z
  .string()
  .check(
    clean,
    z.trim(),
    z.maxLength(leadLimits.email, 'Please shorten the e-mail address.'),
    z.email('Please enter a valid e-mail address.'),
  );
const phone = text(leadLimits.phone, `Please keep the phone number under ${leadLimits.phone} characters.`).check(
  z.regex(/^[\d\s()+.\-x]*$/i, 'Please enter a phone number using digits.'),
);

export const contactLeadSchema = z.object({
  kind: z.literal('contact'),
  ...common,
  email: orEmpty(z.pipe(z.string().check(clean, z.trim(), z.minLength(1, 'Please enter your e-mail address.')), email)),
  phone: z._default(phone, ''),
  message: required(
    leadLimits.message,
    'Please enter a message.',
    `Please keep your message under ${leadLimits.message} characters.`,
    cleanMessage,
  ),
});

export const quoteLeadSchema = z.object({
  kind: z.literal('quote'),
  ...common,
  phone: orEmpty(z.pipe(z.string().check(clean, z.trim(), z.minLength(1, 'Please enter your phone number.')), phone)),
  email: z._default(z.union([z.literal(''), email]), ''),
  message: z._default(
    z
      .string()
      .check(
        cleanMessage,
        z.trim(),
        z.maxLength(leadLimits.message, `Please keep your message under ${leadLimits.message} characters.`),
      ),
    '',
  ),
});

export const leadSchema = z.discriminatedUnion('kind', [contactLeadSchema, quoteLeadSchema]);
export type LeadInput = z.infer<typeof leadSchema>;

/** One clear message per field, from a failed parse. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    out[field] ??= field === 'kind' ? 'The form is not one this site knows.' : issue.message;
  }
  return out;
}
