/**
 * The inbox for a busy owner in a real browser at phone width: names and local times,
 * 50 leads a page with Next and Previous, search by phone, the area filter, a lead's own page with
 * its notes, and Mark handled, on the real server and database (PostgreSQL with DATABASE_URL).
 */
import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, ownStore, phoneViewport, startServer, type OwnStore } from './helpers.ts';

let own: OwnStore;
let server: ChildProcess;
let base = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  own = await ownStore('inbox');
  ({ child: server, base } = await startServer({ ...own.env, ADMIN_PASSWORD: 'inbox-e2e-password' }));
  const post = (lead: object) =>
    fetch(`${base}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ website: '', ...lead }),
    });
  // 54 quotes from Toronto, then one from Montréal's French page and one contact message: 56 leads.
  for (let i = 1; i <= 54; i++) {
    expect(
      (
        await post({
          kind: 'quote',
          name: `Toronto Caller ${i}`,
          phone: `416-555-${String(1000 + i)}`,
          service: 'squirrel-removal',
          page: '/on/toronto/squirrel-removal/',
        })
      ).status,
    ).toBe(201);
  }
  await post({
    kind: 'quote',
    name: 'Luc Bergeron',
    phone: '(514) 555-0199',
    service: 'raccoon-removal',
    page: '/fr/qc/montreal/retrait-ratons-laveurs/',
  });
  await post({
    kind: 'contact',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    service: 'bat-removal',
    message: 'Bats at dusk.',
    page: '/contact/',
  });
});

test.afterAll(async () => {
  server?.kill();
  await own?.dispose();
});

async function signIn(page: Page) {
  await page.setViewportSize(phoneViewport);
  await page.goto(`${base}/admin/login/`);
  await page.getByLabel('Password').fill('inbox-e2e-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${base}/admin/`);
}

test('fifty leads a page, newest first, with names and the business time; Next and Previous', async ({ page }) => {
  await signIn(page);
  const items = page.locator('li[data-lead-id]');
  await expect(items).toHaveCount(50);
  await expect(items.first()).toContainText('Grace Hopper');
  await expect(items.first()).toContainText('Bat Removal');
  await expect(items.nth(1)).toContainText('Raccoon Removal · Montreal, QC');
  await expect(items.first()).toContainText(/(EST|EDT)/);
  await expect(items.first()).toContainText('waiting');
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
  await expect(items).toHaveCount(6);
  await expect(items.last()).toContainText('Toronto Caller 1');
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous page' }).click();
  await expect(items).toHaveCount(50);
  await expect(items.first()).toContainText('Grace Hopper');
  expect(await axeViolations(page)).toEqual([]);
});

test('search by a phone number however it is typed, and filter by area', async ({ page }) => {
  await signIn(page);
  const items = page.locator('li[data-lead-id]');
  await page.getByLabel('Search name, phone or e-mail').fill('514 555 0199');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Luc Bergeron');

  await page.getByLabel('Search name, phone or e-mail').fill('');
  await page.getByLabel('Area').selectOption({ label: 'Montreal, QC' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(items).toHaveCount(1);
  await page.getByLabel('Area').selectOption('on');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(items).toHaveCount(50);
  await expect(items.first()).toContainText('Toronto Caller 54');
});

test("a lead's own page: a note with its time, then Mark handled", async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Luc Bergeron', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Luc Bergeron');
  await expect(page.getByText('French (fr-CA): reply in French')).toBeVisible();
  await page.getByLabel('Add a note').fill('Appelé à 15 h, rendez-vous jeudi matin.');
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('list', { name: 'Notes, oldest first' });
  await expect(notes).toContainText('Appelé à 15 h, rendez-vous jeudi matin.');
  await expect(notes).toContainText(/(EST|EDT)/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('waiting')).toHaveCount(0);
  await page.goto(`${base}/admin/`);
  await expect(page.locator('li[data-lead-id]').filter({ hasText: 'Luc Bergeron' })).toContainText('Handled');
});
