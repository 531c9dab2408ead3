/**
 * The small rich-text format of the content files: paragraphs separated by blank lines,
 * "- " bullet lists, **bold** and [links](/site/path/). Parsed to data so components
 * render it with JSX; no HTML string is ever injected.
 */
import { collapseLayoutSpace } from './text.ts';

export type Inline =
  { type: 'text'; text: string } | { type: 'strong'; text: string } | { type: 'link'; text: string; href: string };
export type Block = { type: 'paragraph'; content: Inline[] } | { type: 'list'; items: Inline[][] };

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push({ type: 'text', text: text.slice(last, index) });
    const [, bold, label, href] = match;
    if (bold !== undefined) out.push({ type: 'strong', text: bold });
    else if (label !== undefined && href !== undefined) out.push({ type: 'link', text: label, href });
    last = index + match[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

export function parseRichText(source: string): Block[] {
  return source
    .trim()
    .split(/\n[ \t\r]*\n/)
    .map((chunk): Block => {
      const lines = chunk.split('\n').map((l) => l.trim());
      if (lines.every((l) => l.startsWith('- '))) {
        return { type: 'list', items: lines.map((l) => parseInline(l.slice(2).trim())) };
      }
      return { type: 'paragraph', content: parseInline(collapseLayoutSpace(lines.join(' '))) };
    });
}
