/** What the pages' own sections serve is read without a browser (test/dist/pages.test.ts); here, what needs one. */
import { expect } from '@playwright/test';
import { testOnReusedPage } from './fixtures.ts';
import { baseURL } from './servers.ts';

// One page per worker, a visitor who has answered the banner each time (e2e/fixtures.ts).
const test = testOnReusedPage({ origin: baseURL, storage: { 'northpaw:consent': 'denied' } });

test('a FAQ answer opens with the keyboard', async ({ page }) => {
  await page.goto('/');
  const first = page.getByRole('region', { name: 'Questions Homeowners Ask Us' }).locator('summary').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first.locator('xpath=..')).toHaveAttribute('open', '');
});
