/**
 * Service pages as served: the Canada-wide page of a service and the page of a service in a city,
 * with their sections, links, local facts and structured data, and where their old addresses
 * lead. Their misses are in not-found.test.ts.
 */
import { expect, test } from 'vitest';
import { builtSite } from './built-site.ts';
import {
  attr,
  byId,
  elementsOf,
  firstOf,
  headingsIn,
  hrefsOf,
  jsonLdOf,
  labelled,
  linksIn,
  metaOf,
  textOf,
  titleOf,
} from './html.ts';

const site = builtSite();

test('Canada-wide service page: hero, sections, audience links, every city in the sidebar and the closing call to action', async () => {
  const page = await site.page('/services/bat-removal/');
  expect(titleOf(page)).toMatch(/Bat Removal: Signs, Method and Costs/);
  expect(headingsIn(page, 1)).toEqual(['Bat Removal: Signs, Method and Costs']);
  expect(headingsIn(page, 2)).toEqual(
    expect.arrayContaining([
      'What Is Bat Removal?',
      'Signs & Risks',
      'Our Humane Process',
      'When to Call a Professional',
    ]),
  );
  expect(hrefsOf(linksIn(page, /For Homes/))).toEqual(['/services/residential/']);
  expect(hrefsOf(linksIn(page, /For Businesses/))).toEqual(['/services/commercial/']);

  const sidebar = labelled(page, 'Find Your City', 'aside');
  expect(hrefsOf(linksIn(sidebar, 'Select Your City'))).toEqual(['/find/']);
  const cities = linksIn(labelled(sidebar, 'Cities', 'section'));
  expect(cities).toHaveLength(23);
  expect(hrefsOf(cities.filter((a) => textOf(a).includes('Brampton, ON')))).toEqual(['/on/brampton/']);
  expect(hrefsOf(cities.filter((a) => textOf(a).includes("St. John's, NL")))).toEqual(['/nl/st-johns/']);
  expect(hrefsOf(linksIn(sidebar, 'Back to Homepage'))).toEqual(['/']);
  expect(headingsIn(page)).toContain('Ready to Solve Your Wildlife Problem?');

  expect(jsonLdOf(page).map((b) => b['@type'])).toEqual(
    expect.arrayContaining(['Service', 'BreadcrumbList', 'FAQPage']),
  );
});

test('Brampton x service: title, phone in description, breadcrumbs, Brampton related rule, five FAQs, JSON-LD', async () => {
  const page = await site.page('/on/brampton/bat-removal/');
  expect(titleOf(page)).toBe('Bat Removal in Brampton, ON');
  expect(metaOf(page, 'description')).toMatch(/905-555-0173/);
  const canonical = elementsOf(page, 'link').filter((link) => attr(link, 'rel') === 'canonical');
  expect(hrefsOf(canonical)).toEqual(['https://www.northpaw.example/on/brampton/bat-removal/']);
  expect(elementsOf(labelled(page, 'Breadcrumb', 'nav'), 'li').map(textOf)).toEqual([
    expect.stringMatching(/Home/),
    expect.stringMatching(/Ontario/),
    expect.stringMatching(/Greater Toronto/),
    expect.stringMatching(/Brampton/),
    'Bat Removal',
  ]);
  expect(headingsIn(page, 2)).toEqual(
    expect.arrayContaining(['What It Is', 'Signs & Risks', 'Our Humane Process', 'When to Call a Professional']),
  );
  const related = linksIn(labelled(page, 'Related Services', 'nav'));
  expect(related).toHaveLength(4);
  expect(related.map(textOf).slice(0, 2)).toEqual(['Expert Raccoon Removal', 'Expert Squirrel Removal']);
  expect(hrefsOf(related)[0]).toBe('/on/brampton/raccoon-removal/');
  expect(related.map(textOf).join('\n')).not.toContain('Expert Bat Removal');
  expect(elementsOf(labelled(page, /Bat Removal in Brampton: Questions/), 'details')).toHaveLength(5);

  const blocks = jsonLdOf(page);
  expect(blocks.map((b) => b['@type'])).toEqual(['Service', 'BreadcrumbList', 'FAQPage']);
  expect(blocks[0]).toMatchObject({
    provider: { '@type': 'LocalBusiness', telephone: '905-555-0173' },
    areaServed: { name: 'Brampton' },
  });
});

