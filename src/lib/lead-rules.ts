/**
 * The lead rules the browser forms and the server share (spec §5, DESIGN §5): limits, the
 * spec's messages, the site-path check and the bot check. Free of zod, so a page that shows
 * a form does not download a schema library; ./lead-schema.ts builds the server's schema
 * from these.
 */
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
export const SITE_PATH = /^\/(?!\/)[\w\-/.]{0,299}$/;

export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && SITE_PATH.test(value);
}

/** A bot filled the honeypot or sent the form faster than a person can (spec §5). */
export function looksLikeBot(
  lead: { website: string; startedAt?: number | undefined },
  now: number,
  minMillis: number,
): boolean {
  if (lead.website.trim() !== '') return true;
  if (lead.startedAt === undefined) return false;
  const elapsed = now - lead.startedAt;
  // A negative time means the visitor's clock runs ahead of ours: not evidence of a bot.
  return elapsed >= 0 && elapsed < minMillis;
}
