/**
 * A request the team can act on, from the visitor's form to the team's mailbox and inbox, on the
 * real server with a real SMTP server on loopback (PostgreSQL too with DATABASE_URL): where it is
 * (a postal code routes it to the nearest team), how urgent it is (a yes shows the public-health
 * advice, marks the e-mail URGENT, tops the inbox and brings the reminder sooner) and what it
 * looks like (photos with and without JavaScript, their metadata gone; the files refused with
 * their messages, the rest of what the visitor typed kept). English and French.
 */
import sharp from 'sharp';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { gotoHydrated, phoneViewport, sending, serverWithMail, signInByMail, waitLikeAPerson } from './helpers.ts';

let site: Awaited<ReturnType<typeof serverWithMail>>;
let base = '';
const mailsTo = (address: string) => site.mailsTo(address);
const owner = 'owner@northpaw.example';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  site = await serverWithMail('request', {
    // An urgent lead's reminder in 3 s here (5 minutes unless configured); any other's much later.
    LEADS_URGENT_REMIND_AFTER_MS: '3000',
    LEADS_REMIND_AFTER_MS: '600000',
    OWNER_EMAIL: owner,
  });
  base = site.base;
});

test.afterAll(() => site?.close());

/** A phone's photo: a JPEG with the camera's make and a GPS position in its EXIF. */
const phonePhoto = async () => ({
  name: 'IMG_2041.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#6b4f2a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 34/1 0/1' },
    })
    .toBuffer(),
});
const screenshot = async () => ({
  name: 'soffit.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#999999' } })
    .png()
    .toBuffer(),
});
const renamedText = { name: 'raccoon.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture\n'.repeat(40)) };

const answer = (form: Locator, question: RegExp, value: 'Yes' | 'No' | 'Oui' | 'Non') =>
  form.getByRole('group', { name: question }).getByLabel(value, { exact: true }).check();

async function signIn(page: Page) {
  await page.goto(`${base}/admin/login/`);
  await signInByMail(page, base, mailsTo, owner);
  await expect(page).toHaveURL(`${base}/admin/`);
}

