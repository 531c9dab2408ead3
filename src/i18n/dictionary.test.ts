import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';

/** Every string of a dictionary with its key path: ["contactForm.missing.title", "Missing Information"]. */
function leaves(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, path ? `${path}.${key}` : key),
  );
}
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));

const english = new Map(leaves(en));
const french = leaves(fr);

describe('the two dictionaries', () => {
  it('have the same keys (the compiler checks this too)', () => {
    expect(french.map(([key]) => key)).toEqual([...english.keys()]);
  });

  it('fill in no value in French that the English is not given', () => {
    // Where the two languages put the name in a different case, the caller gives both forms.
    const bothForms = new Set(['service.whatIs', 'service.range']);
    const problems = french.flatMap(([key, text]) => {
      if (bothForms.has(key)) return [];
      const given = placeholders(english.get(key) ?? '');
      return [...placeholders(text)].filter((p) => !given.has(p)).map((p) => `${key}: {${p}} is not in the English`);
    });
    expect(problems).toEqual([]);
  });

  it('leave nothing in English on the French side (apart from words both languages write alike)', () => {
    const alike = new Set([
      'Services',
      'Service',
      'Province',
      'Contact',
      'Commercial',
      'Message',
      'Notification',
      'Photos',
    ]);
    const words = (text: string) => /[a-z]{3}/i.test(text.replace(/\{\w+\}/g, ''));
    const same = french.filter(([key, text]) => text === english.get(key) && words(text) && !alike.has(text));
    expect(same).toEqual([]);
  });

  it('follow Québec typography in French: a no-break space before a colon, none before ; ? !', () => {
    const problems = french.flatMap(([key, text]) => [
      ...(/[^\u00a0]:(?!\/\/)/.test(text.replace(/\{\w+\}/g, 'x')) ? [`${key}: a colon without a no-break space`] : []),
      ...(/\s[;?!]/.test(text) ? [`${key}: a space before ; ? or !`] : []),
      ...(/\d h\b/.test(text) ? [`${key}: an ordinary space in a time or duration`] : []),
    ]);
    expect(problems).toEqual([]);
  });
});
