/**
 * Each kind of miss answers 404 with its own heading, message and way back, kept out of search
 * engines; renamed and slashless addresses redirect permanently. Read from the built site as served.
 */
import { expect, test } from 'vitest';
import { builtSite } from './built-site.ts';
import { attr, elementsOf, textOf } from './html.ts';

const site = builtSite();

const cases = [
  ['/on/nowhere/', 'Location Not Found', "We couldn't find the location you're looking for.", 'Go to Homepage', '/'],
  [
    '/zz/greater-nowhere/',
    'Location Not Found',
    "We couldn't find the location you're looking for.",
    'Go to Homepage',
    '/',
  ],
  [
    '/on/nowhere/raccoon-removal/',
    'Page Not Found',
    'The content you are looking for is not available.',
    'Go to Homepage',
    '/',
  ],
  [
    '/on/brampton/no-such-service/',
    'Page Not Found',
    'The content you are looking for is not available.',
    'Go to Homepage',
    '/',
  ],
  [
    '/on/toronto/ant-control/',
    'Page Not Found',
    'The content you are looking for is not available.',
    'Go to Homepage',
    '/',
  ],
  [
    '/services/no-such-service/',
    'Service not found',
    'The service you are looking for does not exist.',
    'Go Home',
    '/',
  ],
  ['/services/ant-control/', 'Service not found', 'The service you are looking for does not exist.', 'Go Home', '/'],
  [
    '/blog/no-such-post/',
    'Post not found',
    'The blog post you are looking for does not exist.',
    'Back to Blog',
    '/blog/',
  ],
  ['/no/such/page/at/all/', 'Page Not Found', 'The page you are looking for does not exist.', 'Go to Homepage', '/'],
] as const;

test.each(cases)('%s answers 404 with "%s"', async (path, heading, message, linkName, href) => {
  const response = await site.get(path);
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(elementsOf(html, 'h1').map(textOf)).toEqual([heading]);
  expect(elementsOf(html, 'main').map(textOf).join(' ')).toContain(message);
  const links = elementsOf(html, 'a').filter((a) => textOf(a) === linkName);
  expect(links.map((a) => attr(a, 'href'))).toContain(href);
  const robots = elementsOf(html, 'meta').find((m) => attr(m, 'name') === 'robots');
  expect(robots && attr(robots, 'content')).toMatch(/noindex/);
});

test.each([
  ['/services/bird-control/', '/services/bird-removal/'],
  ['/on/brampton/bird-control/', '/on/brampton/bird-removal/'],
  ['/about', '/about/'],
  ['/on/brampton', '/on/brampton/'],
])('%s redirects permanently to %s', async (from, to) => {
  const response = await site.get(from);
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe(to);
});
