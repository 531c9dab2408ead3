/**
 * Everything a business owner may want to change without touching components:
 * brand, phone numbers, e-mail addresses, head office and the constants of spec §9.
 */

export interface PhoneNumber {
  /** As printed on the page. */
  text: string;
  /** The `tel:` link, in E.164 form so every phone dials it the same way. */
  href: string;
}

const domain = 'northpaw.example';

export const site = {
  name: 'Northpaw Humane Wildlife Control',
  shortName: 'Northpaw',
  url: `https://www.${domain}`,
  tagline: 'Humane wildlife and pest control across Canada',
  blurb:
    'Northpaw removes wildlife humanely, seals the way they got in and repairs what they damaged, for homes and businesses across Canada. Licensed, insured and backed by a written warranty.',
  yearsExperience: '10+',
  headOffice: { locality: 'Toronto', region: 'ON', regionName: 'Ontario', country: 'CA' },
  phones: {
    default: { text: '1-888-555-0142', href: 'tel:+18885550142' },
    brampton: { text: '905-555-0173', href: 'tel:+19055550173' },
  } satisfies Record<string, PhoneNumber>,
  /** Paths under this prefix use the Brampton number (spec §9). */
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
 * The business's promises, each in one wording used everywhere: pages, content files and
 * e-mails quote these sentences (a content test holds them to it). The terms define them.
 */
export const promises = {
  quote: 'The quote is free and comes with no obligation.',
  inspectionFee:
    'An inspection fee applies: we tell you the amount before you book, and after the inspection you receive a written estimate before any work begins.',
  warranty:
    'Our repairs come with a written warranty: if wildlife gets back in through a repair we made, we fix it for free.',
  satisfaction:
    'Your satisfaction is guaranteed: if you are not satisfied, tell us and we will work with you to make it right.',
} as const;

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
 * the business has reviews to point to, the block reads 'Satisfaction Guaranteed' (DESIGN §4.13).
 */
export const rating: Rating | undefined = undefined;

/**
 * Where a team is actually based, by city id, and how to say so. Only these cities' pages (and
 * those of their greater area) may say the technicians are local; elsewhere we say what we know.
 */
export const teams: Record<string, string> = {
  'on/toronto': 'our head office in North York',
  'on/brampton': 'our base in Castlemore, north-east Brampton',
};

/** Constants of spec §9. */
export const limits = {
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
