/**
 * What the blog, its posts, the feed and the content pages serve is read without a browser
 * (test/dist/blog.test.ts, and the unknown post in test/dist/not-found.test.ts); here, what
 * needs one: the cards' staggered entrance as styled, and the picker from a post.
 */
import { expect } from '@playwright/test';
import { testOnReusedPage } from './fixtures.ts';
import { baseURL } from './servers.ts';
import { gotoHydrated } from './helpers.ts';

// One page per worker, a visitor who has answered the banner each time (e2e/fixtures.ts).
const test = testOnReusedPage({ origin: baseURL, storage: { 'northpaw:consent': 'denied' } });

test('the blog cards come in one after the other', async ({ page }) => {
  await page.goto('/blog/');
  const delays = await page
    .locator('main li')
    .evaluateAll((items) => items.map((li) => getComputedStyle(li).animationDelay));
  expect(delays.length).toBeGreaterThan(1);
  expect(delays).toEqual(delays.map((_, i) => `${i / 10}s`));
});

test("the article's Choose Your City goes to the city page", async ({ page }) => {
  await gotoHydrated(page, '/blog/how-one-way-doors-work/');
  await page.getByRole('button', { name: 'Choose Your City' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Your Service Area' });
  await dialog.getByLabel('Province').selectOption('mb');
  await dialog.getByRole('button', { name: 'Winnipeg' }).click();
  await expect(page).toHaveURL('/mb/winnipeg/');
});
