import { expect, test } from '@playwright/test';
import { axeViolations, desktopViewport, gotoHydrated, phoneViewport } from './helpers.ts';

const pages = [
  '/',
  '/about/',
  '/contact/',
  '/services/',
  '/services/residential/',
  '/services/commercial/',
  '/on/greater-toronto/',
  '/nl/greater-st-johns/',
  '/on/brampton/',
  '/on/vaughan/',
  '/ab/calgary/',
  '/on/nowhere/',
];

for (const viewport of [phoneViewport, desktopViewport]) {
  for (const path of pages) {
    test(`axe: ${path} at ${viewport.width} px has no WCAG 2.1 AA violation`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('axe: the open location picker and the open menu have no violation', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Services & Areas' }).hover();
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('header').getByRole('button', { name: 'Select Location' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
