/**
 * The little a journey needs from a browser, so the same journey code drives every engine.
 * Selectors are CSS; `text`, when given, picks the first visible match whose text contains it.
 */
export interface Driver {
  readonly engine: string;
  goto(url: string): Promise<void>;
  /** The page's layout viewport, in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  click(selector: string, text?: string): Promise<void>;
  /** Types into an empty field, as a person would (key by key). */
  fill(selector: string, value: string): Promise<void>;
  /** Chooses the option with this value in a <select>. */
  select(selector: string, value: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page and returns its (JSON) value. */
  evaluate<T>(expression: string): Promise<T>;
  url(): Promise<string>;
  close(): Promise<void>;
}

/** A page expression: the first visible element matching `selector` (containing `text`), or null. */
export function findExpression(selector: string, text?: string): string {
  // An <option> has no box of its own: it shows when its <select> does.
  return `[...document.querySelectorAll(${JSON.stringify(selector)})].find((found) => {
    const el = found.closest('select') ?? found;
    return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' &&
      el.closest('[hidden]') === null &&
      (${JSON.stringify(text ?? '')} === '' || found.textContent.includes(${JSON.stringify(text ?? '')}));
  }) ?? null`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls until `check` returns true (or throws after `timeout` ms, saying what it waited for). The
 * default is generous, since a wait ends as soon as its check passes: npm test runs these journeys
 * beside the Chromium suite, and under that load a quick quote's confirmation once took over 10 s.
 */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeout = 30_000): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * Runs an action until it succeeds, as Playwright does: an element may not exist yet, or may be
 * moving in (a dialog's opening animation) when the browser refuses to interact with it.
 */
export async function retry<T>(action: () => Promise<T>, timeout = 5_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      return await action();
    } catch (error) {
      if (Date.now() > end) throw error;
      await sleep(100);
    }
  }
}

/** Waits for a visible element matching `selector` (containing `text`). */
export async function waitFor(d: Driver, selector: string, text?: string): Promise<void> {
  const what = `${selector}${text ? ` with "${text}"` : ''}`;
  await waitUntil(what, async () => d.evaluate<boolean>(`(${findExpression(selector, text)}) !== null`)).catch(
    async (error: Error) => {
      throw new Error(`${error.message} on ${await d.url()}`);
    },
  );
}

/**
 * Starts recording, in the page, the text of every toast shown from now on. A toast closes itself
 * after 5 seconds, and polling over WebDriver on a loaded machine once missed one entirely; the
 * page's own record cannot.
 */
export function recordToasts(d: Driver): Promise<unknown> {
  return d.evaluate(`(() => {
    const seen = (window.toastsSeen = []);
    const note = () => document.querySelectorAll('.toast').forEach((toast) => {
      if (toast.getClientRects().length > 0 && !seen.includes(toast.textContent)) seen.push(toast.textContent);
    });
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
    return true;
  })()`);
}

/** Waits until a toast containing `text` has been shown since recordToasts(). */
export function waitForToast(d: Driver, text: string): Promise<void> {
  return waitUntil(`a toast with "${text}"`, () =>
    d.evaluate<boolean>(`(window.toastsSeen ?? []).some((seen) => seen.includes(${JSON.stringify(text)}))`),
  );
}

/** Waits until no visible element matches `selector` (containing `text`). */
export function waitForGone(d: Driver, selector: string, text?: string): Promise<void> {
  return waitUntil(`${selector}${text ? ` with "${text}"` : ''} to go`, async () =>
    d.evaluate<boolean>(`(${findExpression(selector, text)}) === null`),
  );
}

export function waitForUrl(d: Driver, path: string): Promise<void> {
  return waitUntil(`the URL to be ${path}`, async () => new URL(await d.url()).pathname === path);
}

/**
 * Waits until the page's islands have hydrated (Astro removes `ssr`), those loaded on visibility
 * aside. Astro removes it once React is asked to hydrate, and React hydrates in tasks of its own
 * (its effects, such as a document click listener, come last): so wait a few frames more.
 */
export async function waitForHydration(d: Driver): Promise<void> {
  await waitUntil('hydration', async () =>
    d.evaluate<boolean>(
      `document.querySelectorAll('astro-island[ssr]:not([client="visible"], [client="use"])').length === 0`,
    ),
  );
  await settle(d);
}

/** Lets the page run its pending tasks and paint a few frames. */
export function settle(d: Driver): Promise<void> {
  return d.evaluate(
    `new Promise((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))), 50))`,
  );
}
