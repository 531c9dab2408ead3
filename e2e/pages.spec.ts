/** What the pages' own sections serve is read without a browser (test/dist/pages.test.ts); here, what needs one. */
import { expect, test } from '@playwright/test';

test('a FAQ answer opens with the keyboard', async ({ page }) => {
  await page.goto('/');
  const first = page.getByRole('region', { name: 'Questions homeowners ask us' }).locator('summary').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first.locator('xpath=..')).toHaveAttribute('open', '');
});
