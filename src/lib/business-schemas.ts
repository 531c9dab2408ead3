/**
 * The shape of the business's facts in src/data/*.json: its teams and their lines, its licences,
 * insurance, founding year, rating, warranty and promises. The owner edits these files in the
 * content editor (/admin/content/), whose field rules are made from these schemas
 * (src/editor/fields.ts); site.config.ts reads the files through them, so the build, the server
 * and the editor refuse the same mistakes. No Astro imports: the unit tests and the editor's
 * script use them as they are.
 */
import { z } from 'zod';

const language = z.enum(['en', 'fr']);
/** Words that say something: not empty, not only spaces. */
const text = z.string().regex(/\S/, 'write something here');
/** A sentence or a name the site says in each language. */
const bilingual = z.object({ en: text, fr: text });

/**
 * A number as the site prints it in English, groups joined by hyphens: a local number with its
 * area code, or a toll-free one with the 1. The French pages space it their own way
 * (src/lib/phone.ts); the dial link is made from it.
 */
export const phoneText = z
  .string()
  .regex(
    /^(1-)?[2-9]\d{2}-[2-9]\d{2}-\d{4}$/,
    'a phone number with its area code, groups joined by hyphens: "905-555-0173", or "1-888-555-0142" for a toll-free line',
  );

/** One of our phone lines, and the languages it is answered in at every hour. */
const phoneLine = z.object({
  text: phoneText,
  /** A page offers the line only in a language it is answered in, 24/7 (src/lib/phone.ts). */
  languages: z.array(language).min(1),
});

/** A city as the data names it: "on/brampton", its province code and its file's name. */
export const cityKey = z
  .string()
  .regex(
    /^[a-z]{2}\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'a city as "on/brampton": the province code, a slash, the city\'s file name',
  );

const team = z.object({
  /** The city it works from; that city's file holds its office hours and address. */
  city: cityKey,
  /** Where it works from, as a phrase: "our base in Castlemore, north-east Brampton". */
  base: bilingual,
  /** The other cities it drives to. A city no team reaches is promised advice by phone, no visit. */
  reach: z.array(cityKey),
  /** Its line: the head office's (the first team) is the one every other page gives. */
  phone: phoneLine,
});

/** src/data/teams.json: the first team is the head office. */
export const teamsSchema = z.object({
  teams: z
    .array(team)
    .min(1)
    .refine((teams) => new Set(teams.map((t) => t.city)).size === teams.length, 'two teams work from the same city'),
});

const licence = z.object({
  /** Province code: "on". */
  province: z.string().regex(/^[a-z]{2}$/, 'a province as its two-letter code, e.g. "on"'),
  /** Who issues it. */
  authority: bilingual,
  /** What it is, and under which law. */
  kind: bilingual,
  /** Whether it lets us apply pesticides for hire there (a wasp nest treatment, rodent bait). */
  pesticides: z.boolean(),
  /** Québec's itinerant merchant permit: it counts only with its number. */
  homeContracts: z.boolean().optional(),
  /** The number on the licence, once entered. */
  number: text.optional(),
});

/** src/data/licences.json: "licensed" is said, and a pesticide offered, only in a province listed here. */
export const licencesSchema = z.object({ licences: z.array(licence) });

/** The liability insurance: "insured" is said only once both are entered. */
const insurance = z.object({
  /** The insurance company, as its policy names it. */
  insurer: text,
  /** What the policy covers and up to how much: "commercial general liability, $5,000,000 per occurrence". */
  coverage: bilingual,
});

/** A published rating, and where a visitor can check it. */
const rating = z.object({
  source: text,
  average: z.number().min(1).max(5),
  count: z.number().int().min(1),
  url: z.url(),
});

/** src/data/business.json. */
export const businessSchema = z.object({
  /** The year the business began: "10+ years" is computed from it, never written by hand. */
  founded: z.number().int().min(1900).max(2100),
  insurance: insurance.optional(),
  /** Without it, no stars: the block reads "Satisfaction Guaranteed". */
  rating: rating.optional(),
});

/** src/data/warranty.json: its term, what it does not cover, and what it covers on each service's work. */
export const warrantySchema = z.object({
  /** Years from the day the repair is finished. */
  years: z.number().int().min(1).max(25),
  exclusions: z
    .object({ en: z.array(text).min(1), fr: z.array(text).min(1) })
    .refine((e) => e.en.length === e.fr.length, 'the English and French lists of exclusions must be as long'),
  /** One sentence a language for each service, by its file's name. */
  scope: z.record(z.string(), bilingual),
});

const promiseWords = z.object({
  quote: text,
  inspectionFee: text,
  /** {years} is the warranty's term. */
  warranty: text.refine((s) => s.includes('{years}'), 'the warranty promise says its term as {years}'),
  satisfaction: text,
});

/** src/data/promises.json: one wording a language, quoted word for word wherever a page states one. */
export const promisesSchema = z.object({ en: promiseWords, fr: promiseWords });

export type Teams = z.infer<typeof teamsSchema>;
export type Licences = z.infer<typeof licencesSchema>;
export type Business = z.infer<typeof businessSchema>;
export type Warranty = z.infer<typeof warrantySchema>;
export type Promises = z.infer<typeof promisesSchema>;

/** Each data file, by its name under src/data/, with its schema. */
export const dataFiles = {
  teams: teamsSchema,
  licences: licencesSchema,
  business: businessSchema,
  warranty: warrantySchema,
  promises: promisesSchema,
} as const;
