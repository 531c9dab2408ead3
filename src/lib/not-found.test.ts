import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { fr } from '../i18n/fr.ts';
import { notFoundKind, notFoundLang, notFoundMessage, type NotFound, type NotFoundKind } from './not-found.ts';

/** What each kind of not-found says. */
const expected: Record<NotFoundKind, Omit<NotFound, 'kind'>> = {
  post: {
    heading: 'Post Not Found',
    text: 'The blog post you are looking for does not exist.',
    link: { href: '/blog/', label: 'Back to Blog' },
  },
  service: {
    heading: 'Service Not Found',
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

describe('notFoundKind', () => {
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
    ['/blog/a/b/', 'page'],
    ['/services/a/b/', 'page'],
    ['/on/', 'page'],
    ['/ON/Nowhere/', 'location'],
    ['/on/brampton/raccoon-removal/extra/', 'page'],
    // French URLs: the same shapes under /fr/, with the French blog slug.
    ['/fr/blogue/introuvable/', 'post'],
    ['/fr/services/introuvable/', 'service'],
    ['/fr/on/nulle-part/', 'location'],
    ['/fr/qc/montreal/introuvable/', 'content'],
    ['/fr/nulle-part/', 'page'],
    ['/fr/', 'page'],
  ])('%s is a %s not-found', (path, kind) => {
    expect(notFoundKind(path)).toBe(kind);
  });
});

describe('notFoundMessage', () => {
  it.each(Object.keys(expected) as NotFoundKind[])('%s says its not-found words in English', (kind) => {
    expect(notFoundMessage(kind, 'en', en.notFound)).toEqual({ kind, ...expected[kind] });
  });

  it('says the same in French, with links to the French pages', () => {
    expect(notFoundMessage('post', 'fr', fr.notFound)).toEqual({
      kind: 'post',
      heading: 'Article introuvable',
      text: 'L’article de blogue que vous cherchez n’existe pas.',
      link: { href: '/fr/blogue/', label: 'Retour au blogue' },
    });
    expect(notFoundMessage('location', 'fr', fr.notFound).link).toEqual({ href: '/fr/', label: 'Aller à l’accueil' });
  });

  it.each([
    ['/fr/on/nulle-part/', 'fr'],
    ['/FR/on/nulle-part/', 'fr'],
    ['/on/nowhere/', 'en'],
    ['/fresh/', 'en'],
  ])('%s is answered in %s', (path, lang) => {
    expect(notFoundLang(path)).toBe(lang);
  });
});
