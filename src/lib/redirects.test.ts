import { describe, expect, it } from 'vitest';
import { redirectFor } from './redirects.ts';

describe('redirectFor', () => {
  it.each([
    ['/services/bird-control/', '/services/bird-removal/'],
    ['/services/bird-control', '/services/bird-removal/'],
    ['/on/brampton/bird-control/', '/on/brampton/bird-removal/'],
    ['/on/brampton/bird-control', '/on/brampton/bird-removal/'],
    ['/nl/st-johns/bird-control/', '/nl/st-johns/bird-removal/'],
    ['/fr/services/controle-souris/', '/fr/services/lutte-contre-les-souris/'],
    ['/fr/services/controle-rats', '/fr/services/lutte-contre-les-rats/'],
    ['/fr/services/retrait-guepes/', '/fr/services/destruction-nids-guepes/'],
    ['/fr/qc/montreal/controle-souris/', '/fr/qc/montreal/lutte-contre-les-souris/'],
    ['/fr/on/brampton/retrait-guepes', '/fr/on/brampton/destruction-nids-guepes/'],
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
    // A slug is renamed in its own language only.
    '/fr/services/bird-control/',
    '/services/controle-souris/',
    '/on/brampton/retrait-guepes/',
    '/fr/blogue/controle-souris/',
    '/fr/services/constructor/',
  ])('%s has no redirect', (path) => {
    expect(redirectFor(path)).toBeUndefined();
  });
});
