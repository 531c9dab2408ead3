import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { gotoHydrated } from './helpers.ts';
import { analyticsURL, baseURL } from './servers.ts';

/**
 * The consent banner exists only where the site runs analytics (PUBLIC_GA4_ID at build): these
 * tests use the build made with one (scripts/analytics-build.ts). A first visit: no stored consent.
 */
test.use({ baseURL: analyticsURL, storageState: { cookies: [], origins: [] } });

const googleTag = 'https://www.googletagmanager.com/gtag/js';
/** Google's hosts: its tag, Analytics' collection and the ad hosts a tag can reach. */
const googleHosts =
  /^https:\/\/([\w-]+\.)*(googletagmanager|google-analytics|google|doubleclick|googlesyndication)\.(com|net)\//;

/**
 * Every request the page attempts to Google, answered here (the machine has no internet): its
 * tag is a one-line script, anything else an empty answer. The count is what the page asks for,
 * whatever a real network would have done.
 */
async function googleRequests(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(googleHosts, (route) => {
    requested.push(route.request().url());
    return route.request().url().startsWith(googleTag)
      ? route.fulfill({ contentType: 'text/javascript', body: 'window.__googleTagLoaded = true;' })
      : route.fulfill({ status: 204 });
  });
  return requested;
}

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
const granted = { ...denied, analytics_storage: 'granted' };

/** Lets a page finish what it would load by itself. */
const settle = (page: Page) => page.waitForLoadState('networkidle');

const languages = [
  {
    lang: 'English',
    first: '/',
    next: '/about/',
    banner: 'Your Privacy',
    accept: 'Accept',
    reject: 'Reject',
    settings: 'Cookie settings',
  },
  {
    lang: 'French',
    first: '/fr/',
    next: '/fr/a-propos/',
    banner: 'Votre vie privée',
    accept: 'Accepter',
    reject: 'Refuser',
    settings: 'Paramètres des témoins',
  },
];

for (const { lang, first, next, banner: bannerName, accept, reject, settings } of languages) {
  test.describe(`${lang}: nothing asked of Google until the visitor says yes`, () => {
    test('before a choice and after a refusal, not one request to Google, on any page', async ({ page }) => {
      const google = await googleRequests(page);
      await gotoHydrated(page, first);
      await settle(page);
      const banner = page.getByRole('region', { name: bannerName });
      await expect(banner).toBeVisible();
      expect(google, 'requests to Google before a choice').toEqual([]);

      await banner.getByRole('button', { name: reject }).click();
      await expect(banner).toBeHidden();
      await settle(page);
      await gotoHydrated(page, next);
      await settle(page);
      await page.reload();
      await settle(page);
      expect(google, 'requests to Google after a refusal').toEqual([]);
    });

    test("after a yes, Google's tag with the site's ID, on this page and the next; a yes taken back loads nothing more", async ({
      page,
    }) => {
      const google = await googleRequests(page);
      await gotoHydrated(page, first);
      await settle(page);
      expect(google).toEqual([]);
      await page.getByRole('region', { name: bannerName }).getByRole('button', { name: accept }).click();
      await expect.poll(() => google.length, 'requests to Google after a yes').toBeGreaterThan(0);
      expect(new URL(google[0] ?? '').searchParams.get('id')).toBe('G-E2ETEST123');

      await gotoHydrated(page, next);
      await expect.poll(() => google.length, 'the next page loads the tag too').toBeGreaterThan(1);

      await page.locator('footer').getByRole('button', { name: settings }).click();
      await page.getByRole('region', { name: bannerName }).getByRole('button', { name: reject }).click();
      const before = google.length;
      await page.reload();
      await settle(page);
      await gotoHydrated(page, first);
      await settle(page);
      expect(google.slice(before), 'requests to Google after the yes was taken back').toEqual([]);
    });
  });
}

test("Accept loads Google's tag with analytics alone granted; the CSP allows Google's hosts", async ({ page }) => {
  await googleRequests(page);
  const calls = await recordGtag(page);
  const response = await gotoHydrated(page, '/');
  await settle(page);
  expect(calls, 'gtag calls before a choice').toEqual([]);
  await expect(page.locator(`script[src^="${googleTag}"]`)).toHaveCount(0);

  const tag = page.waitForRequest((request) => request.url().startsWith(googleTag));
  await page.getByRole('region', { name: 'Your Privacy' }).getByRole('button', { name: 'Accept' }).click();
  expect(new URL((await tag).url()).searchParams.get('id')).toBe('G-E2ETEST123');
  expect(calls.map(([command]) => command)).toEqual(['consent', 'js', 'config']);
  expect(calls[0]).toEqual(['consent', 'default', granted]);
  expect(calls[2]).toEqual(['config', 'G-E2ETEST123']);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
  expect(csp).toContain("connect-src 'self' https://*.google-analytics.com");
  await expect(page.locator('footer').getByRole('button', { name: 'Cookie settings' })).toBeVisible();
});

test('nothing is measured before consent; Accept starts measuring and events flow', async ({ page }) => {
  await googleRequests(page);
  const calls = await recordGtag(page);
  await gotoHydrated(page, '/');
  const banner = page.getByRole('region', { name: 'Your Privacy' });
  await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Reject' })).toBeVisible();

  // A call to action before consent sends no event.
  await page.getByRole('button', { name: 'Choose Your City' }).click();
  await expect(page.getByRole('dialog', { name: 'Select Your Service Area' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(calls).toEqual([]);

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  expect(calls).toContainEqual(['consent', 'default', granted]);

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
  await googleRequests(page);
  const calls = await recordGtag(page);
  await page.addInitScript(() => localStorage.setItem('northpaw:consent', 'granted'));
  await gotoHydrated(page, '/services/residential/');
  expect(calls).toContainEqual(['consent', 'default', granted]);
  await page.getByRole('button', { name: 'Find Your Location' }).click();
  expect(calls).toContainEqual(['event', 'click', { event_category: 'CTA', event_label: 'Sidebar Location Picker' }]);
});

test('Reject starts nothing, and the choice can be changed from the footer', async ({ page }) => {
  await googleRequests(page);
  const calls = await recordGtag(page);
  await gotoHydrated(page, '/about/');
  await page.getByRole('region', { name: 'Your Privacy' }).getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('region', { name: 'Your Privacy' })).toBeHidden();

  await page.reload();
  await expect(page.locator('astro-island[ssr]:not([client="visible"], [client="use"])')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your Privacy' })).toHaveCount(0);
  expect(calls).toEqual([]);

  await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('region', { name: 'Your Privacy' })).toBeVisible();
});

test('a yes taken back on the same page turns off the tag it loaded', async ({ page }) => {
  await googleRequests(page);
  const calls = await recordGtag(page);
  await page.addInitScript(() => localStorage.setItem('northpaw:consent', 'granted'));
  await gotoHydrated(page, '/about/');
  await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByRole('region', { name: 'Your Privacy' }).getByRole('button', { name: 'Reject' }).click();
  expect(calls).toContainEqual(['consent', 'update', denied]);
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)['ga-disable-G-E2ETEST123'])).toBe(
    true,
  );
});

test('Cookie settings brings the banner back with focus on it, and focus returns after the choice', async ({
  page,
}) => {
  await googleRequests(page);
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
