import { expect, test } from '@playwright/test';
import { bothLanguagesTemplatePages, variantPages } from '../test/template-pages.ts';
import { analyticsURL } from './servers.ts';
import { axeViolations, desktopViewport, gotoHydrated, phoneViewport } from './helpers.ts';

const pages = [...bothLanguagesTemplatePages, ...variantPages].map((p) => p.path);

for (const viewport of [phoneViewport, desktopViewport]) {
  for (const path of pages) {
    test(`axe: ${path} at ${viewport.width} px has no WCAG 2.2 AA or best-practice violation`, async ({ page }) => {
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

test('axe: the service details modal, the consent banner and the inbox sign-in have no violation', async ({
  page,
  browser,
}) => {
  await gotoHydrated(page, '/services/');
  await page.getByRole('link', { name: 'Wildlife Control', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The banner exists only where the site runs analytics: the build made with it (e2e/servers.ts).
  const context = await browser.newContext({ baseURL: analyticsURL, storageState: { cookies: [], origins: [] } });
  const fresh = await context.newPage();
  await fresh.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await gotoHydrated(fresh, '/contact/');
  await expect(fresh.getByRole('region', { name: 'Your privacy' })).toBeVisible();
  expect(await axeViolations(fresh)).toEqual([]);
  await fresh.goto('/admin/');
  expect(await axeViolations(fresh)).toEqual([]);
  await context.close();
});
