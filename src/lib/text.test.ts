import { describe, expect, it } from 'vitest';
import { limits } from '../site.config.ts';
import { paragraphs, readingMinutes, truncate } from './text.ts';

/** Sentence-like text of exactly `length` characters that does not end in a space. */
const textOf = (length: number) =>
  `${'Raccoons in the attic. '.repeat(Math.ceil(length / 23) + 1).slice(0, length - 1)}.`;

describe('truncate', () => {
  it.each([
    ['shorter than the card limit', 'Humane raccoon removal.', limits.cardDescription],
    ['exactly the card limit', textOf(limits.cardDescription), limits.cardDescription],
    ['exactly the modal limit', textOf(limits.modalBody), limits.modalBody],
  ])('leaves text %s unchanged', (_case, text, limit) => {
    expect(truncate(text, limit)).toBe(text);
  });

  it('trims surrounding white space even when nothing is cut', () => {
    expect(truncate('  Humane raccoon removal.\n', 80)).toBe('Humane raccoon removal.');
  });

  it.each([limits.cardDescription, limits.modalBody])(
    'cuts text one character over a limit of %i, ending with "…"',
    (limit) => {
      const text = textOf(limit + 1);
      const result = truncate(text, limit);
      expect(result.length).toBeLessThanOrEqual(limit);
      expect(result.endsWith('…')).toBe(true);
      expect(text.startsWith(result.slice(0, -1))).toBe(true);
    },
  );

  it.each([
    // [text, limit, expected]
    ['The quick brown fox jumps over the lazy dog', 20, 'The quick brown fox…'],
    ['One two three four five six seven', 16, 'One two three…'],
    // No space reasonably close to the limit: cut inside the word.
    ['Supercalifragilisticexpialidocious is long', 10, 'Supercali…'],
  ])('cuts %j at %i characters at a word boundary: %j', (text, limit, expected) => {
    expect(truncate(text, limit)).toBe(expected);
  });

  it.each([
    // [text, limit, expected]
    [
      'Skunk under the deck, porch or shed? Calm, humane removal by a one-way door. We check first.',
      80,
      'Skunk under the deck, porch or shed? Calm, humane removal by a one-way door…',
    ],
    [
      'Bats in the attic. Let out by one-way devices once pups can fly. We seal the rest.',
      70,
      'Bats in the attic. Let out by one-way devices once pups can fly…',
    ],
    // A sentence end too early in the text loses to the last word boundary.
    [
      'Bats. Let out by one-way devices once the pups can fly, then sealed',
      40,
      'Bats. Let out by one-way devices once…',
    ],
  ])('prefers the end of a sentence: %j at %i', (text, limit, expected) => {
    expect(truncate(text, limit)).toBe(expected);
    expect(truncate(text, limit).length).toBeLessThanOrEqual(limit);
  });

  it.each([
    ['Raccoons, squirrels, skunks, bats and more', 30, 'Raccoons, squirrels, skunks…'],
    ['We inspect, exclude, seal and repair. Then we warranty it', 38, 'We inspect, exclude, seal and repair…'],
    ['Skunk under the deck. Calm, humane removal by a one-way door.', 26, 'Skunk under the deck…'],
    ['Sealing and repair — then a written warranty', 22, 'Sealing and repair…'],
  ])('removes trailing punctuation before the ellipsis: %j', (text, limit, expected) => {
    expect(truncate(text, limit)).toBe(expected);
  });
});

describe('paragraphs', () => {
  it.each([
    ['One paragraph.', ['One paragraph.']],
    ['First line\nsame paragraph.\n\nSecond.', ['First line same paragraph.', 'Second.']],
    ['One.\n   \nTwo.\n\n\n\nThree   spaced   words.', ['One.', 'Two.', 'Three spaced words.']],
    ['\n\nLeading and trailing blank lines.\n\n', ['Leading and trailing blank lines.']],
    ['', []],
    ['  \n\n  ', []],
    // French typography's no-break spaces are text, not layout: they stay as written.
    ['Prix\u00a0: le mot «\u00a0soumission\u00a0»\nsuite.', ['Prix\u00a0: le mot «\u00a0soumission\u00a0» suite.']],
  ])('splits %j into %j', (text, expected) => {
    expect(paragraphs(text)).toEqual(expected);
  });
});

describe('readingMinutes', () => {
  it.each([
    ['', 1],
    ['one two three', 1],
    [Array(299).fill('word').join(' '), 1],
    [Array(301).fill('word').join('\n'), 2],
    [Array(1000).fill('mot').join('  '), 5],
  ])('%#: %i minutes', (text, minutes) => {
    expect(readingMinutes(text)).toBe(minutes);
  });
});
