/**
 * What every built page must carry for search engines and sharing (issue 6, DESIGN §6),
 * as pure checks over a page's HTML. e2e/pages-audit.spec.ts runs them on every page of
 * the build; page-audit.test.ts shows each one failing on a page broken on purpose.
 */
import { HtmlValidate } from 'html-validate';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface PageFacts {
  lang: string | undefined;
  titles: string[];
  /** Every <meta name=…> and <meta property=…>, by that name, in page order. */
  meta: Map<string, string[]>;
  canonicals: string[];
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
    h1Count: 0,
    jsonLd: [],
    questions: [],
  };
  for (const el of elements(parse(html))) {
    if (el.tagName === 'html') facts.lang = attr(el, 'lang');
    else if (el.tagName === 'title') facts.titles.push(text(el).trim());
    else if (el.tagName === 'h1') facts.h1Count++;
    else if (el.tagName === 'link' && attr(el, 'rel') === 'canonical') facts.canonicals.push(attr(el, 'href') ?? '');
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
 * The head rules of one page at `url` (absolute). A not-found page is answered at whatever
 * URL missed, so it must name no canonical URL instead of its own.
 */
export function headProblems(facts: PageFacts, url: string, { notFound = false } = {}): string[] {
  const problems: string[] = [];
  if (!facts.lang) problems.push('<html> has no lang');
  if (facts.titles.length !== 1 || !facts.titles[0])
    problems.push(`expected one non-empty <title>, found ${facts.titles.length}`);
  if (facts.h1Count !== 1) problems.push(`expected exactly one <h1>, found ${facts.h1Count}`);
  if (!one(facts, 'description')) problems.push('expected one non-empty meta description');
  if (!one(facts, 'og:title')) problems.push('expected one og:title');
  if (!one(facts, 'og:description')) problems.push('expected one og:description');
  if (notFound) {
    if (facts.canonicals.length)
      problems.push(`a not-found page names a canonical URL (${facts.canonicals.join(', ')})`);
  } else {
    if (facts.canonicals.length !== 1 || facts.canonicals[0] !== url)
      problems.push(`canonical should be ${url}, found ${facts.canonicals.join(', ') || 'none'}`);
    if (one(facts, 'og:url') !== url) problems.push(`og:url should be ${url}, found ${one(facts, 'og:url') ?? 'none'}`);
  }
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

/**
 * What html-validate finds wrong with a page: the HTML standard's rules ("standard" preset)
 * and its accessibility rules ("a11y": alt text, link text, unique landmarks..., plus a
 * label on every field). They reach every page; axe-core sees one page of each template.
 */
export async function htmlProblems(html: string): Promise<string[]> {
  validator ??= new HtmlValidate({
    extends: ['html-validate:standard', 'html-validate:a11y'],
    rules: { 'input-missing-label': 'error' },
  });
  const report = await validator.validateString(html);
  return report.results.flatMap((r) =>
    r.messages.map((m) => `line ${m.line}: ${m.message} (${m.ruleId}${m.selector ? ` at ${m.selector}` : ''})`),
  );
}
