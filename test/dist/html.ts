/** Just enough of a DOM to read a served page without a browser: elements, their attributes and text. */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

function* descendants(node: Node): Generator<Element> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if ('tagName' in child) yield child;
    yield* descendants(child);
  }
}

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

/** The page's elements, in document order, optionally of one tag. */
export function elementsOf(html: string, tag?: string): Element[] {
  return [...descendants(parse(html))].filter((el) => !tag || el.tagName === tag);
}
