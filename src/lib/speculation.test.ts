import { describe, expect, it } from 'vitest';
import { isPreparable } from './prefetch.ts';
import { speculationRules, whenShown } from './speculation.ts';

const here = {
  href: 'https://www.northpaw.example/on/brampton/',
  origin: 'https://www.northpaw.example',
  pathname: '/on/brampton/',
} as Location;
/** A link as the fallback sees one: its address and whether it matches the excluded selectors. */
const link = (href: string, excluded = false) =>
  ({ href: new URL(href, here.href).href, matches: () => excluded }) as unknown as HTMLAnchorElement;

describe('isPreparable', () => {
  it.each([
    ['/on/brampton/raccoon-removal/', true],
    ['/fr/on/brampton/retrait-ratons-laveurs/', true],
    ['/', true],
    ['/on/brampton/', false],
    ['/admin/', false],
    ['/admin/leads/3/', false],
    ['/api/leads', false],
    ['/rss.xml', false],
    ['/catalogue.json', false],
    ['https://www.google.com/maps/search/?api=1', false],
    ['tel:+18885550142', false],
    ['mailto:info@northpaw.example', false],
  ])('%s: %s', (href, expected) => {
    expect(isPreparable(link(href), here)).toBe(expected);
  });

  it('leaves out a link that downloads, opens another window or is marked data-no-prerender', () => {
    expect(isPreparable(link('/contact/', true), here)).toBe(false);
  });
});

describe('speculationRules', () => {
  it('prerenders links of this site at moderate eagerness, never the server routes nor files', () => {
    expect(speculationRules.prerender[0]?.eagerness).toBe('moderate');
    expect(JSON.stringify(speculationRules)).toContain('"href_matches":["/api/*","/admin/*","/*.*"]');
  });
});

describe('whenShown', () => {
  const fakeDocument = (prerendering: boolean) => {
    const listeners: (() => void)[] = [];
    return {
      doc: {
        prerendering,
        addEventListener: (_type: string, fn: () => void) => listeners.push(fn),
      } as unknown as Document,
      activate: () => listeners.forEach((fn) => fn()),
    };
  };

  it('runs at once on a page that is shown', () => {
    let ran = 0;
    whenShown(fakeDocument(false).doc, () => ran++);
    expect(ran).toBe(1);
  });

  it('waits for a prerendered page to be shown', () => {
    let ran = 0;
    const { doc, activate } = fakeDocument(true);
    whenShown(doc, () => ran++);
    expect(ran).toBe(0);
    activate();
    expect(ran).toBe(1);
  });
});
