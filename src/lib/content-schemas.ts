/**
 * The shape of everything under src/content/. Kept free of Astro imports so that the
 * unit tests can validate the real data files with the same schemas the build uses.
 */
import { limits, site } from '../site.config.ts';
import { z } from 'zod';
import { isAreaSlug } from './urls.ts';

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase words joined by hyphens, e.g. "greater-toronto"');

/** Rich text with links only to pages of this site (checked again by the link crawl). */
const richText = z
  .string()
  .min(40)
  .refine(
    (text) =>
      [...text.matchAll(/\]\(([^)]*)\)/g)].every(([, href]) => /^\/[a-z0-9/-]*(#[\p{Ll}\d-]+)?$/u.test(href ?? '')),
    {
      message: 'links must be site paths such as [bat removal](/services/bat-removal/)',
    },
  );

const faqItem = z.object({
  /** The question as a visitor would ask it. */
  q: z.string().min(10),
  /** A complete answer in plain text; blank lines separate paragraphs. */
  a: z.string().min(20),
});
export type FaqItem = z.infer<typeof faqItem>;
export const faqList = z.array(faqItem);

const greaterArea = z.object({
  /** The area's key everywhere (cities' greaterArea, artwork) and its English URL slug. */
  slug: slug.refine((s) => s.startsWith('greater-'), 'greater area slugs start with "greater-"'),
  name: z.string(),
  /** The area after "in" as a sentence says it: "in Greater Toronto", « dans le Grand Toronto ». */
  inPhrase: z.string(),
  /** One sentence about the area for its page and cards. */
  blurb: z.string().min(20),
});

export const provinceSchema = z.object({
  /** Two-letter code used in URLs: "on", "qc", ... (the entry id). */
  id: z.string().regex(/^[a-z]{2}$/, 'a province id is its two-letter code, e.g. "on"'),
  /** Position in menus and the picker (on, qc, bc, ab, sk, mb, ns, nb, nl, pe). */
  order: z.number().int(),
  name: z.string(),
  /** Exactly two greater areas per province, in the order the menu shows them. */
  greaterAreas: z.array(greaterArea).length(2),
});
/** src/content/fr/provinces.yaml: the same, and each area's slug of its French URLs. */
export const frProvinceSchema = provinceSchema.extend({
  greaterAreas: z
    .array(
      greaterArea.extend({
        urlSlug: slug.refine(
          (s) => isAreaSlug(s) && !s.startsWith('greater-'),
          'French greater area slugs start with "grand-" or "region-de-", e.g. "grand-toronto"',
        ),
      }),
    )
    .length(2),
});
/** A province in either language: a French area has the slug of its French URLs. */
export type ProvinceData = Omit<z.infer<typeof provinceSchema>, 'greaterAreas'> & {
  greaterAreas: (z.infer<typeof greaterArea> & { urlSlug?: string })[];
};

const weekday = z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
export type Weekday = z.infer<typeof weekday>;
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'times are 24-hour "HH:MM", e.g. "19:00"');

export const openingHoursSchema = z
  .array(
    z
      .object({ days: z.array(weekday).min(1), opens: clockTime, closes: clockTime })
      .refine((h) => h.opens < h.closes, 'opens must be before closes on the same day'),
  )
  .refine((rows) => {
    const days = rows.flatMap((r) => r.days);
    return new Set(days).size === days.length;
  }, 'each weekday may appear in only one row');
export type OpeningHours = z.infer<typeof openingHoursSchema>;

const presence = z.enum(['common', 'occasional', 'absent']);
export type Presence = z.infer<typeof presence>;

