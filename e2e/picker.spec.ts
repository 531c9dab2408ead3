import { expect, type Page } from '@playwright/test';
import { test as testOnNewPage, testOnReusedPage } from './fixtures.ts';
import { baseURL } from './servers.ts';
import { gotoHydrated, storageKeys } from './helpers.ts';

// One page per worker, a visitor who has answered the banner each time (e2e/fixtures.ts); tests
// that install a clock, a route or an init script get a page of their own.
const test = testOnReusedPage({ origin: baseURL, storage: { 'northpaw:consent': 'denied' } });

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Select Your Service Area' });
const locationButton = (page: Page) =>
  page
    .locator('header')
    .getByRole('button', { name: /Select Location|change location/ })
    .first();

async function openFromHeader(page: Page) {
  await locationButton(page).click();
  await expect(dialog(page)).toBeVisible();
}

test("starts on the first province and its first area, with that area's cities", async ({ page }) => {
  await gotoHydrated(page, '/');
  await openFromHeader(page);
  const d = dialog(page);
  await expect(d.getByLabel('Province')).toHaveValue('on');
  await expect(d.getByLabel('Region')).toHaveValue('greater-toronto');
  await expect(d.getByRole('group', { name: 'City' }).getByRole('button')).toHaveText([
    'Toronto',
    'Brampton',
    'Vaughan',
    'Oakville',
  ]);
  await expect(d.getByRole('button', { name: 'Clear selected location' })).toBeVisible();
});

test('changing the province resets the region to its first area; changing the region shows its cities', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await openFromHeader(page);
  const d = dialog(page);
  await d.getByLabel('Region').selectOption('greater-ottawa');
  await expect(d.getByRole('group', { name: 'City' }).getByRole('button')).toHaveText(['Ottawa']);
  await d.getByLabel('Province').selectOption('nl');
  await expect(d.getByLabel('Region')).toHaveValue('greater-st-johns');
  await expect(d.getByLabel('Region').locator('option')).toHaveText(["Greater St. John's", 'Greater Corner Brook']);
  await expect(d.getByRole('group', { name: 'City' }).getByRole('button')).toHaveText(["St. John's"]);
  await d.getByLabel('Region').selectOption('greater-corner-brook');
  await expect(d.getByRole('group', { name: 'City' }).getByRole('button')).toHaveText(['Corner Brook']);
});

test('choosing a city stores it, updates the header, closes the picker and opens the city page; it survives a reload', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await openFromHeader(page);
  const d = dialog(page);
  await d.getByLabel('Province').selectOption('ns');
  await d.getByRole('button', { name: 'Halifax' }).click();
  await expect(page).toHaveURL('/ns/halifax/');
  await expect(dialog(page)).toBeHidden();
  const stored = await page.evaluate((key) => localStorage.getItem(key), storageKeys.location);
  expect(JSON.parse(stored ?? 'null')).toEqual({
    province: 'ns',
    city: 'halifax',
    cityName: 'Halifax',
    provinceName: 'Nova Scotia',
    fr: { cityName: 'Halifax', provinceName: 'Nouvelle-Écosse' },
  });

  await gotoHydrated(page, '/');
  await expect(page.getByTestId('location-button-label').first()).toHaveText('Halifax');
  await page.reload();
  await expect(page.getByTestId('location-button-label').first()).toHaveText('Halifax');

  // Re-opening starts on the stored location.
  await openFromHeader(page);
  await expect(dialog(page).getByLabel('Province')).toHaveValue('ns');
  await expect(dialog(page).getByLabel('Region')).toHaveValue('greater-halifax');
  await expect(dialog(page).getByRole('button', { name: 'Halifax' })).toHaveAttribute('aria-current', 'true');
});

testOnNewPage('the header updates at once, on the page where the city was chosen', async ({ page }) => {
  // Record every label the header shows, with the page that showed it.
  const seen: string[] = [];
  await page.exposeFunction('recordLabel', (entry: string) => seen.push(entry));
  await page.addInitScript(() => {
    const record = () => {
      const label = document.querySelector('[data-testid="location-button-label"]')?.textContent ?? '';
      (window as unknown as { recordLabel: (e: string) => void }).recordLabel(`${location.pathname} ${label}`);
    };
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver(record).observe(document.body, { subtree: true, characterData: true, childList: true });
    });
  });
  await gotoHydrated(page, '/about/');
  // The city page answers a moment late, so the chooser's page is still there to be seen: on this
  // machine the next page replaces it within milliseconds, before the browser reports the change.
  await page.route('**/on/vaughan/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await openFromHeader(page);
  await dialog(page).getByRole('button', { name: 'Vaughan' }).click();
  await expect(page).toHaveURL('/on/vaughan/');
  expect(seen).toContain('/about/ Vaughan');
});

test('clearing removes the stored location', async ({ page }) => {
  await gotoHydrated(page, '/on/oakville/');
  await expect(page.getByTestId('location-button-label').first()).toHaveText('Oakville');
  await openFromHeader(page);
  await dialog(page).getByRole('button', { name: 'Clear selected location' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId('location-button-label').first()).toHaveText('Select Location');
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.location)).toBeNull();
});

test('Escape and a click outside close it; focus returns to the opener; page scroll is locked while open', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const opener = locationButton(page);
  await openFromHeader(page);
  const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  expect(await overflow()).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await overflow()).not.toBe('hidden');

  await openFromHeader(page);
  await page.mouse.click(10, 400);
  await expect(dialog(page)).toBeHidden();
});

test('a static "Choose Your City" button opens it too, and focus returns to that button', async ({ page }) => {
  await gotoHydrated(page, '/');
  const hero = page.getByRole('button', { name: 'Choose Your City' });
  await hero.click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hero).toBeFocused();
});

test('a corrupted stored location is discarded', async ({ page }) => {
  await page.goto('/');
  for (const value of ['{not json', JSON.stringify({ province: 'on' })]) {
    await page.evaluate(([key, v]) => localStorage.setItem(key, v), [storageKeys.location, value] as const);
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('location-button-label').first()).toHaveText('Select Location');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.location)).toBeNull();
  }
});

testOnNewPage(
  'the city list loads once, on the first opening; if it cannot load, a toast says so and the next opening tries again',
  async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/catalogue.json')) requests.push(request.url());
    });
    let offline = true;
    await page.route('**/catalogue.json', (route) =>
      offline ? route.abort('internetdisconnected') : route.fallback(),
    );
    await gotoHydrated(page, '/');
    expect(requests).toEqual([]);
    await expect(page.locator('astro-island[component-export="LocationPicker"]')).not.toHaveAttribute(
      'props',
      /brampton/,
    );

    await locationButton(page).click();
    const toast = page.locator('.toast').filter({ hasText: 'Cities Not Loaded' });
    await expect(toast).toContainText(
      'We could not load the list of cities. Please check your connection and try again.',
    );
    await expect(dialog(page)).toBeHidden();

    offline = false;
    await openFromHeader(page);
    await expect(dialog(page).getByRole('group', { name: 'City' }).getByRole('button')).toHaveCount(4);
    await page.keyboard.press('Escape');
    await openFromHeader(page);
    expect(requests).toHaveLength(2);
  },
);
