/**
 * The inbox in a real browser, once, as a busy owner uses it on a phone: sign-in, the list with
 * names and local times, a search, a lead's own page with a note, and Mark handled, on the real
 * server and database (PostgreSQL with DATABASE_URL), with axe on each page. Paging, filters,
 * the CSV and every rule behind them are read without a browser in src/server/admin/admin.test.ts.
 */
import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { axeViolations, ownStore, phoneViewport, startServer, type OwnStore } from './helpers.ts';

let own: OwnStore;
let server: ChildProcess;
let base = '';

test.beforeAll(async () => {
  own = await ownStore('inbox');
  ({ child: server, base } = await startServer({ ...own.env, ADMIN_PASSWORD: 'inbox-e2e-password' }));
  // A quote from Toronto, one from Montréal's French page, then a contact message.
  const leads = [
    {
      kind: 'quote',
      name: 'Toronto Caller',
      phone: '416-555-1001',
      service: 'squirrel-removal',
      page: '/on/toronto/squirrel-removal/',
    },
    {
      kind: 'quote',
      name: 'Luc Bergeron',
      phone: '(514) 555-0199',
      service: 'raccoon-removal',
      page: '/fr/qc/montreal/retrait-ratons-laveurs/',
    },
    {
      kind: 'contact',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      service: 'bat-removal',
      message: 'Bats at dusk.',
      page: '/contact/',
    },
  ];
  for (const lead of leads) {
    const response = await fetch(`${base}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ website: '', ...lead }),
    });
    expect(response.status).toBe(201);
  }
});

test.afterAll(async () => {
  server?.kill();
  await own?.dispose();
});

test('the owner on a phone: signs in as a password manager would, finds a lead by phone, notes a call and marks it handled', async ({
  page,
}) => {
  await page.setViewportSize(phoneViewport);
  await page.goto(`${base}/admin/`);
  await expect(page).toHaveURL(`${base}/admin/login/`);
  // A password manager can save and fill it (WCAG 2.2 SC 3.3.8): a real form with a user
  // name and the current password, and nothing refusing a paste.
  await expect(page.locator('form[action="/admin/login/"] input[autocomplete="username"]')).toHaveCount(1);
  const password = page.getByLabel('Password');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  const pasteAccepted = await password.evaluate((input) =>
    input.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true })),
  );
  expect(pasteAccepted).toBe(true);
  await password.fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That password is not right.');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Password').fill('inbox-e2e-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${base}/admin/`);

  const items = page.locator('li[data-lead-id]');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('Grace Hopper');
  await expect(items.nth(1)).toContainText('Raccoon Removal · Montreal, QC');
  await expect(items.first()).toContainText(/(EST|EDT)/);
  await expect(items.first()).toContainText('waiting');
  expect(await axeViolations(page)).toEqual([]);

  // Paging, every filter and the CSV are read without a browser (src/server/admin/admin.test.ts).
  // Folded away on the list, so the newest lead is on a phone's first screen.
  await expect(items.first()).toBeInViewport();
  await expect(page.getByLabel('Search name, phone or e-mail')).toBeHidden();
  await page.getByText('Search and filters').click();
  await page.getByLabel('Search name, phone or e-mail').fill('514 555 0199');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(items).toHaveCount(1);
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
  await expect(items.filter({ hasText: 'Luc Bergeron' })).toContainText('Handled');
});

test("the e-mail's link to a lead survives signing in: the owner lands on that lead, not on the list", async ({
  page,
}) => {
  await page.setViewportSize(phoneViewport);
  // The second lead stored in this fresh store: Luc Bergeron's quote.
  await page.goto(`${base}/admin/leads/2/`);
  await expect(page).toHaveURL(`${base}/admin/login/?next=%2Fadmin%2Fleads%2F2%2F`);
  await page.getByLabel('Password').fill('inbox-e2e-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${base}/admin/leads/2/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Luc Bergeron');
});
