import axeCore from 'axe-core';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect, type Page } from '@playwright/test';
import { freePort, linkIn, startServer } from '../test/server.ts';
import { ownStore, smtpServer } from '../test/own-store.ts';
import { limits } from '../src/site.config.ts';

export const phoneViewport = { width: 390, height: 844 };
export const desktopViewport = { width: 1280, height: 800 };

/**
 * How long a sent form may take to reach its thank-you page: the server stores the lead before it
 * answers, and beside the rest of npm test on two cores that took more than the usual five
 * seconds (2026-11-27, two contact-form tests).
 */
export const sending = { timeout: 15_000 };

/**
 * Waits until the page's islands have hydrated (Astro removes `ssr` when one has); islands
 * loaded on visibility only count once they are scrolled into view, and the picker (started on
 * first use) once it is used.
 */
export async function hydrated(page: Page) {
  // One check in the page each frame: an expect() here polls at growing intervals (up to a
  // second), which kept every test waiting on an island that had hydrated long before.
  // PageScripts has run its effect once it takes over the layout's early clicks: the page is
  // remembered and call links are counted.
  const waiting = 'astro-island[ssr]:not([client="visible"], [client="use"])';
  await page
    .waitForFunction((selector) => !document.querySelector(selector) && window.earlyClicks === undefined, waiting, {
      timeout: 15_000,
    })
    .catch(async (error: unknown) => {
      const islands = await page
        .locator(waiting)
        .evaluateAll((all) => all.map((i) => (JSON.parse(i.getAttribute('opts') ?? '{}') as { name?: string }).name));
      throw new Error(`not hydrated: ${islands.join(', ') || 'PageScripts (earlyClicks is still set)'}`, {
        cause: error,
      });
    });
}

export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** Parsed JSON-LD blocks of the page. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

/** What axe checks: WCAG 2.2 A and AA, and axe's best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** WCAG 2.2 AA violations and breaches of axe's best practices found by axe-core, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // axe runs in the page itself, its source injected once a document: @axe-core/playwright
  // injected it twice a run and sent back every result whole, 0.54 CPU seconds a run on the city
  // x service page against 0.34 this way. axe.run covers the top frame only; the site's pages
  // have no frames, so nothing is left out: this fails if one ever has.
  expect(page.frames(), 'frames in the page (axe runs in the top one only)').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  // axe reads colours as painted: a card still fading in (the blog list staggers its cards)
  // reads as low contrast. The page's finite animations end first; scroll-driven ones never do.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline && a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    // Every node of a violation is still listed; passes are not described node by node.
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, axeTags);
}

/**
 * Waits as long as a person takes before sending a form. The server times the form by its own
 * clock (the token the form fetched when shown, src/server/form-token.ts), so the wait is real;
 * the page's clock, which tests often install, is moved on as well for the browser's own check.
 */
export async function waitLikeAPerson(page: Page) {
  await page.clock.fastForward(limits.minFormMillis + 1000).catch(() => undefined);
  await page.waitForTimeout(limits.minFormMillis + 200);
}

export { storageKeys } from '../src/lib/storage.ts';

export { freePort, startServer };
export { ownStore, smtpServer, type OwnStore } from '../test/own-store.ts';

/**
 * The real server of its own store, its mail going to an SMTP server on loopback: for the specs
 * that read what the teams and the visitor receive. Quebec's team and Brampton's have their
 * own addresses, every other lead goes to the office's; `env` adds or changes settings.
 */
export async function serverWithMail(prefix: string, env: Record<string, string> = {}) {
  const own = await ownStore(prefix);
  const { server: smtp, received } = smtpServer();
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const { child, base } = await startServer({
    ...own.env,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_EMAIL_TO: 'office@northpaw.example',
    LEADS_EMAIL_ROUTES: 'qc=quebec@northpaw.example, on/brampton=brampton@northpaw.example',
    OUTBOX_INTERVAL_MS: '200',
    ...env,
  });
  return {
    base,
    own,
    /** Every mail received so far for `address`, parsed as a mail program would. */
    mailsTo: async (address: string): Promise<ParsedMail[]> =>
      (await Promise.all(received.map((raw) => simpleParser(raw)))).filter(
        (mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address,
      ),
    close: async () => {
      child.kill();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await own.dispose();
    },
  };
}

/** The sign-in link of the newest e-mail to `address` once one more than `seen` has arrived. */
export async function linkMailedTo(
  mailsTo: (address: string) => Promise<ParsedMail[]>,
  address: string,
  seen = 0,
): Promise<string> {
  let mails: ParsedMail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(address)).length, { timeout: 15_000, message: `a mail to ${address}` })
    .toBeGreaterThan(seen);
  return linkIn(mails.at(-1)?.text ?? '');
}

/**
 * Signs `email` in in the browser as a person would: the sign-in page's form, the link from the
 * mail (on `base`, whatever host SITE_URL gives it), its button. Lands where the sign-in page was
 * asked to go.
 */
export async function signInByMail(
  page: Page,
  base: string,
  mailsTo: (address: string) => Promise<ParsedMail[]>,
  email: string,
) {
  const seen = (await mailsTo(email)).length;
  if (!page.url().includes('/admin/login/')) await page.goto(`${base}/admin/login/`);
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText(`If ${email} belongs to someone here`);
  const link = new URL(await linkMailedTo(mailsTo, email, seen));
  await page.goto(`${base}${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
