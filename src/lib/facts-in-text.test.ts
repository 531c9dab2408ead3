import { describe, expect, it } from 'vitest';
import { fillFacts, langOfContentFile, rehypeFillFacts, textFacts } from './facts-in-text.ts';
import { mainPhone } from './phone.ts';
import { warranty } from '../site.config.ts';

type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] };
const paragraph = (...children: Node[]): Node => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'p', children }],
});
const text = (value: string): Node => ({ type: 'text', value });
const facts = { en: textFacts('en'), fr: textFacts('fr') };

describe('rehypeFillFacts', () => {
  it("makes {phone} the head office's call link, printed as the text's language writes numbers", () => {
    for (const [path, lang] of [
      ['/site/src/content/blog/wasps.md', 'en'],
      ['/site/src/content/fr/blog/wasps.md', 'fr'],
    ] as const) {
      const tree = paragraph(text('Call us at {phone}, 24/7.'));
      rehypeFillFacts(facts)(tree, { path });
      const [before, link, after] = tree.children?.[0]?.children ?? [];
      expect(before?.value).toBe('Call us at ');
      expect(link).toMatchObject({
        tagName: 'a',
        properties: { href: 'tel:+18885550142', dataCall: 'content' },
        children: [{ type: 'text', value: mainPhone(lang).text }],
      });
      expect(after?.value).toBe(', 24/7.');
    }
    expect(mainPhone('fr').text).toBe('1\u00a0888\u00a0555-0142');
  });

  it('fills a placeholder inside a link as text, and leaves one it does not know for a test to find', () => {
    const tree = paragraph({
      type: 'element',
      tagName: 'a',
      children: [text('{phone} for {warranty.years} years {nope}')],
    });
    rehypeFillFacts(facts)(tree, { path: '/site/src/content/legal/terms.md' });
    expect(tree.children?.[0]?.children?.[0]?.children).toEqual([
      text(`1-888-555-0142 for ${warranty.years} years {nope}`),
    ]);
  });
});

it('reads a French content file by its folder', () => {
  expect(langOfContentFile('/a/src/content/fr/legal/terms.md')).toBe('fr');
  expect(langOfContentFile('/a/src/content/legal/terms.md')).toBe('en');
  expect(langOfContentFile(undefined)).toBe('en');
});

it('fills text as the build does, for the tests that read the content', () => {
  expect(fillFacts('{warranty.years} years, {phone}', textFacts('fr'))).toBe(
    `${warranty.years} years, 1\u00a0888\u00a0555-0142`,
  );
});
