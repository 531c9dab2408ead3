/**
 * The one place routes read content from: the catalogue of places and services, and the
 * copy of the fixed pages. Loaded once per build.
 */
import { getCollection } from 'astro:content';
import { buildCatalogue, type Catalogue } from '../lib/catalogue.ts';
import type { PageData } from '../lib/content-schemas.ts';

let catalogue: Promise<Catalogue> | undefined;

export function getCatalogue(): Promise<Catalogue> {
  catalogue ??= (async () => {
    const [provinces, cities, services, regions] = await Promise.all([
      getCollection('provinces'),
      getCollection('cities'),
      getCollection('services'),
      getCollection('regions'),
    ]);
    return buildCatalogue(
      provinces.map((p) => p.data),
      cities.map(({ id, data }) => ({ id, data })),
      services.map(({ id, data }) => ({ id, data })),
      regions.map(({ id, data }) => ({ id, data })),
    );
  })();
  return catalogue;
}

export async function getPage<K extends PageData['page']>(page: K): Promise<PageData & { page: K }> {
  const entries = await getCollection('pages');
  const found = entries.find((e) => e.data.page === page);
  if (!found) throw new Error(`src/content/pages/: no file has "page: ${page}"`);
  return found.data as PageData & { page: K };
}
