/**
 * The one place routes read content from, in either language: the catalogue of places and
 * services, the copy of the fixed pages, the posts and the legal texts. Loaded once per build.
 * The first read checks that every English entry has its French twin of the same shape, and
 * fails the build naming each file and field that does not.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { allGreaterAreas, buildCatalogue, type Catalogue } from '../lib/catalogue.ts';
import type { PageData } from '../lib/content-schemas.ts';
import type { Lang, SlugMaps } from '../lib/i18n.ts';
import { shapeDifferences } from '../lib/twins.ts';
import { postUrl } from '../lib/urls.ts';

/** Each kind of content: its French collection and where its files are. */
const collections = {
  provinces: { fr: 'frProvinces', file: 'provinces.yaml' },
  cities: { fr: 'frCities', file: 'cities/{id}.yaml' },
  services: { fr: 'frServices', file: 'services/{id}.yaml' },
  regions: { fr: 'frRegions', file: 'regions/{id}.yaml' },
  pages: { fr: 'frPages', file: 'pages/{id}.yaml' },
  legal: { fr: 'frLegal', file: 'legal/{id}.md' },
  blog: { fr: 'frBlog', file: 'blog/{id}.md' },
} as const;
type Kind = keyof typeof collections;

/** A kind of content in one language; a French entry has its English twin's type (and perhaps a slug). */
function read<K extends Kind>(kind: K, lang: Lang): Promise<CollectionEntry<K>[]> {
  const name = (lang === 'en' ? kind : collections[kind].fr) as K;
  return getCollection(name);
}

/** What is missing or shaped differently in French, one line per file and field. */
async function twinProblems(): Promise<string[]> {
  const problems: string[] = [];
  for (const [kind, { file }] of Object.entries(collections) as [Kind, (typeof collections)[Kind]][]) {
    const [english, french] = await Promise.all([read(kind, 'en'), read(kind, 'fr')]);
    const twins = new Map<string, unknown>(french.map((entry) => [entry.id, entry.data]));
    for (const { id, data } of english) {
      const where = `src/content/fr/${file.replace('{id}', id)}`;
      if (!twins.has(id)) problems.push(`${where}: missing (the French twin of ${where.replace('/fr/', '/')})`);
      else
        problems.push(
          ...shapeDifferences(data, twins.get(id)).map(
            (p) => `${where}${kind === 'provinces' ? ` (${id})` : ''}: ${p}`,
          ),
        );
    }
  }
  return problems;
}

let checked: Promise<void> | undefined;

/** Fails the build while a French twin is missing or differs in shape from its English entry. */
function checkTwins(): Promise<void> {
  checked ??= twinProblems().then((problems) => {
    if (problems.length) throw new Error(`French content is incomplete:\n${problems.join('\n')}`);
  });
  return checked;
}

const catalogues: Partial<Record<Lang, Promise<Catalogue>>> = {};

export function getCatalogue(lang: Lang): Promise<Catalogue> {
  catalogues[lang] ??= (async () => {
    await checkTwins();
    const [provinces, cities, services, regions] = await Promise.all([
      read('provinces', lang),
      read('cities', lang),
      read('services', lang),
      read('regions', lang),
    ]);
    return buildCatalogue(
      provinces.map((p) => p.data),
      cities.map(({ id, data }) => ({ id, data })),
      services.map(({ id, data }) => ({ id, data })),
      regions.map(({ id, data }) => ({ id, data })),
    );
  })();
  return catalogues[lang];
}

export async function getPage<K extends PageData['page']>(page: K, lang: Lang): Promise<PageData & { page: K }> {
  const entries = await read('pages', lang);
  const found = entries.find((e) => e.data.page === page);
  if (!found) throw new Error(`src/content/${lang === 'fr' ? 'fr/' : ''}pages/: no file has "page: ${page}"`);
  return found.data as PageData & { page: K };
}

/** A post with the slug of its URL in its language (the English file name is its key). */
export type Post = CollectionEntry<'blog'> & { urlSlug: string };

/** Every post of a language, newest first. */
export async function getPosts(lang: Lang): Promise<Post[]> {
  await checkTwins();
  const [entries, services] = await Promise.all([read('blog', lang), read('services', lang)]);
  const known = new Set(services.map((s) => s.id));
  for (const { id, data } of entries) {
    const unknown = data.services.filter((slug) => !known.has(slug));
    if (unknown.length)
      throw new Error(`src/content/blog/${id}.md: services names unknown services: ${unknown.join(', ')}`);
  }
  return entries
    .map((entry) => ({ ...entry, urlSlug: (entry.data as { slug?: string }).slug ?? entry.id }))
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}

/** The newest posts about any of these services (their `services`), as links: at most `limit`. */
export async function postsAbout(lang: Lang, serviceSlugs: string[], limit = 3) {
  const wanted = new Set(serviceSlugs);
  return (await getPosts(lang))
    .filter((post) => post.data.services.some((slug) => wanted.has(slug)))
    .slice(0, limit)
    .map((post) => ({ href: postUrl(lang, post.urlSlug), label: post.data.title }));
}

export async function getLegal(lang: Lang): Promise<CollectionEntry<'legal'>[]> {
  await checkTwins();
  return read('legal', lang);
}

let maps: Promise<SlugMaps> | undefined;

/** English slug -> French slug of every service, post and greater area: how a page finds its twin. */
export function getSlugMaps(): Promise<SlugMaps> {
  maps ??= (async () => {
    const [catalogue, posts] = await Promise.all([getCatalogue('fr'), getPosts('fr')]);
    return {
      services: Object.fromEntries(catalogue.services.map((s) => [s.slug, s.urlSlug])),
      posts: Object.fromEntries(posts.map((p) => [p.id, p.urlSlug])),
      areas: Object.fromEntries(allGreaterAreas(catalogue).map((a) => [a.slug, a.urlSlug])),
    };
  })();
  return maps;
}
