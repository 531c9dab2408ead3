/**
 * "Do we serve you?": the location picker's search box, and the same search without JavaScript
 * (/find/?q=, /fr/trouver/?q=), for a city we have, a town we do not, a postal code, a French
 * query without its accents, and a place far from every team. The answers come from the build's
 * /places.json, which the page fetches only when the visitor types.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { gotoHydrated, storageKeys } from './helpers.ts';

async function searchInPicker(page: Page, dialogName: string, query: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('searchbox').fill(query);
  return dialog;
}

test('the picker answers a city, a town, a postal code and a far place, loading the places only once typed', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await gotoHydrated(page, '/services/raccoon-removal/');
  // The service page's own "Choose Your City" opens the picker for that service.
  await page.getByRole('main').getByRole('button', { name: 'Choose Your City' }).first().click();
  expect(fetched, 'nothing of the search before the visitor types').not.toContain('/places.json');

  let dialog = await searchInPicker(page, 'Select Your Service Area', 'Brampton');
  await expect(dialog.getByText('Here is our page for')).toContainText('Brampton, ON');
  // Opened from a service's page, the answer is that service in that city.
  await expect(dialog.getByRole('link', { name: 'Brampton, ON' })).toHaveAttribute(
    'href',
    '/on/brampton/raccoon-removal/',
  );
  expect(fetched.filter((path) => path === '/places.json')).toHaveLength(1);

  dialog = await searchInPicker(page, 'Select Your Service Area', 'Mississauga');
  await expect(dialog.getByText(/^Mississauga, ON is \d+ km from/)).toBeVisible();

  dialog = await searchInPicker(page, 'Select Your Service Area', 'h2x 1y4');
  await expect(dialog.getByText(/^H2X 1Y4 is \d+ km from/)).toContainText('Montreal, QC');

  dialog = await searchInPicker(page, 'Select Your Service Area', 'Yellowknife');
  await expect(dialog.getByText(/Yellowknife, NT has no page of its own: the nearest city with one is/)).toContainText(
    /Edmonton, AB, [\d,]+ km away/,
  );
  expect(
    fetched.filter((path) => path === '/places.json'),
    'the data is fetched once',
  ).toHaveLength(1);

  // Following the answer remembers the team's city as the visitor's location, as choosing it does.
  dialog = await searchInPicker(page, 'Select Your Service Area', 'Laval');
  await dialog.getByRole('link', { name: 'Montreal, QC' }).click();
  await expect(page).toHaveURL(/\/qc\/montreal\/raccoon-removal\/$/);
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as unknown,
    storageKeys.location,
  );
  expect(stored).toMatchObject({ province: 'qc', city: 'montreal' });
});

test('in French, the picker finds Montréal typed without its accent', async ({ page }) => {
  await gotoHydrated(page, '/fr/');
  await page.locator('header').getByRole('button', { name: 'Choisir un emplacement' }).first().click();
  const dialog = await searchInPicker(page, 'Choisissez votre région de service', 'montreal');
  await expect(dialog.getByRole('link', { name: 'Montréal, QC' })).toHaveAttribute('href', '/fr/qc/montreal/');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the /find/ form takes a visitor to the team that serves their town, or says how far the nearest is', async ({
    page,
  }) => {
    await page.goto('/find/');
    await page.getByLabel('Enter your city, town or postal code').fill('Gatineau');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/on\/ottawa\/$/);

    await page.goto('/find/');
    await page.getByLabel('Enter your city, town or postal code').fill('L5B');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/on\/(oakville|brampton|toronto)\/$/);

    await page.goto('/find/');
    await page.getByLabel('Enter your city, town or postal code').fill('Iqaluit');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No Team in Iqaluit, NU Yet');
    const nearest = page.getByRole('main').getByRole('listitem');
    await expect(nearest).toHaveCount(3);
    await expect(nearest.first()).toContainText(/[\d,]+ km/);
    await expect(page.getByRole('main').getByRole('link', { name: '1-888-555-0142' })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
  });

  test('/fr/trouver/ sends Laval to the Montréal team’s French page', async ({ page }) => {
    await page.goto('/fr/trouver/');
    await page.getByLabel('Entrez votre ville, votre municipalité ou votre code postal').fill('Laval');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/fr\/qc\/montreal\/$/);
  });
});
