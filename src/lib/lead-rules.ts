/**
 * The lead rules the browser forms and the server share: limits, the site-path check and the
 * clean-up of typed text. Free of zod, so a page that shows a form does not
 * download a schema library; ./lead-schema.ts builds the server's schema from these. The
 * messages are in the dictionaries (src/i18n/).
 */
/** The two lead forms: the contact page's message, and the quick quote on service pages. */
export const leadKinds = ['contact', 'quote'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** A lead is new until someone marks it handled in the inbox. */
export const leadStatuses = ['new', 'handled'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * The two questions a technician asks first: is the animal inside the living space now, and has
 * anyone been bitten or scratched, or woken up with a bat in the room. Each is answered yes or no,
 * or left unanswered ('').
 */
export const urgencyAnswers = ['', 'yes', 'no'] as const;
export type UrgencyAnswer = (typeof urgencyAnswers)[number];

/** Either yes makes a lead urgent: an animal among the family, or a possible rabies exposure. */
export const isUrgent = (lead: { animalInside: UrgencyAnswer; exposure: UrgencyAnswer }) =>
  lead.animalInside === 'yes' || lead.exposure === 'yes';

/** The public-health advice block, in the forms and on the thank-you pages (UrgencyQuestions.tsx). */
export const EXPOSURE_ADVICE_ID = 'exposure-advice';

/**
 * The fragment a sent lead lands on: the advice block after a yes to the exposure question, else
 * none. CSS shows that block while it is the page's target, so it needs no script, and it stays
 * shown once the form that showed it is gone or reset.
 */
export const adviceHash = (lead: { exposure?: string }) => (lead.exposure === 'yes' ? `#${EXPOSURE_ADVICE_ID}` : '');

export const leadLimits = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  page: 300,
  /** Whole request body, in bytes (413 above), photos aside. */
  body: 16 * 1024,
} as const;

/**
 * Photos sent with a lead. 15 MB holds any phone's photo; 36 megapixels holds a 24-megapixel
 * camera's and refuses a decompression bomb (a small file that decodes to gigabytes). No camera
 * makes a side over 12,000 px or a picture longer than 20 times its width (a phone's panorama is
 * about 1:8): such a file is a strip built to cost the server seconds of decoding, refused from
 * its header. What is kept is re-encoded at most 1,600 px on its long side, which shows the
 * damage and weighs a few hundred kilobytes.
 */
export const photoLimits = { count: 3, megabytes: 15, megapixels: 36, side: 12_000, aspect: 20, edge: 1600 } as const;

/**
 * A path of this site: never "//host/...", which a browser would follow to another site,
 * nor one with an empty, "." or ".." segment, which resolves to such a path ("/.//host/").
 */
export const SITE_PATH = /^(?!.*\/\/)(?!(?:.*\/)?\.{1,2}(?:\/|$))\/[\w\-/.]{0,299}$/;

export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && SITE_PATH.test(value);
}

/**
 * Control and invisible formatting characters (bidirectional overrides, zero-width marks)
 * that have no place in a name, phone number or address: they break e-mail headers and
 * CSV rows, and can make one name display as another.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

export function singleLine(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** A message keeps its line breaks (as \n) and tabs, and loses every other such character. */
export function multiLine(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/([\n\t])/)
    .map((part) => (part === '\n' || part === '\t' ? part : singleLine(part)))
    .join('');
}
