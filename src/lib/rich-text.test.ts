import { describe, expect, it } from 'vitest';
import { parseInline, parseRichText } from './rich-text.ts';

describe('parseInline', () => {
  it.each([
    ['plain words', [{ type: 'text', text: 'plain words' }]],
    [
      'a **bold** word',
      [
        { type: 'text', text: 'a ' },
        { type: 'strong', text: 'bold' },
        { type: 'text', text: ' word' },
      ],
    ],
    [
      'see [bats](/services/bat-removal/).',
      [
        { type: 'text', text: 'see ' },
        { type: 'link', text: 'bats', href: '/services/bat-removal/' },
        { type: 'text', text: '.' },
      ],
    ],
    ['an unclosed **star stays text', [{ type: 'text', text: 'an unclosed **star stays text' }]],
  ])('%j', (source, expected) => {
    expect(parseInline(source)).toEqual(expected);
  });
});

describe('parseRichText', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(parseRichText('One line\ncontinued.\n\nSecond.')).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'One line continued.' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Second.' }] },
    ]);
  });

  it('keeps the no-break spaces of French typography while joining lines', () => {
    expect(parseRichText('Notre méthode\u00a0:\nla porte à sens unique.\n\n- Prix\u00a0: 200\u00a0$')).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Notre méthode\u00a0: la porte à sens unique.' }] },
      { type: 'list', items: [[{ type: 'text', text: 'Prix\u00a0: 200\u00a0$' }]] },
    ]);
  });

  it('reads a block of "- " lines as a list', () => {
    expect(parseRichText('- one\n- **two**')).toEqual([
      { type: 'list', items: [[{ type: 'text', text: 'one' }], [{ type: 'strong', text: 'two' }]] },
    ]);
  });

  it('treats a block mixing prose and bullets as a paragraph (nothing is dropped)', () => {
    const [block] = parseRichText('Intro line\n- not a list');
    expect(block?.type).toBe('paragraph');
  });
});
