/**
 * The CSS a page's first frame needs, written into the page itself, so nothing stands between
 * the document and its first paint: no stylesheet's own round trip on a slow link. The site's
 * stylesheet is Tailwind's utilities, almost every rule a single class, so a page needs the
 * rules whose classes it uses: each rule is kept when every class its selector names (outside
 * `:not()`, `:is()` and the like, which would only make it narrower) is on some element of the
 * page, and a rule naming no class (the reset, the theme's variables) always. The whole
 * stylesheet still comes, after the first paint (src/directives/head.ts), cached for a year, for
 * what the islands draw later (dialogs, toasts, menus); without JavaScript a <noscript> link
 * brings it at once.
 *
 * One parse of the stylesheet serves every page, and a page costs a pass over its class
 * attributes: well under a millisecond, where a DOM-matching tool took 20 to 120 ms a page
 * (measured with beasties), minutes at 26,000 pages.
 */
import { readFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import postcss, { type ChildNode, type Container } from 'postcss';

/** A rule or block of the stylesheet, ready to be written out again. */
type Piece =
  | { kind: 'always'; css: string }
  /** Kept when, for one of its selectors, the page has every class that selector names. */
  | { kind: 'rule'; css: string; classSets: string[][] }
  /** An at-rule holding rules (@media, @supports, @layer): kept when one of them is. */
  | { kind: 'block'; open: string; pieces: Piece[] };

/** The class names a selector needs, read from its CSS escapes (`.md\:flex` is `md:flex`). */
function classesOf(selector: string): string[] {
  // Arguments of functional pseudo-classes only narrow (:not) or widen (:is(.a, .b)) a match:
  // left out, so a rule is kept whenever it could apply.
  let outer = selector;
  for (let inner = outer.replace(/\([^()]*\)/g, ''); inner !== outer; inner = outer.replace(/\([^()]*\)/g, '')) {
    outer = inner;
  }
  return [...outer.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map(([, name = '']) =>
    name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex?: string, char?: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
    ),
  );
}

/** Splits a selector list at its top-level commas. */
function selectorsOf(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '\\') i++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

const holdsRules = new Set(['media', 'supports', 'layer', 'container', 'starting-style']);

function piecesOf(container: Container<ChildNode>): Piece[] {
  const pieces: Piece[] = [];
  container.each((node) => {
    if (node.type === 'comment') return;
    if (node.type === 'rule') {
      const classSets = selectorsOf(node.selector).map(classesOf);
      const css = node.toString();
      pieces.push(
        classSets.some((set) => set.length === 0) ? { kind: 'always', css } : { kind: 'rule', css, classSets },
      );
    } else if (node.type === 'atrule' && node.nodes && holdsRules.has(node.name)) {
      pieces.push({
        kind: 'block',
        open: `@${node.name}${node.params ? ` ${node.params}` : ''}{`,
        pieces: piecesOf(node),
      });
    } else {
      // @keyframes, @property, @font-face, `@layer a, b;`: small, kept. A statement's semicolon
      // belongs to its parent in PostCSS, so it is written back here.
      const statement = node.type === 'atrule' && !node.nodes;
      pieces.push({ kind: 'always', css: `${node.toString()}${statement ? ';' : ''}` });
    }
  });
  return pieces;
}

function write(pieces: Piece[], classes: ReadonlySet<string>): string {
  let css = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') css += piece.css;
    else if (piece.kind === 'rule') {
      if (piece.classSets.some((set) => set.every((name) => classes.has(name)))) css += piece.css;
    } else {
      const inner = write(piece.pieces, classes);
      if (inner) css += `${piece.open}${inner}}`;
    }
  }
  return css;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

/** Every class on an element of the page, from its class attributes as written. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => entities[name] ?? '');
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The stylesheet, parsed once: `for(html)` gives the part of it a page needs. */
export class CriticalCss {
  private readonly pieces: Piece[];

  constructor(css: string) {
    this.pieces = piecesOf(postcss.parse(css));
  }

  for(html: string): string {
    return write(this.pieces, pageClasses(html));
  }
}

const STYLESHEET = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/g;

/**
 * The page with each of its stylesheets' links replaced by the rules it needs, inline, and a
 * <noscript> link to the whole (the head script reads its `data-stylesheet` to fetch it after
 * the first paint). `sheet(href)` gives the parsed stylesheet of a link.
 */
export function inlineCriticalCss(html: string, sheet: (href: string) => CriticalCss): string {
  return html.replace(
    STYLESHEET,
    (_, href: string) =>
      `<style>${sheet(href).for(html)}</style><noscript data-stylesheet="${href}"><link rel="stylesheet" href="${href}"></noscript>`,
  );
}

/**
 * Each stylesheet of a build (`root` is its client folder; `paths`, its files), read and parsed
 * once, as `inlineCriticalCss` asks for them by the href a page links to.
 */
export async function buildStylesheets(root: string, paths: string[]): Promise<(href: string) => CriticalCss> {
  const sheets = new Map<string, CriticalCss>();
  for (const path of paths.filter((path) => path.endsWith('.css'))) {
    sheets.set(`/${relative(root, path).split(sep).join('/')}`, new CriticalCss(await readFile(path, 'utf8')));
  }
  return (href) => {
    const parsed = sheets.get(href);
    if (!parsed) throw new Error(`a page links to ${href}, which the build does not have`);
    return parsed;
  };
}
