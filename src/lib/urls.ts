/**
 * Every route of the site in both languages, built in one place, always with the trailing slash
 * the site uses. English lives at the root; French under /fr/ with French page slugs
 * (src/lib/i18n.ts). A service's slug here is the one of the page's language (`urlSlug`).
 */
import { site } from '../site.config.ts';
import { languages, pageSlugsFr, type Lang } from './i18n.ts';

const en = {
  home: '/',
  about: '/about/',
  contact: '/contact/',
  privacy: '/privacy/',
  terms: '/terms/',
  accessibility: '/accessibility/',
  thankYou: '/thank-you/',
  blog: '/blog/',
  services: '/services/',
  residential: '/services/residential/',
  commercial: '/services/commercial/',
  find: '/find/',
} as const;
export type PageKey = keyof typeof en;

const fr: Record<PageKey, string> = {
  home: '/fr/',
  about: `/fr/${pageSlugsFr.about}/`,
  contact: `/fr/${pageSlugsFr.contact}/`,
  privacy: `/fr/${pageSlugsFr.privacy}/`,
  terms: `/fr/${pageSlugsFr.terms}/`,
  accessibility: `/fr/${pageSlugsFr.accessibility}/`,
  thankYou: `/fr/${pageSlugsFr['thank-you']}/`,
  blog: `/fr/${pageSlugsFr.blog}/`,
  services: `/fr/${pageSlugsFr.services}/`,
  residential: `/fr/${pageSlugsFr.services}/${pageSlugsFr.residential}/`,
  commercial: `/fr/${pageSlugsFr.services}/${pageSlugsFr.commercial}/`,
  find: `/fr/${pageSlugsFr.find}/`,
};

/** The fixed pages of each language: paths.fr.about is "/fr/a-propos/". */
export const paths: Record<Lang, Record<PageKey, string>> = { en, fr };

/** Every province, area, city and service with their names in both languages (catalogueFile()). */
export const catalogueUrl = '/catalogue.json';

const prefix = (lang: Lang) => languages[lang].prefix;

export const serviceUrl = (lang: Lang, serviceSlug: string) => `${paths[lang].services}${serviceSlug}/`;
/** `areaSlug`: the area's slug in the page's language (`urlSlug`: "grand-toronto" in French). */
export const areaUrl = (lang: Lang, provinceCode: string, areaSlug: string) =>
  `${prefix(lang)}/${provinceCode}/${areaSlug}/`;

/**
 * Whether a place's slug is a greater area's, in either language ("greater-toronto",
 * "grand-montreal", "region-de-quebec"), since area and city pages share /{province}/{slug}/.
 * The schemas hold area slugs to these beginnings, and the catalogue refuses a city slug with one.
 */
export const isAreaSlug = (placeSlug: string) => /^(greater|grand|region-de)-/.test(placeSlug);
export const cityUrl = (lang: Lang, provinceCode: string, citySlug: string) =>
  `${prefix(lang)}/${provinceCode}/${citySlug}/`;
export const cityServiceUrl = (lang: Lang, provinceCode: string, citySlug: string, serviceSlug: string) =>
  `${prefix(lang)}/${provinceCode}/${citySlug}/${serviceSlug}/`;
export const postUrl = (lang: Lang, postSlug: string) => `${paths[lang].blog}${postSlug}/`;
/** The terms' warranty section: its term and what it does not cover (the heading's id). */
export const warrantyUrl = (lang: Lang) =>
  `${paths[lang].terms}#${lang === 'en' ? 'our-written-warranty' : 'notre-garantie-écrite'}`;
/** The about page's list of our licences (the heading's id). */
export const licencesId: Record<Lang, string> = { en: 'our-licences', fr: 'nos-permis' };
/** A share image (src/views/share-image.ts): "site" for pages without artwork of their own. */
export const shareImageUrl = (lang: Lang, key: string) => `/share/${lang}/${key}.png`;
/** The blog's feed in each language. */
export const feedUrl = (lang: Lang) => `${prefix(lang)}/rss.xml`;

/** The canonical, absolute form of a site path. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
}
