/**
 * What the pages may claim about the business, from the data in site.config.ts: the rating, who
 * serves a city, and where we are licensed. No claim without the data that backs it.
 */
import { strings } from '../i18n/dictionary.ts';
import { licences, promises, teams, type Rating, type Team } from '../site.config.ts';
import type { City, GreaterArea } from './catalogue.ts';
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

/** Who serves a city: a team of its own, the teams of its greater area, or the head office. */
export type Serving =
  { kind: 'own'; team: Team } | { kind: 'area'; teams: Team[] } | { kind: 'headOffice'; team: Team };

export function whoServes(city: City, area: GreaterArea | undefined): Serving {
  const own = teams.find((t) => t.city === cityId(city));
  if (own) return { kind: 'own', team: own };
  const nearby = teams.filter((t) => area?.cities.some((c) => cityId(c) === t.city));
  if (nearby.length) return { kind: 'area', teams: nearby };
  const [headOffice] = teams;
  if (!headOffice) throw new Error('site.config.ts lists no team: the first one is the head office');
  return { kind: 'headOffice', team: headOffice };
}

/** The licences held in a province ("on"). */
export const licencesIn = (provinceCode: string) => licences.filter((l) => l.province === provinceCode);

/** "Insured, and licensed in Ontario": the licence only where site.config.ts lists one. */
export function insuredClaim(lang: Lang): string {
  const t = strings(lang);
  const provinces = [...new Set(licences.map((l) => l.province))];
  if (!provinces.length) return t.claims.insured;
  return fill(t.claims.insuredLicensed, {
    in: joinList(
      provinces.map((p) => t.claims.provinceIn[p] ?? p),
      t.and,
    ),
  });
}

/** Where the city is served from, as a phrase: "our base in Castlemore, north-east Brampton". */
export function servedFrom(serving: Serving, lang: Lang): string {
  if (serving.kind !== 'area') return serving.team.base[lang];
  return joinList(
    serving.teams.map((t) => t.base[lang]),
    strings(lang).and,
  );
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
