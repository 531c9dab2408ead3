import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

const cases = [
  ['/on/nowhere/', 'Location Not Found', "We couldn't find the location you're looking for.", 'Go to Homepage', '/'],
  [
    '/zz/greater-nowhere/',
    'Location Not Found',
    "We couldn't find the location you're looking for.",
    'Go to Homepage',
    '/',
  ],
  [
    '/on/nowhere/raccoon-removal/',
    'Page Not Found',
    'The content you are looking for is not available.',
    'Go to Homepage',
    '/',
  ],
  [
    '/on/brampton/no-such-service/',
    'Page Not Found',
    'The content you are looking for is not available.',
    'Go to Homepage',
    '/',
  ],
  [
    '/services/no-such-service/',
    'Service not found',
    'The service you are looking for does not exist.',
    'Go Home',
    '/',
  ],
  [
    '/blog/no-such-post/',
    'Post not found',
    'The blog post you are looking for does not exist.',
    'Back to Blog',
    '/blog/',
  ],
  ['/no/such/page/at/all/', 'Page Not Found', 'The page you are looking for does not exist.', 'Go to Homepage', '/'],
] as const;

for (const [path, heading, text, linkName, href] of cases) {
  test(`${path} answers 404 with "${heading}"`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('link', { name: linkName })).toHaveAttribute('href', href);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

test('the static 404.html picks the same message from the URL, for hosts without the Node server', async ({ page }) => {
  // Serve the built 404.html at a location URL, as a static host would.
  const html = await readFile('dist/client/404.html', 'utf8');
  await page.route('**/qc/nowhere/', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: html }));
  await page.goto('/qc/nowhere/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Location Not Found');
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toBeVisible();
});

test('renamed and slashless URLs redirect permanently', async ({ request }) => {
  for (const [from, to] of [
    ['/services/bird-control/', '/services/bird-removal/'],
    ['/on/brampton/bird-control/', '/on/brampton/bird-removal/'],
    ['/about', '/about/'],
    ['/on/brampton', '/on/brampton/'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});
