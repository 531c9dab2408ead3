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

/** One of our phone lines, and the languages it is answered in at every hour. */
export interface PhoneLine extends PhoneNumber {
  /** A page offers the line only in a language it is answered in, 24/7 (src/lib/phone.ts). */
  languages: readonly Lang[];
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
  /**
   * The year the business began: "10+ years" is computed from it (src/lib/claims.ts
   * yearsInBusiness), never written by hand, so it grows true and never outgrows the facts.
   */
  founded: 2015,
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
  /**
   * The head office answers the default line around the clock in English and in French; the
   * Brampton base's own line is answered in English, so the French Brampton pages give the
   * default line.
   */
  phones: {
    default: { text: '1-888-555-0142', href: 'tel:+18885550142', languages: ['en', 'fr'] },
    brampton: { text: '905-555-0173', href: 'tel:+19055550173', languages: ['en'] },
  } satisfies Record<string, PhoneLine>,
  /** Paths under this prefix use the Brampton number, in the languages it is answered in. */
  bramptonPathPrefix: '/on/brampton',
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
 * The written warranty: how long it runs, what it covers on each service's work and what it does
 * not cover. The promise below quotes the term, each service's page states its scope (no content
 * file does), the terms' warranty section lists the exclusions word for word (a test holds it to
 * them), and every page that states the promise links there. It follows the repair, whatever the
 * animal: sealing against mice, rats or wasps is a repair like any other, and traps or a treatment
 * alone are not.
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
  /** What it covers on the work of each service (its content file's name), one sentence a language. */
  scope: {
    'raccoon-removal': {
      en: 'For raccoon removal, it covers the entry points we seal and the vents, soffits, fascia and roofline we repair.',
      fr: 'Pour le retrait de ratons laveurs, elle couvre les points d’entrée que nous scellons et les évents, soffites, bordures de toit et avant-toits que nous réparons.',
    },
    'squirrel-removal': {
      en: 'For squirrel removal, it covers the entry points we seal, the vent guards we install and the soffits and fascia we repair.',
      fr: 'Pour le retrait d’écureuils, elle couvre les points d’entrée que nous scellons, les grilles d’évent que nous posons et les soffites et bordures de toit que nous réparons.',
    },
    'skunk-removal': {
      en: 'For skunk removal, it covers the screen we bury along a deck, porch or shed and the openings we seal.',
      fr: 'Pour le retrait de mouffettes, elle couvre le grillage que nous enfouissons le long d’une terrasse, d’une galerie ou d’un cabanon et les ouvertures que nous fermons.',
    },
    'bat-removal': {
      en: 'For bat removal, it covers the gaps we seal along the roofline once the bats are out.',
      fr: 'Pour le retrait de chauves-souris, elle couvre les interstices que nous scellons le long du toit une fois les chauves-souris sorties.',
    },
    'bird-removal': {
      en: 'For bird removal, it covers the vent guards, netting and seals we install.',
      fr: 'Pour le retrait d’oiseaux, elle couvre les grilles d’évent, les filets et les scellements que nous installons.',
    },
    'mouse-control': {
      en: 'For mouse control, it covers the entry points we seal: if mice get back in through one of them, we fix it for free. Trapping alone, where we made no repair, is not covered.',
      fr: 'Pour la lutte contre les souris, elle couvre les points d’entrée que nous scellons\u00a0: si des souris rentrent par l’un d’eux, nous le corrigeons gratuitement. La capture seule, sans réparation de notre part, n’est pas couverte.',
    },
    'rat-control': {
      en: 'For rat control, it covers the entry points we seal and the barriers we install: if rats get back in through one of them, we fix it for free. Trapping alone, where we made no repair, is not covered.',
      fr: 'Pour la lutte contre les rats, elle couvre les points d’entrée que nous fermons et les barrières que nous posons\u00a0: si des rats rentrent par l’un d’eux, nous le corrigeons gratuitement. La capture seule, sans réparation de notre part, n’est pas couverte.',
    },
    'wasp-removal': {
      en: 'For wasp removal, it covers the entry gap we seal once the nest is gone. Removing or treating a nest alone, where we made no repair, is not covered.',
      fr: 'Pour la destruction de nids de guêpes, elle couvre l’ouverture d’entrée que nous fermons une fois le nid éliminé. Le retrait ou le traitement d’un nid seul, sans réparation de notre part, n’est pas couvert.',
    },
    'wildlife-control': {
      en: 'For wildlife control, it covers every opening we seal and every repair we make.',
      fr: 'Pour le contrôle de la faune, elle couvre chaque ouverture que nous fermons et chaque réparation que nous faisons.',
    },
    'opossum-removal': {
      en: 'For opossum removal, it covers the openings we seal and the mesh skirt we bury around a deck or shed.',
      fr: 'Pour le retrait d’opossums, elle couvre les ouvertures que nous fermons et la bordure de grillage que nous enfouissons autour d’une terrasse ou d’un cabanon.',
    },
    'groundhog-removal': {
      en: 'For groundhog removal, it covers the wire mesh barrier we bury along a deck, shed or slab.',
      fr: 'Pour le retrait de marmottes, elle couvre la barrière de grillage que nous enfouissons le long d’une terrasse, d’un cabanon ou d’une dalle.',
    },
    'pest-control': {
      en: 'For pest control, it covers the openings we seal against mice, rats and insects. Traps or a treatment alone, where we made no repair, are not covered.',
      fr: 'Pour la gestion parasitaire, elle couvre les ouvertures que nous fermons contre les souris, les rats et les insectes. Les pièges ou un traitement seuls, sans réparation de notre part, ne sont pas couverts.',
    },
  },
} as const satisfies {
  years: number;
  exclusions: Record<Lang, readonly string[]>;
  scope: Record<string, Record<Lang, string>>;
};

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
    warranty: `Our repairs come with a written ${warrantyYears}-year warranty: if an animal gets back in through a repair we made, we fix it for free.`,
    satisfaction:
      'Your satisfaction is guaranteed: if you are not satisfied, tell us and we will work with you to make it right.',
  },
  fr: {
    quote: 'Les conseils et une première estimation par téléphone sont gratuits et sans engagement.',
    inspectionFee:
      'Des frais d’inspection s’appliquent\u00a0: nous vous en indiquons le montant avant la prise de rendez-vous et, après l’inspection, vous recevez une soumission écrite avant le début des travaux.',
    warranty: `Nos réparations sont couvertes par une garantie écrite de ${warrantyYears}\u00a0ans\u00a0: si un animal rentre par une réparation que nous avons faite, nous la corrigeons gratuitement.`,
    satisfaction:
      'Votre satisfaction est garantie\u00a0: si vous n’êtes pas satisfait, dites-le-nous et nous trouverons une solution avec vous.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** The liability insurance the business carries: who insures it, and for what. */
export interface Insurance {
  /** The insurance company, as its policy names it. */
  insurer: string;
  /** What the policy covers and up to how much: "commercial general liability, $5,000,000 per occurrence". */
  coverage: Record<Lang, string>;
}

/**
 * Our insurance. None entered yet: until the owner enters the insurer and the coverage, no page
 * says "insured" (src/lib/claims.ts insuredClaim); once entered, the about page lists both.
 */
export const insurance: Insurance | undefined = undefined;

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

/** A team of our own: where it works from, and how far it goes. */
export interface Team {
  /** The city it works from, as "on/brampton"; that city's file holds the office hours. */
  city: string;
  /** Where it works from, as a phrase: "our base in Castlemore, north-east Brampton". */
  base: Record<Lang, string>;
  /**
   * The other cities it drives to, as "on/vaughan": its reach. A city no team reaches is promised
   * no visit, only advice by phone, and its requests reach the head office marked as outside.
   */
  reach: readonly string[];
}

/**
 * Our own teams; the first is the head office, which answers the line for every city. A city's
 * page says the technicians are local, and shows office hours with an open/closed line, only for a
 * team's own city; the cities in a team's reach are "served from" it. Every other city is outside
 * our reach: its pages offer advice by phone, 24/7, and promise no visit.
 */
export const teams: readonly Team[] = [
  {
    city: 'on/toronto',
    base: { en: 'our head office in North York', fr: 'notre siège social de North York' },
    reach: ['on/brampton', 'on/vaughan', 'on/oakville'],
  },
  {
    city: 'on/brampton',
    base: {
      en: 'our base in Castlemore, north-east Brampton',
      fr: 'notre base de Castlemore, dans le nord-est de Brampton',
    },
    reach: ['on/vaughan'],
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
  /**
   * Whether it lets us make a contract at the consumer's home there: Québec's itinerant merchant
   * permit (Consumer Protection Act, ss. 55 to 58). It counts only with its number.
   */
  homeContracts?: boolean;
  /** The number on the licence, once the owner enters it. */
  number?: string;
}

/**
 * The licences the business holds. "Licensed" is said, and a pesticide treatment offered, only in
 * a province listed here; elsewhere the pages say what we do and that a licensed applicator does
 * the rest. Applying a pesticide for hire needs a provincial licence in every province. No
 * itinerant merchant permit from Québec's Office de la protection du consommateur yet: until one
 * is listed here with its number, the Québec pages say that no contract is made at the home and
 * how the work is quoted and agreed instead (src/lib/claims.ts homeContractNote).
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
