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
    ['Appelez le 1\u00a0888\u00a0555-0142 ou le 905\u00a0555-0173', []],
    ['Appelez le 1-888-555-0142', ['a phone number written the English way, not as 1 888 555-0142']],
    ['ou le 905-555-0173.', ['a phone number written the English way, not as 1 888 555-0142']],
    ['Appelez le 1 888 555-0142', ['a phone number with a breaking space between its groups']],
    ['24\u00a0h sur 24, 7\u00a0j sur 7, à 10\u00a0km, en 15\u00a0min; 8\u00a0h\u00a030', []],
    ['code postal H2X\u00a01Y4, T2P\u00a02M5', []],
    [
      '24\u00a0H SUR 24, 7\u00a0J SUR 7, 10 KM',
      ['a unit symbol in capitals', 'a unit symbol in capitals', 'a unit symbol in capitals'],
    ],
  ] as const)('%j: %j', (text, expected) => {
    expect(frenchTypographyProblems(text).map((p) => p.slice(0, p.indexOf(':')))).toEqual(expected);
  });

  it('quotes the words around each problem', () => {
    expect(frenchTypographyProblems('Appelez-nous : nous répondons')).toEqual([
      'a breaking space before a colon: …Appelez-nous : nous répondons…',
    ]);
  });
});
