/**
 * Everything a business owner may want to change without touching components:
 * brand, phone numbers, e-mail addresses, head office and the site's constants.
 */

import type { Lang } from './lib/i18n.ts';

export interface PhoneNumber {
  /** As printed on the page. */
  text: string;
  /** The `tel:` link, in E.164 form so every phone dials it the same way. */
  href: string;
}

const domain = 'northpaw.example';

export const site = {
  /**
   * The business's name in each language. Québec's Charter of the French language wants the
   * descriptive part of a name in French wherever the French site names the business: the mark
   * (shortName) stays, the words after it are French.
   */
  names: { en: 'Northpaw Humane Wildlife Control', fr: 'Northpaw Contrôle de la faune sans cruauté' },
  shortName: 'Northpaw',
  url: `https://www.${domain}`,
  /** Years in business, written "10+ years" and « plus de 10 ans ». */
  yearsExperience: 10,
  headOffice: { locality: 'Toronto', region: 'ON', regionName: 'Ontario', country: 'CA' },
  phones: {
    default: { text: '1-888-555-0142', href: 'tel:+18885550142' },
    brampton: { text: '905-555-0173', href: 'tel:+19055550173' },
  } satisfies Record<string, PhoneNumber>,
  /** Paths under this prefix use the Brampton number. */
  bramptonPathPrefix: '/on/brampton',
  emails: {
    general: `info@${domain}`,
    privacy: `privacy@${domain}`,
    legal: `legal@${domain}`,
    accessibility: `accessibility@${domain}`,
  },
  accessibility: { standard: 'WCAG 2.2 AA', responseBusinessDays: 5 },
  governingLaw: 'Ontario, Canada',
} as const;

/**
 * The business's promises, each in one wording per language used everywhere: pages, content
 * files and e-mails quote these sentences (a content test holds them to it). The terms define them.
 */
export const promises = {
  en: {
    quote: 'The quote is free and comes with no obligation.',
    inspectionFee:
      'An inspection fee applies: we tell you the amount before you book, and after the inspection you receive a written estimate before any work begins.',
    warranty:
      'Our repairs come with a written warranty: if wildlife gets back in through a repair we made, we fix it for free.',
    satisfaction:
      'Your satisfaction is guaranteed: if you are not satisfied, tell us and we will work with you to make it right.',
  },
  fr: {
    quote: 'La soumission est gratuite et sans engagement.',
    inspectionFee:
      "Des frais d'inspection s'appliquent\u00a0: nous vous en indiquons le montant avant la prise de rendez-vous et, après l'inspection, vous recevez une estimation écrite avant le début des travaux.",
    warranty:
      'Nos réparations sont couvertes par une garantie écrite\u00a0: si des animaux sauvages rentrent par une réparation que nous avons faite, nous la corrigeons gratuitement.',
    satisfaction:
      "Votre satisfaction est garantie\u00a0: si vous n'êtes pas satisfait, dites-le-nous et nous trouverons une solution avec vous.",
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** A published rating, and where a visitor can check it. */
export interface Rating {
  /** Where the reviews are, e.g. "Google". */
  source: string;
  /** Average out of 5, as the source shows it. */
  average: number;
  /** How many reviews the average rests on. */
  count: number;
  /** The public page of those reviews. */
  url: string;
}

/**
 * The rating the city pages may show ('5-Star Rated') and put in their JSON-LD. None yet: until
 * the business has reviews to point to, the block reads 'Satisfaction Guaranteed'.
 */
export const rating: Rating | undefined = undefined;

/**
 * Where a team is actually based, by city id, and how to say so. Only these cities' pages (and
 * those of their greater area) may say the technicians are local; elsewhere we say what we know.
 */
export const teams: Record<string, Record<Lang, string>> = {
  'on/toronto': { en: 'our head office in North York', fr: 'notre siège social de North York' },
  'on/brampton': {
    en: 'our base in Castlemore, north-east Brampton',
    fr: 'notre base de Castlemore, dans le nord-est de Brampton',
  },
};

/** The site's constants: limits, timings and sizes the pages and forms share. */
export const limits = {
  /** The most a service card's text (`card` in its content file) may hold. */
  cardDescription: 80,
  modalBody: 1000,
  recentlyViewed: 3,
  footerServices: 4,
  regionServiceButtons: 4,
  relatedServices: 4,
  /** Links to the same service in other cities of the province, on a city x service page. */
  nearbyCities: 6,
  minFormMillis: 3000,
  toastMillis: 5000,
  toastSwipePx: 50,
} as const;
