/**
 * Each kind of miss, in each language, answers 404 in that language with its own heading, message
 * and way back, kept out of search engines; renamed and slashless addresses redirect permanently.
 * Read from the built site as served.
 */
import { expect, test } from 'vitest';
import { builtSite } from './built-site.ts';
import { languages, langOf } from '../../src/lib/i18n.ts';
import { attr, documentOf, firstOf, headingsIn, hrefsOf, linksIn, metaOf, textOf, titleOf } from './html.ts';

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
    'Service Not Found',
    'The service you are looking for does not exist.',
    'Go Home',
    '/',
  ],
  ['/services/ant-control/', 'Service Not Found', 'The service you are looking for does not exist.', 'Go Home', '/'],
  [
    '/blog/no-such-post/',
    'Post Not Found',
    'The blog post you are looking for does not exist.',
    'Back to Blog',
    '/blog/',
  ],
  ['/no/such/page/at/all/', 'Page Not Found', 'The page you are looking for does not exist.', 'Go to Homepage', '/'],

  [
    '/fr/on/nulle-part/',
    'Emplacement introuvable',
    'Nous n’avons pas trouvé l’emplacement que vous cherchez.',
    'Aller à l’accueil',
    '/fr/',
  ],
  [
    '/fr/qc/montreal/introuvable/',
    'Page introuvable',
    'Le contenu que vous cherchez n’est pas disponible.',
    'Aller à l’accueil',
    '/fr/',
  ],
  [
    '/fr/services/introuvable/',
    'Service introuvable',
    'Le service que vous cherchez n’existe pas.',
    'Retour à l’accueil',
    '/fr/',
  ],
  [
    '/fr/blogue/introuvable/',
    'Article introuvable',
    'L’article de blogue que vous cherchez n’existe pas.',
    'Retour au blogue',
    '/fr/blogue/',
  ],
  ['/fr/rien-de-tel/', 'Page introuvable', 'La page que vous cherchez n’existe pas.', 'Aller à l’accueil', '/fr/'],
] as const;

test.each(cases)('%s answers 404 with "%s"', async (path, heading, message, linkName, href) => {
  const response = await site.get(path);
  expect(response.status).toBe(404);
  const page = documentOf(await response.text());
  expect(attr(firstOf(page, 'html'), 'lang')).toBe(languages[langOf(path)].locale);
  expect(headingsIn(page, 1)).toEqual([heading]);
  expect(textOf(firstOf(page, 'main'))).toContain(message);
  expect(hrefsOf(linksIn(page, linkName))).toContain(href);
  expect(titleOf(page)).toBe(`${heading} | Northpaw`);
  expect(metaOf(page, 'robots')).toMatch(/noindex/);
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
