/** What every page carries around its content, as served: the footer's services and the number each path dials. */
import { expect, test } from 'vitest';
import { builtSite } from './built-site.ts';
import { attr, byId, documentOf, elementsOf, firstOf, hrefsOf, linksIn, textOf } from './html.ts';
import { bothLanguagesTemplatePages } from '../template-pages.ts';

const site = builtSite();

test('the footer lists the first four services', async () => {
  const services = linksIn(firstOf(firstOf(await site.page('/'), 'footer'), 'ul')).map(textOf);
  expect(services).toEqual(['Raccoon Removal', 'Squirrel Removal', 'Skunk Removal', 'Bat Removal', 'All services']);
});

test.each([
  ['/on/brampton/', 'tel:+19055550173', '905-555-0173'],
  ['/', 'tel:+18885550142', '1-888-555-0142'],
  ['/on/toronto/', 'tel:+18885550142', '1-888-555-0142'],
  ['/on/greater-toronto/', 'tel:+18885550142', '1-888-555-0142'],
  // French writes the groups apart, a hyphen only before the last four digits; the same dial link.
  // The Brampton line is answered in English only: Brampton's French pages give the line answered in French.
  ['/fr/on/brampton/', 'tel:+18885550142', '1 888 555-0142'],
  ['/fr/', 'tel:+18885550142', '1 888 555-0142'],
  ['/fr/on/grand-toronto/', 'tel:+18885550142', '1 888 555-0142'],
])('every phone link on %s dials %s, and the header shows it', async (path, href, number) => {
  const page = await site.page(path);
  const tel = hrefsOf(linksIn(page)).filter((h) => h?.startsWith('tel:'));
  expect(new Set(tel)).toEqual(new Set([href]));
  expect(textOf(firstOf(page, 'header'))).toContain(number);
});

// A frame painted mid-header showed the services menu where the controls go; it moved when they came.
test.each(bothLanguagesTemplatePages.map(({ path }) => path))(
  '%s paints nothing before its whole header: the head waits for <main>, which follows the header',
  async (path) => {
    // The not-found pages too, as they are sent: with their 404.
    const page = documentOf(await (await site.get(path)).text());
    const waits = elementsOf(firstOf(page, 'head'), 'link').filter((link) => attr(link, 'rel') === 'expect');
    expect(waits.map((link) => [attr(link, 'href'), attr(link, 'blocking')])).toEqual([['#main', 'render']]);
    const main = byId(page, 'main');
    expect(main.tagName).toBe('main');
    const body = firstOf(page, 'body').childNodes.filter((node) => 'tagName' in node);
    expect(body.indexOf(main)).toBe(body.indexOf(firstOf(page, 'header')) + 1);
  },
);
