/**
 * The content editor's fields, made from the zod schemas the build reads with: a field's rules
 * (required, pattern and its message, lengths, bounds, options) are the schema's, so the editor
 * and the build cannot disagree on what a file may hold. Only the words (labels.ts) and the kind
 * of input are the editor's own. A rule no field can express (a refinement across fields, a time
 * zone the browser must know) is still checked before a save, by the schema itself (check.ts).
 */
import { fieldWords, frenchMessages, type EditorLang, type FieldWords } from './labels.ts';

/** What this module reads of a zod schema: its definition (zod 4's `_zod.def`). */
export interface Schema {
  _zod: { def: Def };
}
interface Def {
  type: string;
  innerType?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  entries?: Record<string, string>;
  values?: unknown[];
  valueType?: Schema;
  options?: Schema[];
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  error?: (issue: unknown) => unknown;
}

/** A Sveltia CMS field, as its configuration writes it. */
export interface CmsField {
  name: string;
  label: string;
  hint?: string;
  widget: string;
  required?: boolean | string[];
  i18n?: boolean | 'duplicate';
  pattern?: [string, string];
  minlength?: number;
  maxlength?: number;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  options?: (string | { value: string; label: string })[];
  multiple?: boolean;
  default?: unknown;
  fields?: CmsField[];
  field?: CmsField;
  collapsed?: boolean;
  [option: string]: unknown;
}

/** The rules of one value, as the schema states them and the editor enforces them. */
export interface Rules {
  required: boolean;
  pattern?: { source: string; message: string };
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  integer?: boolean;
  options?: string[];
}

const def = (schema: Schema) => schema._zod.def;

/** The schema under `optional`, `default` and the like, and whether a value may be left out. */
export function unwrap(schema: Schema): { inner: Schema; required: boolean } {
  let inner = schema;
  let required = true;
  for (;;) {
    const d = def(inner);
    if ((d.type === 'optional' || d.type === 'default' || d.type === 'prefault') && d.innerType) {
      required = false;
      inner = d.innerType;
    } else if ((d.type === 'nullable' || d.type === 'readonly' || d.type === 'catch') && d.innerType) {
      inner = d.innerType;
    } else {
      return { inner, required };
    }
  }
}

/** The rules of a value: the schema's checks that a field can state. */
export function rulesOf(schema: Schema): Rules {
  const { inner, required } = unwrap(schema);
  const d = def(inner);
  const rules: Rules = { required };
  if (d.type === 'enum' && d.entries) rules.options = Object.values(d.entries);
  if (d.type === 'array' && d.element) {
    const element = def(unwrap(d.element).inner);
    if (element.type === 'enum' && element.entries) rules.options = Object.values(element.entries);
  }
  if (d.format === 'url')
    rules.pattern = { source: '^https?://\\S+$', message: 'a web address starting with https://' };
  for (const check of d.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'string_format' && c.format === 'regex' && c.pattern) {
      const message = c.error?.({ code: 'invalid_format' });
      rules.pattern = {
        source: c.pattern.source,
        message: typeof message === 'string' ? message : 'not in the expected form',
      };
    } else if (c.check === 'min_length') rules.minLength = c.minimum;
    else if (c.check === 'max_length') rules.maxLength = c.maximum;
    else if (c.check === 'length_equals') rules.minLength = rules.maxLength = c.length;
    else if (c.check === 'greater_than') rules.min = c.value;
    else if (c.check === 'less_than') rules.max = c.value;
    else if (c.check === 'number_format' && /int/.test(c.format ?? '')) rules.integer = true;
  }
  return rules;
}

/** The message of a rule in the editor's language. */
export const ruleMessage = (message: string, lang: EditorLang) =>
  lang === 'fr' ? (frenchMessages[message] ?? message) : message;

/** Strings that are paragraphs, not a line: a text area (a phone number's text is a line). */
const lines = new Set(['phone.text']);
const paragraphs = new Set([
  'intro',
  'setting',
  'a',
  'note',
  'description',
  'blurb',
  'whatItIs',
  'signsAndRisks',
  'humaneProcess',
  'whenToCall',
  'pricing',
  'body',
  'climate',
  'text',
  'story',
  'modalBody',
  'heroText',
  'excerpt',
  'likelyInstead',
  'kind',
  'scope',
  'exclusions',
  'quote',
  'inspectionFee',
  'warranty',
  'satisfaction',
  'coverage',
  'ctaText',
]);

/**
 * Values that are the same in both languages (a time zone, office hours, a presence): written
 * once, on the English side, and copied to the French file, so the twins never disagree.
 */
const sameInBothLanguages = new Set([
  'id',
  'order',
  'timeZone',
  'greaterArea',
  'postalCode',
  'hours',
  'presence',
  'audiences',
  'menu',
  'pesticides',
  'relatedServices',
  'date',
  'art',
  'blog.services',
  'province',
  'greaterAreas.slug',
  'mapsUrl',
  'page',
]);

/** Lists of a few short rows, shown open: office hours, the teams, the licences. */
const shortLists = new Set(['hours', 'teams', 'licences']);

