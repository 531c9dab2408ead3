import { describe, expect, it } from 'vitest';
import { formerPaths } from './redirects.ts';

describe('formerPaths', () => {
  it.each([
    ['/services/bird-removal/', ['/services/bird-control/']],
    ['/on/brampton/bird-removal/', ['/on/brampton/bird-control/']],
    ['/nl/st-johns/bird-removal/', ['/nl/st-johns/bird-control/']],
    ['/fr/services/lutte-contre-les-souris/', ['/fr/services/controle-souris/']],
    ['/fr/services/lutte-contre-les-rats/', ['/fr/services/controle-rats/']],
    ['/fr/services/destruction-nids-guepes/', ['/fr/services/retrait-guepes/']],
    ['/fr/qc/montreal/lutte-contre-les-souris/', ['/fr/qc/montreal/controle-souris/']],
    ['/fr/on/brampton/destruction-nids-guepes/', ['/fr/on/brampton/retrait-guepes/']],
  ])('%s was %j', (page, former) => {
    expect(formerPaths(page)).toEqual(former);
  });

  it.each([
    '/',
    '/services/raccoon-removal/',
    '/blog/bird-removal/',
    '/on/bird-removal/',
    '/on/brampton/bird-removal/extra/',
    // A slug is renamed in its own language only.
    '/fr/services/bird-removal/',
    '/services/lutte-contre-les-souris/',
    '/fr/blogue/lutte-contre-les-souris/',
  ])('%s had no other address', (page) => {
    expect(formerPaths(page)).toEqual([]);
  });
});
