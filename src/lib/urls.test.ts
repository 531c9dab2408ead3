import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  areaUrl,
  cityServiceUrl,
  cityUrl,
  feedUrl,
  isAreaSlug,
  paths,
  postUrl,
  serviceUrl,
} from './urls.ts';

describe('route builders', () => {
  it.each([
    ['serviceUrl', serviceUrl('en', 'raccoon-removal'), '/services/raccoon-removal/'],
    ['areaUrl', areaUrl('en', 'on', 'greater-toronto'), '/on/greater-toronto/'],
    ['cityUrl', cityUrl('en', 'on', 'brampton'), '/on/brampton/'],
    ['cityServiceUrl', cityServiceUrl('en', 'on', 'brampton', 'raccoon-removal'), '/on/brampton/raccoon-removal/'],
    ['postUrl', postUrl('en', 'how-one-way-doors-work'), '/blog/how-one-way-doors-work/'],
    ['feedUrl', feedUrl('en'), '/rss.xml'],
    ['serviceUrl (fr)', serviceUrl('fr', 'retrait-ratons-laveurs'), '/fr/services/retrait-ratons-laveurs/'],
    ['areaUrl (fr)', areaUrl('fr', 'qc', 'grand-montreal'), '/fr/qc/grand-montreal/'],
    ['cityUrl (fr)', cityUrl('fr', 'qc', 'montreal'), '/fr/qc/montreal/'],
    [
      'cityServiceUrl (fr)',
      cityServiceUrl('fr', 'qc', 'montreal', 'retrait-ratons-laveurs'),
      '/fr/qc/montreal/retrait-ratons-laveurs/',
    ],
    ['postUrl (fr)', postUrl('fr', 'portes'), '/fr/blogue/portes/'],
    ['feedUrl (fr)', feedUrl('fr'), '/fr/rss.xml'],
  ])('%s builds %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists the fixed pages of each language, each with a trailing slash', () => {
    expect(paths.en).toEqual({
      home: '/',
      about: '/about/',
      contact: '/contact/',
      privacy: '/privacy/',
      terms: '/terms/',
      accessibility: '/accessibility/',
      thankYou: '/thank-you/',
      blog: '/blog/',
      services: '/services/',
      residential: '/services/residential/',
      commercial: '/services/commercial/',
      find: '/find/',
    });
    expect(paths.fr).toEqual({
      home: '/fr/',
      about: '/fr/a-propos/',
      contact: '/fr/contact/',
      privacy: '/fr/confidentialite/',
      terms: '/fr/conditions/',
      accessibility: '/fr/accessibilite/',
      thankYou: '/fr/merci/',
      blog: '/fr/blogue/',
      services: '/fr/services/',
      residential: '/fr/services/residentiel/',
      commercial: '/fr/services/commercial/',
      find: '/fr/trouver/',
    });
  });
});

describe('isAreaSlug', () => {
  it.each(['greater-toronto', 'grand-montreal', 'region-de-quebec', 'region-de-st-johns'])('%s is an area', (slug) => {
    expect(isAreaSlug(slug)).toBe(true);
  });

  it.each(['toronto', 'quebec-city', 'grande-prairie', 'greaterville', 'regina', 'region-york'])(
    '%s is not',
    (slug) => {
      expect(isAreaSlug(slug)).toBe(false);
    },
  );
});

describe('absoluteUrl', () => {
  it.each([
    ['/', 'https://www.northpaw.example/'],
    ['/on/brampton/', 'https://www.northpaw.example/on/brampton/'],
    ['/services/raccoon-removal/', 'https://www.northpaw.example/services/raccoon-removal/'],
  ])('%s → %s', (path, expected) => {
    expect(absoluteUrl(path)).toBe(expected);
  });
});
