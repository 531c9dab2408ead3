/**
 * The inline script in every page's <head> (built by src/directives/islands.ts, allowed by its
 * hash in the CSP): what has to be in place before the first paint, and the start of what waits
 * until after it. One script, so the page and the CSP carry one.
 */
/** Set when the script is built: the runtime's hashed URL, and storageKeys.location (src/lib/storage.ts). */
declare const ISLANDS_URL: string;
declare const LOCATION_KEY: string;

// A call tapped before the page's scripts start is kept for PageScripts to count.
window.earlyClicks = [];
document.addEventListener('click', (event) => window.earlyClicks?.push(event));

// A returning visitor (a stored city) gets the space of a service page's stored-city banner
// from the first paint, so nothing below moves when the banner appears.
try {
  if (localStorage.getItem(LOCATION_KEY)) document.documentElement.dataset.storedLocation = '';
} catch {
  // storage blocked: no stored city, no banner
}

// The island runtime comes once the page has painted, so no script stands between a slow phone
// and the text it came for; the islands then hydrate by their directive. So does the whole
// stylesheet, of which the page carries what its first frame needs (scripts/critical-css.ts):
// the rest styles what the islands draw. A prerendered page paints only once it is shown, so it
// starts them then, after that first frame: a prerender has a few hundred milliseconds at most
// (from a rest on the link or a touch to the tap), and scripts still loading or hydrating when
// the tap came held back the page's activation and its first frame (docs/measurements.md).
const startIslands = () => {
  for (const { dataset } of document.querySelectorAll<HTMLElement>('noscript[data-stylesheet]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = dataset.stylesheet ?? '';
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.src = ISLANDS_URL;
  document.head.append(script);
};
if (document.prerendering) {
  document.addEventListener('prerenderingchange', () => requestAnimationFrame(() => setTimeout(startIslands)), {
    once: true,
  });
} else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  const painted = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    painted.disconnect();
    startIslands();
  });
  painted.observe({ type: 'paint', buffered: true });
} else {
  // No paint timing (older Safari): the load event comes after the first paint.
  addEventListener('load', startIslands, { once: true });
}
