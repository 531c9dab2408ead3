/**
 * The next page already there when the visitor taps. Browsers with the Speculation
 * Rules API prerender a link of this site when the pointer rests on it or a finger touches it
 * (moderate eagerness); others get the page prefetched at the same moments. Never the server's
 * own routes (/api/, /admin/), files (a path with a dot), a link that downloads or opens another
 * window, or one marked data-no-prerender; tel: and mailto: links are not of this site anyway.
 */
const excluded = ['/api/*', '/admin/*', '/*.*'];
const excludedLinks = '[download], [target="_blank"], [data-no-prerender]';

/** The page's <script type="speculationrules">, as JSON. */
export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: excluded } },
          { not: { selector_matches: excludedLinks } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** Whether a link may be prepared ahead of a tap: the same rules, for browsers without the API. */
export function isPreparable(link: HTMLAnchorElement, here: Location): boolean {
  const url = new URL(link.href, here.href);
  return (
    url.origin === here.origin &&
    !/^\/(api|admin)\//.test(url.pathname) &&
    !url.pathname.split('/').at(-1)?.includes('.') &&
    url.pathname !== here.pathname &&
    !link.matches(excludedLinks)
  );
}

/**
 * Where the browser has no Speculation Rules, prefetch a link's page when the pointer rests on
 * it (after 65 ms, like moderate eagerness), a finger touches it or the keyboard focuses it.
 */
export function prefetchOnIntent(doc: Document): void {
  if (HTMLScriptElement.supports?.('speculationrules')) return;
  const done = new Set<string>();
  let timer: number | undefined;
  const prefetch = (link: HTMLAnchorElement) => {
    if (done.has(link.href) || !isPreparable(link, doc.location)) return;
    done.add(link.href);
    const hint = doc.createElement('link');
    hint.rel = 'prefetch';
    hint.href = link.href;
    doc.head.append(hint);
  };
  const linkOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  doc.addEventListener('pointerover', (event) => {
    const link = linkOf(event);
    window.clearTimeout(timer);
    if (link) timer = window.setTimeout(() => prefetch(link), 65);
  });
  for (const type of ['touchstart', 'focusin'] as const) {
    doc.addEventListener(
      type,
      (event) => {
        const link = linkOf(event);
        if (link) prefetch(link);
      },
      { passive: true },
    );
  }
}

/**
 * Runs `effect` once the page is shown: at once, or when a prerendered page is activated. What a
 * page remembers or counts must not happen for a page prepared and never opened.
 */
export function whenShown(doc: Document, effect: () => void): void {
  if (doc.prerendering) {
    doc.addEventListener('prerenderingchange', effect, { once: true });
  } else effect();
}
