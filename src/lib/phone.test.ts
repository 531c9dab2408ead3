import { describe, expect, it } from 'vitest';
import { inLanguage, mainPhone, phoneFor } from './phone.ts';

const brampton = { text: '905-555-0173', href: 'tel:+19055550173' };
const national = { text: '1-888-555-0142', href: 'tel:+18885550142' };
const bramptonFr = { text: '905\u00a0555-0173', href: 'tel:+19055550173' };
const nationalFr = { text: '1\u00a0888\u00a0555-0142', href: 'tel:+18885550142' };

describe('phoneFor', () => {
  it.each(['/on/brampton', '/on/brampton/', '/on/brampton/raccoon-removal/', '/on/brampton/wasp-removal'])(
    '%s uses the Brampton line',
    (path) => {
      expect(phoneFor(path)).toEqual(brampton);
    },
  );

  it.each(['/fr/on/brampton/', '/fr/on/brampton/retrait-ratons-laveurs/'])(
    '%s uses the Brampton line, written the French way',
    (path) => {
      expect(phoneFor(path)).toEqual(bramptonFr);
    },
  );

  it.each([
    '/',
    '/on/toronto/',
    '/on/bramptonx/',
    '/on/brampton-east/',
    '/on/greater-toronto/',
    '/services/raccoon-removal/',
    '/contact/',
    '/blog/how-one-way-doors-work/',
  ])('%s uses the default line', (path) => {
    expect(phoneFor(path)).toEqual(national);
  });

  it.each(['/fr/', '/fr/on/toronto/', '/fr/on/brampton-est/'])(
    '%s uses the default line, written the French way',
    (path) => {
      expect(phoneFor(path)).toEqual(nationalFr);
    },
  );
});

describe('inLanguage', () => {
  it('writes a number the OQLF way in French: spaces between the groups, a hyphen before the last four digits', () => {
    expect(inLanguage({ text: '1-800-555-0100', href: 'tel:+18005550100' }, 'fr')).toEqual({
      text: '1\u00a0800\u00a0555-0100',
      href: 'tel:+18005550100',
    });
    expect(inLanguage({ text: '514-555-0100', href: 'tel:+15145550100' }, 'fr').text).toBe('514\u00a0555-0100');
  });

  it('leaves the English way as configured', () => {
    expect(mainPhone('en')).toEqual(national);
    expect(mainPhone('fr')).toEqual(nationalFr);
  });
});
