/**
 * What every built page must carry for search engines and sharing,
 * as pure checks over a page's HTML. test/dist/pages-audit.test.ts runs them on every page of
 * the build; page-audit.test.ts shows each one failing on a page broken on purpose.
 */
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { languages, otherLang, type Lang } from '../src/lib/i18n.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface PageFacts {
  lang: string | undefined;
  titles: string[];
  /** Every <meta name=…> and <meta property=…>, by that name, in page order. */
  meta: Map<string, string[]>;
  canonicals: string[];
  /** <link rel="alternate" hreflang> of the head: the page in each language, by hreflang. */
  alternates: Map<string, string>;
  h1Count: number;
  /** The text of each <script type="application/ld+json">. */
  jsonLd: string[];
  /** The questions of the page's FAQ sections ([data-faq] summaries), as shown. */
  questions: string[];
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if (node.nodeName === 'template' && 'content' in node) yield* elements(node.content);
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const text = (el: Element) => el.childNodes.map((n) => ('value' in n ? n.value : '')).join('');

/** A FAQ question is the first child element of a <summary> in a [data-faq] section. */
function questionsIn(section: Element): string[] {
  return [...elements(section)]
    .filter((el) => el.tagName === 'summary')
    .map((summary) => summary.childNodes.find((n): n is Element => 'tagName' in n))
    .map((first) => (first ? text(first).trim() : ''));
}

export function readPage(html: string): PageFacts {
  const facts: PageFacts = {
    lang: undefined,
    titles: [],
    meta: new Map(),
    canonicals: [],
    alternates: new Map(),
    h1Count: 0,
    jsonLd: [],
    questions: [],
  };
  for (const el of elements(parse(html))) {
    if (el.tagName === 'html') facts.lang = attr(el, 'lang');
    else if (el.tagName === 'title') facts.titles.push(text(el).trim());
    else if (el.tagName === 'h1') facts.h1Count++;
    else if (el.tagName === 'link' && attr(el, 'rel') === 'canonical') facts.canonicals.push(attr(el, 'href') ?? '');
    else if (el.tagName === 'link' && attr(el, 'rel') === 'alternate' && attr(el, 'hreflang'))
      facts.alternates.set(attr(el, 'hreflang') ?? '', attr(el, 'href') ?? '');
    else if (el.tagName === 'script' && attr(el, 'type') === 'application/ld+json') facts.jsonLd.push(text(el));
    else if (attr(el, 'data-faq') !== undefined) facts.questions.push(...questionsIn(el));
    else if (el.tagName === 'meta') {
      const key = attr(el, 'name') ?? attr(el, 'property');
      if (key) facts.meta.set(key, [...(facts.meta.get(key) ?? []), attr(el, 'content') ?? '']);
    }
  }
  return facts;
}

const one = (facts: PageFacts, key: string) => {
  const values = facts.meta.get(key) ?? [];
  return values.length === 1 && values[0]?.trim() ? values[0] : undefined;
};

/**
 * The head rules of one page at `url` (absolute), in language `lang`. A not-found page is
 * answered at whatever URL missed, so it must name no canonical URL (nor twin) instead of its own.
 */
export function headProblems(
  facts: PageFacts,
  url: string,
  { notFound = false, lang = 'en' }: { notFound?: boolean; lang?: Lang } = {},
): string[] {
  const problems: string[] = [];
  const { locale, ogLocale } = languages[lang];
  if (!facts.lang) problems.push('<html> has no lang');
  else if (facts.lang !== locale) problems.push(`<html lang> is ${facts.lang}, not ${locale}`);
  if (one(facts, 'og:locale') !== ogLocale) problems.push(`og:locale should be ${ogLocale}`);
  if (facts.titles.length !== 1 || !facts.titles[0])
    problems.push(`expected one non-empty <title>, found ${facts.titles.length}`);
  if (facts.h1Count !== 1) problems.push(`expected exactly one <h1>, found ${facts.h1Count}`);
  if (!one(facts, 'description')) problems.push('expected one non-empty meta description');
  if (!one(facts, 'og:title')) problems.push('expected one og:title');
  if (!one(facts, 'og:description')) problems.push('expected one og:description');
  const image = one(facts, 'og:image') ?? '';
  if (!new RegExp(`^https://[^/]+/share/${lang}/[\\w/-]+\\.png$`).test(image))
    problems.push(`expected one og:image, a PNG under /share/${lang}/, found ${image || 'none'}`);
  if (notFound) {
    if (facts.canonicals.length)
      problems.push(`a not-found page names a canonical URL (${facts.canonicals.join(', ')})`);
    if (facts.alternates.size) problems.push('a not-found page names a twin in another language');
  } else {
    if (facts.canonicals.length !== 1 || facts.canonicals[0] !== url)
      problems.push(`canonical should be ${url}, found ${facts.canonicals.join(', ') || 'none'}`);
    if (one(facts, 'og:url') !== url) problems.push(`og:url should be ${url}, found ${one(facts, 'og:url') ?? 'none'}`);
    problems.push(...alternateProblems(facts, url, lang));
  }
  return problems;
}