test('on a phone: a quote with a postal code no team reaches, a bite and two photos reaches the head office as URGENT, marked outside our reach, first in the inbox, reminded soon', async ({
  page,
}) => {
  await page.setViewportSize(phoneViewport);
  // Sent from Brampton's page, but from a Montréal postal code: no team of ours goes there, so the
  // head office gets it, marked, whatever the routes say.
  await gotoHydrated(page, `${base}/on/brampton/raccoon-removal/`);
  // The visitor reads the page for a few seconds, then scrolls to the form and sends it at once:
  // the form's 3 seconds count from the page's load, so the team gets it verified.
  await waitLikeAPerson(page);
  const form = page.getByRole('form', { name: /Quick quote/ });
  await form.getByLabel('Your name').fill('Mira Patel');
  await form.getByLabel('Phone number').fill('514-555-0142');
  await form.getByLabel('Postal code').fill('h2x1y4');
  const advice = form.getByText('Bitten, scratched or a bat in the room: what to do now');
  await expect(advice).toBeHidden();
  await answer(form, /inside your living space/, 'No');
  await answer(form, /bitten or scratched/, 'Yes');
  await expect(advice, 'the advice shows at once').toBeVisible();
  await form.getByLabel('Photos').setInputFiles([await phonePhoto(), await screenshot()]);
  await form.getByRole('button', { name: 'Request my free phone estimate' }).click();
  await expect(page.locator('.toast').getByText('Quote Request Sent!')).toBeVisible(sending);
  // Sent, and the advice stays in view.
  await expect(page).toHaveURL(/#exposure-advice$/);
  await expect(page.locator('#exposure-advice')).toBeVisible();

  const mira = async () => (await mailsTo('office@northpaw.example')).filter((m) => m.subject?.includes('Mira'));
  await expect.poll(async () => (await mira()).length, { timeout: 10_000 }).toBe(1);
  const [mail] = await mira();
  expect(mail?.subject).toMatch(
    /^URGENT \[Outside our reach\] Quote request: Raccoon Removal, Montr[eé]al, QC \(Mira Patel\)$/,
  );
  expect(mail?.text).toContain('Has anyone been bitten or scratched by the animal');
  expect(mail?.attachments.map((a) => a.contentType)).toEqual(['image/jpeg', 'image/jpeg']);

  // A routine quote arrives after it (from a script: no form token, so unverified); the urgent one still tops the list.
  await page.request.post(`${base}/api/leads`, {
    headers: { accept: 'application/json' },
    multipart: { kind: 'quote', name: 'Routine Caller', phone: '905-555-0100', page: '/on/brampton/', website: '' },
  });
  await signIn(page);
  const items = page.locator('li[data-lead-id]');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Mira Patel');
  await expect(items.first()).toContainText('Urgent · Bite, scratch or bat in the room');
  await expect(items.first()).toContainText('Outside our reach');
  await expect(items.first()).toBeInViewport();
  await items.first().getByRole('link', { name: 'Mira Patel', exact: true }).click();
  await expect(page.getByText('H2X 1Y4')).toBeVisible();
  const photos = page.getByRole('region', { name: 'Photos' }).getByRole('img');
  await expect(photos).toHaveCount(2);
  await expect(photos.first()).toHaveJSProperty('complete', true);
  expect(await photos.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  const kept = await page.request.get(`${base}${await photos.first().getAttribute('src')}`);
  expect(kept.headers()['cache-control']).toBe('no-store');
  const meta = await sharp(await kept.body()).metadata();
  expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1600, 1200, undefined]);
  expect((await kept.body()).includes('PhoneMaker')).toBe(false);

  // Reminded after the urgent delay; the routine quote is not reminded yet.
  await expect
    .poll(async () => (await mira()).map((m) => m.subject), { timeout: 15_000 })
    .toContainEqual(expect.stringMatching(/^URGENT Reminder: /));
  expect((await mailsTo('brampton@northpaw.example')).map((m) => m.subject)).toEqual([
    '[Unverified] Quote request: General Inquiry, Brampton, ON (Routine Caller)',
  ]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('in French, a contact message with a postal code, a bite and a photo: the advice on /fr/merci/, to the Brampton team', async ({
    page,
  }) => {
    await page.goto(`${base}/fr/contact/`);
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    await form.getByLabel('Nom complet').fill('Gabrielle Roy');
    await form.getByLabel('Adresse courriel').fill('gabrielle@example.com');
    await form.getByLabel('Message').fill('Des écureuils dans l’entretoit.');
    await form.getByLabel('Code postal').fill('L6P 0A5');
    await answer(form, /dans les pièces où vous vivez/, 'Oui');
    await answer(form, /mordu ou griffé/, 'Oui');
    await expect(form.getByText('Morsure, griffure ou chauve-souris dans la pièce')).toBeVisible();
    await form.getByLabel('Photos').setInputFiles([await phonePhoto()]);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    // The thank-you page opens on the public-health advice.
    await expect(page).toHaveURL(`${base}/fr/merci/#exposure-advice`);
    await expect(page.getByText('Morsure, griffure ou chauve-souris dans la pièce')).toBeVisible();

    await expect.poll(async () => (await mailsTo('brampton@northpaw.example')).length, { timeout: 10_000 }).toBe(2);
    const mail = (await mailsTo('brampton@northpaw.example')).find((m) => m.subject?.includes('Gabrielle Roy'));
    // Without JavaScript the form has no token: the team sees it marked unverified.
    expect(mail?.subject).toBe(
      'URGENT [FR] [Unverified] Contact message: General Inquiry, Brampton, ON (Gabrielle Roy)',
    );
    expect(mail?.attachments).toHaveLength(1);
  });

  test('in French, a photo that is no picture is refused on a page in French, and going back keeps the form', async ({
    page,
  }) => {
    const path = '/fr/on/brampton/retrait-ratons-laveurs/';
    await page.goto(`${base}${path}`);
    const form = page.getByRole('form', { name: /Estimation rapide/ });
    await form.getByLabel('Votre nom').fill('Jean Béliveau');
    await form.getByLabel('Numéro de téléphone').fill('905-555-0123');
    await form.getByLabel('Photos').setInputFiles([renamedText]);
    await form.getByRole('button', { name: 'Demander mon estimation gratuite' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veuillez vérifier le formulaire');
    await expect(page.getByText('Nous n’avons pas pu ouvrir une des photos')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retourner au formulaire' })).toHaveAttribute('href', path);
    // The browser's Back restores what was typed.
    await page.goBack();
    await expect(form.getByLabel('Votre nom')).toHaveValue('Jean Béliveau');
    await expect(form.getByLabel('Numéro de téléphone')).toHaveValue('905-555-0123');
  });
});

test('a renamed text file, a 40-megapixel PNG and a fourth photo are refused with their messages, keeping what was typed', async ({
  page,
}) => {
  await gotoHydrated(page, `${base}/contact/`);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByLabel('Email Address').fill('ada@example.com');
  await form.getByLabel('Message').fill('A skunk under the deck.');
  const photos = form.getByLabel('Photos');
  const bomb = {
    name: 'deck.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  };
  const small = { ...(await screenshot()), name: 'deck.png' };
  const cases = [
    [[renamedText], 'We could not open one of the photos: please send a JPEG, PNG, WebP or HEIC picture.'],
    [[bomb], 'A photo is too large: each can be up to 15 MB, 36 megapixels and 12,000 pixels on its long side.'],
    [[small, small, small, small], 'Please choose at most 3 photos.'],
  ] as const;
  await waitLikeAPerson(page);
  for (const [files, message] of cases) {
    await photos.setInputFiles([...files]);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('.toast').getByText(message)).toBeVisible(sending);
    await expect(form.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(form.getByLabel('Message')).toHaveValue('A skunk under the deck.');
  }
  await expect(page).toHaveURL(`${base}/contact/`);
  // Nothing was sent for Ada (the office's address also holds the earlier test's lead from Montréal).
  expect((await mailsTo('office@northpaw.example')).filter((mail) => mail.subject?.includes('Ada'))).toEqual([]);
});
