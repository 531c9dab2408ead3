/**
 * The main journeys, written once against the Driver interface so that they run in every
 * engine (e2e/engines/run.ts). Expected behaviour and selectors follow the Chromium specs:
 * chrome, picker, leads, services and consent.
 */
import assert from 'node:assert/strict';
import {
  recordToasts,
  settle,
  waitFor,
  waitForGone,
  waitForHydration,
  waitForToast,
  waitForUrl,
  waitUntil,
  type Driver,
} from './driver.ts';
import { findCity } from '../../src/lib/catalogue.ts';
import { openingStatus } from '../../src/lib/hours.ts';
import { openStatusProps } from '../../src/views/open-status.ts';
import { realCatalogue } from '../../test/catalogue.ts';

export interface Viewport {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
}

export interface Journey {
  name: string;
  /** Runs against the build with analytics on (scripts/analytics-build.ts) instead of the shipping one. */
  analytics?: boolean;
  run(d: Driver, base: string, viewport: Viewport): Promise<void>;
}

const CONSENT_KEY = 'northpaw:consent';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens `path` with empty storage; the visitor has answered the consent banner unless `firstVisit`. */
async function open(d: Driver, base: string, path: string, { firstVisit = false } = {}): Promise<void> {
  await d.goto(`${base}/robots.txt`);
  await d.evaluate(
    `(localStorage.clear(), ${firstVisit ? 'null' : `localStorage.setItem('${CONSENT_KEY}', 'denied')`})`,
  );
  await d.goto(`${base}${path}`);
  await waitForHydration(d);
}

/** Waits for an island (say, one loaded when scrolled into view) to hydrate. */
async function waitForIsland(d: Driver, component: string): Promise<void> {
  await waitUntil(`${component} to hydrate`, () =>
    d.evaluate<boolean>(`document.querySelector('astro-island[ssr][component-export="${component}"]') === null`),
  );
  await settle(d);
}

const h1 = (d: Driver) => d.evaluate<string>(`document.querySelector('h1').textContent`);

async function sendLater(shownAt: number): Promise<void> {
  // The lead server drops as a bot a form sent less than 3 seconds after it was shown.
  await sleep(Math.max(0, shownAt + 3500 - Date.now()));
}

