/**
 * Test support: the real catalogue of either language, built from src/content/ (English) or
 * src/content/fr/ (French) with the same schemas and the same ids as the Astro content
 * collections (src/content.config.ts), but without Astro.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { z } from 'zod';
import { allGreaterAreas, buildCatalogue, type Catalogue, type Entry } from '../src/lib/catalogue.ts';
import type { Lang, SlugMaps } from '../src/lib/i18n.ts';
import {
  citySchema,
  frProvinceSchema,
  frServiceSchema,
  provinceSchema,
  regionSchema,
  serviceSchema,
  type CityData,
  type ProvinceData,
  type RegionData,
  type ServiceData,
} from '../src/lib/content-schemas.ts';

const root = fileURLToPath(new URL('../src/content/', import.meta.url));

/** The raw, schema-checked content of one language: provinces in file order, cities and services by id. */
export function loadContent(lang: Lang = 'en') {
  const contentDir = lang === 'fr' ? `${root}fr/` : root;
  const readYaml = (path: string): unknown => load(readFileSync(`${contentDir}${path}`, 'utf8'));
  /** Parses one content file, naming the file when it does not fit its schema. */
  const parseFile = <T>(schema: z.ZodType<T>, path: string, value: unknown = readYaml(path)): T => {
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(`${contentDir}${path}: ${z.prettifyError(result.error)}`);
    return result.data;
  };
  const yamlFiles = (dir: string) =>
    readdirSync(`${contentDir}${dir}`)
      .filter((name) => name.endsWith('.yaml'))
      .sort();

  const provinces = (readYaml('provinces.yaml') as unknown[]).map((p) =>
    parseFile<ProvinceData>(lang === 'fr' ? frProvinceSchema : provinceSchema, 'provinces.yaml', p),
  );
  const cities: Entry<CityData>[] = readdirSync(`${contentDir}cities`)
    .sort()
    .flatMap((folder) =>
      yamlFiles(`cities/${folder}`).map((file) => ({
        id: `${folder}/${basename(file, '.yaml')}`,
        data: parseFile(citySchema, `cities/${folder}/${file}`),
      })),
    );
  const services: Entry<ServiceData>[] = yamlFiles('services').map((file) => ({
    id: basename(file, '.yaml'),
    data: parseFile<ServiceData>(lang === 'fr' ? frServiceSchema : serviceSchema, `services/${file}`),
  }));
  const regions: Entry<RegionData>[] = yamlFiles('regions').map((file) => ({
    id: basename(file, '.yaml'),
    data: parseFile(regionSchema, `regions/${file}`),
  }));
  return { provinces, cities, services, regions };
}

const cached: Partial<Record<Lang, Catalogue>> = {};

/** The catalogue the site is built from, in one language (loaded once per test file). */
export function realCatalogue(lang: Lang = 'en'): Catalogue {
  if (!cached[lang]) {
    const { provinces, cities, services, regions } = loadContent(lang);
    cached[lang] = buildCatalogue(provinces, cities, services, regions);
  }
  return cached[lang];
}

/** English slug -> French slug of every service, post and area, as the build has them (src/views/content.ts). */
export function slugMaps(): SlugMaps {
  const posts = readdirSync(`${root}fr/blog`)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const slug = /^slug: (\S+)$/m.exec(readFileSync(`${root}fr/blog/${name}`, 'utf8'))?.[1];
      if (!slug) throw new Error(`src/content/fr/blog/${name}: no slug in its front matter`);
      return [basename(name, '.md'), slug];
    });
  return {
    services: Object.fromEntries(realCatalogue('fr').services.map((s) => [s.slug, s.urlSlug])),
    posts: Object.fromEntries(posts),
    areas: Object.fromEntries(allGreaterAreas(realCatalogue('fr')).map((a) => [a.slug, a.urlSlug])),
  };
}
