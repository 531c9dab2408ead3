/**
 * The content editor's configuration (Sveltia CMS): every content collection in English and
 * French side by side, mapped on the files as the build reads them (English under src/content/,
 * French under src/content/fr/, same file names), and the business's data files. Made in the
 * browser for the editor's language; the unit tests make it in both.
 */
import {
  aboutPageSchema,
  audiencePageSchema,
  blogSchema,
  citySchema,
  frBlogSchema,
  frProvinceSchema,
  frServiceSchema,
  homePageSchema,
  legalSchema,
  regionSchema,
  serviceSchema,
} from '../lib/content-schemas.ts';
import { dataFiles } from '../lib/business-schemas.ts';
import { objectFields, cmsField, type CmsField, type FieldContext, type Schema } from './fields.ts';
import { editorWords, type EditorLang, type Words } from './labels.ts';

/** What the editor must know of the catalogue when it is built: the provinces and the services. */
export interface EditorCatalogue {
  provinces: { id: string; name: Words }[];
  services: { slug: string; name: Words }[];
}

/** One collection of files: where they are, and the schema of each language's file. */
export interface EditedFiles {
  /** The collection's name in the editor's configuration. */
  name: string;
  /** The English file of an entry, from its file name (without extension). */
  english: (id: string) => string;
  /** Its French twin, or none for a data file (one file holds both languages). */
  french?: (id: string) => string;
  schemas: { en: Schema; fr: Schema };
  /** A data file with a top-level list, or an entry whose text is Markdown. */
  kind?: 'markdown';
}

const folderCollection = (name: string, path: string, en: Schema, fr: Schema = en, kind?: 'markdown'): EditedFiles => {
  const extension = kind === 'markdown' ? 'md' : 'yaml';
  return {
    name,
    english: (id) => `src/content/${path}/${id}.${extension}`,
    french: (id) => `src/content/fr/${path}/${id}.${extension}`,
    schemas: { en, fr },
    ...(kind && { kind }),
  };
};

/** Every collection the editor writes, with its schemas: what check.ts holds a save to. */
export function editedFiles(catalogue: EditorCatalogue): EditedFiles[] {
  return [
    ...catalogue.provinces.map((p) => folderCollection(`cities-${p.id}`, `cities/${p.id}`, citySchema as Schema)),
    folderCollection('services', 'services', serviceSchema as unknown as Schema, frServiceSchema as unknown as Schema),
    folderCollection('regions', 'regions', regionSchema as Schema),
    folderCollection('pages', 'pages', homePageSchema as Schema),
    folderCollection('legal', 'legal', legalSchema as Schema, legalSchema as Schema, 'markdown'),
    folderCollection('blog', 'blog', blogSchema as Schema, frBlogSchema as Schema, 'markdown'),
  ];
}

const i18nOptions = { structure: 'multiple_folders', locales: ['en', 'fr'], default_locale: 'en' } as const;

