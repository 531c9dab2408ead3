import { describe, expect, it } from 'vitest';
import { findCity, isOffered } from '../src/lib/catalogue.ts';
import { jsonLdProblems, templateOf } from './jsonld-audit.ts';
import {
  blogPosting,
  breadcrumbList,
  faqPage,
  localBusiness,
  organization,
  serviceJsonLd,
  website,
} from '../src/lib/jsonld.ts';
import { realCatalogue } from './catalogue.ts';
import { absoluteUrl, cityServiceUrl, cityUrl } from '../src/lib/urls.ts';

function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not in the catalogue`);
  return value;
}

const catalogue = realCatalogue();
const brampton = defined(findCity(catalogue, 'on', 'brampton'), 'Brampton');
const raccoons = defined(
  catalogue.services.find((s) => s.slug === 'raccoon-removal'),
  'Raccoon removal',
);
const path = cityServiceUrl('en', 'on', 'brampton', 'raccoon-removal');
const url = absoluteUrl(path);
const crumbs = breadcrumbList([
  { name: 'Home', path: '/' },
  { name: 'Brampton', path: cityUrl('en', 'on', 'brampton') },
  { name: 'Raccoon Removal', path },
]);
const faq = raccoons.bramptonFaq;
const questions = faq.map((item) => item.q);
const service = serviceJsonLd('en', raccoons, path, brampton);
const faqBlock = faqPage(faq);
const cityServiceBlocks = () => [service, crumbs, faqBlock];
const json = (blocks: object[]) => blocks.map((b) => JSON.stringify(b));

describe('jsonLdProblems', () => {
  it('passes what the builders make for each template', () => {
    expect(jsonLdProblems(json(cityServiceBlocks()), 'city-service', url, questions)).toEqual([]);
    expect(jsonLdProblems(json([organization('en'), website('en')]), 'home', absoluteUrl('/'))).toEqual([]);
    const cityPath = cityUrl('en', 'on', 'brampton');
    const city = [
      localBusiness('en', brampton, 'https://maps.example/'),
      breadcrumbList([{ name: 'Brampton', path: cityPath }]),
    ];
    expect(jsonLdProblems(json(city), 'city', absoluteUrl(cityPath))).toEqual([]);
    const post = {
      title: 'T',
      excerpt: 'E',
      date: new Date('2026-05-01'),
      author: 'Northpaw',
      path: '/blog/t/',
      image: '/a.svg',
    };
    const postBlocks = [blogPosting('en', post), breadcrumbList([{ name: 'T', path: '/blog/t/' }])];
    expect(jsonLdProblems(json(postBlocks), 'post', absoluteUrl('/blog/t/'))).toEqual([]);
  });

  it('accepts a service-area listing without an address, but not half an address', () => {
    const vaughanLike = { ...localBusiness('en', brampton, 'https://maps.example/'), address: undefined };
    const cityUrlAbs = absoluteUrl(cityUrl('en', 'on', 'brampton'));
    const trail = breadcrumbList([{ name: 'Brampton', path: cityUrl('en', 'on', 'brampton') }]);
    expect(jsonLdProblems(json([vaughanLike, trail]), 'city', cityUrlAbs)).toEqual([]);
    const half = { ...vaughanLike, address: { '@type': 'PostalAddress', addressLocality: 'Brampton' } };
    expect(jsonLdProblems(json([half, trail]), 'city', cityUrlAbs)).toContain(
      'LocalBusiness: address.streetAddress is missing',
    );
  });

  it('reports a block that does not parse', () => {
    const blocks = [...json(cityServiceBlocks()), '{"@type": "Service",'];
    expect(jsonLdProblems(blocks, 'city-service', url, questions)).toEqual(['JSON-LD block 4 does not parse']);
  });

  it('reports a type the template needs but the page lacks', () => {
    expect(jsonLdProblems(json([service, faqBlock]), 'city-service', url, questions)).toEqual([
      'city-service page has no BreadcrumbList',
    ]);
    expect(jsonLdProblems(json([website('en')]), 'home', absoluteUrl('/'))).toEqual(['home page has no Organization']);
  });

  it.each([
    ['a missing name', (b: Record<string, unknown>) => ({ ...b, name: undefined }), 'Service: name is missing'],
    [
      'a template slip',
      (b: Record<string, unknown>) => ({ ...b, serviceType: 'undefined' }),
      'Service: serviceType is "undefined"',
    ],
    [
      'the wrong page',
      (b: Record<string, unknown>) => ({ ...b, url: absoluteUrl('/') }),
      `Service: url is ${absoluteUrl('/')}, not the page's own ${url}`,
    ],
    [
      'no @context',
      (b: Record<string, unknown>) => ({ ...b, '@context': undefined }),
      'Service: @context is not https://schema.org',
    ],
  ])('reports a Service with %s', (_case, breakIt, problem) => {
    expect(jsonLdProblems(json([breakIt(service), crumbs, faqBlock]), 'city-service', url, questions)).toContain(
      problem,
    );
  });

  it('reports breadcrumbs out of order or ending elsewhere', () => {
    const wrongEnd = breadcrumbList([{ name: 'Home', path: '/' }]);
    expect(jsonLdProblems(json([service, wrongEnd, faqBlock]), 'city-service', url, questions)).toEqual([
      `BreadcrumbList: the last crumb is ${absoluteUrl('/')}, not the page's own ${url}`,
    ]);
    const items = (crumbs.itemListElement as object[]).map((item) => ({ ...item, position: 1 }));
    const unordered = { ...crumbs, itemListElement: items };
    expect(jsonLdProblems(json([service, unordered, faqBlock]), 'city-service', url, questions)).toContain(
      'BreadcrumbList: item 2 needs position 2, a name and a URL of this site',
    );
  });

  it('matches the FAQPage with the questions the page shows', () => {
    expect(jsonLdProblems(json([service, crumbs]), 'city-service', url, questions)).toEqual([
      'the page shows questions but has no FAQPage',
    ]);
    expect(jsonLdProblems(json(cityServiceBlocks()), 'city-service', url, questions.slice(1))).toEqual([
      `FAQPage: "${questions[0]}" is not shown on the page`,
    ]);
    const unanswered = faqPage([{ q: 'Do you trap?', a: '' }]);
    expect(jsonLdProblems(json([service, crumbs, unanswered]), 'city-service', url, ['Do you trap?'])).toContain(
      'FAQPage: question 1 needs a name and an accepted answer',
    );
  });
});

describe('templateOf', () => {
  const isCity = (province: string, place: string) => findCity(catalogue, province, place) !== undefined;
  const isOfferedAt = (province: string, place: string, service: string) => {
    const city = findCity(catalogue, province, place);
    return city !== undefined && isOffered(catalogue, city, service);
  };
  it.each([
    ['/', 'home'],
    ['/services/residential/', 'audience'],
    ['/services/bat-removal/', 'service'],
    ['/on/greater-toronto/', 'area'],
    ['/on/brampton/', 'city'],
    ['/on/brampton/raccoon-removal/', 'city-service'],
    ['/nl/st-johns/raccoon-removal/', 'absent-service'],
    ['/bc/victoria/skunk-removal/', 'absent-service'],
    ['/blog/how-one-way-doors-work/', 'post'],
    ['/privacy/', 'other'],
    ['/404/location/', 'other'],
  ])('%s is a %s page', (pagePath, template) => {
    expect(templateOf(pagePath, isCity, isOfferedAt)).toBe(template);
  });
});
