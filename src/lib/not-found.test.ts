import { describe, expect, it } from 'vitest';
import { notFoundFor, notFoundKind, type NotFound, type NotFoundKind } from './not-found.ts';

/** What each kind of not-found says (spec §8, DESIGN §4.3). */
const expected: Record<NotFoundKind, Omit<NotFound, 'kind'>> = {
  post: {
    heading: 'Post not found',
    text: 'The blog post you are looking for does not exist.',
    link: { href: '/blog/', label: 'Back to Blog' },
  },
  service: {
    heading: 'Service not found',
    text: 'The service you are looking for does not exist.',
    link: { href: '/', label: 'Go Home' },
  },
  content: {
    heading: 'Page Not Found',
    text: 'The content you are looking for is not available.',
    link: { href: '/', label: 'Go to Homepage' },
  },
  location: {
    heading: 'Location Not Found',
    text: "We couldn't find the location you're looking for.",
    link: { href: '/', label: 'Go to Homepage' },
  },
  page: {
    heading: 'Page Not Found',
    text: 'The page you are looking for does not exist.',
    link: { href: '/', label: 'Go to Homepage' },
  },
};

describe('notFoundFor', () => {
  it.each<[string, NotFoundKind]>([
    ['/blog/nope/', 'post'],
    ['/blog/nope', 'post'],
    ['/services/nope/', 'service'],
    ['/services/nope', 'service'],
    ['/on/nowhere/raccoon-removal/', 'content'],
    ['/on/nowhere/raccoon-removal', 'content'],
    ['/on/brampton/nope/', 'content'],
    ['/on/nowhere/', 'location'],
    ['/on/nowhere', 'location'],
    ['/zz/greater-x/', 'location'],
    ['/zz/greater-x', 'location'],
    ['/foo/', 'page'],
    ['/foo', 'page'],
    ['/a/b/c/d/', 'page'],
    ['/a/b/c/d', 'page'],
  ])('%s → %s', (path, kind) => {
    expect(notFoundFor(path)).toEqual({ kind, ...expected[kind] });
  });

  it.each<[string, NotFoundKind]>([
    ['/blog/a/b/', 'page'],
    ['/services/a/b/', 'page'],
    ['/on/', 'page'],
    ['/ON/Nowhere/', 'location'],
    ['/on/brampton/raccoon-removal/extra/', 'page'],
  ])('%s is a %s not-found', (path, kind) => {
    expect(notFoundKind(path)).toBe(kind);
  });
});
