/**
 * The CSS a page's first frame needs, written into the page itself, so nothing stands between
 * the document and its first paint: no stylesheet's own round trip on a slow link. The site's
 * stylesheet is Tailwind's utilities, almost every rule a single class, so a page needs the
 * rules whose classes it uses: a rule is kept when every class and element one of its selectors
 * names (outside `:not()`, `:is()` and the like, which would only make it narrower) is on the
 * page, and so are the reset's rules for the elements the page has and the theme's variables
 * that the kept rules read. A pointer's states are left out: the whole stylesheet comes right
 * after the first paint (src/directives/head.ts), cached for a year, for those and for what the
 * islands draw later (dialogs, toasts, menus); without JavaScript a <noscript> link brings it
 * at once.
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
  | { kind: 'always'; css: string; refs: string[] }
  /** Kept when, for one of its selectors, the page has every class that selector names. */
  | { kind: 'rule'; css: string; classSets: string[][]; refs: string[] }
  /** An at-rule holding rules (@media, @supports, @layer): kept when one of them is. */
  | { kind: 'block'; open: string; pieces: Piece[] }
  /** A rule that only sets custom properties (the theme's, Tailwind's defaults): each kept when read. */
  | { kind: 'variables'; open: string; declarations: { name: string; css: string }[] }
  /** `@property --name`: kept when the kept rules read the property. */
  | { kind: 'property'; name: string; css: string }
  /** `@keyframes name`: kept when a kept rule or variable names it. */
  | { kind: 'keyframes'; named: RegExp; css: string };

/** The custom properties a piece of CSS reads. */
const readsOf = (css: string) => [...css.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name = '']) => name);

/**
 * What an element must carry for a selector to match it somewhere on a page: its class names,
 * read from their CSS escapes (`.md\:flex` is `md:flex`), and its element names, as `<table>`.
 */
