import { describe, expect, it } from 'vitest';
import { buildHead, serializeJsonLd } from './head.ts';
import { faqPage } from './jsonld.ts';

const contentOf = (head: ReturnType<typeof buildHead>, key: string) =>
  head.meta.find((m) => m.name === key || m.property === key)?.content;

describe('buildHead', () => {
  const page = {
    title: 'Wildlife Control in Brampton, ON | Northpaw',
    description: 'Humane raccoon, squirrel and skunk removal in Brampton.',
    path: '/on/brampton/',
    lang: 'en' as const,
  };

  it("describes a page for search engines and sharing, with the site's share image when it has none", () => {
    expect(buildHead(page)).toEqual({
      title: 'Wildlife Control in Brampton, ON | Northpaw',
      canonical: 'https://www.northpaw.example/on/brampton/',
      alternates: [],
      meta: [
        { name: 'description', content: 'Humane raccoon, squirrel and skunk removal in Brampton.' },
        { name: 'robots', content: 'index, follow' },
        { property: 'og:type', content: 'website' },
        { property: 'og:site_name', content: 'Northpaw Humane Wildlife Control' },
        { property: 'og:locale', content: 'en_CA' },
        { property: 'og:title', content: 'Wildlife Control in Brampton, ON | Northpaw' },
        { property: 'og:description', content: 'Humane raccoon, squirrel and skunk removal in Brampton.' },
        { property: 'og:url', content: 'https://www.northpaw.example/on/brampton/' },
        { name: 'twitter:card', content: 'summary_large_image' },
        { property: 'og:image', content: 'https://www.northpaw.example/share/en/site.png' },
        { property: 'og:image:type', content: 'image/png' },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
      ],
      jsonLd: [],
    });
  });

  it('names the page in both languages, English as x-default, and the other locale for sharing', () => {
    const twins = { en: '/on/brampton/', fr: '/fr/on/brampton/' };
    const french = buildHead({ ...page, path: twins.fr, lang: 'fr' }, twins);
    expect(french.alternates).toEqual([
      { hreflang: 'en-CA', href: 'https://www.northpaw.example/on/brampton/' },
      { hreflang: 'fr-CA', href: 'https://www.northpaw.example/fr/on/brampton/' },
      { hreflang: 'x-default', href: 'https://www.northpaw.example/on/brampton/' },
    ]);
    expect(french.canonical).toBe('https://www.northpaw.example/fr/on/brampton/');
    expect(contentOf(french, 'og:locale')).toBe('fr_CA');
    expect(contentOf(french, 'og:locale:alternate')).toBe('en_CA');
    expect(buildHead(page, twins).alternates).toEqual(french.alternates);
  });

  it('names no twin on a not-found page or for a page without one', () => {
    const twins = { en: '/404/location/', fr: '/fr/404/location/' };
    expect(buildHead({ ...page, path: twins.en, notFound: true }, twins).alternates).toEqual([]);
    expect(buildHead(page, { en: page.path }).alternates).toEqual([]);
    expect(contentOf(buildHead(page, { en: page.path }), 'og:locale:alternate')).toBeUndefined();
  });

  it.each([
    [true, 'noindex, follow'],
    [false, 'index, follow'],
    [undefined, 'index, follow'],
  ])('noindex: %s gives robots %j', (noindex, robots) => {
    expect(contentOf(buildHead({ ...page, path: '/thank-you/', noindex }), 'robots')).toBe(robots);
  });

  it('names no canonical URL on a not-found page, and keeps it out of search engines', () => {
    const head = buildHead({ ...page, path: '/404/location/', notFound: true });
    expect(head.canonical).toBeUndefined();
    expect(contentOf(head, 'og:url')).toBeUndefined();
    expect(contentOf(head, 'robots')).toBe('noindex, follow');
    expect(contentOf(head, 'og:title')).toBe(page.title);
  });

  it.each([
    ['/og/brampton.png', 'https://www.northpaw.example/og/brampton.png'],
    ['https://cdn.example/brampton.png', 'https://cdn.example/brampton.png'],
  ])('makes the share image %s absolute and asks for a large card', (image, expected) => {
    const head = buildHead({ ...page, image, ogType: 'article' });
    expect(contentOf(head, 'og:image')).toBe(expected);
    expect(contentOf(head, 'twitter:card')).toBe('summary_large_image');
    expect(contentOf(head, 'og:type')).toBe('article');
  });

  it('serializes each JSON-LD block', () => {
    const head = buildHead({ ...page, jsonLd: [faqPage([]), { '@type': 'Thing', name: 'A' }] });
    expect(head.jsonLd).toEqual([
      '{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[]}',
      '{"@type":"Thing","name":"A"}',
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('escapes "<" so a string cannot close the script tag', () => {
    const json = serializeJsonLd({ '@type': 'Thing', name: 'Bats </script><script>alert(1)</script>' });
    expect(json).toBe('{"@type":"Thing","name":"Bats \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ '@type': 'Thing', name: 'Bats </script><script>alert(1)</script>' });
  });

  it('escapes "<!--" too', () => {
    expect(serializeJsonLd({ '@type': 'Thing', name: '<!-- x' })).toBe('{"@type":"Thing","name":"\\u003c!-- x"}');
  });
});
