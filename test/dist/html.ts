/** Just enough of a DOM to read a served page without a browser: elements, their attributes and text. */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];
/** A page's HTML, or a part of a page already read: its document or one of its elements. */
export type Root = string | Node;

function* descendants(node: Node): Generator<Element> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if ('tagName' in child) yield child;
    yield* descendants(child);
  }
}

/** The page parsed once, for a test that reads it many times. */
export const documentOf = (html: string): Node => parse(html);

export const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** An element's text as a reader meets it: every text node inside, spaces collapsed. */
export function textOf(node: Node): string {
  const parts: string[] = [];
  const walk = (n: Node) => {
    if ('value' in n && n.nodeName === '#text') parts.push(n.value);
    for (const child of 'childNodes' in n ? n.childNodes : []) walk(child);
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** What a reader meets on a page, exactly as served (spaces of every kind kept): its text outside
 * scripts and styles, then the words of its title, description, labels, alternatives and placeholders. */
export function readerText(root: Root): string {
  const node = typeof root === 'string' ? parse(root) : root;
  const parts: string[] = [];
  const walk = (n: Node) => {
    if ('tagName' in n && ['script', 'style', 'template'].includes(n.tagName)) return;
    if ('value' in n && n.nodeName === '#text') parts.push(n.value);
    for (const child of 'childNodes' in n ? n.childNodes : []) walk(child);
  };
  walk(node);
  const described = elementsOf(node).flatMap((el) =>
    ['alt', 'aria-label', 'placeholder', 'title', ...(attr(el, 'name') === 'description' ? ['content'] : [])]
      .map((name) => attr(el, name))
      .filter((value) => value !== undefined),
  );
  return [parts.join(''), ...described].join('\n');
}

/** The elements of a page or inside an element, in document order, optionally of one tag. */
export function elementsOf(root: Root, tag?: string): Element[] {
  return [...descendants(typeof root === 'string' ? parse(root) : root)].filter((el) => !tag || el.tagName === tag);
}

const matches = (text: string | undefined, name: string | RegExp) =>
  text !== undefined && (typeof name === 'string' ? text === name : name.test(text));

/**
 * The one element (section, aside, nav...) of this name, as a screen reader names it: its
 * aria-label, or the text of the element its aria-labelledby points to. Two of one name would be
 * a landmark nobody can tell apart, so that fails as none does.
 */
export function labelled(root: Root, name: string | RegExp, tag?: string): Element {
  const all = elementsOf(root);
  const found = all.filter((el) => {
    const by = attr(el, 'aria-labelledby');
    const label = by === undefined ? undefined : all.find((e) => attr(e, 'id') === by);
    return (!tag || el.tagName === tag) && matches(attr(el, 'aria-label') ?? (label && textOf(label)), name);
  });
  const [only, ...more] = found;
  if (!only || more.length) throw new Error(`${found.length} elements labelled ${String(name)}, not one`);
  return only;
}

/** The first element of a tag inside; none fails the test. */
export function firstOf(root: Root, tag: string): Element {
  const [first] = elementsOf(root, tag);
  if (!first) throw new Error(`no <${tag}>`);
  return first;
}

/** The one element with this id. */
export function byId(root: Root, id: string): Element {
  const found = elementsOf(root).filter((el) => attr(el, 'id') === id);
  const [only, ...more] = found;
  if (!only || more.length) throw new Error(`${found.length} elements with id "${id}", not one`);
  return only;
}

/** The content of the page's <meta name="...">. */
export const metaOf = (root: Root, name: string) =>
  elementsOf(root, 'meta')
    .filter((m) => attr(m, 'name') === name)
    .map((m) => attr(m, 'content'))
    .join(' ');

/** The page's title. */
export const titleOf = (root: Root) => textOf(firstOf(root, 'title'));

/** The links inside, optionally only those whose name (aria-label, else text) is `name`. */
export const linksIn = (root: Root, name?: string | RegExp) =>
  elementsOf(root, 'a').filter((a) => name === undefined || matches(attr(a, 'aria-label') ?? textOf(a), name));

/** Where each link goes, in order. */
export const hrefsOf = (links: Element[]) => links.map((a) => attr(a, 'href'));

/** The text of each heading inside, optionally of one level, in document order. */
export const headingsIn = (root: Root, level?: number) =>
  elementsOf(root)
    .filter((el) => (level ? el.tagName === `h${level}` : /^h[1-6]$/.test(el.tagName)))
    .map(textOf);

/** The page's JSON-LD blocks, parsed as a search engine reads them. */
export const jsonLdOf = (root: Root) =>
  elementsOf(root, 'script')
    .filter((s) => attr(s, 'type') === 'application/ld+json')
    .map((s) => JSON.parse(s.childNodes.map((c) => ('value' in c ? c.value : '')).join('')) as Record<string, unknown>);
