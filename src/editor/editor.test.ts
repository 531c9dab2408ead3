/**
 * The content editor's configuration against the zod schemas the build reads with: every field of
 * every schema has its field in the editor, with the same rules as zod's own JSON Schema of it
 * states them; every save of the real files passes the editor's check, and a file the schemas
 * refuse is refused in the editor's language, naming the field or the missing twin.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataFiles } from '../lib/business-schemas.ts';
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
} from '../lib/content-schemas.ts';
import { problemsOf, schemasOf } from './check.ts';
import { editorConfig, type EditorCatalogue } from './collections.ts';
import type { CmsField } from './fields.ts';
import { frenchMessages } from './labels.ts';

const catalogue: EditorCatalogue = {
  provinces: (load(readFileSync('src/content/provinces.yaml', 'utf8')) as { id: string; name: string }[]).map((p) => ({
    id: p.id,
    name: { en: p.name, fr: p.name },
  })),
  services: readdirSync('src/content/services').map((f) => ({
    slug: f.replace('.yaml', ''),
    name: { en: f, fr: f },
  })),
};

interface Collection {
  name: string;
  fields?: CmsField[];
  files?: { name: string; fields: CmsField[] }[];
}
const collections = (lang: 'en' | 'fr') => editorConfig(lang, catalogue).collections as Collection[];
const fieldsOf = (lang: 'en' | 'fr', collection: string, file?: string): CmsField[] => {
  const found = collections(lang).find((c) => c.name === collection);
  const fields = file ? found?.files?.find((f) => f.name === file)?.fields : found?.fields;
  if (!fields) throw new Error(`no collection ${collection} ${file ?? ''}`);
  return fields;
};

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  enum?: string[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
}

/**
 * Where an editor's field and zod's JSON Schema of the same value disagree: a property without a
 * field, a field without a property, or a rule (required, pattern, lengths, bounds, options) that
 * differs. Records (one entry per service) are compared entry by entry.
 */
function differences(fields: CmsField[], schema: JsonSchema, path = ''): string[] {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const names = new Set(fields.map((f) => f.name));
  const found: string[] = [];
  for (const name of Object.keys(properties))
    if (!names.has(name)) found.push(`${path}${name}: no field in the editor`);
  for (const field of fields) {
    const property = properties[field.name];
    const where = `${path}${field.name}`;
    if (!property) {
      if (field.name !== 'body') found.push(`${where}: a field the schema does not have`);
      continue;
    }
    const isRequired = Array.isArray(field.required) ? field.required.length > 0 : field.required !== false;
    if (field.widget !== 'boolean' && field.widget !== 'hidden' && isRequired !== required.has(field.name)) {
      found.push(
        `${where}: required ${String(field.required)} in the editor, ${required.has(field.name)} in the schema`,
      );
    }
    found.push(...ruleDifferences(field, property, where));
  }
  return found;
}

function ruleDifferences(field: CmsField, property: JsonSchema, where: string): string[] {
  const found: string[] = [];
  const same = (rule: string, editor: unknown, schema: unknown) => {
    if (editor !== schema)
      found.push(`${where}: ${rule} ${String(editor)} in the editor, ${String(schema)} in the schema`);
  };
  if (property.type === 'string' && !property.enum) {
    same(
      'pattern',
      field.pattern?.[0],
      property.pattern ?? (field.pattern && property.pattern === undefined ? field.pattern[0] : undefined),
    );
    same('minlength', field.minlength, property.minLength);
    same('maxlength', field.maxlength, property.maxLength);
  } else if (property.type === 'number' || property.type === 'integer') {
    // zod states "an integer" as the safe integers' bounds: no bound of the owner's.
    const bound = (n: number | undefined) =>
      n !== undefined && Math.abs(n) === Number.MAX_SAFE_INTEGER ? undefined : n;
    same('min', field.min, bound(property.minimum));
    same('max', field.max, bound(property.maximum));
    same('integer', field.value_type === 'int', property.type === 'integer');
  } else if (property.enum) {
    same('options', JSON.stringify(field.options), JSON.stringify(property.enum));
  } else if (property.type === 'array' && property.items) {
    same('min', field.min, property.minItems);
    same('max', field.max, property.maxItems);
    if (property.items.enum) same('options', JSON.stringify(field.options), JSON.stringify(property.items.enum));
    else if (field.fields) found.push(...differences(field.fields, property.items, `${where}[].`));
    else if (field.field) found.push(...ruleDifferences(field.field, property.items, `${where}[]`));
  } else if (property.type === 'object' && property.properties) {
    found.push(...differences(field.fields ?? [], property, `${where}.`));
  } else if (property.type === 'object' && typeof property.additionalProperties === 'object') {
    for (const entry of field.fields ?? []) {
      found.push(...differences(entry.fields ?? [], property.additionalProperties, `${where}.${entry.name}.`));
    }
  }
  return found;
}

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as JsonSchema;

