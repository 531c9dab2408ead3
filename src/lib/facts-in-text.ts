/**
 * Facts a Markdown text names by placeholder ({warranty.years} in the terms), filled from the
 * business's data when the page is built: the owner changes the warranty's term once, in the
 * editor, and the terms say it with every other page.
 */
import { warranty } from '../site.config.ts';

/** The placeholders content may use, and what each stands for. */
export const textFacts = (): Record<string, string> => ({ 'warranty.years': String(warranty.years) });

/** A text with its placeholders filled; an unknown one is left as written, for a test to find. */
export const fillFacts = (text: string, facts: Record<string, string> = textFacts()) =>
  text.replace(/\{([\w.]+)\}/g, (whole, key: string) => facts[key] ?? whole);

interface HastNode {
  type: string;
  value?: string;
  children?: HastNode[];
}

/** A rehype plugin: fills the placeholders in a page's text (its options are the facts, so a change to them is a change to the build's configuration). */
export const rehypeFillFacts = (facts: Record<string, string>) => (tree: HastNode) => {
  const walk = (node: HastNode) => {
    if (node.type === 'text' && node.value?.includes('{')) node.value = fillFacts(node.value, facts);
    node.children?.forEach(walk);
  };
  walk(tree);
};
