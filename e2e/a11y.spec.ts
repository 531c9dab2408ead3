import { expect } from '@playwright/test';
import { testOnReusedPage } from './fixtures.ts';
import { baseURL } from './servers.ts';
import { axeViolations, gotoHydrated } from './helpers.ts';

// One page per worker, a visitor who has answered the banner each time (e2e/fixtures.ts).
const test = testOnReusedPage({ origin: baseURL, storage: { 'northpaw:consent': 'denied' } });

test('axe: the open location picker and the open menu have no violation', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Services & Areas' }).hover();
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('header').getByRole('button', { name: 'Select Location' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('axe: the service details modal and the inbox sign-in have no violation', async ({ page }) => {
  await gotoHydrated(page, '/services/');
  await page.getByRole('link', { name: 'Wildlife Control', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/admin/');
  expect(await axeViolations(page)).toEqual([]);
});