describe.each(['en', 'fr'] as const)(
  'the editor in %s has a field for each field of the schemas, with its rules',
  (lang) => {
    it.each([
      ['cities-on', undefined, citySchema],
      ['services', undefined, frServiceSchema],
      ['regions', undefined, regionSchema],
      ['blog', undefined, frBlogSchema],
      ['legal', undefined, legalSchema],
      ['pages', 'home', homePageSchema],
      ['pages', 'about', aboutPageSchema],
      ['pages', 'residential', audiencePageSchema],
      ['business', 'teams', dataFiles.teams],
      ['business', 'licences', dataFiles.licences],
      ['business', 'business', dataFiles.business],
      ['business', 'warranty', dataFiles.warranty],
      ['business', 'promises', dataFiles.promises],
    ] as const)('%s %s', (collection, file, schema) => {
      expect(differences(fieldsOf(lang, collection, file), jsonSchema(schema as z.ZodType))).toEqual([]);
    });

    it('provinces and their areas', () => {
      const [list] = fieldsOf(lang, 'provinces', 'provinces');
      expect(list?.fields && differences(list.fields, jsonSchema(frProvinceSchema))).toEqual([]);
    });
  },
);

describe('the comparison itself', () => {
  it('finds a schema field the editor lacks and a rule that differs', () => {
    const fields = fieldsOf('en', 'business', 'teams');
    const team = fields[0]?.fields ?? [];
    const withoutReach = [{ ...fields[0], fields: team.filter((f) => f.name !== 'reach') } as CmsField];
    expect(differences(withoutReach, jsonSchema(dataFiles.teams))).toEqual(['teams[].reach: no field in the editor']);
    const phone = team.find((f) => f.name === 'phone');
    const loose = phone?.fields?.map((f) =>
      f.name === 'text' ? { ...f, pattern: ['.*', 'any'] as [string, string] } : f,
    );
    const changed = [
      { ...fields[0], fields: team.map((f) => (f.name === 'phone' ? { ...f, fields: loose } : f)) } as CmsField,
    ];
    expect(differences(changed, jsonSchema(dataFiles.teams))[0]).toMatch(
      /^teams\[\]\.phone\.text: pattern \.\* in the editor/,
    );
  });
});

it('has the French of every message a schema gives', () => {
  const messages = new Set<string>();
  const walk = (fields: CmsField[]) => {
    for (const f of fields) {
      if (f.pattern) messages.add(f.pattern[1]);
      walk(f.fields ?? []);
      if (f.field) walk([f.field]);
    }
  };
  for (const c of collections('en')) {
    walk(c.fields ?? []);
    for (const file of c.files ?? []) walk(file.fields);
  }
  expect([...messages].filter((m) => !(m in frenchMessages) && !m.startsWith('a web address'))).toEqual([]);
});

