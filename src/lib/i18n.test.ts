import { describe, expect, it } from 'vitest';
import { alternates, twinPath, type SlugMaps } from './i18n.ts';

const maps: SlugMaps = {
  services: { 'raccoon-removal': 'retrait-ratons-laveurs', 'bat-removal': 'retrait-chauves-souris' },
  posts: { 'how-one-way-doors-work': 'fonctionnement-des-portes-a-sens-unique' },
  areas: { 'greater-toronto': 'grand-toronto', 'greater-quebec-city': 'region-de-quebec' },
};

describe('twinPath', () => {
  it.each([
    ['/', '/fr/'],
    ['/about/', '/fr/a-propos/'],
    ['/privacy/', '/fr/confidentialite/'],
    ['/thank-you/', '/fr/merci/'],
    ['/services/', '/fr/services/'],
    ['/services/residential/', '/fr/services/residentiel/'],
    ['/services/commercial/', '/fr/services/commercial/'],
    ['/services/raccoon-removal/', '/fr/services/retrait-ratons-laveurs/'],
    ['/blog/', '/fr/blogue/'],
    ['/blog/how-one-way-doors-work/', '/fr/blogue/fonctionnement-des-portes-a-sens-unique/'],
    ['/on/greater-toronto/', '/fr/on/grand-toronto/'],
    ['/qc/greater-quebec-city/', '/fr/qc/region-de-quebec/'],
    ['/qc/montreal/', '/fr/qc/montreal/'],
    ['/qc/montreal/bat-removal/', '/fr/qc/montreal/retrait-chauves-souris/'],
    ['/404/location/', '/fr/404/location/'],
  ])('%s <-> %s', (en, fr) => {
    expect(twinPath(en, maps)).toEqual({ lang: 'en', twin: fr });
    expect(twinPath(fr, maps)).toEqual({ lang: 'fr', twin: en });
  });

  it.each([
    '/services/ant-control/',
    '/on/brampton/bird-control/',
    '/blog/no-such-post/',
    '/fr/services/raccoon-removal/',
  ])('%s has no twin', (path) => {
    expect(twinPath(path, maps).twin).toBeUndefined();
  });
});

describe('alternates', () => {
  it('names both languages of a page, from either side', () => {
    const both = { en: '/on/brampton/raccoon-removal/', fr: '/fr/on/brampton/retrait-ratons-laveurs/' };
    expect(alternates(both.en, maps)).toEqual(both);
    expect(alternates(both.fr, maps)).toEqual(both);
  });
});