test('the Brampton related services are the same on every visit', async () => {
  const related = async () =>
    linksIn(labelled(await site.page('/on/brampton/wasp-removal/'), 'Related Services', 'nav')).map(textOf);
  expect(await related()).toEqual(await related());
});

test('a city x service no team reaches: default phone, advice by phone, local facts, related links stay in the city', async () => {
  const page = await site.page('/bc/vancouver/skunk-removal/');
  expect(titleOf(page)).toBe('Skunk Removal: Advice by Phone for Vancouver, BC');
  expect(metaOf(page, 'description')).toMatch(/1-888-555-0142/);
  expect(textOf(firstOf(page, 'main'))).toContain(
    'No team of ours is within reach of Vancouver, so we promise no visit. Call 24/7 for free advice by phone; whether a visit is possible, we tell you on the call.',
  );
  // No service offered in a city no team goes to.
  expect(jsonLdOf(page).map((b) => b['@type'])).toEqual(['BreadcrumbList']);
  // What It Is is told for Vancouver, from its own passage and BC's note.
  const local = textOf(labelled(page, 'What It Is'));
  expect(local).toContain('Vancouver');
  expect(local).toContain('Lower Mainland');
  expect(hrefsOf(linksIn(page, 'More about skunks'))).toEqual(['/services/skunk-removal/']);
  for (const href of hrefsOf(linksIn(labelled(page, 'Related Services', 'nav')))) {
    expect(href).toMatch(/^\/bc\/vancouver\/[a-z-]+\/$/);
  }
});

test('where a species is absent the page says so, points to what it more likely is, and is noindex', async () => {
  const page = await site.page('/nl/st-johns/raccoon-removal/');
  expect(textOf(firstOf(page, 'main'))).toContain("There are no raccoons in St. John's. Here is what is more likely.");
  const local = labelled(page, "Not Found in St. John's: What You Are More Likely Dealing With");
  expect(textOf(local)).toMatch(/red squirrels/i);
  expect(hrefsOf(linksIn(local, "everything we handle in St. John's"))).toEqual(['/nl/st-johns/']);
  expect(metaOf(page, 'robots')).toBe('noindex, follow');
  expect(jsonLdOf(page).map((b) => b['@type'])).toEqual(['BreadcrumbList']);
  // No pricing or process for an animal that is not there; the visitor can still call or ask.
  expect(headingsIn(page).join('\n')).not.toMatch(/Pricing Guidance|Our Humane Process/i);
  expect(byId(page, 'quote').tagName).toBe('section');
});

test('a city overrides its province: Victoria has no skunks, Vancouver does', async () => {
  const cards = linksIn(labelled(await site.page('/bc/victoria/'), 'Advice for Victoria, Animal by Animal')).map(
    textOf,
  );
  expect(cards.filter((name) => name.includes('Raccoon Removal'))).toHaveLength(1);
  expect(cards.filter((name) => /Skunk|Opossum|Groundhog/.test(name))).toEqual([]);
  expect(linksIn(await site.page('/bc/vancouver/raccoon-removal/'), 'Raccoon Removal in Victoria')).toHaveLength(1);
  expect(linksIn(await site.page('/bc/vancouver/skunk-removal/'), /Skunk Removal in Victoria/i)).toEqual([]);
});

test.each([
  ['/services/bird-control/', '/services/bird-removal/', 'Bird Removal: Signs, Method and Costs'],
  ['/on/ottawa/bird-control/', '/on/ottawa/bird-removal/', 'Bird Removal: Advice by Phone for Ottawa, ON'],
  // The French services renamed to the names Québec uses keep their old addresses.
  [
    '/fr/services/controle-souris/',
    '/fr/services/lutte-contre-les-souris/',
    'Lutte contre les souris : signes, méthode et coûts',
  ],
  [
    '/fr/services/controle-rats/',
    '/fr/services/lutte-contre-les-rats/',
    'Lutte contre les rats : signes, méthode et coûts',
  ],
  [
    '/fr/services/retrait-guepes/',
    '/fr/services/destruction-nids-guepes/',
    'Destruction de nids de guêpes : signes, méthode et coûts',
  ],
  [
    '/fr/qc/montreal/controle-souris/',
    '/fr/qc/montreal/lutte-contre-les-souris/',
    'Lutte contre les souris : conseils par téléphone pour Montréal, QC',
  ],
])('%s, an old address, redirects to %s', async (from, to, heading) => {
  const response = await site.get(from);
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe(to);
  expect(headingsIn(await site.page(to), 1)).toEqual([heading]);
});