export const citySchema = z.object({
  /** The city as a sentence names it: « à Québec ». */
  name: z.string(),
  /**
   * The city standing alone (breadcrumbs, lists, the picker), where the bare name could be read
   * as something else: the city of Québec is « Ville de Québec », Québec alone is also the province.
   */
  label: z.string().optional(),
  /** Slug of the greater area (in provinces.yaml) this city belongs to. */
  greaterArea: slug,
  /** Position within its greater area; the area's main city comes first. */
  order: z.number().int().default(1),
  /** IANA time zone the office hours are kept in, e.g. "America/St_Johns". */
  timeZone: z.string().refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-CA', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'not an IANA time zone; use e.g. "America/Toronto"'),
  /** One or two sentences about wildlife calls in this city, shown on its page. */
  intro: z.string().min(40),
  /** Business listing (name, address, phone) for this city. */
  nap: z.object({
    /** Street address; leave out for a service-area listing (no office to visit). */
    address: z
      .object({
        street: z.string(),
        postalCode: z
          .string()
          .regex(
            /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
            'a Canadian postal code as "L6P 0A1"',
          ),
      })
      .optional(),
    /** Where the team is based or how it reaches the area, in a short phrase. */
    locationHint: z.string(),
    /**
     * Neighbourhoods, nearby towns or postal prefixes covered from here, each as it reads inside a
     * sentence: in French with the article French gives it (« le Plateau-Mont-Royal », « le
     * centre-ville d’Halifax »), so "we serve …" reads right; a list capitalises the first letter.
     */
    areasServed: z.array(z.string()).min(1),
    /**
     * Office hours for quotes and scheduling, only where one of our teams works from (teams in
     * site.config.ts); the phone line is 24/7 regardless, everywhere.
     */
    hours: openingHoursSchema.optional(),
    /** A maps link; when left out, a search for the business in this city is linked. */
    mapsUrl: z.url().optional(),
  }),
  /** The homes and the green corridors of this city as they bear on wildlife, in a paragraph. */
  setting: z.string().min(200).optional(),
  /** Local questions and answers: five per city. */
  faq: faqList.default([]),
  /**
   * What is true of each service in this city: a passage for its city x service page and,
   * where the city differs from its province (an island without skunks), its own presence.
   */
  services: z.record(slug, z.object({ presence: presence.optional(), note: z.string().min(200) })).default({}),
});
export type CityData = z.infer<typeof citySchema>;

/** What a service means in one province: src/content/regions/{province}.yaml. */
export const regionSchema = z.object({
  /** The province code this file is about (must match the file name). */
  province: z.string().regex(/^[a-z]{2}$/, 'a province as its two-letter code, e.g. "on"'),
  /** The seasons as they bear on wildlife and pests here, in two or three sentences. */
  climate: z.string().min(40),
  /** One entry per service slug. */
  services: z.record(
    slug,
    z.object({
      /** How often this animal or pest is met here. */
      presence,
      /** What is true of it in this province: season, habits, where it gets in. */
      note: z.string().min(40),
      /** Where it is absent or rare: what the visitor is more likely hearing or seeing. */
      likelyInstead: z.string().optional(),
    }),
  ),
});
export type RegionData = z.infer<typeof regionSchema>;

export const audienceSchema = z.enum(['residential', 'commercial']);
export type Audience = z.infer<typeof audienceSchema>;

const serviceFields = z.object({
  name: z.string(),
  /** Position in lists; the menu, footer and region buttons follow it. */
  order: z.number().int(),
  /** One of the eight services in the menu, mobile menu and contact form. */
  menu: z.boolean(),
  audiences: z.array(audienceSchema).min(1),
  /** The animals, plural and lowercase ("raccoons"), for lists; left out for catch-all services. */
  animals: z.string().optional(),
  /**
   * Whether the work may call for a pesticide (a wasp nest treatment, rodent bait): its city pages
   * then say whether we hold a pesticide licence in that province, or who does that part.
   */
  pesticides: z.boolean().default(false),
  /** One or two sentences, for the service's page and search results. */
  description: z.string().min(20),
  /**
   * The service card's text: one sentence of its own that fits the card whole, since a
   * description cut to fit ended mid-phrase (« …sortis par… »).
   */
  card: z
    .string()
    .min(20)
    .max(limits.cardDescription, `a card holds at most ${limits.cardDescription} characters`)
    .regex(/[^.]\.$/, 'a card is a full sentence: end it with a full stop'),
  /** Only wildlife-control has the details modal. */
  modalTitle: z.string().optional(),
  modalBody: z.string().optional(),
  // The long fields are rich text: paragraphs separated by blank lines, "- " bullet lists,
  // **bold** and [links](/site/path/).
  /** What the problem is: the animal, why it comes in, when. */
  whatItIs: richText,
  /** Signs to look and listen for, and the risks to health and home. */
  signsAndRisks: richText,
  /** Our humane process for this animal, step by step. */
  humaneProcess: richText,
  /** When to call a professional, and what a homeowner can safely do meanwhile. */
  whenToCall: richText,
  /** What drives the price; never an amount. */
  pricing: richText.optional(),
  /** One more section where this service needs it (bat maternity season, a sprayed pet ...). */
  extra: z.object({ title: z.string(), body: richText }).optional(),
  /** Existing service slugs, most related first; never the service itself. */
  relatedServices: z.array(slug).min(2),
  /** General questions for the Canada-wide page. */
  faq: faqList.min(3),
  /** Five questions about this service in Brampton. */
  bramptonFaq: faqList.length(5),
});
const modalRule = [
  (s: { modalTitle?: string; modalBody?: string }) => (s.modalTitle === undefined) === (s.modalBody === undefined),
  { message: 'modalTitle and modalBody go together', path: ['modalBody'] },
] satisfies [unknown, { message: string; path: string[] }];

