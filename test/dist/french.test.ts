/** Each kind of French miss answers 404 in French, with its own heading, message and way back. */
import { expect, test } from 'vitest';
import { builtSite } from './built-site.ts';
import { attr, documentOf, firstOf, headingsIn, hrefsOf, linksIn, textOf, titleOf } from './html.ts';

const site = builtSite();

const notFound = [
  [
    '/fr/on/nulle-part/',
    'Emplacement introuvable',
    "Nous n'avons pas trouvé l'emplacement que vous cherchez.",
    "Aller à l'accueil",
    '/fr/',
  ],
  [
    '/fr/qc/montreal/introuvable/',
    'Page introuvable',
    "Le contenu que vous cherchez n'est pas disponible.",
    "Aller à l'accueil",
    '/fr/',
  ],
  [
    '/fr/services/introuvable/',
    'Service introuvable',
    "Le service que vous cherchez n'existe pas.",
    "Retour à l'accueil",
    '/fr/',
  ],
  [
    '/fr/blogue/introuvable/',
    'Article introuvable',
    "L'article de blogue que vous cherchez n'existe pas.",
    'Retour au blogue',
    '/fr/blogue/',
  ],
  ['/fr/rien-de-tel/', 'Page introuvable', "La page que vous cherchez n'existe pas.", "Aller à l'accueil", '/fr/'],
] as const;

test.each(notFound)('a French miss, %s: 404 « %s »', async (path, heading, text, link, href) => {
  const response = await site.get(path);
  expect(response.status).toBe(404);
  const page = documentOf(await response.text());
  expect(attr(firstOf(page, 'html'), 'lang')).toBe('fr-CA');
  expect(headingsIn(page, 1)).toEqual([heading]);
  expect(textOf(firstOf(page, 'main'))).toContain(text);
  expect(hrefsOf(linksIn(page, link))).toEqual([href]);
  expect(titleOf(page)).toBe(`${heading} | Northpaw`);
});
