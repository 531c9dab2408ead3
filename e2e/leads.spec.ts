/**
 * Leads end to end: a real server of its own (so it can point at a real SMTP server on
 * loopback), the real database, Chromium with and without JavaScript.
 */
import type { ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import type { SMTPServer } from 'smtp-server';
import { openStore, type Store } from '../src/server/store/connect.ts';
import { freePort, ownStore, type OwnStore, smtpServer, startServer, waitLikeAPerson, sending } from './helpers.ts';

let own: OwnStore;
let mails: string[] = [];
let smtp: SMTPServer;
let server: ChildProcess;
let base = '';
let store: Store;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  own = await ownStore('e2e');
  ({ server: smtp, received: mails } = smtpServer());
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  ({ child: server, base } = await startServer(
    {
      ...own.env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_EMAIL_TO: 'owner@northpaw.example',
      OUTBOX_INTERVAL_MS: '200',
      LEADS_RATE_LIMIT: '1000',
      FORM_TOKENS_PER_MINUTE: '1000',
    },
    { output: 'inherit' },
  ));
  store = await openStore(own.settings);
});

test.afterAll(async () => {
  server?.kill();
  await store?.db.destroy();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await own?.dispose();
});

const leadsNamed = (name: string) => store.db.selectFrom('leads').selectAll().where('name', '=', name).execute();
const mailFor = (needle: string) =>
  expect.poll(() => mails.some((m) => m.includes(needle)), { timeout: 10_000 }).toBe(true);

test('contact form: missing fields show the toast and send nothing', async ({ page }) => {
  await page.goto(`${base}/contact/`);
  await expect(page.locator('astro-island[ssr]:not([client="visible"], [client="use"])')).toHaveCount(0);
  await page.getByLabel('Full Name').fill('Only A Name');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('.toast').getByText('Missing Information')).toBeVisible();
  await expect(
    page.locator('.toast').getByText('Please fill out all required fields (Name, Email, Message).'),
  ).toBeVisible();
  expect(await leadsNamed('Only A Name')).toHaveLength(0);
});

test('contact form with JavaScript: stored, e-mailed, tracked, then /thank-you/', async ({ page }) => {
  // The page's clock runs 10 s behind the server's: after 4 s on the page, both agree a person typed it.
  await page.clock.install({ time: Date.now() - 10_000 });
  const events: unknown[][] = [];
  await page.exposeFunction('recordGtag', (...args: unknown[]) => events.push(args));
  await page.addInitScript(() => {
    localStorage.setItem('northpaw:consent', 'granted');
    const w = window as unknown as { gtag: (...a: unknown[]) => void; recordGtag: (...a: unknown[]) => void };
    w.gtag = (...args) => w.recordGtag(...args);
  });
  await page.goto(`${base}/contact/`);
  await expect(page.locator('astro-island[ssr]:not([client="visible"], [client="use"])')).toHaveCount(0);
  await page.getByLabel('Full Name').fill('Avery Tremblay');
  await page.getByLabel('Email Address').fill('avery@example.com');
  await page.getByLabel('Phone Number').fill('416-555-0134');
  await page.getByLabel('Service').selectOption('bat-removal');
  await page.getByLabel('Message').fill('Bats leaving the gable vent at dusk.');
  await waitLikeAPerson(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(`${base}/thank-you/`, sending);
  expect(events).toContainEqual(['event', 'generate_lead', { form: 'contact', service: 'bat-removal' }]);

  const [row] = await leadsNamed('Avery Tremblay');
  expect(row).toMatchObject({
    kind: 'contact',
    email: 'avery@example.com',
    phone: '416-555-0134',
    service: 'bat-removal',
    page: '/contact/',
    status: 'new',
  });
  await mailFor('Avery Tremblay');
  expect(mails.find((m) => m.includes('Avery Tremblay'))).toContain('Bats leaving the gable vent at dusk.');
});

test('contact form without JavaScript: a plain post is stored and answered with /thank-you/', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/contact/`);
  await page.getByLabel('Full Name').fill('Jordan NoScript');
  await page.getByLabel('Email Address').fill('jordan@example.com');
  await page.getByLabel('Message').fill('Squirrels in the soffit.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(`${base}/thank-you/`, sending);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Received');
  const [row] = await leadsNamed('Jordan NoScript');
  expect(row).toMatchObject({ kind: 'contact', service: 'general-inquiry', message: 'Squirrels in the soffit.' });
  await mailFor('Jordan NoScript');
  await context.close();
});

test('quick quote without JavaScript: stored, then back on the page with a confirmation', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/on/brampton/skunk-removal/`);
  const form = page.getByRole('form', { name: /Quick quote/ });
  await form.getByLabel('Your name').fill('Sam Plainform');
  await form.getByLabel('Phone number').fill('905-555-0111');
  await form.getByRole('button', { name: 'Request my free phone estimate' }).click();
  await expect(page).toHaveURL(`${base}/on/brampton/skunk-removal/?quote=sent#quote-sent`);
  await expect(page.getByRole('status').filter({ hasText: 'Quote Request Sent!' })).toBeVisible();
  const [row] = await leadsNamed('Sam Plainform');
  expect(row).toMatchObject({ kind: 'quote', service: 'skunk-removal', city: 'on/brampton', phone: '905-555-0111' });
  await context.close();
});

test('quick quote with JavaScript is stored on the server', async ({ page }) => {
  // The page's clock runs 10 s behind the server's: after 4 s on the page, both agree a person typed it.
  await page.clock.install({ time: Date.now() - 10_000 });
  await page.goto(`${base}/ab/calgary/wasp-removal/`);
  const form = page.getByRole('form', { name: /Quick quote/ });
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr][component-export="QuickQuoteForm"]')).toHaveCount(0);
  await form.getByLabel('Your name').fill('Robin Quote');
  await form.getByLabel('Phone number').fill('403-555-0188');
  await waitLikeAPerson(page);
  await form.getByRole('button', { name: 'Request my free phone estimate' }).click();
  await expect(page.locator('.toast').getByText('Quote Request Sent!')).toBeVisible();
  await expect.poll(async () => (await leadsNamed('Robin Quote')).length).toBe(1);
  expect((await leadsNamed('Robin Quote'))[0]).toMatchObject({ service: 'wasp-removal', city: 'ab/calgary' });
});

test('a bot that fills the honeypot gets a success page and stores nothing', async ({ request }) => {
  const response = await request.post(`${base}/api/leads`, {
    form: {
      kind: 'contact',
      name: 'Bot McBotface',
      email: 'bot@example.com',
      message: 'spam',
      website: 'https://spam.example',
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/thank-you/');
  expect(await leadsNamed('Bot McBotface')).toHaveLength(0);
});
