/**
 * What the pages may claim about the business, from the data in site.config.ts: the rating, who
 * serves a city, and where we are licensed. No claim without the data that backs it.
 */
import { strings } from '../i18n/dictionary.ts';
import {
  business,
  insurance,
  licences,
  promises,
  teams,
  warranty,
  type Insurance,
  type Licence,
  type Rating,
  type Team,
} from '../site.config.ts';
import { allGreaterAreas, type Catalogue, type City } from './catalogue.ts';
import { languages, type Lang } from './i18n.ts';
import { fill, joinList } from './text.ts';

export interface Reason {
  title: string;
  text: string;
  /** Where the visitor can check the claim, and what the link says. */
  link?: { href: string; label: string };
}

/**
 * The third 'Why Choose Us' reason ('5-Star Rated'), as the Competition Act allows it: a rating
 * only with the source it rests on, and '5-Star' only where the average is five stars. Without a
 * rating, the satisfaction guarantee in the terms' own words.
 */
export function ratingReason(rating: Rating | undefined, lang: Lang): Reason {
  const t = strings(lang).rating;
  if (!rating) return { title: t.satisfaction, text: promises[lang].satisfaction };
  const values = {
    average: new Intl.NumberFormat(languages[lang].locale).format(rating.average),
    count: rating.count,
    source: rating.source,
  };
  return {
    // Rounded as the stars are drawn: 4.95 shows five stars, 4.9 does not.
    title: rating.average >= 4.95 ? t.fiveStars : fill(t.rated, values),
    text: fill(t.text, values),
    link: { href: rating.url, label: fill(strings(lang).city.reviews, { source: rating.source }) },
  };
}

/** "on/brampton": how site.config.ts names a city. */
export const cityId = (city: Pick<City, 'provinceCode' | 'slug'>) => `${city.provinceCode}/${city.slug}`;

/**
 * Who serves a city: a team of its own, the teams whose reach takes it in, or nobody: outside
 * every team's reach, the head office (the first team) answers its calls with advice by phone.
 */
export type Serving =
  { kind: 'own'; team: Team } | { kind: 'reach'; teams: Team[] } | { kind: 'outside'; headOffice: Team };

/** Who serves the city "on/vaughan", from the teams in site.config.ts. */
export function whoServes(city: string, all: readonly Team[] = teams): Serving {
  const own = all.find((t) => t.city === city);
  if (own) return { kind: 'own', team: own };
  const reaching = all.filter((t) => t.reach.includes(city));
  if (reaching.length) return { kind: 'reach', teams: reaching };
  const [headOffice] = all;
  if (!headOffice) throw new Error('site.config.ts lists no team: the first one is the head office');
  return { kind: 'outside', headOffice };
}

/** Whether a team of ours goes to the city ("on/vaughan"): its own, or in a team's reach. */
export const inReach = (city: string) => whoServes(city).kind !== 'outside';

/**
 * Where our teams go, as a phrase: "in Greater Toronto". A greater area every city of which a
 * team reaches is named; of one a team reaches only in part, the cities it reaches.
 */
export function reachIn(catalogue: Catalogue, lang: Lang, reached: (city: string) => boolean = inReach): string {
  const t = strings(lang);
  const parts = allGreaterAreas(catalogue).flatMap((area) => {
    const cities = area.cities.filter((c) => reached(cityId(c)));
    if (cities.length === area.cities.length) return [area.inPhrase];
    return cities.map((c) => fill(t.claims.inCity, { city: c.label }));
  });
  return joinList(parts, t.and);
}

/** What the warranty covers on one service's work ("mouse-control"), from warranty.scope in site.config.ts. */
export function warrantyScope(serviceSlug: string, lang: Lang): string {
  const scope: Partial<Record<string, Record<Lang, string>>> = warranty.scope;
  const sentence = scope[serviceSlug]?.[lang];
  if (!sentence) throw new Error(`site.config.ts: warranty.scope says nothing of ${serviceSlug}`);
  return sentence;
}

