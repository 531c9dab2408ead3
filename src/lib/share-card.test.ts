import { describe, expect, it } from 'vitest';
import { shareCardSvg, titleLines, wrapWords } from './share-card.ts';

describe('wrapWords', () => {
  it.each([
    ['Raccoon Removal', 30, 2, ['Raccoon Removal']],
    ['Humane Wildlife Control in Charlottetown', 30, 2, ['Humane Wildlife Control in', 'Charlottetown']],
    ['one two three four five six seven eight nine ten eleven', 20, 2, undefined],
    ['Supercalifragilisticexpialidocious', 20, 2, undefined],
    ['', 20, 2, []],
  ])('%j in lines of %i, at most %i', (text, perLine, maxLines, expected) => {
    expect(wrapWords(text, perLine, maxLines)).toEqual(expected);
  });
});

describe('titleLines', () => {
  it('keeps a short title large, on one line', () => {
    expect(titleLines('Brampton')).toEqual({ fontSize: 60, lines: ['Brampton'] });
  });

  it('steps down a size before cutting a longer title', () => {
    const { fontSize, lines } = titleLines('Portes à sens unique : déloger la faune sans lui nuire au printemps');
    expect(fontSize).toBeLessThan(60);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).not.toContain('…');
  });

  it('cuts what fits nowhere at a word, with an ellipsis', () => {
    const long = Array(30).fill('raccoon').join(' ');
    const { fontSize, lines } = titleLines(long);
    expect(fontSize).toBe(40);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/raccoon…$/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(46);
  });
});

describe('shareCardSvg', () => {
  it('escapes the texts it writes', () => {
    const svg = shareCardSvg('Northpaw', 'Rats & mice <in> "Québec"');
    expect(svg).toContain('Rats &amp; mice &lt;in&gt; &quot;Québec&quot;');
    expect(svg).not.toContain('<in>');
  });
});
