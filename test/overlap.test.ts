import { describe, expect, it } from 'vitest';
import { mainWords, median, sharedShare, trigrams } from './overlap.ts';

describe('mainWords', () => {
  it('reads the visible text of <main> only, lowercased', () => {
    const html =
      '<header>Menu Home</header><main class="x"><h1>Raccoon Removal</h1><script>var a = 1</script><p>In Toronto&rsquo;s ravines</p></main><footer>Call</footer>';
    expect(mainWords(html)).toEqual(['raccoon', 'removal', 'in', 'toronto', 's', 'ravines']);
  });

  it("leaves out a form's labels and notes, the same on every page", () => {
    const html = '<main><p>Bats in Ottawa</p><form method="post"><label>Postal code</label></form><p>Call</p></main>';
    expect(mainWords(html)).toEqual(['bats', 'in', 'ottawa', 'call']);
  });
});

describe('sharedShare', () => {
  const grams = (text: string) => trigrams(text.split(' '));

  it('is 1 for the same text and 0 for texts with no three words in common', () => {
    const a = grams('raccoons den in attics under decks');
    expect(sharedShare(a, a)).toBe(1);
    expect(sharedShare(a, grams('squirrels chew soffits and roof vents'))).toBe(0);
  });

  it('measures against the smaller page, so swapping a name leaves most of the page shared', () => {
    const toronto = grams('raccoons in toronto den in attics under decks and in sheds');
    const ottawa = grams('raccoons in ottawa den in attics under decks and in sheds');
    // Nine trigrams each; the three that hold the city's name differ.
    expect(sharedShare(toronto, ottawa)).toBeCloseTo(6 / 9);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([0.9, 0.1, 0.5])).toBe(0.5);
    expect(median([0.2, 0.4, 0.6, 0.8])).toBeCloseTo(0.5);
  });
});
