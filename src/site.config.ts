/**
 * Everything about the business the pages say: brand, e-mail addresses, head office and the
 * site's constants here; its facts (teams and their lines, licences, insurance, founding year,
 * rating, warranty, promises) in the data files under src/data/, which the owner edits in the
 * content editor (/admin/content/, docs/editing.md). This module types them for the rest of the
 * code; their schemas (src/lib/business-schemas.ts) check them where zod belongs: the build
 * (astro.config.ts), the server at start-up and the tests call checkBusinessData
 * (src/lib/business-data.ts). Not here: the pages' own scripts read this module, and parsing
 * here put zod into every page's JavaScript.
 */
import businessData from './data/business.json' with { type: 'json' };
import licencesData from './data/licences.json' with { type: 'json' };
import promisesData from './data/promises.json' with { type: 'json' };
import teamsData from './data/teams.json' with { type: 'json' };
import warrantyData from './data/warranty.json' with { type: 'json' };
import type { Business, Licences, Promises, Teams, Warranty } from './lib/business-schemas.ts';
import type { Lang } from './lib/i18n.ts';
import { fill } from './lib/text.ts';

export interface PhoneNumber {
  /** As printed on the page. */
  text: string;
  /** The `tel:` link, in E.164 form so every phone dials it the same way. */
  href: string;
}

/** One of our phone lines, and the languages it is answered in at every hour. */
export interface PhoneLine extends PhoneNumber {
  /** A page offers the line only in a language it is answered in, 24/7 (src/lib/phone.ts). */
  languages: readonly Lang[];
}

/** The dial link of a number as the data writes it ("905-555-0173"): E.164, so every phone dials it the same way. */
export function telHref(text: string): string {
  const digits = text.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * The business's founding year, insurance and rating (src/data/business.json). "10+ years" is
 * computed from the founding year (src/lib/claims.ts yearsInBusiness), never written by hand, so
 * it grows true and never outgrows the facts.
 */
export const business = businessData as Business;

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
  /**
   * The head office: its mailing address is the one every e-mail to a visitor gives (Canada's
   * anti-spam law), and the one Toronto's page lists (a content test keeps the two the same).
   */
  headOffice: {
    street: { en: '75 Tycos Drive, Unit 3', fr: '75, Tycos Drive, bureau 3' },
    locality: 'Toronto',
    region: 'ON',
    regionName: 'Ontario',
    postalCode: 'M6B 1W3',
    country: 'CA',
  },
  emails: {
    general: `info@${domain}`,
    privacy: `privacy@${domain}`,
    legal: `legal@${domain}`,
    accessibility: `accessibility@${domain}`,
  },
  accessibility: { standard: 'WCAG 2.2 AA', responseBusinessDays: 5 },
  /** What the acknowledgement e-mail promises: how soon a message gets its reply. */
  replies: { withinHours: 24 },
  governingLaw: 'Ontario, Canada',
} as const;

/**
 * The written warranty (src/data/warranty.json): how long it runs, what it covers on each
 * service's work and what it does not cover. The promise quotes the term, each service's page
 * states its scope (no content file does), the terms' warranty section lists the exclusions word
 * for word (a test holds it to them), and every page that states the promise links there. It
 * follows the repair, whatever the animal: sealing against mice, rats or wasps is a repair like
 * any other, and traps or a treatment alone are not.
 */
export const warranty = warrantyData as Warranty;

/**
 * The business's promises (src/data/promises.json), each in one wording per language used
 * everywhere: pages, content files and e-mails quote these sentences (a content test holds them to
 * it). The terms define them. What is free is said once: advice and a first estimate by phone. The
 * firm price comes in the written estimate after the inspection, which has a fee. In Québec a firm
 * written price is a « soumission » and a free rough figure an « estimation »: the French keeps the
 * two apart. The warranty's promise states its term from the warranty's data.
 */
export const promises: Record<Lang, Record<keyof Promises['en'], string>> = /* @__PURE__ */ (() => {
  const words = promisesData as Promises;
  const withTerm = (lang: Lang) => ({
    ...words[lang],
    warranty: fill(words[lang].warranty, { years: warranty.years }),
  });
  return { en: withTerm('en'), fr: withTerm('fr') };
})();

/** The liability insurance the business carries: who insures it, and for what. */
export type Insurance = NonNullable<Business['insurance']>;

/**
 * Our insurance (src/data/business.json). Until the owner enters the insurer and the coverage, no
 * page says "insured" (src/lib/claims.ts insuredClaim); once entered, the about page lists both.
 */
export const insurance: Insurance | undefined = business.insurance;

/** A published rating, and where a visitor can check it. */
export type Rating = NonNullable<Business['rating']>;

/**
 * The rating the city pages may show ('5-Star Rated') and put in their JSON-LD. Until the business
 * has reviews to point to, the block reads 'Satisfaction Guaranteed'.
 */
export const rating: Rating | undefined = business.rating;

/** A team of our own: where it works from, how far it goes, and its line. */
export type Team = Omit<Teams['teams'][number], 'phone'> & { phone: PhoneLine };

/**
 * Our own teams (src/data/teams.json); the first is the head office, whose line every page gives
 * but a team's own city's. A city's page says the technicians are local, and shows office hours
 * with an open/closed line, only for a team's own city; the cities in a team's reach are "served
 * from" it. Every other city is outside our reach: its pages offer advice by phone, 24/7, and
 * promise no visit.
 */
export const teams: readonly Team[] = /* @__PURE__ */ (teamsData as Teams).teams.map((team) => ({
  ...team,
  phone: { ...team.phone, href: telHref(team.phone.text) },
}));

/** A licence the business holds in one province. */
export type Licence = Licences['licences'][number];

/**
 * The licences the business holds (src/data/licences.json). "Licensed" is said, and a pesticide
 * treatment offered, only in a province listed here; elsewhere the pages say what we do and that a
 * licensed applicator does the rest. Applying a pesticide for hire needs a provincial licence in
 * every province. Québec's itinerant merchant permit counts with `homeContracts` and its number:
 * until then the Québec pages say that no contract is made at the home and how the work is quoted
 * and agreed instead (src/lib/claims.ts homeContractNote).
 */
export const licences: readonly Licence[] = /* @__PURE__ */ (() => (licencesData as Licences).licences)();

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