/** src/content/services/{slug}.yaml: the file name is the service's slug and its key everywhere. */
export const serviceSchema = serviceFields.refine(...modalRule);
/** src/content/fr/services/{slug}.yaml: the same, plus the slug of the French URLs. */
export const frServiceSchema = serviceFields.extend({ slug }).refine(...modalRule);
export type ServiceData = z.infer<typeof serviceSchema> & { slug?: string };

const titledText = z.object({ title: z.string(), text: z.string().min(20) });

export const audiencePageSchema = z.object({
  page: audienceSchema,
  /** The heading, before where our teams go: "Residential Wildlife & Pest Control" (in Greater Toronto). */
  heading: z.string(),
  intro: z.string(),
  /** Residential: problems homeowners call about. Commercial: who we work for. */
  listHeading: z.string(),
  list: z.array(titledText).min(4),
  sidebarHeading: z.string(),
  faq: faqList.length(5),
});
export type AudiencePageData = z.infer<typeof audiencePageSchema>;

export const homePageSchema = z.object({
  page: z.literal('home'),
  heroHeading: z.string(),
  heroText: z.string(),
  /** The four steps, in their set order and with their set titles. */
  steps: z.array(titledText).length(4),
  faq: faqList.length(6),
});

export const aboutPageSchema = z.object({
  page: z.literal('about'),
  heading: z.string(),
  /** The story, one string per paragraph. */
  story: z.array(z.string().min(40)).min(2),
  /** Humane Methods, Service Warranty, Professional Expertise. */
  promises: z.array(titledText).length(3),
  ctaHeading: z.string(),
  ctaText: z.string(),
});

/** src/content/pages/*.yaml: copy of the pages that are not generated from a catalogue. */
export const pageSchema = z.discriminatedUnion('page', [homePageSchema, aboutPageSchema, audiencePageSchema]);
export type PageData = z.infer<typeof pageSchema>;
export type HomePageData = z.infer<typeof homePageSchema>;
export type AboutPageData = z.infer<typeof aboutPageSchema>;

/** src/content/legal/*.md: privacy, terms and accessibility. */
export const legalSchema = z.object({
  title: z.string(),
  /** One sentence for search results. */
  description: z.string().max(160),
  /**
   * 'Last updated': the day this text last changed, YYYY-MM-DD. Change it in the same commit as
   * the text; a build or deploy never moves it.
   */
  updated: z.coerce.date(),
});

/** src/content/blog/*.md. */
export const blogSchema = z.object({
  /** The headline, under 65 characters so search results show it whole. */
  title: z.string().max(70),
  /** Publication date, YYYY-MM-DD (YAML reads it as a date). */
  date: z.coerce.date(),
  /** One or two sentences for the list and for search results. */
  excerpt: z.string().max(160),
  /** Posts are written by the company unless a file says otherwise. */
  author: z.string().default(site.names.en),
  /** Artwork under src/assets/art/ (e.g. "services/raccoon-removal"); a file blog/{slug} beats it. */
  art: z.string().default('hero'),
  /** Slugs of the services the post is about: their pages, and each city's page of them, link to it. */
  services: z.array(z.string()).default([]),
});
/** src/content/fr/blog/*.md: the same, plus the slug of the French URL (the file name is the English one). */
export const frBlogSchema = blogSchema.extend({ slug, author: z.string().default(site.names.fr) });
