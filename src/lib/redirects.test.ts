import { describe, expect, it } from 'vitest';
import { redirectFor } from './redirects.ts';

describe('redirectFor', () => {
  it.each([
    ['/services/bird-control/', '/services/bird-removal/'],
    ['/services/bird-control', '/services/bird-removal/'],
    ['/on/brampton/bird-control/', '/on/brampton/bird-removal/'],
    ['/on/brampton/bird-control', '/on/brampton/bird-removal/'],
    ['/nl/st-johns/bird-control/', '/nl/st-johns/bird-removal/'],
  ])('%s → %s', (path, expected) => {
    expect(redirectFor(path)).toBe(expected);
  });

  it.each([
    '/',
    '/services/raccoon-removal/',
    '/services/bird-removal/',
    '/on/brampton/bird-removal/',
    '/blog/bird-control/',
    '/bird-control/',
    '/on/bird-control/',
    '/on/brampton/bird-control/extra/',
  ])('%s has no redirect', (path) => {
    expect(redirectFor(path)).toBeUndefined();
  });
});
