/**
 * The chrome around every page as a browser shows and runs it: the menus, the header's number,
 * scrolling. What it serves is read without a browser (test/dist/chrome.test.ts), and what every
 * template carries is checked on each in e2e/templates.spec.ts.
 */
import { expect, type Locator } from '@playwright/test';
import { testOnReusedPage } from './fixtures.ts';
import { baseURL } from './servers.ts';
import { gotoHydrated, phoneViewport } from './helpers.ts';

// One page per worker, a visitor who has answered the banner each time (e2e/fixtures.ts).
const test = testOnReusedPage({ origin: baseURL, storage: { 'northpaw:consent': 'denied' } });

const menuServices = [
  'Raccoon Removal',
  'Squirrel Removal',
  'Skunk Removal',
  'Bat Removal',
  'Bird Removal',
  'Mouse Control',
  'Rat Control',
  'Wasp Removal',
];
const provinces = [
  'Ontario',
  'Quebec',
  'British Columbia',
  'Alberta',
  'Saskatchewan',
  'Manitoba',
  'Nova Scotia',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Prince Edward Island',
];

test('Services & Areas lists Residential, Commercial, the eight services, all services and every province with its areas', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const button = page.getByRole('button', { name: 'Services & Areas' });
  await button.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();

  const serviceLinks = panel.getByRole('list').first().getByRole('link');
  await expect(serviceLinks).toHaveText(['Residential', 'Commercial', ...menuServices, 'All services']);
  await expect(panel.getByRole('link', { name: 'Residential' })).toHaveAttribute('href', '/services/residential/');
  await expect(panel.getByRole('link', { name: 'Raccoon Removal' })).toHaveAttribute(
    'href',
    '/services/raccoon-removal/',
  );

  for (const province of provinces) await expect(panel.getByText(province, { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Greater Toronto' })).toHaveAttribute('href', '/on/greater-toronto/');
  await expect(panel.getByRole('link', { name: "Greater St. John's" })).toHaveAttribute(
    'href',
    '/nl/greater-st-johns/',
  );
  await expect(panel.getByRole('link', { name: /^Greater / })).toHaveCount(20);
});

/** Columns actually laid out: distinct left edges of the grid's items. */
const renderedColumns = (grid: Locator) =>
  grid.evaluate((el) => new Set([...el.children].map((c) => Math.round(c.getBoundingClientRect().left))).size);

test('the province grid has 3 columns in the desktop menu and 2 in the phone menu', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Services & Areas' }).hover();
  expect(await renderedColumns(page.locator('header nav[aria-label="Main"]').getByTestId('areas-grid'))).toBe(3);

  await page.setViewportSize(phoneViewport);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobileGrid = page.getByRole('navigation', { name: 'Mobile' }).getByTestId('areas-grid');
  expect(await renderedColumns(mobileGrid)).toBe(2);
  await expect(mobileGrid.getByRole('link', { name: 'Greater Toronto' })).toHaveAttribute(
    'href',
    '/on/greater-toronto/',
  );
});

test('the menu is a disclosure: focus alone does not open it, Enter opens it at any time, Tab from it closed moves on', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const button = page.getByRole('button', { name: 'Services & Areas' });
  await button.focus();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Français' })).toBeFocused();

  await button.focus();
  // Long after focusing: a menu that opened on focus once closed again on a late Enter.
  await page.waitForTimeout(800);
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Residential' }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
});

test('a click on Services & Areas opens the menu, though the pointer coming in opened it first', async ({ page }) => {
  // A tap on a tablet, or a click, moves the pointer onto the button (hover opens) and then clicks it.
  await gotoHydrated(page, '/');
  const button = page.getByRole('button', { name: 'Services & Areas' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Greater Ottawa' })).toBeVisible();
  // A later click on the open menu's button closes it.
  await page.waitForTimeout(600);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('choosing a menu link closes the menu and goes to the page', async ({ page }) => {
  await gotoHydrated(page, '/');
  const button = page.getByRole('button', { name: 'Services & Areas' });
  await button.hover();
  await page.getByRole('link', { name: 'Greater Ottawa' }).click();
  await expect(page).toHaveURL('/on/greater-ottawa/');
  // No team of ours reaches Ottawa: its area offers advice by phone.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wildlife in Greater Ottawa: Advice by Phone');
});

test('the mobile menu lists the eight services', async ({ page }) => {
  await page.setViewportSize(phoneViewport);
  await gotoHydrated(page, '/');
  await expect(page.getByRole('button', { name: 'Services & Areas' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const nav = page.getByRole('navigation', { name: 'Mobile' });
  await expect(nav).toBeVisible();
  for (const name of menuServices) await expect(nav.getByRole('link', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

// Which number each path dials and names is read from the HTML (test/dist/chrome.test.ts); the
// header's number is styled away on narrow screens, so that it shows on a desktop needs the browser.
for (const [path, text] of [
  ['/on/brampton/', '905-555-0173'],
  ['/', '1-888-555-0142'],
  ['/on/toronto/', '1-888-555-0142'],
  ['/on/greater-toronto/', '1-888-555-0142'],
] as const) {
  test(`the header shows ${path}'s number on a desktop`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('header').getByText(text).first()).toBeVisible();
  });
}

test('following a link from the bottom of a page opens the next page at the top', async ({ page }) => {
  await page.goto('/services/');
  await page.locator('footer').getByRole('link', { name: 'About', exact: true }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.locator('footer').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL('/about/');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
