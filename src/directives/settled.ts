/**
 * `client:settled` (issue 17): hydrate an island once the page's first contentful paint has
 * happened and the browser is idle, so that no island's script is fetched before it. The page
 * is complete HTML without them; the islands add menus, the picker, toasts and forms' checks.
 * Like `client:idle`, but never before the paint: Chromium runs idle callbacks before it on a
 * fast machine, and a phone then fetches React ahead of the text the visitor came for.
 * A prerendered page, which nobody is watching yet, hydrates when idle.
 */
import type { ClientDirective } from 'astro';

const settled: ClientDirective = (load) => {
  // `load` fetches the island's code and returns the function that hydrates it.
  const hydrate = async () => (await load())();
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(hydrate, { timeout: 2000 }) : setTimeout(hydrate, 200);
  if (document.prerendering) return whenIdle();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // No paint timing (older Safari): the load event comes after the first paint.
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return;
  }
  const painted = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    painted.disconnect();
    whenIdle();
  });
  painted.observe({ type: 'paint', buffered: true });
};

export default settled;
