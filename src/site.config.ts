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
  /** What the acknowledgement e-mail promises: how soon a message gets its reply, and whether a night visit costs more. */
  replies: { withinHours: 24, nightVisitsCostMore: true },
  governingLaw: 'Ontario, Canada',
} as const;

/**
 * The written warranty: how long it runs and what it does not cover. The promise below quotes the
 * term, the terms' warranty section lists the exclusions word for word (a test holds it to them),
 * and every page that states the promise links there.
 */
const warrantyYears = 2;

export const warranty = {
  /** Years from the day the repair is finished. */
  years: warrantyYears,
  exclusions: {
    en: [
      'openings we did not repair, including new ones an animal makes elsewhere on the building',
      'repairs later changed or damaged by someone else, by renovation or roofing work, or by a storm, fire or fallen tree',
      'insects and rodents handled by traps or treatment alone, where we made no repair',
    ],
    fr: [
      'les ouvertures que nous n’avons pas réparées, y compris celles qu’un animal fait ailleurs sur le bâtiment',
      'les réparations modifiées ou endommagées par la suite par quelqu’un d’autre, par des rénovations ou des travaux de toiture, ou par une tempête, un incendie ou la chute d’un arbre',
      'les insectes et les rongeurs traités uniquement par des pièges ou un traitement, sans réparation de notre part',
    ],
  },
} as const satisfies { years: number; exclusions: Record<Lang, readonly string[]> };

/**
 * The business's promises, each in one wording per language used everywhere: pages, content
 * files and e-mails quote these sentences (a content test holds them to it). The terms define them.
 * What is free is said once, here: advice and a first estimate by phone. The firm price comes in
 * the written estimate after the inspection, which has a fee. In Québec a firm written price is a
 * « soumission » and a free rough figure an « estimation »: the French keeps the two apart.
 */
export const promises = {
  en: {
    quote: 'Advice and a first estimate by phone are free, with no obligation.',
    inspectionFee:
      'An inspection fee applies: we tell you the amount before you book, and after the inspection you receive a written estimate before any work begins.',
    warranty: `Our repairs come with a written ${warrantyYears}-year warranty: if wildlife gets back in through a repair we made, we fix it for free.`,
    satisfaction:
      'Your satisfaction is guaranteed: if you are not satisfied, tell us and we will work with you to make it right.',
  },
  fr: {
    quote: 'Les conseils et une première estimation par téléphone sont gratuits et sans engagement.',
    inspectionFee:
      'Des frais d’inspection s’appliquent\u00a0: nous vous en indiquons le montant avant la prise de rendez-vous et, après l’inspection, vous recevez une soumission écrite avant le début des travaux.',
    warranty: `Nos réparations sont couvertes par une garantie écrite de ${warrantyYears}\u00a0ans\u00a0: si des animaux sauvages rentrent par une réparation que nous avons faite, nous la corrigeons gratuitement.`,
    satisfaction:
      'Votre satisfaction est garantie\u00a0: si vous n’êtes pas satisfait, dites-le-nous et nous trouverons une solution avec vous.',
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

/** A team of our own: where it works from, and the city page that may call it local. */
export interface Team {
  /** The city it works from, as "on/brampton"; that city's file holds the office hours. */
  city: string;
  /** Where it works from, as a phrase: "our base in Castlemore, north-east Brampton". */
  base: Record<Lang, string>;
}

/**
 * Our own teams. A city's page says the technicians are local, and shows office hours with an
 * open/closed line, only for a team's own city; the other cities of its greater area are "served
 * from" it. Every other city is served through the head office (the first team), whose line is
 * answered 24/7 like every other: the page says so instead of claiming a local office.
 */
export const teams: readonly Team[] = [
  { city: 'on/toronto', base: { en: 'our head office in North York', fr: 'notre siège social de North York' } },
  {
    city: 'on/brampton',
    base: {
      en: 'our base in Castlemore, north-east Brampton',
      fr: 'notre base de Castlemore, dans le nord-est de Brampton',
    },
  },
];

/** A licence the business holds in one province. */
export interface Licence {
  /** Province code: "on". */
  province: string;
  /** Who issues it. */
  authority: Record<Lang, string>;
  /** What it is, and under which law. */
  kind: Record<Lang, string>;
  /** Whether it lets us apply pesticides for hire there (a wasp nest treatment, rodent bait). */
  pesticides: boolean;
  /** The number on the licence, once the owner enters it. */
  number?: string;
}

/**
 * The licences the business holds. "Licensed" is said, and a pesticide treatment offered, only in
 * a province listed here; elsewhere the pages say what we do and that a licensed applicator does
 * the rest. Applying a pesticide for hire needs a provincial licence in every province.
 */
export const licences: readonly Licence[] = [
  {
    province: 'on',
    authority: {
      en: 'Ontario Ministry of the Environment, Conservation and Parks',
      fr: 'ministère de l’Environnement, de la Protection de la nature et des Parcs de l’Ontario',
    },
    kind: {
      en: 'Operator licence under the Pesticides Act (O. Reg. 63/09); our technicians who apply pesticides hold structural exterminator licences',
      fr: 'Permis d’exploitant en vertu de la Loi sur les pesticides (Règl. de l’Ont. 63/09); nos techniciens qui appliquent des pesticides sont titulaires d’un permis d’exterminateur en milieu bâti',
    },
    pesticides: true,
  },
];

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
