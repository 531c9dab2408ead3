/** The home, services, audience, about and contact pages as served: their sections, links and structured data. */
import { expect, test } from 'vitest';
import { realCatalogue } from '../catalogue.ts';
import { limits } from '../../src/site.config.ts';
import { builtSite } from './built-site.ts';
import { elementsOf, firstOf, headingsIn, hrefsOf, jsonLdOf, labelled, linksIn, textOf } from './html.ts';

const site = builtSite();

test('home: hero, popular services, locations, four steps, six FAQs and contact details', async () => {
  const page = await site.page('/');
  expect(headingsIn(page, 1)).toHaveLength(1);
  const hero = labelled(page, textOf(firstOf(page, 'h1')));
  expect(hrefsOf(linksIn(hero, 'Choose Your City'))).toEqual(['/find/']);
  expect(hrefsOf(linksIn(hero, /Call/))).toEqual(['tel:+18885550142']);

  expect(hrefsOf(linksIn(page, /Residential services/))).toEqual(['/services/residential/']);
  expect(hrefsOf(linksIn(page, /Commercial services/))).toEqual(['/services/commercial/']);
  expect(hrefsOf(linksIn(page, 'Greater Toronto')).at(-1)).toBe('/on/greater-toronto/');
  expect(hrefsOf(linksIn(page, 'Brampton'))).toEqual(['/on/brampton/']);

  expect(headingsIn(labelled(page, /Four Steps/), 3)).toEqual([
    'Inspection & Assessment',
    'Humane Removal & Exclusion',
    'Damage Repair & Decontamination',
    'Prevention & Guarantee',
  ]);
  expect(elementsOf(labelled(page, 'Questions Homeowners Ask Us'), 'details')).toHaveLength(6);

  const contact = labelled(page, 'Talk to a Technician Today');
  expect(textOf(contact)).toContain('Phone, 24/7');
  expect(hrefsOf(linksIn(contact, 'info@northpaw.example'))).toEqual(['mailto:info@northpaw.example']);
  // Where our teams go, from site.config.ts, and advice by phone everywhere.
  expect(textOf(contact)).toContain('Visits to homes and businesses in Greater Toronto');
  expect(textOf(contact)).toContain('advice by phone anywhere in Canada');

  expect(jsonLdOf(page).map((b) => b['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'FAQPage']));
});

test('/services/ lists all twelve services with descriptions cut at 80 characters', async () => {
  const page = await site.page('/services/');
  const cards = elementsOf(page, 'article');
  const { services } = realCatalogue();
  expect(services).toHaveLength(12);
  expect(cards).toHaveLength(services.length);
  expect(hrefsOf(linksIn(firstOf(page, 'article')))).toEqual(['/services/raccoon-removal/']);
  // Every card, in catalogue order: its name, and its own card text whole (at most 80 characters).
  const shown = cards.map((card) => ({
    name: textOf(firstOf(card, 'a')),
    text: textOf(firstOf(card, 'p')),
  }));
  expect(shown).toEqual(services.map((s) => ({ name: s.name, text: s.card })));
  for (const { text } of shown) expect(text.length).toBeLessThanOrEqual(limits.cardDescription);
  expect(hrefsOf(linksIn(page, 'Wildlife Control'))).toEqual(['/services/wildlife-control/']);
});

test.each([
  ['/services/residential/', 'Residential Wildlife & Pest Control in Greater Toronto', 'Need Help Now?'],
  ['/services/commercial/', 'Commercial Wildlife & Pest Control in Greater Toronto', 'Request a Site Visit'],
])('%s: heading, services, list, locations, sidebar and five-question FAQ data', async (path, heading, sidebar) => {
  const page = await site.page(path);
  expect(headingsIn(page, 1)).toEqual([heading]);
  expect(linksIn(labelled(page, 'Breadcrumb', 'nav')).map(textOf)).toEqual(['Home', 'Services']);
  expect(elementsOf(labelled(page, 'What We Take Care Of'), 'article').length).toBeGreaterThanOrEqual(8);
  expect(linksIn(labelled(page, 'Find Your City')).map(textOf)).toEqual(['Greater Toronto', 'Brampton']);
  const aside = labelled(page, 'Get help', 'aside');
  expect(headingsIn(aside)).toContain(sidebar);
  expect(hrefsOf(linksIn(aside, 'Find Your Location'))).toEqual(['/find/']);
  expect(linksIn(labelled(aside, 'Animal Services', 'nav'))).toHaveLength(12);
  const faq = jsonLdOf(page).find((b) => b['@type'] === 'FAQPage') as { mainEntity: unknown[] } | undefined;
  expect(faq?.mainEntity).toHaveLength(5);
});

test('about: story, three promises and a call to action', async () => {
  const page = await site.page('/about/');
  expect(headingsIn(labelled(page, 'Our Three Promises'), 3)).toEqual([
    'Humane Methods',
    'Service Warranty',
    'Professional Expertise',
  ]);
  expect(hrefsOf(linksIn(firstOf(page, 'main'), /Call/))[0]).toBe('tel:+18885550142');
});

test('contact: phone 24/7, the general e-mail and the service area', async () => {
  const details = labelled(await site.page('/contact/'), 'Reach Us', 'aside');
  expect(textOf(details)).toContain('Phone, 24/7');
  expect(linksIn(details, 'info@northpaw.example')).toHaveLength(1);
  expect(textOf(details)).toContain('Visits to homes and businesses in Greater Toronto');
});
