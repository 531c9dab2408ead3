import { expect, test } from '@playwright/test';
import { realCatalogue } from '../test/catalogue.ts';
import { truncate } from '../src/lib/text.ts';
import { limits } from '../src/site.config.ts';
import { jsonLd } from './helpers.ts';

test('home: hero, popular services, locations, four steps, six FAQs and contact details', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hero = page.getByRole('region', { name: await page.getByRole('heading', { level: 1 }).innerText() });
  await expect(hero.getByRole('button', { name: 'Choose Your City' })).toBeVisible();
  await expect(hero.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+18885550142');

  await expect(page.getByRole('link', { name: /Residential services/ })).toHaveAttribute(
    'href',
    '/services/residential/',
  );
  await expect(page.getByRole('link', { name: /Commercial services/ })).toHaveAttribute(
    'href',
    '/services/commercial/',
  );
  await expect(page.getByRole('link', { name: 'Greater Toronto', exact: true }).last()).toHaveAttribute(
    'href',
    '/on/greater-toronto/',
  );
  await expect(page.getByRole('link', { name: 'Brampton', exact: true })).toHaveAttribute('href', '/on/brampton/');

  const steps = page.getByRole('region', { name: /four steps/ }).getByRole('heading', { level: 3 });
  await expect(steps).toHaveText([
    'Inspection & Assessment',
    'Humane Removal & Exclusion',
    'Damage Repair & Decontamination',
    'Prevention & Guarantee',
  ]);
  await expect(page.getByRole('region', { name: 'Questions homeowners ask us' }).locator('details')).toHaveCount(6);

  const contact = page.getByRole('region', { name: 'Talk to a technician today' });
  await expect(contact).toContainText('Phone, 24/7');
  await expect(contact.getByRole('link', { name: 'info@northpaw.example' })).toHaveAttribute(
    'href',
    'mailto:info@northpaw.example',
  );
  await expect(contact).toContainText('across Canada');

  const types = (await jsonLd(page)).map((b) => b['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'FAQPage']));
});

test('a FAQ answer opens with the keyboard', async ({ page }) => {
  await page.goto('/');
  const first = page.getByRole('region', { name: 'Questions homeowners ask us' }).locator('summary').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first.locator('xpath=..')).toHaveAttribute('open', '');
});

test('/services/ lists all twelve services with descriptions cut at 80 characters', async ({ page }) => {
  await page.goto('/services/');
  const cards = page.getByRole('article');
  const { services } = realCatalogue();
  expect(services).toHaveLength(12);
  await expect(cards).toHaveCount(services.length);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/services/raccoon-removal/');
  // Every card, in catalogue order: its name, and its description as the full text cut at 80 characters.
  const shown = await cards.evaluateAll((articles) =>
    articles.map((a) => ({ name: a.querySelector('a')?.textContent, text: a.querySelector('p')?.textContent })),
  );
  expect(shown).toEqual(services.map((s) => ({ name: s.name, text: truncate(s.description, limits.cardDescription) })));
  for (const { text } of shown) expect(text?.length).toBeLessThanOrEqual(80);
  // The cut is exercised: some descriptions are longer than a card shows.
  expect(services.some((s) => s.description.length > limits.cardDescription)).toBe(true);
  await expect(page.getByRole('link', { name: 'Wildlife Control', exact: true })).toHaveAttribute(
    'href',
    '/services/wildlife-control/',
  );
});

for (const [path, heading, sidebar] of [
  ['/services/residential/', 'Residential Wildlife & Pest Control—Canada-Wide', 'Need help now?'],
  ['/services/commercial/', 'Commercial Wildlife & Pest Control—Canada-Wide', 'Request a site visit'],
] as const) {
  test(`${path}: heading, services, list, locations, sidebar and five-question FAQ data`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
      'Home',
      'Services',
    ]);
    expect(
      await page.getByRole('region', { name: 'What we take care of' }).getByRole('article').count(),
    ).toBeGreaterThanOrEqual(8);
    const locations = page.getByRole('region', { name: 'Local teams near you' }).getByRole('link');
    await expect(locations).toHaveText(['Greater Toronto', 'Brampton']);
    const aside = page.getByRole('complementary', { name: 'Get help' });
    await expect(aside.getByRole('heading', { name: sidebar })).toBeVisible();
    await expect(aside.getByRole('button', { name: 'Find Your Location' })).toBeVisible();
    await expect(aside.getByRole('navigation', { name: 'Animal Services' }).getByRole('link')).toHaveCount(12);
    const faq = (await jsonLd(page)).find((b) => b['@type'] === 'FAQPage') as { mainEntity: unknown[] } | undefined;
    expect(faq?.mainEntity).toHaveLength(5);
  });
}

test('about: story, three promises and a call to action', async ({ page }) => {
  await page.goto('/about/');
  await expect(page.getByRole('region', { name: 'Our three promises' }).getByRole('heading', { level: 3 })).toHaveText([
    'Humane Methods',
    'Service Warranty',
    'Professional Expertise',
  ]);
  await expect(page.locator('main').getByRole('link', { name: /Call/ }).first()).toHaveAttribute(
    'href',
    'tel:+18885550142',
  );
});

test('contact: phone 24/7, the general e-mail and the service area', async ({ page }) => {
  await page.goto('/contact/');
  const details = page.getByRole('complementary', { name: 'Reach us' });
  await expect(details).toContainText('Phone, 24/7');
  await expect(details.getByRole('link', { name: 'info@northpaw.example' })).toBeVisible();
  await expect(details).toContainText('across Canada');
});
