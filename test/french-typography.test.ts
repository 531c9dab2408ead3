import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems } from './french-typography.ts';

describe('frenchTypographyProblems', () => {
  it.each([
    ['Tarif\u00a0: 200\u00a0$', []],
    ['Ouvert de 8:30 à 17:00, https://northpaw.example', []],
    ['le mot «\u00a0soumission\u00a0»', []],
    ['Vraiment? Oui! Bien; merci.', []],
    ['l’animal et l’entretoit', []],
    ['Tarif : 200', ['a breaking space before a colon']],
    ['Tarif\n: 200', ['a breaking space before a colon']],
    ['Tarif: 200', ['no space before a colon']],
    ['le mot « soumission\u00a0»', ['a breaking space after «']],
    ['le mot «soumission\u00a0»', ['no space after «']],
    ['le mot «\u00a0soumission »', ['a breaking space before »']],
    ['le mot «\u00a0soumission»', ['no space before »']],
    ['Vraiment ? Oui\u00a0!', ['a space before ; ? or !', 'a space before ; ? or !']],
    ["l'animal, l’entretoit", ["a typewriter apostrophe (') where French writes ’"]],
  ] as const)('%j: %j', (text, expected) => {
    expect(frenchTypographyProblems(text).map((p) => p.slice(0, p.indexOf(':')))).toEqual(expected);
  });

  it('quotes the words around each problem', () => {
    expect(frenchTypographyProblems('Appelez-nous : nous répondons')).toEqual([
      'a breaking space before a colon: …Appelez-nous : nous répondons…',
    ]);
  });
});
