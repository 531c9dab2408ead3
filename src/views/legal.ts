/** /privacy/, /terms/ and /accessibility/: one page per file of src/content/legal/. */
import { render, type CollectionEntry } from 'astro:content';
import { formatDate } from '../lib/dates.ts';
import { chromeView, pageTitle } from './page.ts';

export async function legalView(entry: CollectionEntry<'legal'>) {
  const { Content } = await render(entry);
  return {
    layout: {
      meta: { title: pageTitle(entry.data.title), description: entry.data.description, path: `/${entry.id}/` },
      chrome: await chromeView(),
    },
    props: { title: entry.data.title, updated: formatDate(entry.data.updated) },
    Content,
  };
}
