import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';

// A first visit: no stored consent.
test.use({ storageState: { cookies: [], origins: [] } });

/** A fake gtag installed before the page's own scripts: every call is recorded. */
async function recordGtag(page: Page): Promise<unknown[][]> {
  const calls: unknown[][] = [];
  await page.exposeFunction('recordGtag', (...args: unknown[]) => calls.push(args));
  await page.addInitScript(() => {
    const w = window as unknown as { gtag: (...a: unknown[]) => void; recordGtag: (...a: unknown[]) => void };
    w.gtag = (...args) => w.recordGtag(...args);
  });
  return calls;
}

const denied = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

test('nothing is measured before consent; Accept updates consent and events flow', async ({ page }) => {
  const calls = await recordGtag(page);
  await gotoHydrated(page, '/');
  await expect.poll(() => calls[0]).toEqual(['consent', 'default', denied]);
  const banner = page.getByRole('region', { name: 'Your privacy' });
  await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Reject' })).toBeVisible();

  // A call to action before consent sends no event.
  await page.getByRole('button', { name: 'Choose Your City' }).click();
  await expect(page.getByRole('dialog', { name: 'Select Your Service Area' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(calls.filter(([command]) => command === 'event')).toEqual([]);

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  expect(calls).toContainEqual(['consent', 'update', { ...denied, analytics_storage: 'granted' }]);

  await page.getByRole('button', { name: 'Choose Your City' }).click();
  expect(calls).toContainEqual(['event', 'click', { event_category: 'CTA', event_label: 'Hero' }]);
  const dialog = page.getByRole('dialog', { name: 'Select Your Service Area' });
  await dialog.getByRole('button', { name: 'Oakville' }).click();
  await expect(page).toHaveURL('/on/oakville/');
  expect(calls).toContainEqual([
    'event',
    'select_content',
    { content_type: 'Location Picker', item_id: 'Selected Oakville' },
  ]);
});

test('the sidebar picker button reports CTA / Sidebar Location Picker after consent', async ({ page }) => {
  const calls = await recordGtag(page);
  await page.addInitScript(() => localStorage.setItem('northpaw:consent', 'granted'));
  await gotoHydrated(page, '/services/residential/');
  expect(calls).toContainEqual(['consent', 'update', { ...denied, analytics_storage: 'granted' }]);
  await page.getByRole('button', { name: 'Find Your Location' }).click();
  expect(calls).toContainEqual(['event', 'click', { event_category: 'CTA', event_label: 'Sidebar Location Picker' }]);
});

test('Reject keeps everything denied, and the choice can be changed from the footer', async ({ page }) => {
  const calls = await recordGtag(page);
  await gotoHydrated(page, '/about/');
  await page.getByRole('region', { name: 'Your privacy' }).getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('region', { name: 'Your privacy' })).toBeHidden();
  expect(calls).toContainEqual(['consent', 'update', denied]);

  await page.reload();
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
  expect(calls.filter(([command]) => command === 'event')).toEqual([]);

  await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('region', { name: 'Your privacy' })).toBeVisible();
});
