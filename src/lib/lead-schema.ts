/**
 * The one schema of a lead (DESIGN §5), used by the forms in the browser and by the server.
 * zod/mini keeps it small in the browser bundle.
 */
import * as z from 'zod/mini';

export const leadLimits = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  page: 300,
  /** Whole request body, in bytes (413 above). */
  body: 16 * 1024,
} as const;

/** Messages quoted in spec §5 and §8, shown word for word. */
export const leadMessages = {
  contactMissing: {
    title: 'Missing Information',
    description: 'Please fill out all required fields (Name, Email, Message).',
  },
  quoteMissing: { title: 'Missing Information', description: 'Please fill out both your name and phone number.' },
  quoteSent: {
    title: 'Quote Request Sent!',
    description: "Thank you! We've received your request and will call you back shortly.",
  },
} as const;

/** A path of this site; never "//host/...", which a browser would follow to another site. */
const SITE_PATH = /^\/(?!\/)[\w\-/.]{0,299}$/;

export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && SITE_PATH.test(value);
}

const text = (max: number, tooLong: string) => z.string().check(z.trim(), z.maxLength(max, tooLong));
/** A field left out of the request reads as empty, so it gets the same clear message as an empty one. */
const orEmpty = <T extends z.ZodMiniType<unknown, string>>(schema: T) => z.pipe(z._default(z.string(), ''), schema);
const required = (max: number, missing: string, tooLong: string) =>
  orEmpty(z.string().check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong)));

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
  email: orEmpty(z.pipe(z.string().check(z.trim(), z.minLength(1, 'Please enter your e-mail address.')), email)),
  phone: z._default(phone, ''),
  message: required(
    leadLimits.message,
    'Please enter a message.',
    `Please keep your message under ${leadLimits.message} characters.`,
  ),
});

export const quoteLeadSchema = z.object({
  kind: z.literal('quote'),
  ...common,
  phone: orEmpty(z.pipe(z.string().check(z.trim(), z.minLength(1, 'Please enter your phone number.')), phone)),
  email: z._default(z.union([z.literal(''), email]), ''),
  message: z._default(text(leadLimits.message, `Please keep your message under ${leadLimits.message} characters.`), ''),
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

/** A bot filled the honeypot or sent the form faster than a person can (spec §5). */
export function looksLikeBot(lead: Pick<LeadInput, 'website' | 'startedAt'>, now: number, minMillis: number): boolean {
  if (lead.website.trim() !== '') return true;
  if (lead.startedAt === undefined) return false;
  const elapsed = now - lead.startedAt;
  // A negative time means the visitor's clock runs ahead of ours: not evidence of a bot.
  return elapsed >= 0 && elapsed < minMillis;
}
