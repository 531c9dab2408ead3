/**
 * What service pages serve is read without a browser (test/dist/services.test.ts); here, what they
 * do once running: the banner for a stored city, the picker, the quick quote, Recently Viewed, the modal.
 */
import { expect } from '@playwright/test';
import { test as testOnNewPage, testOnReusedPage } from './fixtures.ts';
import { baseURL } from './servers.ts';
import { gotoHydrated, storageKeys, waitLikeAPerson } from './helpers.ts';

// One page per worker, a visitor who has answered the banner each time (e2e/fixtures.ts); tests
// that install a clock, a route or an init script get a page of their own.
const test = testOnReusedPage({ origin: baseURL, storage: { 'northpaw:consent': 'denied' } });

const location = {
  province: 'on',
  city: 'brampton',
  cityName: 'Brampton',
  provinceName: 'Ontario',
  fr: { cityName: 'Brampton', provinceName: 'Ontario' },
};

test.describe('Canada-wide service page', () => {
  test('no stored city: no banner', async ({ page }) => {
    await gotoHydrated(page, '/services/skunk-removal/');
    await expect(page.getByText(/Looking for details specific to/)).toHaveCount(0);
  });

  test('a stored city shows the banner linking to that city', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      storageKeys.location,
      JSON.stringify(location),
    ] as const);
    await gotoHydrated(page, '/services/skunk-removal/');
    await expect(page.getByText('Looking for details specific to Brampton, ON?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View your city page' })).toHaveAttribute(
      'href',
      '/on/brampton/skunk-removal/',
    );
  });

  for (const { path, lang } of [
    { path: '/services/skunk-removal/', lang: 'English' },
    { path: '/fr/services/retrait-mouffettes/', lang: 'French' },
  ]) {
    testOnNewPage(`the banner arriving after the first paint moves nothing on a phone (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(
        ([key, value]) => {
          localStorage.setItem(key, value);
          // Each shift with what moved, so a failure says which element it was.
          const shifts: { value: number; moved: string[] }[] = [];
          Object.assign(window, { shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              value: number;
              sources: { node?: Element }[];
            }[]) {
              const moved = entry.sources.map(({ node }) => `${node?.nodeName} ${node?.className ?? ''}`.trim());
              shifts.push({ value: entry.value, moved });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        },
        [storageKeys.location, JSON.stringify(location)] as const,
      );
      await gotoHydrated(page, path);
      await expect(page.getByRole('note')).toBeVisible();
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
      );
      const total = shifts.reduce((sum, { value }) => sum + value, 0);
      expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
    });
  }

  testOnNewPage('a corrupt stored city shows no banner and logs the failure', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // Written before the page's own scripts run, so this page is the one that finds it corrupt.
    await page.addInitScript((key) => localStorage.setItem(key, '{"province":'), storageKeys.location);
    await gotoHydrated(page, '/services/skunk-removal/');
    await expect(page.getByText(/Looking for details specific to/)).toHaveCount(0);
    await expect.poll(() => errors).toContain('Failed to parse stored location for handoff.');
  });

  test("choosing a city in the picker goes to that city's page for the service", async ({ page }) => {
    await gotoHydrated(page, '/services/raccoon-removal/');
    await page.getByRole('button', { name: 'Select Your City' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Your Service Area' });
    await dialog.getByLabel('Province').selectOption('qc');
    await dialog.getByRole('button', { name: 'Montreal' }).click();
    await expect(page).toHaveURL('/qc/montreal/raccoon-removal/');
  });
});

test.describe('city x service page', () => {
  testOnNewPage('the quick quote asks for both fields, then confirms and resets', async ({ page }) => {
    // The page's clock runs 10 s behind the server's, so the 3-second bot check passes on both sides.
    await page.clock.install({ time: Date.now() - 10_000 });
    await gotoHydrated(page, '/on/toronto/raccoon-removal/');
    const form = page.getByRole('form', { name: /Quick quote/ });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Your name').fill('Jordan Lee');
    await form.getByRole('button', { name: 'Request my free phone estimate' }).click();
    await expect(page.locator('.toast').getByText('Missing Information')).toBeVisible();
    await expect(page.locator('.toast').getByText('Please fill out both your name and phone number.')).toBeVisible();

    await form.getByLabel('Phone number').fill('416-555-0199');
    await waitLikeAPerson(page);
    await form.getByRole('button', { name: 'Request my free phone estimate' }).click();
    await expect(page.locator('.toast').getByText('Quote Request Sent!')).toBeVisible();
    await expect(
      page.locator('.toast').getByText("Thank you! We've received your request and will call you back shortly."),
    ).toBeVisible();
    await expect(page.getByText('Missing Information')).toHaveCount(0);
    await expect(form.getByLabel('Your name')).toHaveValue('');
    await expect(form.getByLabel('Phone number')).toHaveValue('');
  });

  test('Recently Viewed keeps the three latest city x service pages', async ({ page }) => {
    for (const path of [
      '/on/toronto/raccoon-removal/',
      '/on/brampton/bat-removal/',
      '/ab/calgary/wasp-removal/',
      '/on/toronto/raccoon-removal/',
      '/ns/halifax/mouse-control/',
    ]) {
      await gotoHydrated(page, path);
    }
    await page.goto('/about/');
    const list = page.locator('footer').getByRole('list').last();
    await list.scrollIntoViewIfNeeded();
    await expect(list.getByRole('link')).toHaveText([
      'Mouse Control in Halifax',
      'Raccoon Removal in Toronto',
      'Wasp Removal in Calgary',
    ]);
    expect(await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/ns/halifax/mouse-control/',
      '/on/toronto/raccoon-removal/',
      '/ab/calgary/wasp-removal/',
    ]);
  });
});

test.describe('service details modal', () => {
  test('the wildlife-control card opens it; button, Escape and backdrop close it; focus returns', async ({ page }) => {
    await gotoHydrated(page, '/services/');
    const card = page.getByRole('link', { name: 'Wildlife Control', exact: true });
    await card.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Learn More' })).toHaveAttribute(
      'href',
      '/services/wildlife-control/',
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const body = await dialog.locator('p').allTextContents();
    expect(body.join('\n\n').length).toBeLessThanOrEqual(1000);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });
});