/** Every content and data file, by its English path, with each language's values. */
function repositoryEntries(): [string, { en: unknown; fr?: unknown }][] {
  const read = (path: string) => {
    const text = readFileSync(path, 'utf8');
    if (path.endsWith('.json')) return JSON.parse(text) as unknown;
    if (path.endsWith('.md')) return load(text.split(/^---$/m)[1] ?? '');
    return load(text);
  };
  const english = readdirSync('src/content', { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ya?ml|md)$/.test(f) && !f.startsWith('fr/'))
    .map((f) => `src/content/${f}`);
  return [
    ...english.map(
      (path) => [path, { en: read(path), fr: read(path.replace('src/content/', 'src/content/fr/')) }] as const,
    ),
    ...readdirSync('src/data').map((f) => [`src/data/${f}`, { en: read(`src/data/${f}`) }] as const),
  ] as [string, { en: unknown; fr?: unknown }][];
}

describe('what a save is held to', () => {
  it('knows the schemas of every file the editor writes', () => {
    expect(
      repositoryEntries()
        .filter(([path]) => !schemasOf(path))
        .map(([path]) => path),
    ).toEqual([]);
  });

  it('lets every file of the repository be saved as it is, with blank optional fields as the editor sends them', () => {
    const problems = repositoryEntries().flatMap(([path, data]) =>
      problemsOf(path, { en: withBlanks(data.en), fr: data.fr && withBlanks(data.fr) }, 'en').map(
        (p) => `${path}: ${p}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('refuses a phone number the schema refuses, naming the field, in the editor’s language', () => {
    const teams = JSON.parse(readFileSync('src/data/teams.json', 'utf8')) as { teams: { phone: { text: string } }[] };
    const [, brampton] = teams.teams;
    if (brampton) brampton.phone.text = '905-5550';
    expect(problemsOf('src/data/teams.json', { en: teams }, 'en')).toEqual([
      'Teams › 2 › Phone line › Number: a phone number with its area code, groups joined by hyphens: "905-555-0173", or "1-888-555-0142" for a toll-free line',
    ]);
    expect(problemsOf('src/data/teams.json', { en: teams }, 'fr')).toEqual([
      'Équipes › 2 › Ligne téléphonique › Numéro : un numéro avec son indicatif régional, les groupes reliés par des traits d’union : « 905-555-0173 », ou « 1-888-555-0142 » pour une ligne sans frais',
    ]);
  });

  it('refuses hours that close before they open, which no field rule can see', () => {
    const city = citySchema.parse(load(readFileSync('src/content/cities/on/toronto.yaml', 'utf8')));
    const late = { ...city, nap: { ...city.nap, hours: [{ days: ['mon'], opens: '19:00', closes: '08:00' }] } };
    expect(problemsOf('src/content/cities/on/toronto.yaml', { en: late, fr: late }, 'en')).toEqual([
      'Business listing › Office hours › 1 (English): opens must be before closes on the same day',
      'Business listing › Office hours › 1 (French): opens must be before closes on the same day',
    ]);
  });

  it('refuses a new city without its twin, naming the missing file', () => {
    const city = load(readFileSync('src/content/cities/on/toronto.yaml', 'utf8'));
    expect(problemsOf('src/content/cities/on/mississauga.yaml', { en: city, fr: {} }, 'en')).toEqual([
      'its French twin, src/content/fr/cities/on/mississauga.yaml, is missing: fill in the French side too',
    ]);
    expect(problemsOf('src/content/services/mole-removal.yaml', { en: {}, fr: { name: 'x' } }, 'fr')[0]).toBe(
      'son jumeau en anglais, src/content/services/mole-removal.yaml, manque : remplissez aussi le côté anglais',
    );
  });
});

/** The values with the blanks the editor sends for fields left empty: every optional text as "". */
function withBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withBlanks);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object' || value === null) return value;
  return { label: '', mapsUrl: '', ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withBlanks(v)])) };
}

// The blog's English schema is the French one without the slug: the editor shows the French one's fields.
void blogSchema;
