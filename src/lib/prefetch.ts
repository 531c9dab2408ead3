/**
 * The speculation rules' stand-in for a browser without the API (src/lib/speculation.ts): the
 * same links prefetched at the same moments. Its own file, loaded only by such a browser.
 */
import { excludedLinks } from './speculation.ts';

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
