import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { gotoHydrated } from './helpers.ts';
import { analyticsURL } from './servers.ts';

test.describe('toasts', () => {
  // The quick quote's missing-fields toast is the easiest toast to raise on demand.
  const raise = async (page: Page, name = '') => {
    const form = page.getByRole('form', { name: /Quick quote/ });
    await form.getByLabel('Your name').fill(name);
    await form.getByRole('button', { name: 'Request my free phone estimate' }).click();
  };

  test('one at a time: a new toast replaces the last; Escape closes it; F8 focuses the viewport', async ({ page }) => {
    await gotoHydrated(page, '/on/ottawa/raccoon-removal/');
    await page.getByRole('form', { name: /Quick quote/ }).scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr][component-export="QuickQuoteForm"]')).toHaveCount(0);
    await raise(page);
    await expect(page.locator('.toast')).toHaveCount(1);
    await raise(page, 'Pat');
    await expect(page.locator('.toast')).toHaveCount(1);

    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: /Notification/ }).locator('ol')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(page.locator('.toast')).toHaveCount(0);
  });

  test('a toast closes by itself after 5 seconds, and by its close button', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/on/ottawa/raccoon-removal/');
    await page.getByRole('form', { name: /Quick quote/ }).scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr][component-export="QuickQuoteForm"]')).toHaveCount(0);
    // The page's clock stands still from here and moves only by runFor: a busy machine taking
    // seconds between two steps cannot eat into the toast's five seconds.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await raise(page);
    // The toaster hydrates and mounts the toast on timers of its own: step the clock until it shows.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return page.locator('.toast').count();
      })
      .toBe(1);
    await page.clock.runFor(4000);
    await expect(page.locator('.toast')).toHaveCount(1);
    await page.clock.runFor(1000);
    await expect(page.locator('.toast')).toHaveCount(0);

    await page.clock.resume();
    await raise(page);
    await page.locator('.toast').getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.toast')).toHaveCount(0);
  });

  test('the viewport is at most 420 px wide from medium screens up', async ({ page }) => {
    await gotoHydrated(page, '/on/ottawa/raccoon-removal/');
    await page.getByRole('form', { name: /Quick quote/ }).scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr][component-export="QuickQuoteForm"]')).toHaveCount(0);
    await raise(page);
    const width = await page
      .getByRole('region', { name: /Notification/ })
      .locator('ol')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(420);
  });
});

test('an island that throws shows the error screen in its place; the rest of the page still works', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The switch exists only in the test build (the one with analytics on): the shipped pages ignore it.
  await gotoHydrated(page, '/?island-error=ServicesMenu');
  await expect(page.getByRole('button', { name: 'Services & Areas' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.addInitScript(() => localStorage.setItem('northpaw:consent', 'denied'));
  await gotoHydrated(page, `${analyticsURL}/?island-error=ServicesMenu`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Unexpected Application Error!');
  await expect(alert).toContainText('ServicesMenu failed on request');
  await expect(page.getByRole('button', { name: 'Services & Areas' })).toHaveCount(0);
  // The header around it is plain HTML: its logo and call links are still there.
  await expect(page.getByRole('banner').getByRole('link', { name: /home/ })).toBeVisible();
  // Another island still works.
  await page.getByRole('button', { name: 'Choose Your City' }).click();
  await expect(page.getByRole('dialog', { name: 'Select Your Service Area' })).toBeVisible();
});
