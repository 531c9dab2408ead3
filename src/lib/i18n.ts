/**
 * The two languages of the site and the way between a page and its twin.
 * English keeps its URLs at the root; French lives under /fr/ with French slugs for pages,
 * services, posts and greater areas (/on/greater-toronto/ -> /fr/on/grand-toronto/), and the
 * cities' own slugs (/on/brampton/ -> /fr/on/brampton/).
 * Pure: the service, post and area slugs come from the French content files, passed in.
 */
export const languages = {
  en: { locale: 'en-CA', ogLocale: 'en_CA', prefix: '', name: 'English' },
  fr: { locale: 'fr-CA', ogLocale: 'fr_CA', prefix: '/fr', name: 'Français' },
} as const;
export type Lang = keyof typeof languages;
export const langs = Object.keys(languages) as Lang[];

/** The other language: the one the language switch leads to. */
export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'fr' : 'en');

/** The language of a site path: French under /fr/, English everywhere else. */
export function langOf(path: string): Lang {
  return path === '/fr' || path.startsWith('/fr/') ? 'fr' : 'en';
}

/** A path without its language prefix: "/fr/on/brampton/" -> "/on/brampton/". */
export function withoutLang(path: string): string {
  return langOf(path) === 'fr' ? path.slice(languages.fr.prefix.length) || '/' : path;
}

/** French slugs of the fixed pages, by their English slug. */
export const pageSlugsFr = {
  about: 'a-propos',
  contact: 'contact',
  privacy: 'confidentialite',
  terms: 'conditions',
  accessibility: 'accessibilite',
  'thank-you': 'merci',
  blog: 'blogue',
  services: 'services',
  residential: 'residentiel',
  commercial: 'commercial',
  find: 'trouver',
} as const;

/** English slug -> French slug, for the slugs that live in content files. */
export interface SlugMaps {
  services: Record<string, string>;
  posts: Record<string, string>;
  /** Greater areas: "greater-toronto" -> "grand-toronto". Cities keep their slugs. */
  areas: Record<string, string>;
}

/** The two audience pages under /services/, by their slug in the other language. */
const audiences = (to: Lang): Record<string, string> =>
  to === 'fr'
    ? { residential: pageSlugsFr.residential, commercial: pageSlugsFr.commercial }
    : { [pageSlugsFr.residential]: 'residential', [pageSlugsFr.commercial]: 'commercial' };

const invert = (map: Record<string, string>) => Object.fromEntries(Object.entries(map).map(([en, fr]) => [fr, en]));

function translateSegments(segments: string[], maps: SlugMaps, to: Lang): string[] | undefined {
  const pages: Record<string, string> = to === 'fr' ? pageSlugsFr : invert(pageSlugsFr);
  const services = to === 'fr' ? maps.services : invert(maps.services);
  const posts = to === 'fr' ? maps.posts : invert(maps.posts);
  const areas = to === 'fr' ? maps.areas : invert(maps.areas);
  const [first, second, third, ...rest] = segments;
  if (rest.length || first === undefined) return first === undefined ? [] : undefined;
  const page = pages[first];
  // /services/, /services/residential/, /services/{service}/
  if (page && (first === 'services' || first === pageSlugsFr.services)) {
    if (second === undefined) return [page];
    if (third !== undefined) return undefined;
    const audience = second in audiences(to) ? audiences(to)[second] : undefined;
    const service = audience ?? services[second];
    return service ? [page, service] : undefined;
  }
  // /blog/ and /blog/{post}/
  if (page && (first === 'blog' || first === pageSlugsFr.blog)) {
    if (second === undefined) return [page];
    const post = posts[second];
    return post && third === undefined ? [page, post] : undefined;
  }
  if (page && second === undefined) return [page];
  // /404/{kind}/ keeps its shape: the messages differ, the kinds do not.
  if (first === '404') return segments;
  // /{province}/{area or city}/ and /{province}/{city}/{service}/
  if (/^[a-z]{2}$/.test(first) && second !== undefined) {
    if (third === undefined) return [first, areas[second] ?? second];
    const service = services[third];
    return service ? [first, second, service] : undefined;
  }
  return undefined;
}

/**
 * The same page in the other language, or undefined for a path that has no twin (an
 * unknown slug). Paths are site paths with the trailing slash: "/on/brampton/".
 */
export function twinPath(path: string, maps: SlugMaps): { lang: Lang; twin: string | undefined } {
  const segments = path.split('/').filter(Boolean);
  const lang: Lang = segments[0] === 'fr' ? 'fr' : 'en';
  const own = lang === 'fr' ? segments.slice(1) : segments;
  const other: Lang = lang === 'fr' ? 'en' : 'fr';
  const translated = translateSegments(own, maps, other);
  if (!translated) return { lang, twin: undefined };
  const prefix = languages[other].prefix;
  return { lang, twin: `${prefix}/${translated.map((s) => `${s}/`).join('')}` };
}

/** The English and French URLs of a page, for hreflang and the language switch. */
export function alternates(path: string, maps: SlugMaps): Partial<Record<Lang, string>> {
  const { lang, twin } = twinPath(path, maps);
  return twin === undefined ? { [lang]: path } : { [lang]: path, [lang === 'en' ? 'fr' : 'en']: twin };
}
