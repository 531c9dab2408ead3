/**
 * Facts a Markdown text names by placeholder, filled from the business's data when the page is
 * built: {warranty.years} in the terms, {phone} wherever a text gives the head office's line. The
 * owner changes the warranty's term or the line once, in the editor, and every text says it with
 * every other page. {phone} becomes a call link, printed as the text's language writes numbers.
 */
import { warranty, telHref } from '../site.config.ts';
import type { Lang } from './i18n.ts';
import { mainPhone } from './phone.ts';

/** The placeholders content may use, and what each stands for, in a language. */
export const textFacts = (lang: Lang): Record<string, string> => ({
  'warranty.years': String(warranty.years),
  phone: mainPhone(lang).text,
});

/** A text with its placeholders filled; an unknown one is left as written, for a test to find. */
export const fillFacts = (text: string, facts: Record<string, string>) =>
  text.replace(/\{([\w.]+)\}/g, (whole, key: string) => facts[key] ?? whole);

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** The language of a content file by its path: French texts live under content/fr/. */
export const langOfContentFile = (path: string | undefined): Lang =>
  path && /[\\/]content[\\/]fr[\\/]/.test(path) ? 'fr' : 'en';

/** A text node's {phone} as call links (counted like every other), the rest of it filled as text. */
function withCallLinks(value: string, facts: Record<string, string>): HastNode[] {
  const phone = facts.phone ?? '';
  return value.split('{phone}').flatMap((part, i) => [
    ...(i > 0
      ? [
          {
            type: 'element',
            tagName: 'a',
            properties: { href: telHref(phone), dataCall: 'content' },
            children: [{ type: 'text', value: phone }],
          },
        ]
      : []),
    ...(part ? [{ type: 'text', value: fillFacts(part, facts) }] : []),
  ]);
}

/**
 * A rehype plugin: fills the placeholders in a page's text in the page's language (its options
 * are the facts of both, so a change to them is a change to the build's configuration).
 */
export const rehypeFillFacts =
  (facts: Record<Lang, Record<string, string>>) => (tree: HastNode, file: { path?: string }) => {
    const own = facts[langOfContentFile(file.path)];
    const walk = (node: HastNode) => {
      if (!node.children) return;
      node.children = node.children.flatMap((child) => {
        if (child.type !== 'text' || !child.value?.includes('{')) {
          walk(child);
          return [child];
        }
        // Inside a link already, the number is only text.
        return node.tagName === 'a'
          ? [{ ...child, value: fillFacts(child.value, own) }]
          : withCallLinks(child.value, own);
      });
    };
    walk(tree);
  };
