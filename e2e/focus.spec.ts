import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { desktopViewport, gotoHydrated, phoneViewport } from './helpers.ts';
import { analyticsURL } from './servers.ts';

// A first visit to the build that runs analytics: the consent banner is up, and it must not hide
// what the keyboard reaches either.
test.use({ baseURL: analyticsURL, storageState: { cookies: [], origins: [] } });
test.beforeEach(async ({ page }) => {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
});

/**
 * Where the focused element is, if the consent banner hides it, the sticky header overlaps it or
 * the floating Call Now button hides it entirely; undefined when it is clear.
 * The header itself, what comes before it (skip link, top bar) and fixed controls are not checked
 * against the header.
 */
function focusHidden(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const header = document.querySelector('header');
    if (!focused || !header || focused === document.body) return undefined;
    const banner = document.querySelector('[aria-labelledby="consent-heading"]');
    if (banner && !banner.contains(focused)) {
      const f = focused.getBoundingClientRect();
      const b = banner.getBoundingClientRect();
      const inside = f.top >= b.top && f.bottom <= b.bottom && f.left >= b.left && f.right <= b.right;
      // Inside the banner's box and not drawn above it (the skip link is): hidden.
      const onTop = focused.contains(document.elementFromPoint(f.left + f.width / 2, f.top + f.height / 2));
      if (inside && !onTop) return `${focused.tagName} "${focused.textContent?.trim().slice(0, 30)}" under the banner`;
    }
    if (header.contains(focused) || banner?.contains(focused)) return undefined;
    if (focused.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING) return undefined;
    for (let e: Element | null = focused; e; e = e.parentElement) {
      if (getComputedStyle(e).position === 'fixed') return undefined;
    }
    const box = focused.getBoundingClientRect();
    const callNow = document.querySelector('a[data-call="floating"]')?.getBoundingClientRect();
    if (
      callNow &&
      box.top >= callNow.top &&
      box.bottom <= callNow.bottom &&
      box.left >= callNow.left &&
      box.right <= callNow.right
    ) {
      return `${focused.tagName} "${focused.textContent?.trim().slice(0, 30)}" under the Call Now button`;
    }
    const top = box.top;
    const headerBottom = header.getBoundingClientRect().bottom;
    return top < headerBottom - 1
      ? `${focused.tagName} "${focused.textContent?.trim().slice(0, 30)}" at ${top}, header ends at ${headerBottom}`
      : undefined;
  });
}

for (const viewport of [phoneViewport, desktopViewport]) {
  test(`at ${viewport.width} px neither the banner, the sticky header nor the Call Now button hides the focused element`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    // A long page, a short one whose footer the keyboard reaches, and a form.
    for (const path of ['/on/brampton/raccoon-removal/', '/thank-you/', '/contact/']) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('region', { name: 'Your Privacy' })).toBeVisible();
      const hidden: string[] = [];
      // Down the page, then back up it, where the header is in the way.
      for (const key of [...Array<string>(50).fill('Tab'), ...Array<string>(50).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        const problem = await focusHidden(page);
        if (problem) hidden.push(`${key}: ${problem}`);
      }
      expect(hidden, path).toEqual([]);
    }
  });
}
