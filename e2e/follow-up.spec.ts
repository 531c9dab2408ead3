/**
 * From request to callback, against the real server with a real SMTP server on
 * loopback and the real database (PostgreSQL too when DATABASE_URL is set): a lead reaches the
 * team of its area, the visitor hears back in the page's language, and a lead left new is
 * reminded once, never once it is handled.
 */
import { spawnSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { openStore, type Store } from '../src/server/store/connect.ts';
import { gotoHydrated, serverWithMail, waitLikeAPerson, sending } from './helpers.ts';

let site: Awaited<ReturnType<typeof serverWithMail>>;
let base = '';
let store: Store;
const mailsTo = (address: string) => site.mailsTo(address);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  site = await serverWithMail('follow-up', {
    LEADS_REMIND_AFTER_MS: '4000',
    SITE_URL: 'https://leads.northpaw.example',
  });
  base = site.base;
  store = await openStore(site.own.settings);
});

test.afterAll(async () => {
  await store?.db.destroy();
  await site?.close();
});

test('a French contact message: the visitor is acknowledged in French, the general address hears of it', async ({
  page,
}) => {
  await page.clock.install({ time: Date.now() - 10_000 });
  await gotoHydrated(page, `${base}/fr/contact/`);
  await page.getByLabel('Nom complet').fill('Josée Tremblay');
  await page.getByLabel('Adresse courriel').fill('josee@example.com');
  await page.getByLabel('Numéro de téléphone').fill('418 555-0142');
  await page.getByLabel('Message').fill('Il y a des bruits dans les murs la nuit.');
  await waitLikeAPerson(page);
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page).toHaveURL(`${base}/fr/merci/`, sending);

  await expect.poll(async () => (await mailsTo('josee@example.com')).length, { timeout: 10_000 }).toBe(1);
  const [ack] = await mailsTo('josee@example.com');
  expect(ack?.subject).toBe('Nous avons bien reçu votre message | Northpaw Contrôle de la faune sans cruauté');
  expect(ack?.text).toMatch(/^Bonjour,$/m);
  expect(ack?.text).toContain('composez le 1\u00a0888\u00a0555-0142');
  // Nothing the visitor typed comes back: whoever typed this address, its owner reads only our words.
  expect(`${ack?.subject} ${ack?.text} ${String(ack?.html)}`).not.toContain('Tremblay');
  expect(ack?.text).not.toContain('bruits dans les murs');
  expect(ack?.html).not.toContain('bruits dans les murs');
  expect(ack?.html).toContain('href="tel:+18885550142"');
  // Who writes, from which mailing address, and how to stop further messages (Canada's anti-spam law).
  expect(ack?.text).toContain('75, Tycos Drive, bureau 3, Toronto (Ontario) M6B 1W3');
  expect(ack?.text).toContain('répondez à ce message par le mot ARRÊT');

  await expect.poll(async () => (await mailsTo('office@northpaw.example')).length).toBeGreaterThanOrEqual(1);
  const [owner] = await mailsTo('office@northpaw.example');
  expect(owner?.subject).toBe('[FR] Contact message: General Inquiry (Josée Tremblay)');
  expect(owner?.replyTo?.text).toBe('josee@example.com');
  expect(owner?.text).toContain('Language: French (fr-CA), reply in French');
  expect(owner?.text).toContain('Call back: 418 555-0142 (tel:+14185550142)');
  const [lead] = await store.db.selectFrom('leads').select('id').where('name', '=', 'Josée Tremblay').execute();
  expect(owner?.text).toContain(`Open in the inbox: https://leads.northpaw.example/admin/leads/${lead?.id}/`);
});

test('a quick quote from Montréal, where no team of ours goes, reaches the head office marked so; handled in time, it is never reminded', async ({
  page,
}) => {
  await page.clock.install({ time: Date.now() - 10_000 });
  await page.goto(`${base}/fr/qc/montreal/retrait-ratons-laveurs/`);
  const form = page.getByRole('form', { name: /Estimation rapide/ });
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr][component-export="QuickQuoteForm"]')).toHaveCount(0);
  await form.getByLabel('Votre nom').fill('Luc Bergeron');
  await form.getByLabel('Numéro de téléphone').fill('514-555-0199');
  await waitLikeAPerson(page);
  await form.getByRole('button', { name: 'Demander mon estimation gratuite' }).click();
  await expect(page.locator('.toast').getByText('Demande d’estimation envoyée!')).toBeVisible();

  // The routes send Quebec's leads to quebec@, but site.config.ts has no team that goes to Montréal.
  const luc = async () => (await mailsTo('office@northpaw.example')).filter((mail) => mail.subject?.includes('Luc'));
  await expect.poll(async () => (await luc()).length, { timeout: 10_000 }).toBe(1);
  const [owner] = await luc();
  expect(owner?.subject).toBe('[FR] [Outside our reach] Quote request: Raccoon Removal, Montréal, QC (Luc Bergeron)');
  expect(owner?.text).toContain('Outside our reach: no team of ours goes to Montreal, QC.');
  // Someone calls Luc back and marks the lead handled before its reminder is due.
  await store.db.updateTable('leads').set({ status: 'handled' }).where('name', '=', 'Luc Bergeron').execute();

  // Josée's message, still new, is reminded once to the general address; Luc's never is.
  await expect
    .poll(
      async () => (await mailsTo('office@northpaw.example')).filter((mail) => mail.subject?.startsWith('Reminder:')),
      { timeout: 15_000 },
    )
    .toHaveLength(1);
  const reminder = (await mailsTo('office@northpaw.example')).find((mail) => mail.subject?.startsWith('Reminder:'));
  expect(reminder?.subject).toBe('Reminder: [FR] Contact message: General Inquiry (Josée Tremblay)');
  expect(reminder?.text).toMatch(/^Still new after \d+ min: nobody has marked this lead handled yet\./);
  await expect
    .poll(async () => {
      const jobs = await store.db
        .selectFrom('notifications')
        .innerJoin('leads', 'leads.id', 'notifications.lead_id')
        .select(['leads.name', 'notifications.state'])
        .where('notifications.channel', '=', 'reminder')
        .execute();
      return Object.fromEntries(jobs.map((j) => [j.name, j.state]));
    })
    .toEqual({ 'Josée Tremblay': 'sent', 'Luc Bergeron': 'skipped' });
  expect((await mailsTo('quebec@northpaw.example')).length).toBe(0);
  expect(await luc()).toHaveLength(1);
});

test('an area of LEADS_EMAIL_ROUTES that the site does not have stops the server with one line naming it', () => {
  const run = spawnSync(process.execPath, ['dist/node/serve.mjs'], {
    env: { ...process.env, ...site.own.env, PORT: '0', LEADS_EMAIL_ROUTES: 'on/bramton=brampton@northpaw.example' },
    encoding: 'utf8',
    // Beside the whole suite on two cores, loading the server's code alone once took over 15 s.
    timeout: 45_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr.trim()).toBe(
    'Northpaw cannot start: invalid setting LEADS_EMAIL_ROUTES: on/bramton is not a province code or city (like on/brampton) of the site',
  );
});
