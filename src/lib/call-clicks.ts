/**
 * Counts calls to action: every `<a href="tel:..." data-call="place">` on a page
 * reports `click` with the place it sits and the number dialled. One listener on the
 * document serves every call link, so the static components that render them stay static.
 * Each click also goes to the site's own counter (the owner's numbers), consent or
 * not: it carries only the page's path and the kind, nothing that identifies anyone.
 */
import { track, type AnalyticsParams } from './analytics.ts';
import { sendPageEvent } from './page-events.ts';

/** Where on a page a call link sits: the label its click is reported with. */
export type CallPlace =
  | 'top_bar'
  | 'header'
  | 'hero'
  | 'sidebar'
  | 'closing'
  | 'home_contact'
  | 'floating'
  | 'footer'
  | 'contact_page'
  | 'thank_you'
  | 'not_found'
  /** A phone link in Markdown: legal pages, blog posts. */
  | 'content';

/** The event parameters of a click on a call link, from its `href` and `data-call`. */
export function callClickParams(link: { href: string; place: string }): AnalyticsParams {
  return { event_category: 'Call', event_label: link.place, phone_number: link.href.replace(/^tel:/, '') };
}

/**
 * Reports a click if it was on a call link. Called by the layout's one click listener, which is
 * registered before this module is fetched so that a call tapped at once is counted too.
 */
export function reportCallClick(event: Event, doc: Document): void {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href^="tel:"][data-call]');
  if (!link?.dataset.call) return;
  track('click', callClickParams({ href: link.getAttribute('href') ?? '', place: link.dataset.call }));
  sendPageEvent('call', doc.location.pathname);
}
