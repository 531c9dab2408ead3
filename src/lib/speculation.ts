/**
 * The next page already there when the visitor taps. Browsers with the Speculation
 * Rules API prerender a link of this site when the pointer rests on it or a finger touches it
 * (moderate eagerness); others get the page prefetched at the same moments. Never the server's
 * own routes (/api/, /admin/), files (a path with a dot), a link that downloads or opens another
 * window, or one marked data-no-prerender; tel: and mailto: links are not of this site anyway.
 * (The prefetching is src/lib/prefetch.ts, loaded only by a browser that needs it.)
 */
const excluded = ['/api/*', '/admin/*', '/*.*'];
export const excludedLinks = '[download], [target="_blank"], [data-no-prerender]';

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

/**
 * Runs `effect` once the page is shown: at once, or when a prerendered page is activated. What a
 * page remembers or counts must not happen for a page prepared and never opened.
 */
export function whenShown(doc: Document, effect: () => void): void {
  if (doc.prerendering) {
    doc.addEventListener('prerenderingchange', effect, { once: true });
  } else effect();
}
