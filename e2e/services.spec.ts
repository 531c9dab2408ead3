import { expect, test } from '@playwright/test';
import { gotoHydrated, jsonLd, storageKeys, waitLikeAPerson } from './helpers.ts';

const location = {
  province: 'on',
  city: 'brampton',
  cityName: 'Brampton',
  provinceName: 'Ontario',
  fr: { cityName: 'Brampton', provinceName: 'Ontario' },
};

test.describe('Canada-wide service page', () => {
  test('hero, sections, audience links, every city in the sidebar and the closing call to action', async ({ page }) => {
    await gotoHydrated(page, '/services/bat-removal/');
    await expect(page).toHaveTitle(/Bat Removal—Canada-Wide/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bat Removal—Canada-Wide');
    for (const name of ['What is bat removal?', 'Signs & Risks', 'Our Humane Process', 'When to Call a Professional']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /For Homes/ })).toHaveAttribute('href', '/services/residential/');
    await expect(page.getByRole('link', { name: /For Businesses/ })).toHaveAttribute('href', '/services/commercial/');

    const sidebar = page.getByRole('complementary', { name: 'Find Your Local Team' });
    await expect(sidebar.getByRole('button', { name: 'Select Your City' })).toBeVisible();
    const cities = sidebar.getByRole('region', { name: 'Service Locations' }).getByRole('link');
    await expect(cities).toHaveCount(23);
    await expect(cities.filter({ hasText: 'Brampton, ON' })).toHaveAttribute('href', '/on/brampton/');
    await expect(cities.filter({ hasText: "St. John's, NL" })).toHaveAttribute('href', '/nl/st-johns/');
    await expect(sidebar.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: 'Ready to Solve Your Wildlife Problem?' })).toBeVisible();

    const types = (await jsonLd(page)).map((b) => b['@type']);
    expect(types).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList', 'FAQPage']));
  });

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
    test(`the banner arriving after the first paint moves nothing on a phone (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(
        ([key, value]) => {
          localStorage.setItem(key, value);
          const shifts: number[] = [];
          Object.assign(window, { shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
          }).observe({ type: 'layout-shift', buffered: true });
        },
        [storageKeys.location, JSON.stringify(location)] as const,
      );
      await gotoHydrated(page, path);
      await expect(page.getByRole('note')).toBeVisible();
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    });
  }

  test('a corrupt stored city shows no banner and logs the failure', async ({ page }) => {
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
  test('Brampton: title, phone in description, breadcrumbs, Brampton related rule, five FAQs, JSON-LD', async ({
    page,
  }) => {
    await gotoHydrated(page, '/on/brampton/bat-removal/');
    await expect(page).toHaveTitle('Bat Removal in Brampton, ON');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /905-555-0173/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.northpaw.example/on/brampton/bat-removal/',
    );
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      /Home/,
      /Ontario/,
      /Greater Toronto/,
      /Brampton/,
      'Bat Removal',
    ]);
    for (const name of ['What It Is', 'Signs & Risks', 'Our Proven Process', 'When to Call a Professional']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    const related = page.getByRole('navigation', { name: 'Related Services' }).getByRole('link');
    await expect(related).toHaveCount(4);
    await expect(related.nth(0)).toHaveText('Expert Raccoon Removal');
    await expect(related.nth(0)).toHaveAttribute('href', '/on/brampton/raccoon-removal/');
    await expect(related.nth(1)).toHaveText('Expert Squirrel Removal');
    await expect(related).not.toContainText(['Expert Bat Removal']);
    await expect(
      page.getByRole('region', { name: /Bat Removal in Brampton: questions/ }).locator('details'),
    ).toHaveCount(5);

    const blocks = await jsonLd(page);
    expect(blocks.map((b) => b['@type'])).toEqual(['Service', 'BreadcrumbList', 'FAQPage']);
    expect(blocks[0]).toMatchObject({
      provider: { '@type': 'LocalBusiness', telephone: '905-555-0173' },
      areaServed: { name: 'Brampton' },
    });
  });

  test('the Brampton related services are the same on every build and visit', async ({ page }) => {
    await page.goto('/on/brampton/wasp-removal/');
    const first = await page.getByRole('navigation', { name: 'Related Services' }).getByRole('link').allTextContents();
    await page.reload();
    expect(
      await page.getByRole('navigation', { name: 'Related Services' }).getByRole('link').allTextContents(),
    ).toEqual(first);
  });

  test('another city: default phone, no FAQ block, local facts, related links stay in the city', async ({ page }) => {
    await gotoHydrated(page, '/bc/vancouver/skunk-removal/');
    await expect(page).toHaveTitle('Skunk Removal in Vancouver, BC');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /1-888-555-0142/);
    const blocks = await jsonLd(page);
    expect(blocks.map((b) => b['@type'])).toEqual(['Service', 'BreadcrumbList']);
    // What It Is is told for Vancouver, from its own passage and BC's note.
    const local = page.getByRole('region', { name: 'What It Is' });
    await expect(local).toContainText('Vancouver');
    await expect(local).toContainText('Lower Mainland');
    await expect(page.getByRole('link', { name: 'More about skunks across Canada' })).toHaveAttribute(
      'href',
      '/services/skunk-removal/',
    );
    for (const href of await page
      .getByRole('navigation', { name: 'Related Services' })
      .getByRole('link')
      .evaluateAll((a) => a.map((l) => l.getAttribute('href')))) {
      expect(href).toMatch(/^\/bc\/vancouver\/[a-z-]+\/$/);
    }
  });

  test('where a species is absent the page says so, points to what it more likely is, and is noindex', async ({
    page,
  }) => {
    await page.goto('/nl/st-johns/raccoon-removal/');
    const local = page.getByRole('region', { name: "Not found in St. John's: what you are more likely dealing with" });
    await expect(page.getByText("There are no raccoons in St. John's. Here is what is more likely.")).toBeVisible();
    await expect(local).toContainText(/red squirrels/i);
    await expect(local.getByRole('link', { name: "everything we handle in St. John's" })).toHaveAttribute(
      'href',
      '/nl/st-johns/',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect((await jsonLd(page)).map((b) => b['@type'])).toEqual(['BreadcrumbList']);
    // No pricing or process for an animal that is not there; the visitor can still call or ask.
    await expect(page.getByRole('heading', { name: 'Pricing Guidance' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Our Proven Process' })).toHaveCount(0);
    await expect(page.locator('#quote')).toBeVisible();
  });

  test('a city overrides its province: Victoria has no skunks, Vancouver does', async ({ page }) => {
    await page.goto('/bc/victoria/');
    const cards = page.getByRole('region', { name: 'What we handle in Victoria' }).getByRole('link');
    await expect(cards.filter({ hasText: 'Raccoon Removal' })).toHaveCount(1);
    await expect(cards.filter({ hasText: /Skunk|Opossum|Groundhog/ })).toHaveCount(0);
    await page.goto('/bc/vancouver/raccoon-removal/');
    await expect(page.getByRole('link', { name: 'Raccoon Removal in Victoria' })).toHaveCount(1);
    await page.goto('/bc/vancouver/skunk-removal/');
    await expect(page.getByRole('link', { name: /Skunk Removal in Victoria/ })).toHaveCount(0);
  });

  test('the quick quote asks for both fields, then confirms and resets', async ({ page }) => {
    // The page's clock runs 10 s behind the server's, so the 3-second bot check passes on both sides.
    await page.clock.install({ time: Date.now() - 10_000 });
    await gotoHydrated(page, '/on/toronto/raccoon-removal/');
    const form = page.getByRole('form', { name: /Quick quote/ });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Your name').fill('Jordan Lee');
    await form.getByRole('button', { name: 'Request my free quote' }).click();
    await expect(page.locator('.toast').getByText('Missing Information')).toBeVisible();
    await expect(page.locator('.toast').getByText('Please fill out both your name and phone number.')).toBeVisible();

    await form.getByLabel('Phone number').fill('416-555-0199');
    await waitLikeAPerson(page);
    await form.getByRole('button', { name: 'Request my free quote' }).click();
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

  test('unknown city or service: 404 "Page Not Found"', async ({ page }) => {
    for (const path of ['/on/nowhere/raccoon-removal/', '/on/toronto/ant-control/']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page.getByText('The content you are looking for is not available.')).toBeVisible();
    }
  });

  test('unknown service slug: 404 "Service not found" with Go Home', async ({ page }) => {
    const response = await page.goto('/services/ant-control/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found');
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  test('bird-control URLs redirect to bird-removal', async ({ page }) => {
    await page.goto('/services/bird-control/');
    await expect(page).toHaveURL('/services/bird-removal/');
    await page.goto('/on/ottawa/bird-control/');
    await expect(page).toHaveURL('/on/ottawa/bird-removal/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bird Removal in Ottawa, ON');
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
