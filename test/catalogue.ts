/**
 * Test support: the real catalogue, built from src/content/ with the same schemas and
 * the same ids as the Astro content collections (src/content.config.ts), but without Astro.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { z } from 'zod';
import { buildCatalogue, type Catalogue, type Entry } from '../src/lib/catalogue.ts';
import {
  citySchema,
  provinceSchema,
  regionSchema,
  serviceSchema,
  type CityData,
  type RegionData,
  type ServiceData,
} from '../src/lib/content-schemas.ts';

const contentDir = fileURLToPath(new URL('../src/content/', import.meta.url));

function readYaml(path: string): unknown {
  return load(readFileSync(`${contentDir}${path}`, 'utf8'));
}

/** Parses one content file, naming the file when it does not fit its schema. */
function parseFile<T>(schema: z.ZodType<T>, path: string, value: unknown = readYaml(path)): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`src/content/${path}: ${z.prettifyError(result.error)}`);
  return result.data;
}

const yamlFiles = (dir: string) =>
  readdirSync(`${contentDir}${dir}`)
    .filter((name) => name.endsWith('.yaml'))
    .sort();

/** The raw, schema-checked content: provinces in file order, cities and services by id. */
export function loadContent() {
  const provinces = (readYaml('provinces.yaml') as unknown[]).map((p) =>
    parseFile(provinceSchema, 'provinces.yaml', p),
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
    data: parseFile(serviceSchema, `services/${file}`),
  }));
  const regions: Entry<RegionData>[] = yamlFiles('regions').map((file) => ({
    id: basename(file, '.yaml'),
    data: parseFile(regionSchema, `regions/${file}`),
  }));
  return { provinces, cities, services, regions };
}

let cached: Catalogue | undefined;

/** The catalogue the site is built from (loaded once per test file). */
export function realCatalogue(): Catalogue {
  if (!cached) {
    const { provinces, cities, services, regions } = loadContent();
    cached = buildCatalogue(provinces, cities, services, regions);
  }
  return cached;
}
