import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import {
  blogSchema,
  citySchema,
  frBlogSchema,
  frProvinceSchema,
  frServiceSchema,
  legalSchema,
  pageSchema,
  provinceSchema,
  regionSchema,
  serviceSchema,
} from './lib/content-schemas';

/**
 * English content lives in src/content/, its French twin in src/content/fr/ with the same file
 * names and schemas (French services and posts add the `slug` of their French URL, French greater
 * areas the `urlSlug` of theirs). Every collection has a French one of the same name with the
 * prefix "fr".
 */
/**
 * Files of one folder, each named by its path without the extension ("on/brampton"): the English
 * and French twins share their ids, whatever `slug` a French file gives its URL.
 */
const yaml = (folder: string, pattern = '*.yaml') =>
  glob({ pattern, base: `src/content/${folder}`, generateId: ({ entry }) => entry.replace(/\.(ya?ml|md)$/, '') });

export const collections = {
  /** Provinces in menu order, each with its two greater areas. */
  provinces: defineCollection({ loader: file('src/content/provinces.yaml'), schema: provinceSchema }),
  frProvinces: defineCollection({ loader: file('src/content/fr/provinces.yaml'), schema: frProvinceSchema }),
  /** One file per city: cities/{provinceCode}/{citySlug}.yaml. */
  cities: defineCollection({ loader: yaml('cities', '*/*.yaml'), schema: citySchema }),
  frCities: defineCollection({ loader: yaml('fr/cities', '*/*.yaml'), schema: citySchema }),
  /** One file per service: services/{serviceSlug}.yaml. */
  services: defineCollection({ loader: yaml('services'), schema: serviceSchema }),
  frServices: defineCollection({ loader: yaml('fr/services'), schema: frServiceSchema }),
  /** What each service means in each province: regions/{provinceCode}.yaml. */
  regions: defineCollection({ loader: yaml('regions'), schema: regionSchema }),
  frRegions: defineCollection({ loader: yaml('fr/regions'), schema: regionSchema }),
  /** Copy of the home, about, residential and commercial pages. */
  pages: defineCollection({ loader: yaml('pages'), schema: pageSchema }),
  frPages: defineCollection({ loader: yaml('fr/pages'), schema: pageSchema }),
  /** Privacy, terms and accessibility statements (Markdown). */
  legal: defineCollection({ loader: yaml('legal', '*.md'), schema: legalSchema }),
  frLegal: defineCollection({ loader: yaml('fr/legal', '*.md'), schema: legalSchema }),
  /** Blog posts (Markdown); the English file name is the slug. */
  blog: defineCollection({ loader: yaml('blog', '*.md'), schema: blogSchema }),
  frBlog: defineCollection({ loader: yaml('fr/blog', '*.md'), schema: frBlogSchema }),
};