/**
 * Every page names itself and its twin, absolute, with the English page as x-default;
 * that the twin names it back is checked across the site (test/dist/pages-audit.test.ts).
 */
function alternateProblems(facts: PageFacts, url: string, lang: Lang): string[] {
  const problems: string[] = [];
  const own = facts.alternates.get(languages[lang].locale);
  const twin = facts.alternates.get(languages[otherLang(lang)].locale);
  const keys = [...facts.alternates.keys()].sort().join(', ');
  if (keys !== 'en-CA, fr-CA, x-default')
    problems.push(`hreflang should be en-CA, fr-CA and x-default, found ${keys || 'none'}`);
  if (own !== url) problems.push(`hreflang ${languages[lang].locale} should be the page itself, ${url}`);
  if (!twin || !/^https?:\/\//.test(twin)) problems.push('the twin in the other language is not an absolute URL');
  if (facts.alternates.get('x-default') !== facts.alternates.get('en-CA'))
    problems.push('x-default should be the English page');
  if (one(facts, 'og:locale:alternate') !== languages[otherLang(lang)].ogLocale)
    problems.push(`og:locale:alternate should be ${languages[otherLang(lang)].ogLocale}`);
  return problems;
}

/** Titles or descriptions that more than one page uses, named with the pages that share them. */
export function duplicateProblems(pages: { path: string; facts: PageFacts }[]): string[] {
  const problems: string[] = [];
  for (const [what, valueOf] of [
    ['title', (f: PageFacts) => f.titles[0]],
    ['description', (f: PageFacts) => one(f, 'description')],
  ] as const) {
    const byValue = new Map<string, string[]>();
    for (const { path, facts } of pages) {
      const value = valueOf(facts);
      if (value) byValue.set(value, [...(byValue.get(value) ?? []), path]);
    }
    for (const [value, paths] of byValue)
      if (paths.length > 1) problems.push(`${what} "${value}" is shared by ${paths.join(', ')}`);
  }
  return problems;
}

let validator: HtmlValidate | undefined;
const config: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: { 'input-missing-label': 'error' },
};

/**
 * The configuration resolved once: html-validate's static loader resolves it again for every
 * page (its presets and the HTML elements' table), a fifth of the time it spent on a page.
 */
class ResolvedOnce extends StaticConfigLoader {
  private resolved: ReturnType<StaticConfigLoader['getConfigFor']> | undefined;

  override getConfigFor(handle: string, override?: ConfigData) {
    if (override) return super.getConfigFor(handle, override);
    this.resolved ??= super.getConfigFor(handle);
    return this.resolved;
  }
}

/**
 * What html-validate finds wrong with a page: the HTML standard's rules ("standard" preset)
 * and its accessibility rules ("a11y": alt text, link text, unique landmarks..., plus a
 * label on every field). They reach every page; axe-core sees one page of each template.
 */
export async function htmlProblems(html: string): Promise<string[]> {
  validator ??= new HtmlValidate(new ResolvedOnce(config));
  const report = await validator.validateString(html);
  return report.results.flatMap((r) =>
    r.messages.map((m) => `line ${m.line}: ${m.message} (${m.ruleId}${m.selector ? ` at ${m.selector}` : ''})`),
  );
}
