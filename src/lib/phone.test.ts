import { describe, expect, it } from 'vitest';
import type { PhoneLine } from '../site.config.ts';
import { lineLanguageNote, phoneFor } from './phone.ts';

const brampton: PhoneLine = { text: '905-555-0173', href: 'tel:+19055550173', languages: ['en'] };
const national: PhoneLine = { text: '1-888-555-0142', href: 'tel:+18885550142', languages: ['en', 'fr'] };

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
    '/fr/',
    '/fr/on/toronto/',
    '/fr/on/brampton-est/',
    // The Brampton line is answered in English only: its French pages give a line answered in French.
    '/fr/on/brampton/',
    '/fr/on/brampton/retrait-ratons-laveurs/',
  ])('%s uses the default line', (path) => {
    expect(phoneFor(path)).toEqual(national);
  });

  it('gives the Brampton line on its French pages once it is answered in French', () => {
    const bilingual = { default: national, brampton: { ...brampton, languages: ['en', 'fr'] } satisfies PhoneLine };
    expect(phoneFor('/fr/on/brampton/', bilingual)).toBe(bilingual.brampton);
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
