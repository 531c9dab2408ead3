import { useEffect } from 'react';
import { reportCallClick } from '../../lib/call-clicks.ts';
import { fillFormTokens } from '../../lib/form-token-field.ts';
import { rememberPage } from '../../lib/page-memory.ts';
import { openPickerOnUse } from '../../lib/picker-opener.ts';
import { whenShown } from '../../lib/speculation.ts';
import { island } from '../ui/island.tsx';

/**
 * The page's own behaviour, started with the islands once the page has painted, so
 * that nothing is fetched for it before: count calls, remember the page, give its lead forms
 * their token, prefetch on intent, make the picker's links buttons that open it.
 * An island that renders nothing, because islands are what Astro loads after the first paint.
 * Calls tapped sooner were queued by the layout's inline listener (`window.earlyClicks`).
 */
function PageScriptsView() {
  useEffect(() => {
    const early = window.earlyClicks ?? [];
    window.earlyClicks = undefined;
    for (const event of early) reportCallClick(event, document);
    document.addEventListener('click', (event) => reportCallClick(event, document));
    // A prerendered page remembers nothing until the visitor actually opens it.
    whenShown(document, () => {
      rememberPage(document.body.dataset);
      void fillFormTokens(document);
    });
    // Where the browser has no Speculation Rules, its stand-in, in a file of its own.
    if (!HTMLScriptElement.supports?.('speculationrules')) {
      void import('../../lib/prefetch.ts').then(({ prefetchOnIntent }) => prefetchOnIntent(document));
    }
    openPickerOnUse(document);
  }, []);
  return null;
}

export const PageScripts = island('PageScripts', PageScriptsView);
