import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';
import { analyticsURL, baseURL } from './servers.ts';

/**
 * The consent banner exists only where the site runs analytics (PUBLIC_GA4_ID at build): these
 * tests use the build made with one (scripts/analytics-build.ts). A first visit: no stored consent.
 */
test.use({ baseURL: analyticsURL, storageState: { cookies: [], origins: [] } });

// Google's script is answered here: the machine has no internet, and the tests fake gtag anyway.
test.beforeEach(async ({ page }) => {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__googleTagLoaded = true;' }),
  );
});

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

test("loads Google's tag with the site's measurement ID, consent denied before anything else; the CSP allows Google's hosts", async ({
  page,
}) => {
  const calls = await recordGtag(page);
  const tag = page.waitForRequest((request) => request.url().startsWith('https://www.googletagmanager.com/gtag/js'));
  const response = await gotoHydrated(page, '/');
  expect(new URL((await tag).url()).searchParams.get('id')).toBe('G-E2ETEST123');
  await expect.poll(() => calls.length).toBeGreaterThanOrEqual(3);
  expect(calls[0]).toEqual(['consent', 'default', denied]);
  expect(calls.map(([command]) => command).slice(1, 3)).toEqual(['js', 'config']);
  expect(calls[2]).toEqual(['config', 'G-E2ETEST123']);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
  expect(csp).toContain("connect-src 'self' https://*.google-analytics.com");
  await expect(page.locator('footer').getByRole('button', { name: 'Cookie settings' })).toBeVisible();
});

test('nothing is measured before consent; Accept updates consent and events flow', async ({ page }) => {
  const calls = await recordGtag(page);
  await gotoHydrated(page, '/');
  await expect.poll(() => calls[0]).toEqual(['consent', 'default', denied]);
  const banner = page.getByRole('region', { name: 'Your Privacy' });
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
  await page.getByRole('region', { name: 'Your Privacy' }).getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('region', { name: 'Your Privacy' })).toBeHidden();
  expect(calls).toContainEqual(['consent', 'update', denied]);

  await page.reload();
  await expect(page.locator('astro-island[ssr]:not([client="visible"], [client="use"])')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your Privacy' })).toHaveCount(0);
  expect(calls.filter(([command]) => command === 'event')).toEqual([]);

  await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('region', { name: 'Your Privacy' })).toBeVisible();
});

test('Cookie settings brings the banner back with focus on it, and focus returns after the choice', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('northpaw:consent', 'denied'));
  await gotoHydrated(page, '/about/');
  const settings = page.locator('footer').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  const banner = page.getByRole('region', { name: 'Your Privacy' });
  await expect(banner).toBeFocused();
  await expect(banner).toBeInViewport();
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('northpaw:consent'))).toBe('granted');
});

test.describe('without a tracker (the build as it ships: no PUBLIC_GA4_ID)', () => {
  test.use({ baseURL });

  test('there is nothing to consent to: no banner, no Cookie settings, nothing asked of Google', async ({
    page,
    baseURL,
  }) => {
    const google: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL ?? '')) google.push(request.url());
    });
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await gotoHydrated(page, '/on/brampton/');
    await expect(page.locator('html')).not.toHaveAttribute('data-consent-ask');
    await expect(page.getByRole('region', { name: 'Your Privacy' })).toHaveCount(0);
    await expect(page.locator('footer').getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
    expect(response?.headers()['content-security-policy']).not.toContain('google');
    expect(await page.evaluate(() => 'gtag' in window || 'dataLayer' in window)).toBe(false);
    // An event goes to the console (and a call to the owner's numbers), nowhere else.
    await page.getByRole('button', { name: 'Change city' }).click();
    await expect.poll(() => logged.some((line) => line.startsWith('[analytics] click'))).toBe(true);
    expect(google).toEqual([]);
  });
});
