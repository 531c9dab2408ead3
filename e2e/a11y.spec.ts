import { expect, test } from '@playwright/test';
import { bothLanguagesTemplatePages, variantPages } from '../test/template-pages.ts';
import { analyticsURL } from './servers.ts';
import { axeViolations, desktopViewport, gotoHydrated, phoneViewport } from './helpers.ts';

const pages = [...bothLanguagesTemplatePages, ...variantPages].map((p) => p.path);

// Both widths from one load: the layout is CSS alone (no script reads the width), so the page
// resized to desktop is the page loaded there. One load a page instead of two: CI on a slow
// machine ran past 20 minutes, and a11y was a third of the e2e suite's time.
for (const path of pages) {
  test(`axe: ${path} at ${phoneViewport.width} and ${desktopViewport.width} px has no WCAG 2.2 AA or best-practice violation`, async ({
    page,
  }) => {
    await page.setViewportSize(phoneViewport);
    await gotoHydrated(page, path);
    expect.soft(await axeViolations(page), `at ${phoneViewport.width} px`).toEqual([]);
    await page.setViewportSize(desktopViewport);
    expect(await axeViolations(page), `at ${desktopViewport.width} px`).toEqual([]);
  });
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
