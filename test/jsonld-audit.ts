/**
 * Checks the JSON-LD of a built page: every block parses, carries the properties
 * search engines need for its schema.org type, and the types the page's template calls for
 * are all there. The builders in ./jsonld.ts are what should pass; this is the proof on
 * the HTML as served.
 */
import { site } from '../src/site.config.ts';

export type Template =
  | 'home'
  | 'about'
  | 'audience'
  | 'services'
  | 'service'
  | 'area'
  | 'city'
  | 'city-service'
  | 'absent-service'
  | 'outside-city'
  | 'outside-service'
  | 'blog'
  | 'post'
  | 'other';

/** The schema.org types each template's pages must carry. */
export const requiredTypes: Record<Template, string[]> = {
  home: ['Organization', 'WebSite'],
  about: ['Organization'],
  audience: ['FAQPage'],
  services: ['BreadcrumbList'],
  service: ['Service', 'BreadcrumbList', 'FAQPage'],
  area: ['BreadcrumbList'],
  city: ['LocalBusiness', 'BreadcrumbList'],
  // A FAQPage only where the city's page shows questions (Brampton): see jsonLdProblems.
  'city-service': ['Service', 'BreadcrumbList'],
  // An animal that does not live in the city: no Service offered there, only the way back.
  'absent-service': ['BreadcrumbList'],
  // A city no team of ours goes to: no listing there, and no service offered in it.
  'outside-city': ['BreadcrumbList'],
  'outside-service': ['BreadcrumbList'],
  blog: ['BreadcrumbList'],
  post: ['BlogPosting', 'BreadcrumbList'],
  other: [],
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const onSite = (value: unknown) => typeof value === 'string' && value.startsWith(`${site.url}/`);

/** Properties, given as "a" or "a.b", that must hold a non-empty value. */
function missing(block: Json, paths: string[]): string[] {
  return paths.filter((path) => {
    let value: unknown = block;
    for (const key of path.split('.')) value = isObject(value) ? value[key] : undefined;
    return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  });
}

/** Strings that betray a template gone wrong: empty, "undefined", "null", "NaN", "[object Object]". */
function brokenStrings(value: unknown, at = ''): string[] {
  if (typeof value === 'string')
    return value.trim() === '' || /^(undefined|null|NaN)$|\[object Object\]/.test(value)
      ? [`${at || 'value'} is "${value}"`]
      : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => brokenStrings(v, `${at}[${i}]`));
  if (isObject(value)) return Object.entries(value).flatMap(([k, v]) => brokenStrings(v, at ? `${at}.${k}` : k));
  return [];
}

const typeRules: Record<string, (block: Json, url: string) => string[]> = {
  Organization: (b) => missing(b, ['name', 'url', 'telephone', 'address.addressCountry']),
  WebSite: (b) => missing(b, ['name', 'url']),
  LocalBusiness: (b, url) => [
    // Office hours only where a team works from the city; the phone line is 24/7 everywhere.
    ...missing(b, ['name', 'url', 'telephone', 'areaServed']),
    // A service-area listing leaves the address out; one that is there must be complete.
    ...(b.address === undefined
      ? []
      : missing(b, [
          'address.streetAddress',
          'address.addressLocality',
          'address.addressRegion',
          'address.postalCode',
          'address.addressCountry',
        ])),
    ...(b.url === url ? [] : [`url is ${String(b.url)}, not the page's own ${url}`]),
  ],
  Service: (b, url) => [
    ...missing(b, ['name', 'serviceType', 'provider.name', 'provider.url', 'areaServed']),
    ...(b.url === url ? [] : [`url is ${String(b.url)}, not the page's own ${url}`]),
  ],
  BreadcrumbList: (b, url) => {
    const items = Array.isArray(b.itemListElement) ? b.itemListElement : [];
    if (items.length === 0) return ['itemListElement is empty'];
    const problems = items.flatMap((item: unknown, i) =>
      !isObject(item) || item.position !== i + 1 || !filled(item.name) || !onSite(item.item)
        ? [`item ${i + 1} needs position ${i + 1}, a name and a URL of this site`]
        : [],
    );
    const last = items.at(-1) as Json | undefined;
    if (last?.item !== url) problems.push(`the last crumb is ${String(last?.item)}, not the page's own ${url}`);
    return problems;
  },
  FAQPage: (b) => {
    const questions = Array.isArray(b.mainEntity) ? b.mainEntity : [];
    if (questions.length === 0) return ['mainEntity has no question'];
    return questions.flatMap((q: unknown, i) =>
      isObject(q) && q['@type'] === 'Question' && filled(q.name) && missing(q, ['acceptedAnswer.text']).length === 0
        ? []
        : [`question ${i + 1} needs a name and an accepted answer`],
    );
  },
  BlogPosting: (b, url) => [
    ...missing(b, ['headline', 'datePublished', 'author.name', 'publisher.name', 'image', 'mainEntityOfPage']),
    ...(/^\d{4}-\d{2}-\d{2}/.test(String(b.datePublished)) ? [] : ['datePublished is not an ISO date']),
    ...(b.mainEntityOfPage === url ? [] : [`mainEntityOfPage is ${String(b.mainEntityOfPage)}, not ${url}`]),
  ],
};