function needsOf(selector: string): string[] {
  // Arguments of functional pseudo-classes only narrow (:not) or widen (:is(.a, .b)) a match:
  // left out, so a rule is kept whenever it could apply.
  let outer = selector;
  for (let inner = outer.replace(/\([^()]*\)/g, ''); inner !== outer; inner = outer.replace(/\([^()]*\)/g, '')) {
    outer = inner;
  }
  const name = /(?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+/.source;
  const classes = [...outer.matchAll(new RegExp(`\\.(${name})`, 'g'))].map(([, escaped = '']) =>
    escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex?: string, char?: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
    ),
  );
  const elements = outer
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(new RegExp(`[.#]${name}|::?${name}`, 'g'), ' ')
    .match(/[a-zA-Z][\w-]*/g);
  return [...classes, ...(elements ?? []).map((element) => `<${element.toLowerCase()}>`)];
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

/** A pointer's states: no first frame is drawn under a pointer, and the whole stylesheet comes right after it. */
const pointerState = /:(hover|active)\b/;

function piecesOf(container: Container<ChildNode>): Piece[] {
  const pieces: Piece[] = [];
  container.each((node) => {
    if (node.type === 'comment') return;
    if (node.type === 'rule') {
      const selectors = selectorsOf(node.selector);
      if (selectors.every((selector) => pointerState.test(selector))) return;
      const classSets = selectors.map(needsOf);
      const css = node.toString();
      const declarations = node.nodes.filter((child) => child.type === 'decl');
      if (
        classSets.some((set) => set.length === 0) &&
        declarations.length === node.nodes.length &&
        declarations.every((declaration) => declaration.prop.startsWith('--'))
      ) {
        pieces.push({
          kind: 'variables',
          open: `${node.selector}{`,
          declarations: declarations.map((declaration) => ({ name: declaration.prop, css: declaration.toString() })),
        });
      } else if (classSets.some((set) => set.length === 0)) pieces.push({ kind: 'always', css, refs: readsOf(css) });
      else pieces.push({ kind: 'rule', css, classSets, refs: readsOf(css) });
    } else if (node.type === 'atrule' && node.nodes && holdsRules.has(node.name)) {
      pieces.push({
        kind: 'block',
        open: `@${node.name}${node.params ? ` ${node.params}` : ''}{`,
        pieces: piecesOf(node),
      });
    } else if (node.type === 'atrule' && node.name === 'property') {
      pieces.push({ kind: 'property', name: node.params.trim(), css: node.toString() });
    } else if (node.type === 'atrule' && node.name === 'keyframes') {
      const name = node.params.trim();
      pieces.push({ kind: 'keyframes', named: new RegExp(`(^|[^\\w-])${name}($|[^\\w-])`), css: node.toString() });
    } else {
      // @font-face, `@layer a, b;`: small, kept. A statement's semicolon belongs to its parent
      // in PostCSS, so it is written back here.
      const statement = node.type === 'atrule' && !node.nodes;
      const css = `${node.toString()}${statement ? ';' : ''}`;
      pieces.push({ kind: 'always', css, refs: readsOf(css) });
    }
  });
  return pieces;
}

const keeps = (piece: Piece, classes: ReadonlySet<string>) =>
  piece.kind === 'always' ||
  (piece.kind === 'rule' && piece.classSets.some((set) => set.every((name) => classes.has(name))));

/** The rules and at-rules a page keeps, and the custom properties they read. */
function kept(pieces: Piece[], classes: ReadonlySet<string>, reads: Set<string>, text: string[]) {
  for (const piece of pieces) {
    if (piece.kind === 'block') kept(piece.pieces, classes, reads, text);
    else if ((piece.kind === 'always' || piece.kind === 'rule') && keeps(piece, classes)) {
      for (const name of piece.refs) reads.add(name);
      text.push(piece.css);
    }
  }
}

function write(pieces: Piece[], classes: ReadonlySet<string>, reads: ReadonlySet<string>, text: string): string {
  let css = '';
  for (const piece of pieces) {
    if (piece.kind === 'block') {
      const inner = write(piece.pieces, classes, reads, text);
      if (inner) css += `${piece.open}${inner}}`;
    } else if (piece.kind === 'variables') {
      const read = piece.declarations.filter(({ name }) => reads.has(name));
      if (read.length) css += `${piece.open}${read.map((declaration) => declaration.css).join(';')}}`;
    } else if (piece.kind === 'property') {
      if (reads.has(piece.name)) css += piece.css;
    } else if (piece.kind === 'keyframes') {
      if (piece.named.test(text)) css += piece.css;
    } else if (keeps(piece, classes)) css += piece.css;
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
  /** What each custom property's value reads, over every rule that sets it. */
  private readonly variables = new Map<string, { reads: string[]; css: string[] }>();

  constructor(css: string) {
    this.pieces = piecesOf(postcss.parse(css));
    const collect = (pieces: Piece[]) => {
      for (const piece of pieces) {
        if (piece.kind === 'block') collect(piece.pieces);
        if (piece.kind !== 'variables') continue;
        for (const { name, css } of piece.declarations) {
          const variable = this.variables.get(name) ?? { reads: [], css: [] };
          variable.reads.push(...readsOf(css));
          variable.css.push(css);
          this.variables.set(name, variable);
        }
      }
    };
    collect(this.pieces);
  }

  /**
   * The rules of the page's classes and the rules without a class, less what the first frame
   * cannot use: a pointer's states, and the custom properties, registrations and keyframes that
   * nothing kept (nor the page's own style attributes) reads.
   */
  for(html: string): string {
    const classes = pageClasses(html);
    for (const [, element = ''] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) classes.add(`<${element.toLowerCase()}>`);
    const reads = new Set(readsOf(html));
    const text: string[] = [];
    kept(this.pieces, classes, reads, text);
    // A variable read reads the variables its value names, the theme's chains (--font-sans) included.
    const pending = [...reads];
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      const variable = this.variables.get(name);
      if (!variable) continue;
      text.push(...variable.css);
      for (const next of variable.reads) if (!reads.has(next)) pending.push((reads.add(next), next));
    }
    return write(this.pieces, classes, reads, text.join('\n'));
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
