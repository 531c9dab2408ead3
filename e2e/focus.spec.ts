import { expect, test, type Page } from '@playwright/test';
import { desktopViewport, gotoHydrated, phoneViewport } from './helpers.ts';

/**
 * Where the focused element is, if the sticky header overlaps it or the floating Call Now
 * button hides it entirely; undefined when it is clear.
 * The header itself, what comes before it (skip link, top bar) and fixed controls are not checked.
 */
function focusUnderHeader(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const header = document.querySelector('header');
    if (!focused || !header || focused === document.body || header.contains(focused)) return undefined;
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
  test(`at ${viewport.width} px neither the sticky header nor the Call Now button hides the focused element`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    // A long page, and a short one whose footer the keyboard reaches.
    for (const path of ['/on/brampton/raccoon-removal/', '/thank-you/']) {
      await gotoHydrated(page, path);
      const hidden: string[] = [];
      // Down the page, then back up it, where the header is in the way.
      for (const key of [...Array<string>(50).fill('Tab'), ...Array<string>(50).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        const problem = await focusUnderHeader(page);
        if (problem) hidden.push(`${key}: ${problem}`);
      }
      expect(hidden, path).toEqual([]);
    }
  });
}