/**
 * Problems with the JSON-LD blocks of the page at `url` (absolute) of the given template.
 * `shownQuestions` are the FAQ questions the page shows: a page that shows questions must
 * carry them as a FAQPage, and a FAQPage may hold no question the page does not show.
 */
export function jsonLdProblems(
  blocks: string[],
  template: Template,
  url: string,
  shownQuestions: string[] = [],
): string[] {
  const problems: string[] = [];
  const types = new Set<string>();
  const listedQuestions: string[] = [];
  blocks.forEach((text, i) => {
    let block: unknown;
    try {
      block = JSON.parse(text);
    } catch {
      problems.push(`JSON-LD block ${i + 1} does not parse`);
      return;
    }
    if (!isObject(block) || typeof block['@type'] !== 'string') {
      problems.push(`JSON-LD block ${i + 1} has no @type`);
      return;
    }
    const type = block['@type'];
    types.add(type);
    if (type === 'FAQPage' && Array.isArray(block.mainEntity))
      listedQuestions.push(...block.mainEntity.map((q: unknown) => (isObject(q) ? String(q.name) : '')));
    const say = (problem: string) => `${type}: ${problem}`;
    if (block['@context'] !== 'https://schema.org') problems.push(say('@context is not https://schema.org'));
    problems.push(...brokenStrings(block).map(say));
    const rule = typeRules[type];
    if (!rule) problems.push(say('is not a type this site publishes'));
    else problems.push(...rule(block, url).map((p) => say(p.includes(' ') ? p : `${p} is missing`)));
  });
  for (const type of requiredTypes[template]) if (!types.has(type)) problems.push(`${template} page has no ${type}`);
  if (shownQuestions.length && !types.has('FAQPage')) problems.push('the page shows questions but has no FAQPage');
  for (const question of listedQuestions)
    if (!shownQuestions.includes(question)) problems.push(`FAQPage: "${question}" is not shown on the page`);
  return problems;
}

/**
 * The template of a built page, from its path; `isCity` tells a city page from an area page,
 * `isOffered` a city x service page from one about an animal absent from the city.
 */
export function templateOf(
  path: string,
  isCity: (province: string, place: string) => boolean,
  isOffered: (province: string, place: string, service: string) => boolean = () => true,
  isReached: (province: string, place: string) => boolean = () => true,
): Template {
  const fixed: Record<string, Template> = {
    '/': 'home',
    '/about/': 'about',
    '/services/': 'services',
    '/services/residential/': 'audience',
    '/services/commercial/': 'audience',
    '/blog/': 'blog',
  };
  if (fixed[path]) return fixed[path];
  const [first = '', second = '', ...rest] = path.split('/').filter(Boolean);
  if (rest.length === 0 && second && first === 'services') return 'service';
  if (rest.length === 0 && second && first === 'blog') return 'post';
  if (!/^[a-z]{2}$/.test(first) || !second) return 'other';
  if (rest.length === 0) return !isCity(first, second) ? 'area' : isReached(first, second) ? 'city' : 'outside-city';
  if (rest.length !== 1) return 'other';
  if (!isOffered(first, second, rest[0] ?? '')) return 'absent-service';
  return isReached(first, second) ? 'city-service' : 'outside-service';
}