/** The Sveltia CMS configuration, in the editor's language. */
export function editorConfig(
  lang: EditorLang,
  catalogue: EditorCatalogue,
  backend: Record<string, unknown> = { name: 'test-repo' },
): Record<string, unknown> {
  const words = (key: keyof typeof editorWords) => editorWords[key][lang];
  const recordKeys = Object.fromEntries(catalogue.services.map((s) => [s.slug, s.name[lang]]));
  const bilingual: FieldContext = { lang, i18n: true, recordKeys };
  const single: FieldContext = { lang, i18n: false, recordKeys };
  const frenchOnly = new Set(['slug', 'urlSlug']);
  const body = (context: FieldContext): CmsField => ({
    ...cmsField('body', { _zod: { def: { type: 'string' } } }, { ...context, markdown: new Set(['body']) }),
  });
  const folder = (name: string, path: string) => ({
    name,
    folder: `src/content/{{locale}}/${path}`,
    i18n: { omit_default_locale_from_file_path: true },
    format: 'yaml',
    extension: 'yaml',
  });

  const cities = catalogue.provinces.map((province) => ({
    ...folder(`cities-${province.id}`, `cities/${province.id}`),
    label: editorWords.cities[lang].replace('{province}', province.name[lang]),
    label_singular: words('city'),
    create: true,
    summary: '{{name}}',
    identifier_field: 'name',
    slug: '{{slug}}',
    fields: objectFields(citySchema as Schema, bilingual),
  }));

  const pageFiles = [
    ['home', homePageSchema],
    ['about', aboutPageSchema],
    ['residential', audiencePageSchema],
    ['commercial', audiencePageSchema],
  ] as const;

  const dataFile = (name: keyof typeof dataFiles, label: string) => ({
    name,
    label,
    file: `src/data/${name}.json`,
    format: 'json',
    fields: objectFields(dataFiles[name] as unknown as Schema, single),
  });

  return {
    load_config_file: false,
    backend,
    app_title: 'Northpaw',
    media_folder: '/public/images/blog',
    public_folder: '/images/blog',
    i18n: i18nOptions,
    output: { omit_empty_optional_fields: true },
    slug: { encoding: 'ascii', clean_accents: true },
    collections: [
      {
        name: 'business',
        label: words('business'),
        files: [
          dataFile('teams', words('teamsFile')),
          dataFile('warranty', words('warrantyFile')),
          dataFile('promises', words('promisesFile')),
          dataFile('licences', words('licencesFile')),
          dataFile('business', words('businessFile')),
        ],
      },
      {
        name: 'blog',
        label: words('blog'),
        folder: 'src/content/{{locale}}/blog',
        i18n: { omit_default_locale_from_file_path: true },
        format: 'yaml-frontmatter',
        extension: 'md',
        create: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{title}}',
        sortable_fields: ['date', 'title'],
        // "blog.services", the services a post is about, is one list for both languages.
        fields: [
          ...objectFields(frBlogSchema as unknown as Schema, { ...bilingual, frenchOnly, parent: 'blog' }),
          body(bilingual),
        ],
      },
      ...cities,
      {
        ...folder('services', 'services'),
        label: words('services'),
        create: true,
        identifier_field: 'name',
        summary: '{{name}}',
        fields: objectFields(frServiceSchema as unknown as Schema, { ...bilingual, frenchOnly }),
      },
      {
        ...folder('regions', 'regions'),
        label: words('regions'),
        create: false,
        identifier_field: 'province',
        fields: objectFields(regionSchema as Schema, bilingual),
      },
      {
        name: 'provinces',
        label: words('provinces'),
        i18n: { omit_default_locale_from_file_path: true },
        files: [
          {
            name: 'provinces',
            label: words('provinces'),
            file: 'src/content/{{locale}}/provinces.yaml',
            format: 'yaml',
            i18n: true,
            fields: [
              {
                ...cmsField('provinces', provinceListSchema, { ...bilingual, frenchOnly }),
                root: true,
              },
            ],
          },
        ],
      },
      {
        name: 'pages',
        label: words('pages'),
        i18n: { omit_default_locale_from_file_path: true },
        files: pageFiles.map(([name, schema]) => ({
          name,
          label: words(name),
          file: `src/content/{{locale}}/pages/${name}.yaml`,
          format: 'yaml',
          i18n: true,
          fields: objectFields(schema as Schema, bilingual),
        })),
      },
      {
        name: 'legal',
        label: words('legal'),
        folder: 'src/content/{{locale}}/legal',
        i18n: { omit_default_locale_from_file_path: true },
        format: 'yaml-frontmatter',
        extension: 'md',
        create: false,
        identifier_field: 'title',
        fields: [...objectFields(legalSchema as Schema, bilingual), body(bilingual)],
      },
    ],
  };
}

/** provinces.yaml is a list of provinces, French areas with the slug of their French address. */
const provinceListSchema = {
  _zod: { def: { type: 'array', element: frProvinceSchema as unknown as Schema, checks: [] } },
} satisfies Schema;