/** The licences held in a province ("on"). */
export const licencesIn = (provinceCode: string) => licences.filter((l) => l.province === provinceCode);

/**
 * "Insured, and licensed in Ontario": "insured" only with the insurer and coverage in
 * site.config.ts, "licensed" only with the provinces where it lists a licence; "" with neither.
 */
export function insuredClaim(
  lang: Lang,
  held: Insurance | undefined = insurance,
  licensed: readonly Licence[] = licences,
): string {
  const t = strings(lang);
  const provinces = [...new Set(licensed.map((l) => l.province))];
  const values = {
    in: joinList(
      provinces.map((p) => t.claims.provinceIn[p] ?? p),
      t.and,
    ),
  };
  if (!provinces.length) return held ? t.claims.insured : '';
  return fill(held ? t.claims.insuredLicensed : t.claims.licensed, values);
}

/** "Insurance: commercial general liability ..., with Intact.": the about page's line, only with the data. */
export const insuranceLine = (lang: Lang, held: Insurance | undefined = insurance) =>
  held ? fill(strings(lang).about.insurance, { coverage: held.coverage[lang], insurer: held.insurer }) : '';

/**
 * The years in business that have surely passed, from the founding year alone: 2026 - 2015 - 1 =
 * 10, since a business founded in December 2015 was 10 years old only in December 2025. The pages
 * say "10+ years" with it.
 */
export const yearsInBusiness = (now: Date = new Date(), founded: number = business.founded) =>
  Math.max(0, now.getFullYear() - founded - 1);

/**
 * Where the city is served from, as a phrase: "our base in Castlemore, north-east Brampton". Outside
 * every team's reach, the head office, which answers its calls.
 */
export function servedFrom(serving: Serving, lang: Lang): string {
  if (serving.kind === 'own') return serving.team.base[lang];
  if (serving.kind === 'outside') return serving.headOffice.base[lang];
  return joinList(
    serving.teams.map((t) => t.base[lang]),
    strings(lang).and,
  );
}

/**
 * Where the law wants a permit for a contract made at the consumer's home, and who issues it:
 * Québec's itinerant merchant permit (Consumer Protection Act, ss. 55 to 58). Since November 7,
 * 2024, an itinerant merchant may not sell decontamination at the home at all.
 */
const homeContractAuthorities: Partial<Record<string, string>> = {
  qc: 'Office de la protection du consommateur',
};

/** The permit we hold for contracts at the home in a province, if we hold one with its number. */
export const homeContractPermit = (provinceCode: string, held: readonly Licence[] = licences) =>
  held.find((l) => l.province === provinceCode && l.homeContracts && l.number);

/**
 * What the pages of a province that wants a permit for contracts at the home say of them: without
 * the permit, that none is made there and how the work is quoted and agreed instead; with it, its
 * number and the 10 days to cancel. Undefined where the law asks for no permit.
 */
export function homeContractNote(
  lang: Lang,
  provinceCode: string,
  held: readonly Licence[] = licences,
): string | undefined {
  const authority = homeContractAuthorities[provinceCode];
  if (!authority) return undefined;
  const t = strings(lang).claims;
  const permit = homeContractPermit(provinceCode, held);
  return fill(permit ? t.homeContractPermit : t.noHomeContractPermit, {
    in: t.provinceIn[provinceCode] ?? provinceCode,
    authority,
    number: permit?.number ?? '',
  });
}

/** What we may do with pesticides in a province, and who does it where we hold no licence. */
export function pesticideNote(lang: Lang, provinceCode: string): string {
  const t = strings(lang).claims;
  const where = t.provinceIn[provinceCode] ?? provinceCode;
  const held = licencesIn(provinceCode).filter((l) => l.pesticides);
  if (!held.length) return fill(t.noPesticideLicence, { in: where });
  return held
    .map((l) =>
      fill(t.pesticideLicence, {
        in: where,
        authority: l.authority[lang],
        kind: l.kind[lang],
        number: l.number ? fill(t.licenceNumber, { number: l.number }) : '',
      }),
    )
    .join(' ');
}
