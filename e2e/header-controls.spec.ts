/**
 * The controls that open something, as a visitor without JavaScript meets them (each leads to
 * the page of every place and service), and the sidebar that keeps the call button in view.
 */
import { expect } from '@playwright/test';
import { desktopViewport, gotoHydrated, phoneViewport } from './helpers.ts';
import { test as testOnNewPage, testOnReusedPage } from './fixtures.ts';
import { baseURL } from './servers.ts';

// The controls with JavaScript on, on the worker's one page (e2e/fixtures.ts).
const test = testOnReusedPage({ origin: baseURL, storage: { 'northpaw:consent': 'denied' } });

testOnNewPage.describe('without JavaScript', () => {
  testOnNewPage.use({ javaScriptEnabled: false });

  testOnNewPage(
    'on a phone, the menu, Select Location and Choose Your City each lead to every place and service',
    async ({ page }) => {
      await page.setViewportSize(phoneViewport);
      for (const name of ['Services & Areas', 'Select Location', 'Choose Your City']) {
        await page.goto('/');
        await page.getByRole('link', { name, exact: true }).filter({ visible: true }).first().click();
        await expect(page, name).toHaveURL('/find/');
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services & Areas');
      await page.getByRole('link', { name: 'Brampton', exact: true }).click();
      await expect(page).toHaveURL('/on/brampton/');
    },
  );

  testOnNewPage(
    "on a desktop, Services & Areas opens its panel while focus is in it, and the location link, named for the page's city, leads to the list",
    async ({ page }) => {
      await page.setViewportSize(desktopViewport);
      await page.goto('/fr/on/brampton/');
      const menu = page.getByRole('navigation', { name: 'Principal' });
      await menu.getByRole('button', { name: 'Services et régions' }).focus();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: 'Résidentiel' })).toBeFocused();
      await expect(menu.getByRole('link', { name: 'Grand Toronto' })).toBeVisible();
      // A city page makes its city the chosen one, so the location controls name it from the first frame.
      await page
        .getByRole('link', { name: /^Brampton\s?, changer d’emplacement$/ })
        .first()
        .click();
      await expect(page).toHaveURL('/fr/trouver/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services et régions');
    },
  );
});

test('once the page runs, the picker links are buttons that open the dialog, by click, Enter or Space', async ({
  page,
}) => {
  await gotoHydrated(page, '/on/greater-toronto/');
  const choose = page.getByRole('button', { name: 'Choose Your City' });
  await choose.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Select Your Service Area' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await choose.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL('/on/greater-toronto/');
});

for (const path of ['/on/brampton/', '/services/bat-removal/', '/on/brampton/raccoon-removal/', '/fr/qc/montreal/']) {
  test(`${path}: at 1280 px the sidebar's call button stays in view down the page`, async ({ page }) => {
    await page.setViewportSize(desktopViewport);
    await page.goto(path);
    const height = await page.evaluate(() => document.body.scrollHeight);
    const call = page.locator('main aside a[data-call="sidebar"]');
    for (const share of [0.25, 0.5, 0.7]) {
      await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * share));
      const inView = await call.evaluateAll((links) =>
        links.some((link) => {
          const box = link.getBoundingClientRect();
          return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
        }),
      );
      expect(inView, `a sidebar call button in view at ${share * 100} % of the page`).toBe(true);
    }
  });
}

test("on a phone, a city x service page's floating link takes the visitor from below the first screen to the quote form", async ({
  page,
}) => {
  await page.setViewportSize(phoneViewport);
  await page.goto('/fr/qc/montreal/retrait-ratons-laveurs/');
  const toQuote = page.getByRole('link', { name: 'Estimation gratuite', exact: true });
  // Not on the first screen, where it would cover the hero's buttons (the hero links to the form).
  await expect(toQuote).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 2500));
  await expect(toQuote).toBeVisible();
  await expect(toQuote).toBeInViewport();
  await toQuote.click();
  await expect(page.getByRole('form', { name: /Estimation rapide/ })).toBeInViewport();
  await page.setViewportSize(desktopViewport);
  await expect(toQuote).toBeHidden();
});

// A city page makes its city the chosen one as it starts: drawn so from the first frame, its
// location buttons keep their width when the page runs, and nothing beside them moves.
for (const viewport of [phoneViewport, desktopViewport]) {
  // A fresh page: the init script that records layout shifts would stay on a shared one.
  testOnNewPage(
    `at ${viewport.width} px, a city page's location button names its city from the first frame, and nothing moves as the page runs`,
    async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const html = (await (await page.goto('/on/brampton/'))?.text()) ?? '';
      expect(html).toMatch(/data-testid="location-button-label">Brampton</);
      await gotoHydrated(page, '/on/brampton/');
      await expect(page.getByTestId('location-button-label').filter({ visible: true })).toHaveText('Brampton');
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    },
  );
}
