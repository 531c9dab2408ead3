/**
 * The one place routes read content from: the catalogue of places and services, and the
 * copy of the fixed pages. Loaded once per build.
 */
import { getCollection } from 'astro:content';
import { buildCatalogue, type Catalogue } from '../lib/catalogue.ts';
import type { PageData, RegionData } from '../lib/content-schemas.ts';

let catalogue: Promise<Catalogue> | undefined;

export function getCatalogue(): Promise<Catalogue> {
  catalogue ??= (async () => {
    const [provinces, cities, services] = await Promise.all([
      getCollection('provinces'),
      getCollection('cities'),
      getCollection('services'),
    ]);
    return buildCatalogue(
      provinces.map((p) => p.data),
      cities.map(({ id, data }) => ({ id, data })),
      services.map(({ id, data }) => ({ id, data })),
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

/** What each service means in a province; every province must have its file, covering every service. */
export async function getRegion(provinceCode: string): Promise<RegionData> {
  const entries = await getCollection('regions');
  const found = entries.find((e) => e.id === provinceCode);
  if (!found) throw new Error(`src/content/regions/${provinceCode}.yaml is missing`);
  if (found.data.province !== provinceCode) {
    throw new Error(
      `src/content/regions/${provinceCode}.yaml: province is "${found.data.province}", expected "${provinceCode}"`,
    );
  }
  const { services } = await getCatalogue();
  const missing = services.filter((s) => !found.data.services[s.slug]).map((s) => s.slug);
  if (missing.length) throw new Error(`src/content/regions/${provinceCode}.yaml: no entry for ${missing.join(', ')}`);
  return found.data;
}
