/**
 * The main journeys once in French: the language switch, the chosen city and Recently
 * Viewed across both languages, the picker, both forms with their toasts, the contact form to
 * /fr/merci/ with and without JavaScript, and the French 400 page. The French not-found pages are
 * read without a browser (test/dist/french.test.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { openStore, type Store } from '../src/server/store/connect.ts';
import { test as testOnNewPage, testOnReusedPage } from './fixtures.ts';
import { analyticsURL, baseURL } from './servers.ts';
import {
  gotoHydrated,
  hydrated,
  ownStore,
  phoneViewport,
  startServer,
  type OwnStore,
  waitLikeAPerson,
  sending,
} from './helpers.ts';

// The journeys that only read pages, on the worker's one page (e2e/fixtures.ts).
const test = testOnReusedPage({ origin: baseURL, storage: { 'northpaw:consent': 'denied' } });

const switchTo = (page: Page, name: 'English' | 'Français') => page.locator('header').getByRole('link', { name });

test.describe('the language switch', () => {
  test('leads to the same page in the other language, named in that language, and back', async ({ page }) => {
    await page.goto('/on/brampton/raccoon-removal/');
    const french = switchTo(page, 'Français');
    await expect(french).toHaveAttribute('lang', 'fr-CA');
    await expect(french).toHaveAttribute('hreflang', 'fr-CA');
    await french.click();
    await expect(page).toHaveURL('/fr/on/brampton/retrait-ratons-laveurs/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Retrait de ratons laveurs à Brampton, ON');
    // Brampton's own line is answered in English only (site.config.ts): its French pages give the default line.
    await expect(page.locator('a[data-call="top_bar"]')).toHaveAttribute('href', 'tel:+18885550142');
    await switchTo(page, 'English').click();
    await expect(page).toHaveURL('/on/brampton/raccoon-removal/');
  });

  test('is reached and followed with the keyboard alone, on a phone too', async ({ page }) => {
    await page.setViewportSize(phoneViewport);
    await gotoHydrated(page, '/fr/services/');
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.hasAttribute('data-language-switch'))) break;
    }
    await expect(switchTo(page, 'English')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/services/');
  });

  test('on a not-found page, leads to the home page of the other language', async ({ page }) => {
    await page.goto('/fr/services/introuvable/');
    await expect(switchTo(page, 'English')).toHaveAttribute('href', '/');
  });
});

test('the chosen city and Recently Viewed follow the visitor into the other language', async ({ page }) => {
  await gotoHydrated(page, '/qc/montreal/bat-removal/');
  await gotoHydrated(page, '/qc/montreal/');
  await gotoHydrated(page, '/fr/');
  await expect(page.getByTestId('location-button-label').first()).toHaveText('Montréal');
  // The list is an island that loads when the footer comes into view.
  await page.locator('footer').scrollIntoViewIfNeeded();
  const recent = page.locator('footer').getByRole('link', { name: 'Retrait de chauves-souris à Montréal' });
  await expect(recent).toHaveAttribute('href', '/fr/qc/montreal/retrait-chauves-souris/');

  await gotoHydrated(page, '/fr/qc/quebec-city/retrait-ecureuils/');
  await gotoHydrated(page, '/');
  await expect(page.getByTestId('location-button-label').first()).toHaveText('Montreal');
  await page.locator('footer').scrollIntoViewIfNeeded();
  const english = page.locator('footer').getByRole('link', { name: 'Squirrel Removal in Quebec City' });
  await expect(english).toHaveAttribute('href', '/qc/quebec-city/squirrel-removal/');
});

test('the picker in French chooses a city and lands on its French page', async ({ page }) => {
  await gotoHydrated(page, '/fr/services/retrait-chauves-souris/');
  await page.getByRole('button', { name: 'Choisir votre ville' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Choisissez votre région de service' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Province').selectOption({ label: 'Québec' });
  await expect(dialog.getByLabel('Région')).toHaveValue('grand-montreal');
  await expect(dialog.getByLabel('Région').locator('option:checked')).toHaveText('Grand Montréal');
  await dialog.getByRole('button', { name: 'Montréal' }).click();
  await expect(page).toHaveURL('/fr/qc/montreal/retrait-chauves-souris/');
  await hydrated(page);
  await expect(page.getByTestId('location-button-label').first()).toHaveText('Montréal');
  // The banner of a French service page names the chosen city in French.
  await gotoHydrated(page, '/fr/services/retrait-ratons-laveurs/');
  await expect(page.getByRole('note')).toContainText('Vous cherchez des renseignements propres à Montréal, QC?');
  await expect(page.getByRole('note').getByRole('link', { name: 'Voir la page de votre ville' })).toHaveAttribute(
    'href',
    '/fr/qc/montreal/retrait-ratons-laveurs/',
  );
});

testOnNewPage('the consent banner asks in French (on the build that runs analytics)', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: analyticsURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await gotoHydrated(page, '/fr/');
  const banner = page.getByRole('region', { name: 'Votre vie privée' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Refuser' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('northpaw:consent'))).toBe('denied');
  await context.close();
});

testOnNewPage.describe('French leads', () => {
  let own: OwnStore;
  let server: ChildProcess;
  let base = '';
  let store: Store;
  testOnNewPage.describe.configure({ mode: 'serial' });

  testOnNewPage.beforeAll(async () => {
    own = await ownStore('e2e-fr');
    ({ child: server, base } = await startServer({
      ...own.env,
      LEADS_RATE_LIMIT: '1000',
      FORM_TOKENS_PER_MINUTE: '1000',
    }));
    store = await openStore(own.settings);
  });

  testOnNewPage.afterAll(async () => {
    server?.kill();
    await store?.db.destroy();
    await own?.dispose();
  });

  const leadsNamed = (name: string) => store.db.selectFrom('leads').selectAll().where('name', '=', name).execute();

  testOnNewPage('quick quote: both toasts in French, and the lead is stored as French', async ({ page }) => {
    // The page's clock runs 10 s behind the server's: after 4 s on the page, both agree a person typed it.
    await page.clock.install({ time: Date.now() - 10_000 });
    await page.goto(`${base}/fr/qc/montreal/retrait-ratons-laveurs/`);
    const form = page.getByRole('form', { name: 'Estimation rapide : retrait de ratons laveurs à Montréal' });
    await form.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr][component-export="QuickQuoteForm"]')).toHaveCount(0);
    await form.getByLabel('Votre nom').fill('Gabrielle Côté');
    await form.getByRole('button', { name: 'Demander mon estimation gratuite' }).click();
    const toast = page.locator('.toast');
    await expect(toast.getByText('Renseignements manquants')).toBeVisible();
    await expect(toast.getByText('Veuillez indiquer votre nom et votre numéro de téléphone.')).toBeVisible();

    await form.getByLabel('Numéro de téléphone').fill('514-555-0142');
    await waitLikeAPerson(page);
    await form.getByRole('button', { name: 'Demander mon estimation gratuite' }).click();
    await expect(toast.getByText('Demande d’estimation envoyée!')).toBeVisible();
    await expect(
      toast.getByText('Merci! Nous avons bien reçu votre demande et nous vous rappellerons sous peu.'),
    ).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Fermer' })).toBeVisible();
    await expect.poll(async () => (await leadsNamed('Gabrielle Côté')).length).toBe(1);
    expect((await leadsNamed('Gabrielle Côté'))[0]).toMatchObject({
      kind: 'quote',
      service: 'raccoon-removal',
      city: 'qc/montreal',
      lang: 'fr',
    });
  });

  testOnNewPage(
    'contact form with JavaScript: the French toast for missing fields, then /fr/merci/',
    async ({ page }) => {
      await page.clock.install({ time: Date.now() - 10_000 });
      await gotoHydrated(page, `${base}/fr/contact/`);
      await page.getByLabel('Nom complet').fill('Étienne Gagnon');
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(page.locator('.toast').getByText('Renseignements manquants')).toBeVisible();
      await expect(
        page.locator('.toast').getByText('Veuillez remplir tous les champs obligatoires (nom, courriel, message).'),
      ).toBeVisible();

      await page.getByLabel('Adresse courriel').fill('etienne@example.com');
      await page.getByLabel('Service').selectOption({ label: 'Retrait de chauves-souris' });
      await page.getByLabel('Message').fill('Des chauves-souris sortent du pignon au crépuscule.');
      await waitLikeAPerson(page);
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(page).toHaveURL(`${base}/fr/merci/`, sending);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci, nous avons bien reçu votre message');
      expect((await leadsNamed('Étienne Gagnon'))[0]).toMatchObject({
        kind: 'contact',
        service: 'bat-removal',
        page: '/fr/contact/',
        lang: 'fr',
      });
    },
  );

  testOnNewPage(
    'contact form without JavaScript: /fr/merci/, and a bad field answered by a French page',
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${base}/fr/contact/`);
      await page.getByLabel('Nom complet').fill('Mélanie Sans-Script');
      // A phone number of letters: the browser lets it through (only the server checks it).
      await page.getByLabel('Adresse courriel').fill('melanie@example.com');
      await page.getByLabel('Numéro de téléphone').fill('quatre-cinq-zéro');
      await page.getByLabel('Message').fill('Des écureuils dans le soffite.');
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veuillez vérifier le formulaire');
      await expect(page.getByText('Veuillez entrer un numéro de téléphone composé de chiffres.')).toBeVisible();
      await page.getByRole('link', { name: 'Retourner au formulaire' }).click();
      await expect(page).toHaveURL(`${base}/fr/contact/`);

      await page.getByLabel('Nom complet').fill('Mélanie Sans-Script');
      await page.getByLabel('Adresse courriel').fill('melanie@example.com');
      await page.getByLabel('Message').fill('Des écureuils dans le soffite.');
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(page).toHaveURL(`${base}/fr/merci/`, sending);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci, nous avons bien reçu votre message');
      expect((await leadsNamed('Mélanie Sans-Script'))[0]).toMatchObject({ kind: 'contact', lang: 'fr' });
      await context.close();
    },
  );
});
