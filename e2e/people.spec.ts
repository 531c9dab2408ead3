/**
 * People in a real browser, on the built server with its mail on a test SMTP server: the owner
 * signs in with the first link a new server mails, registers a passkey with Chromium's virtual
 * authenticator and signs in with it; a link signs in once and never twice; the owner invites a
 * technician by keyboard alone, who signs in in French from the invitation and sees only their
 * team's leads. Every page at 390 and 1280 px, checked by axe.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import {
  axeViolations,
  desktopViewport,
  freePort,
  linkMailedTo,
  phoneViewport,
  serverWithMail,
  signInByMail,
} from './helpers.ts';

let site: Awaited<ReturnType<typeof serverWithMail>>;
let base = '';
const owner = 'owner@northpaw.example';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Passkeys belong to a site's name, and WebAuthn refuses a bare IP address: the site is localhost here.
  const port = await freePort();
  base = `http://localhost:${port}`;
  site = await serverWithMail('people', { PORT: String(port), SITE_URL: base, OWNER_EMAIL: owner });
  for (const lead of [
    {
      kind: 'quote',
      name: 'Brampton Caller',
      phone: '905-555-0101',
      service: 'raccoon-removal',
      page: '/on/brampton/',
    },
    { kind: 'quote', name: 'Ottawa Caller', phone: '613-555-0101', service: 'bat-removal', page: '/on/ottawa/' },
  ]) {
    const response = await fetch(`${base}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ website: '', ...lead }),
    });
    expect(response.status).toBe(201);
  }
});

test.afterAll(() => site?.close());

/** Opens a mailed link's page on this server and presses its button. */
async function follow(page: Page, link: string) {
  const url = new URL(link);
  await page.goto(`${base}${url.pathname}${url.search}`);
  await page.getByRole('button', { name: /^(Sign in|Me connecter)$/ }).click();
}

test("the owner's first link signs in once and never twice; a passkey then signs in alone", async ({ page }) => {
  await page.setViewportSize(phoneViewport);
  const first = await linkMailedTo(site.mailsTo, owner);
  await follow(page, first);
  await expect(page).toHaveURL(`${base}/admin/`);
  await expect(page.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: 'People' })).toBeVisible();

  // The same link again, in another browser: spent.
  const other = await page.context().browser()?.newPage();
  if (!other) throw new Error('no second page');
  await follow(other, first);
  await expect(other.getByRole('alert')).toContainText('This link has already been used');
  await expect(other).toHaveURL(`${base}/admin/login/link/`);
  expect((await other.goto(`${base}/admin/`))?.url()).toBe(`${base}/admin/login/`);
  await other.close();

  // A passkey on this phone: Chromium's virtual authenticator stands for its fingerprint reader.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.getByRole('link', { name: 'Your account' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add a passkey on this device' }).click();
  await expect(page.getByRole('status')).toHaveText('Passkey added: next time, sign in with it.');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  await expect(page.getByRole('region', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: /^Sign out \(/ }).click();
  await expect(page).toHaveURL(`${base}/admin/login/`);
  expect((await page.goto(`${base}/admin/`))?.url()).toBe(`${base}/admin/login/`);
  const mailsBefore = (await site.mailsTo(owner)).length;
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${base}/admin/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  // No e-mail was needed.
  expect((await site.mailsTo(owner)).length).toBe(mailsBefore);
});

test('the owner invites a technician by keyboard alone; the technician signs in in French and sees only their team', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(desktopViewport);
  await page.goto(`${base}/admin/login/`);
  await signInByMail(page, base, site.mailsTo, owner);
  await page.goto(`${base}/admin/people/`);
  expect(await axeViolations(page)).toEqual([]);
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('E-mail address').focus();
  await page.keyboard.type('luc@northpaw.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Luc Tremblay');
  await page.keyboard.press('Tab');
  await expect(invite.getByLabel('Role')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(invite.getByLabel('Team')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(invite.getByLabel('Language')).toBeFocused();
  await invite.getByLabel('Language').selectOption('fr');
  await invite.getByLabel('Team').selectOption('on/brampton');
  await invite.getByRole('button', { name: 'Invite' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Invited: a sign-in link went to luc@northpaw.example.');

  const luc = await browser.newPage({ viewport: phoneViewport });
  const invitation = await linkMailedTo(site.mailsTo, 'luc@northpaw.example');
  const mail = (await site.mailsTo('luc@northpaw.example')).at(-1);
  expect(mail?.subject).toBe('Vous êtes invité à la boîte de réception Northpaw');
  const url = new URL(invitation);
  await luc.goto(`${base}${url.pathname}${url.search}`);
  await expect(luc.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await luc.getByRole('button', { name: 'Me connecter' }).focus();
  await luc.keyboard.press('Enter');
  await expect(luc).toHaveURL(`${base}/admin/`);
  const items = luc.locator('li[data-lead-id]');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Brampton Caller');
  await expect(luc.getByRole('navigation', { name: 'Boîte de réception' })).toBeVisible();
  await items.first().getByRole('link', { name: 'Brampton Caller' }).click();
  await expect(luc.getByRole('heading', { name: 'Historique' })).toBeVisible();
  await expect(luc.getByRole('list', { name: 'Historique, du plus récent au plus ancien' })).toContainText(
    'Ouverte par Luc Tremblay',
  );
  expect(await axeViolations(luc)).toEqual([]);
  // Ottawa's lead is the head office's: by its address, it is a lead that does not exist.
  const response = await luc.goto(`${base}/admin/leads/2/`);
  expect(response?.status()).toBe(404);
  expect((await luc.request.get(`${base}/admin/leads.csv`)).status()).toBe(403);

  // Removed by the owner: Luc's open page is refused at its next request.
  await page.goto(`${base}/admin/people/`);
  await page.getByRole('link', { name: /^Remove\W+Luc Tremblay$/ }).click();
  await page.getByRole('button', { name: 'Remove Luc Tremblay' }).click();
  await expect(page.getByRole('status')).toContainText('Luc Tremblay was removed.');
  await luc.reload();
  await expect(luc).toHaveURL(/\/admin\/login\//);
  await luc.close();
});
