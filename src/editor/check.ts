/**
 * What the editor checks before it saves: each language's file against the schema the build
 * reads it with, and that an entry has its twin in the other language. A save that fails is
 * refused with the problems named in the editor's language, and nothing is written.
 */
import { z } from 'zod';
import { dataFiles } from '../lib/business-schemas.ts';
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
} from '../lib/content-schemas.ts';
import { fill } from '../lib/text.ts';
import { ruleMessage, wordsOf } from './fields.ts';
import { editorWords, type EditorLang } from './labels.ts';

type Schemas = { en: z.ZodType; fr?: z.ZodType };

/** The schemas of a file by its path in the repository (its English path for content). */
export function schemasOf(path: string): Schemas | undefined {
  const data = /^src\/data\/(\w+)\.json$/.exec(path)?.[1];
  if (data) return data in dataFiles ? { en: dataFiles[data as keyof typeof dataFiles] } : undefined;
  const content = /^src\/content\/(?:fr\/)?(.+)$/.exec(path)?.[1] ?? '';
  const [folder] = content.split('/');
  const bilingual: Record<string, Schemas> = {
    cities: { en: citySchema, fr: citySchema },
    services: { en: serviceSchema, fr: frServiceSchema },
    regions: { en: regionSchema, fr: regionSchema },
    pages: { en: pageSchema, fr: pageSchema },
    legal: { en: legalSchema, fr: legalSchema },
    blog: { en: blogSchema, fr: frBlogSchema },
    'provinces.yaml': { en: z.array(provinceSchema), fr: z.array(frProvinceSchema) },
  };
  return bilingual[folder ?? ''];
}

/** The French file of an English content path, and back. */
export const twinPath = (path: string) =>
  path.startsWith('src/content/fr/')
    ? path.replace('src/content/fr/', 'src/content/')
    : path.replace('src/content/', 'src/content/fr/');

/** A field's path as the editor names it: "Business listing › Office hours › 1 › Opens". */
function fieldName(path: PropertyKey[], lang: EditorLang): string {
  let parent: string | undefined;
  return path
    .map((key) => {
      if (typeof key === 'number') return String(key + 1);
      const name = String(key);
      const words = wordsOf(name, parent);
      parent = name;
      return words?.label[lang] ?? name;
    })
    .join(' › ');
}

/**
 * The values as the editor writes them (its output leaves empty optional fields out): an empty
 * text, a missing value and an object left empty are dropped, so that an optional field left
 * blank is absent, as the schema wants it, and a required one is reported missing.
 */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  const kept = Object.entries(value)
    .map(([key, v]) => [key, withoutEmpty(v)] as const)
    .filter(([, v]) => v !== '' && v !== null && v !== undefined && !(isObject(v) && !Object.keys(v).length));
  return Object.fromEntries(kept);
}
const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a language's side of an entry holds anything at all. */
const filled = (data: unknown): boolean =>
  Array.isArray(data)
    ? data.some(filled)
    : typeof data === 'object' && data !== null
      ? Object.values(data).some(filled)
      : data !== undefined && data !== null && data !== '';

/**
 * The problems that refuse a save, in the editor's language: none when every language's file is
 * what its schema accepts. `data` holds each language's values as the editor would write them.
 */
export function problemsOf(path: string, data: { en?: unknown; fr?: unknown }, lang: EditorLang): string[] {
  const schemas = schemasOf(path);
  if (!schemas) return [];
  const problems: string[] = [];
  const languages = schemas.fr ? (['en', 'fr'] as const) : (['en'] as const);
  for (const side of languages) {
    const values = data[side];
    if (!filled(values)) {
      const twin = side === 'fr' ? twinPath(path) : path;
      problems.push(
        fill(editorWords.missingTwin[lang], {
          lang: editorWords[side === 'fr' ? 'inFrench' : 'inEnglish'][lang],
          path: twin,
        }),
      );
      continue;
    }
    const parsed = (schemas[side] ?? schemas.en).safeParse(withoutEmpty(values));
    if (parsed.success) continue;
    const where = languages.length > 1 ? ` (${editorWords[side === 'fr' ? 'inFrench' : 'inEnglish'][lang]})` : '';
    for (const issue of parsed.error.issues) {
      problems.push(
        fill(editorWords.field[lang], {
          field: `${fieldName(issue.path, lang)}${where}`,
          message: ruleMessage(issue.message, lang),
        }),
      );
    }
  }
  return problems;
}