export interface FieldContext {
  lang: EditorLang;
  /** Whether the collection is edited in both languages side by side. */
  i18n: boolean;
  /** The keys of a record (a service's slug) and what the editor calls each. */
  recordKeys: Record<string, string>;
  /** Inside a value written once for both languages. */
  duplicate?: boolean;
  /** Fields only the French file has (the slug of a French address): required there alone. */
  frenchOnly?: Set<string>;
  /** Fields shown as Markdown (a post's text). */
  markdown?: Set<string>;
  /** The field's path so far, for the words of a name that means two things. */
  parent?: string;
}

/** What the editor calls a field: by "parent.name" first, then by its name. */
export function wordsOf(name: string, parent: string | undefined): FieldWords | undefined {
  return (parent && fieldWords[`${parent}.${name}`]) || fieldWords[name];
}

/** The editor's field for one key of a schema object. */
export function cmsField(name: string, schema: Schema, context: FieldContext): CmsField {
  const words = wordsOf(name, context.parent);
  if (!words)
    throw new Error(
      `the editor has no words for the field "${context.parent ? `${context.parent}.` : ''}${name}" (src/editor/labels.ts)`,
    );
  const { lang } = context;
  const rules = rulesOf(schema);
  const inner = def(unwrap(schema).inner);
  const key = context.parent ? `${context.parent}.${name}` : name;
  const field: CmsField = { name, label: words.label[lang], widget: 'string' };
  if (words.hint) field.hint = words.hint[lang];
  if (context.frenchOnly?.has(name)) field.required = rules.required ? ['fr'] : false;
  else field.required = rules.required;
  if (context.duplicate) field.i18n = 'duplicate';
  else if (context.i18n)
    field.i18n = sameInBothLanguages.has(key) || sameInBothLanguages.has(name) ? 'duplicate' : true;
  // Everything inside a value written once is written once too.
  const child: FieldContext = { ...context, parent: name, duplicate: field.i18n === 'duplicate' };

  switch (inner.type) {
    case 'string':
      field.widget = context.markdown?.has(name)
        ? 'markdown'
        : !lines.has(key) && (paragraphs.has(key) || paragraphs.has(name))
          ? 'text'
          : 'string';
      break;
    case 'number':
      field.widget = 'number';
      field.value_type = rules.integer ? 'int' : 'float';
      break;
    case 'boolean':
      field.widget = 'boolean';
      field.required = false;
      break;
    case 'date':
      Object.assign(field, { widget: 'datetime', time_format: false, format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD' });
      break;
    case 'enum':
      Object.assign(field, { widget: 'select', options: rules.options });
      break;
    case 'literal':
      Object.assign(field, { widget: 'hidden', default: inner.values?.[0] });
      delete field.required;
      break;
    case 'array': {
      const element = unwrap(inner.element as Schema).inner;
      const elementDef = def(element);
      if (elementDef.type === 'enum') {
        Object.assign(field, { widget: 'select', multiple: true, options: rules.options });
      } else if (name === 'services' && elementDef.type === 'string') {
        // Services by their slug (a post's), picked by their names: the build refuses any other.
        const options = Object.entries(context.recordKeys).map(([value, label]) => ({ value, label }));
        Object.assign(field, { widget: 'select', multiple: true, options });
      } else if (elementDef.type === 'object') {
        Object.assign(field, {
          widget: 'list',
          collapsed: !shortLists.has(name),
          fields: objectFields(element, child),
        });
      } else {
        const item = cmsField(name, element, { ...child, parent: context.parent });
        Object.assign(field, { widget: 'list', field: { ...item, name: 'item', required: true } });
        delete field.field?.i18n;
      }
      break;
    }
    case 'object':
      Object.assign(field, { widget: 'object', fields: objectFields(unwrap(schema).inner, child) });
      break;
    case 'record':
      Object.assign(field, {
        widget: 'object',
        collapsed: true,
        fields: Object.entries(context.recordKeys).map(([slug, label]) => ({
          ...cmsField(name === 'scope' ? 'scope' : 'services', inner.valueType as Schema, child),
          name: slug,
          label,
          required: false,
          hint: undefined,
        })),
      });
      break;
    default:
      throw new Error(`the editor has no input for a ${inner.type} (field "${key}")`);
  }
  applyRules(field, rules, lang);
  return field;
}

/** The fields of an object schema, in the schema's order. */
export function objectFields(schema: Schema, context: FieldContext): CmsField[] {
  const shape = def(unwrap(schema).inner).shape;
  if (!shape) throw new Error(`not an object schema (field "${context.parent ?? ''}")`);
  return Object.entries(shape).map(([name, value]) => cmsField(name, value, context));
}

function applyRules(field: CmsField, rules: Rules, lang: EditorLang) {
  const counted = field.widget === 'list' || field.widget === 'select';
  if (rules.pattern) field.pattern = [rules.pattern.source, ruleMessage(rules.pattern.message, lang)];
  if (counted) {
    if (rules.minLength !== undefined) field.min = rules.minLength;
    if (rules.maxLength !== undefined) field.max = rules.maxLength;
  } else {
    if (rules.minLength !== undefined) field.minlength = rules.minLength;
    if (rules.maxLength !== undefined) field.maxlength = rules.maxLength;
    if (rules.min !== undefined) field.min = rules.min;
    if (rules.max !== undefined) field.max = rules.max;
  }
}
