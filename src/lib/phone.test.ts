import { describe, expect, it } from 'vitest';
import type { PhoneLine } from '../site.config.ts';
import { inLanguage, lineLanguageNote, mainPhone, phoneFor } from './phone.ts';

const brampton: PhoneLine = { text: '905-555-0173', href: 'tel:+19055550173', languages: ['en'] };
const national: PhoneLine = { text: '1-888-555-0142', href: 'tel:+18885550142', languages: ['en', 'fr'] };
const nationalFr: PhoneLine = { ...national, text: '1\u00a0888\u00a0555-0142' };

describe('phoneFor', () => {
  it.each(['/on/brampton', '/on/brampton/', '/on/brampton/raccoon-removal/', '/on/brampton/wasp-removal'])(
    '%s uses the Brampton line',
    (path) => {
      expect(phoneFor(path)).toEqual(brampton);
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

  it.each([
    '/fr/',
    '/fr/on/toronto/',
    '/fr/on/brampton-est/',
    // The Brampton line is answered in English only: its French pages give a line answered in French.
    '/fr/on/brampton/',
    '/fr/on/brampton/retrait-ratons-laveurs/',
  ])('%s uses the default line, written the French way', (path) => {
    expect(phoneFor(path)).toEqual(nationalFr);
  });

  it('gives the Brampton line on its French pages once it is answered in French, written the French way', () => {
    const bilingual = { ...brampton, languages: ['en', 'fr'] } satisfies PhoneLine;
    const lines = [
      { city: 'on/toronto', phone: national },
      { city: 'on/brampton', phone: bilingual },
    ];
    expect(phoneFor('/fr/on/brampton/', lines)).toEqual({ ...bilingual, text: '905\u00a0555-0173' });
  });
});

describe('lineLanguageNote', () => {
  it('says nothing beside a line answered in the page language', () => {
    expect(lineLanguageNote({ ...national, languages: ['en', 'fr'] }, 'fr')).toBe('');
    expect(lineLanguageNote({ ...brampton, languages: ['en'] }, 'en')).toBe('');
  });

  it('says which languages a line is answered in where it is not answered in the page language', () => {
    expect(lineLanguageNote({ ...brampton, languages: ['en'] }, 'fr')).toBe('Réponse en anglais');
    expect(lineLanguageNote({ ...brampton, languages: ['fr'] }, 'en')).toBe('Answered in French');
  });
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
