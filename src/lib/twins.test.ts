import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { shapeDifferences } from './twins.ts';

describe('shapeDifferences', () => {
  it('passes twins of the same shape, whatever the words', () => {
    expect(
      shapeDifferences(
        { name: 'Bat', faq: [{ q: 'a', a: 'b' }] },
        { name: 'Chauve-souris', faq: [{ q: 'c', a: 'd' }] },
      ),
    ).toEqual([]);
  });

  it('names the field that differs', () => {
    expect(
      shapeDifferences(
        {
          faq: [
            { q: 'a', a: 'b' },
            { q: 'c', a: 'd' },
          ],
        },
        { faq: [{ q: 'a', a: 'b' }] },
      ),
    ).toEqual(['faq: 2 items in English, 1 in French']);
    expect(shapeDifferences({ nap: { hours: [], locationHint: 'x' } }, { nap: { hours: [] } })).toEqual([
      'nap.locationHint: missing in French',
    ]);
    expect(shapeDifferences({ intro: 'x' }, { intro: ['x'] })).toEqual(['intro: string in English, list in French']);
  });

  it('allows a French file its own slug, and nothing else of its own', () => {
    expect(shapeDifferences({ name: 'x' }, { name: 'y', slug: 'y' })).toEqual([]);
    expect(shapeDifferences({ name: 'x' }, { name: 'y', extra: 'z' })).toEqual(['extra: only in French']);
    expect(shapeDifferences({ faq: [{ q: 'x' }] }, { faq: [{ q: 'y', slug: 'y' }] })).toEqual([
      'faq[0].slug: only in French',
    ]);
  });

  it('allows a French greater area the slug of its French URLs, in a province or the whole file', () => {
    const en = { greaterAreas: [{ slug: 'greater-toronto' }] };
    const fr = { greaterAreas: [{ slug: 'greater-toronto', urlSlug: 'grand-toronto' }] };
    expect(shapeDifferences(en, fr)).toEqual([]);
    expect(shapeDifferences([en], [fr])).toEqual([]);
    expect(shapeDifferences({ name: 'x' }, { name: 'y', urlSlug: 'y' })).toEqual(['urlSlug: only in French']);
  });
});

/** Front matter of a Markdown file, or the whole YAML file. */
function read(path: string): unknown {
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('.md')) return load(text);
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  return load(front);
}

it('every English content file has a French twin of the same shape (src/content/fr/)', () => {
  const files = readdirSync('src/content', { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.(ya?ml|md)$/.test(f) && !f.startsWith('fr/'),
  );
  const problems = files.flatMap((file) => {
    const twin = `src/content/fr/${file}`;
    if (!existsSync(twin)) return [`${twin}: missing`];
    return shapeDifferences(read(`src/content/${file}`), read(twin)).map((p) => `${twin}: ${p}`);
  });
  expect(problems).toEqual([]);
});
