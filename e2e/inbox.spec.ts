/**
 * The inbox in a real browser, once, as a busy owner uses it on a phone: sign-in by a link
 * e-mailed to the test SMTP server, the list with
 * names and local times, a search, a lead's own page with a note, and Mark handled, on the real
 * server and database (PostgreSQL with DATABASE_URL), with axe on each page. Paging, filters,
 * the CSV and every rule behind them are read without a browser in src/server/admin/admin.test.ts.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { axeViolations, phoneViewport, serverWithMail, signInByMail } from './helpers.ts';

let running: Awaited<ReturnType<typeof serverWithMail>>;
let base = '';
const owner = 'owner@northpaw.example';

test.beforeAll(async () => {
  running = await serverWithMail('inbox', { OWNER_EMAIL: owner });
  base = running.base;
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
  await running?.close();
});

test('the owner on a phone: signs in with a link by e-mail, finds a lead by phone, notes a call and marks it handled', async ({
  page,
}) => {
  await page.setViewportSize(phoneViewport);
  await page.goto(`${base}/admin/`);
  await expect(page).toHaveURL(`${base}/admin/login/`);
  // A password manager or the browser can fill the address (WCAG 2.2 SC 3.3.8), and offer a passkey.
  await expect(page.getByLabel('Your e-mail address')).toHaveAttribute('autocomplete', 'username webauthn');
  expect(await axeViolations(page)).toEqual([]);
  await signInByMail(page, base, running.mailsTo, owner);
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
  const history = page.getByRole('list', { name: 'History, newest first' });
  await expect(history.getByRole('listitem').first()).toContainText('Note by owner@northpaw.example');
  await expect(history).toContainText('Appelé à 15 h, rendez-vous jeudi matin.');
  await expect(history).toContainText(/(EST|EDT)/);
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
  await signInByMail(page, base, running.mailsTo, owner);
  await expect(page).toHaveURL(`${base}/admin/leads/2/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Luc Bergeron');
});
