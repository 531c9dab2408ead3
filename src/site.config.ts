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
