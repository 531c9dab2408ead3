/** Every string of the content files, paragraph by paragraph, for the tests that read what the content says. */
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { fillFacts, textFacts } from '../src/lib/facts-in-text.ts';
import type { Lang } from '../src/lib/i18n.ts';

export const contentRoots: Record<Lang, string> = { en: 'src/content', fr: 'src/content/fr' };

/** Spaces of any kind as one: the French texts keep a no-break space before a colon. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

/**
 * Every string of every content file of one language, whole, with where it is (a Markdown file is
 * one, its headings left out, its placeholders filled as the build fills them).
 */
export function contentFields(lang: Lang): { where: string; text: string }[] {
  const root = contentRoots[lang];
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.(ya?ml|md)$/.test(f) && !f.startsWith('fr/'),
  );
  return files.flatMap((file) => {
    const raw = readFileSync(`${root}/${file}`, 'utf8');
    const strings: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    if (file.endsWith('.md')) strings.push(fillFacts(raw.replace(/^#+ .*$/gm, ''), textFacts(lang)));
    else walk(load(raw));
    return strings.map((text) => ({ where: `${root}/${file}`, text }));
  });
}

/** Every string of every content file of one language, with where it is, paragraph by paragraph. */
export function contentTexts(lang: Lang): { where: string; text: string }[] {
  return contentFields(lang).flatMap(({ where, text }) =>
    text.split(/\n\s*\n/).map((paragraph) => ({ where, text: flat(paragraph) })),
  );
}
