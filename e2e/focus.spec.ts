import { expect, test, type Page } from '@playwright/test';
import { desktopViewport, gotoHydrated, phoneViewport } from './helpers.ts';

/**
 * Where the focused element is, if the sticky header overlaps it; undefined when it is clear.
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
    const top = focused.getBoundingClientRect().top;
    const headerBottom = header.getBoundingClientRect().bottom;
    return top < headerBottom - 1
      ? `${focused.tagName} "${focused.textContent?.trim().slice(0, 30)}" at ${top}, header ends at ${headerBottom}`
      : undefined;
  });
}

for (const viewport of [phoneViewport, desktopViewport]) {
  test(`at ${viewport.width} px the sticky header never hides the focused element`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/on/brampton/raccoon-removal/');
    const hidden: string[] = [];
    // Down the page, then back up it, where the header is in the way.
    for (const key of [...Array<string>(50).fill('Tab'), ...Array<string>(50).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const problem = await focusUnderHeader(page);
      if (problem) hidden.push(`${key}: ${problem}`);
    }
    expect(hidden).toEqual([]);
  });
}