export const journeys: Journey[] = [
  {
    name: 'the menu leads to a page (Services & Areas on a desktop, the mobile menu on a phone)',
    async run(d, base, viewport) {
      await open(d, base, '/');
      if (viewport.name === 'desktop') {
        await d.click('header button[aria-controls]', 'Services & Areas');
        await waitFor(d, 'header a', 'Greater Ottawa');
        await d.click('header a', 'Greater Ottawa');
        await waitForUrl(d, '/on/greater-ottawa/');
        assert.equal(await h1(d), 'Wildlife in Greater Ottawa: Advice by Phone');
      } else {
        await d.click('header button[aria-controls]', 'Open menu');
        await waitFor(d, 'nav[aria-label="Mobile"] a', 'Bat Removal');
        await d.click('nav[aria-label="Mobile"] a', 'Bat Removal');
        await waitForUrl(d, '/services/bat-removal/');
        assert.match(await h1(d), /Bat Removal/);
      }
    },
  },
  {
    name: 'the location picker goes to the city chosen and remembers it',
    async run(d, base) {
      await open(d, base, '/');
      await d.click('[data-open-picker]', 'Choose Your City');
      await waitFor(d, '[role="dialog"] button', 'Toronto');
      await d.select('[role="dialog"] select', 'ns');
      await waitFor(d, '[role="dialog"] button', 'Halifax');
      await d.click('[role="dialog"] button', 'Halifax');
      await waitForUrl(d, '/ns/halifax/');
      assert.match(await h1(d), /Halifax/);
      const stored = await d.evaluate<string | null>(`localStorage.getItem('northpaw:location')`);
      assert.deepEqual(JSON.parse(stored ?? 'null'), {
        province: 'ns',
        city: 'halifax',
        cityName: 'Halifax',
        provinceName: 'Nova Scotia',
        fr: { cityName: 'Halifax', provinceName: 'Nouvelle-Écosse' },
      });
    },
  },
  {
    name: 'the quick quote asks for both fields, then confirms and resets',
    async run(d, base) {
      await open(d, base, '/on/toronto/raccoon-removal/');
      const form = 'form[aria-label^="Quick quote"]';
      await d.evaluate(`document.querySelector('${form}').scrollIntoView()`);
      await waitForIsland(d, 'QuickQuoteForm');
      const shownAt = Date.now();
      await d.fill(`${form} input[name="name"]`, 'Jordan Lee');
      await recordToasts(d);
      await d.click(`${form} button[type="submit"]`, 'Request my free phone estimate');
      await waitForToast(d, 'Missing Information');
      await waitForToast(d, 'Please fill out both your name and phone number.');

      await d.fill(`${form} input[name="phone"]`, '416-555-0199');
      await sendLater(shownAt);
      await d.click(`${form} button[type="submit"]`, 'Request my free phone estimate');
      await waitForToast(d, 'Quote Request Sent!');
      await waitForToast(d, "Thank you! We've received your request and will call you back shortly.");
      await waitForGone(d, '.toast', 'Missing Information');
      const values = `['name', 'phone'].map((name) => document.querySelector('${form} input[name="' + name + '"]').value)`;
      assert.deepEqual(await d.evaluate(values), ['', '']);
    },
  },
  {
    name: 'the contact form sends the message and opens /thank-you/',
    async run(d, base) {
      await open(d, base, '/contact/');
      await waitForIsland(d, 'ContactForm');
      const shownAt = Date.now();
      await d.fill('input[name="name"]', 'Avery Tremblay');
      await d.fill('input[name="email"]', 'avery@example.com');
      await d.fill('input[name="phone"]', '416-555-0134');
      await d.select('select[name="service"]', 'bat-removal');
      await d.fill('textarea[name="message"]', 'Bats leaving the gable vent at dusk.');
      await sendLater(shownAt);
      await d.click('form button[type="submit"]', 'Send message');
      await waitForUrl(d, '/thank-you/');
      assert.match(await h1(d), /Received/);
    },
  },
  {
    name: 'in French: the switch keeps the page, the quick quote answers in French, the picker names Montréal',
    async run(d, base) {
      await open(d, base, '/qc/montreal/raccoon-removal/');
      await d.click('header a[data-language-switch]', 'Français');
      await waitForUrl(d, '/fr/qc/montreal/retrait-ratons-laveurs/');
      await waitForHydration(d);
      assert.equal(await d.evaluate(`document.documentElement.lang`), 'fr-CA');
      assert.equal(await h1(d), 'Retrait de ratons laveurs\u00a0: conseils par téléphone pour Montréal, QC');
      const form = 'form[aria-label^="Estimation rapide"]';
      await d.evaluate(`document.querySelector('${form}').scrollIntoView()`);
      await waitForIsland(d, 'QuickQuoteForm');
      await d.fill(`${form} input[name="name"]`, 'Gabrielle Côté');
      await recordToasts(d);
      await d.click(`${form} button[type="submit"]`, 'Demander mon estimation gratuite');
      await waitForToast(d, 'Renseignements manquants');
      await waitForToast(d, 'Veuillez indiquer votre nom et votre numéro de téléphone.');
      await open(d, base, '/fr/');
      await d.click('[data-open-picker]', 'Choisir votre ville');
      await waitFor(d, '[role="dialog"]', 'Choisissez votre région de service');
      await d.select('[role="dialog"] select', 'qc');
      await waitFor(d, '[role="dialog"] button', 'Montréal');
      await d.click('[role="dialog"] button', 'Montréal');
      await waitForUrl(d, '/fr/qc/montreal/');
    },
  },
  {
    name: "a city page says whether its office is open now, by the city's own clock",
    async run(d, base) {
      await open(d, base, '/on/toronto/');
      const toronto = findCity(realCatalogue(), 'on', 'toronto');
      assert.ok(toronto);
      // What the page's own table says in Node, read at the same moment (a minute may turn between).
      const props = openStatusProps('en', toronto);
      assert.ok(props, 'Toronto has office hours');
      const expected = () => openingStatus(props.hours, props.zone, new Date(), props)?.text;
      assert.ok(expected(), "now is inside the table of Toronto's offsets");
      await waitUntil('the open/closed line to match Toronto now', async () => {
        const shown = await d.evaluate<string | null>(
          `document.querySelector('[data-testid="open-status"]')?.textContent ?? null`,
        );
        return shown === expected();
      });
    },
  },
  {
    name: 'the wildlife-control card opens its details; Close closes them',
    async run(d, base) {
      await open(d, base, '/services/');
      await d.click('a[data-service-modal]', 'Wildlife Control');
      await waitFor(d, '[role="dialog"] a[href="/services/wildlife-control/"]', 'Learn More');
      assert.equal(await d.evaluate(`getComputedStyle(document.body).overflow`), 'hidden');
      await d.click('[role="dialog"] button', 'Close');
      await waitForGone(d, '[role="dialog"]');
      // The dialog hands focus back as it unmounts, which a slow machine's WebKit did a moment later.
      await waitUntil('focus back on the card that opened the details', async () =>
        Boolean(await d.evaluate(`document.activeElement.matches('a[data-service-modal]')`)),
      );
    },
  },
  {
    name: 'without a tracker there is nothing to ask: no consent banner, no Cookie settings',
    async run(d, base) {
      await open(d, base, '/', { firstVisit: true });
      await sleep(300);
      assert.equal(await d.evaluate(`document.querySelector('section[aria-labelledby="consent-heading"]')`), null);
      assert.equal(await d.evaluate(`document.querySelector('[data-open-consent]')`), null);
      assert.equal(await d.evaluate(`'gtag' in window`), false);
    },
  },
  {
    name: 'with analytics on, a first visit is asked for consent; Accept is kept and not asked again',
    analytics: true,
    async run(d, base) {
      await open(d, base, '/', { firstVisit: true });
      const banner = 'section[aria-labelledby="consent-heading"]';
      await waitFor(d, `${banner} button`, 'Accept');
      await d.click(`${banner} button`, 'Accept');
      await waitForGone(d, banner);
      assert.equal(await d.evaluate(`localStorage.getItem('${CONSENT_KEY}')`), 'granted');
      await d.goto(`${base}/about/`);
      await waitForHydration(d);
      await sleep(300);
      await waitForGone(d, banner);
    },
  },
];
