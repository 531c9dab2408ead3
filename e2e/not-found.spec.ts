/**
 * The static 404.html, for hosts without the Node server, reads the URL in the browser to pick its
 * message. The server's own 404s and redirects are read without a browser (test/dist/not-found.test.ts).
 */
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';

test('the static 404.html picks the same message from the URL, for hosts without the Node server', async ({ page }) => {
  // Serve the built 404.html at a location URL, as a static host would.
  const html = await readFile('dist/client/404.html', 'utf8');
  await page.route('**/qc/nowhere/', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: html }));
  await page.goto('/qc/nowhere/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Location Not Found');
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toBeVisible();
});
