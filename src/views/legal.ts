/** /privacy/, /terms/ and /accessibility/ and their French twins: one page per file of src/content/legal/. */
import { render, type CollectionEntry } from 'astro:content';
import { formatDate } from '../lib/dates.ts';
import type { Lang } from '../lib/i18n.ts';
import { paths, type PageKey } from '../lib/urls.ts';
import { getLegal } from './content.ts';
import { chromeView, pageTitle } from './page.ts';

export async function legalView(lang: Lang, entry: CollectionEntry<'legal'>) {
  const { Content } = await render(entry);
  const path = paths[lang][entry.id as PageKey] as string | undefined;
  if (!path) throw new Error(`src/content/legal/${entry.id}.md: no route for it in src/lib/urls.ts paths`);
  return {
    layout: {
      meta: { title: pageTitle(lang, entry.data.title), description: entry.data.description, path, lang },
      chrome: await chromeView(lang, path),
    },
    props: { lang, title: entry.data.title, updated: formatDate(entry.data.updated, lang) },
    Content,
  };
}

/** The route's pages in one language: each legal text at the last segment of its path ("confidentialite"). */
export async function legalRoutes(lang: Lang) {
  return (await getLegal(lang)).map((entry) => ({
    params: { legal: paths[lang][entry.id as PageKey].split('/').at(-2) },
    props: { lang, entry },
  }));
}
