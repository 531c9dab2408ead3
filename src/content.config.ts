import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import {
  blogSchema,
  citySchema,
  legalSchema,
  pageSchema,
  provinceSchema,
  regionSchema,
  serviceSchema,
} from './lib/content-schemas';

export const collections = {
  /** Provinces in the spec's order, each with its two greater areas. */
  provinces: defineCollection({ loader: file('src/content/provinces.yaml'), schema: provinceSchema }),
  /** One file per city: cities/{provinceCode}/{citySlug}.yaml. */
  cities: defineCollection({ loader: glob({ pattern: '*/*.yaml', base: 'src/content/cities' }), schema: citySchema }),
  /** One file per service: services/{serviceSlug}.yaml. */
  services: defineCollection({
    loader: glob({ pattern: '*.yaml', base: 'src/content/services' }),
    schema: serviceSchema,
  }),
  /** What each service means in each province: regions/{provinceCode}.yaml. */
  regions: defineCollection({ loader: glob({ pattern: '*.yaml', base: 'src/content/regions' }), schema: regionSchema }),
  /** Copy of the home, about, residential and commercial pages. */
  pages: defineCollection({ loader: glob({ pattern: '*.yaml', base: 'src/content/pages' }), schema: pageSchema }),
  /** Privacy, terms and accessibility statements (Markdown). */
  legal: defineCollection({ loader: glob({ pattern: '*.md', base: 'src/content/legal' }), schema: legalSchema }),
  /** Blog posts (Markdown); the file name is the slug. */
  blog: defineCollection({ loader: glob({ pattern: '*.md', base: 'src/content/blog' }), schema: blogSchema }),
};
