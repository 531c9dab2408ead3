import { describe, expect, it } from 'vitest';
import { absoluteUrl, areaUrl, cityServiceUrl, cityUrl, paths, postUrl, serviceUrl } from './urls.ts';

describe('route builders', () => {
  it.each([
    ['serviceUrl', serviceUrl('raccoon-removal'), '/services/raccoon-removal/'],
    ['areaUrl', areaUrl('on', 'greater-toronto'), '/on/greater-toronto/'],
    ['cityUrl', cityUrl('on', 'brampton'), '/on/brampton/'],
    ['cityServiceUrl', cityServiceUrl('on', 'brampton', 'raccoon-removal'), '/on/brampton/raccoon-removal/'],
    ['postUrl', postUrl('how-one-way-doors-work'), '/blog/how-one-way-doors-work/'],
  ])('%s builds %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists the fixed pages, each with a trailing slash', () => {
    expect(paths).toEqual({
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
    });
  });
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
