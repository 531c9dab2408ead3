import { useEffect, useRef } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { consentEvent, consentKey, type ConsentChoice } from '../../lib/consent.ts';
import { island } from '../ui/island.tsx';

/** Set on <html> while the visitor has not chosen: the only state in which the banner shows. */
const askAttribute = 'data-consent-ask';

function applyChoice(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(consentKey, choice);
  } catch {
    // storage blocked: the choice holds for this page only
  }
  // The layout's head script loads Google's tag on a yes, and stops it on a no.
  document.dispatchEvent(new CustomEvent(consentEvent, { detail: choice }));
}

/**
 * The consent banner: equal-weight Accept and Reject, shown until the visitor chooses and
 * again from the footer's 'Cookie settings' ([data-open-consent]).
 *
 * It sits in the page's flow at the very top, above the top bar, rather than floating over
 * the page: a fixed banner covered call buttons, the contact form's Send button and
 * whatever the keyboard focused (WCAG 2.2 SC 2.4.11). The head script sets data-consent-ask
 * on <html> before the first paint when no choice is stored, so the banner takes its room
 * at once and never pushes the page down later.
 */
function ConsentBannerView({ t, privacy }: { t: Dictionary['consent']; privacy: string }) {
  const banner = useRef<HTMLElement>(null);
  // The control that reopened the banner gets focus back once the visitor chooses.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>('[data-open-consent]');
      if (!button) return;
      opener.current = button;
      document.documentElement.setAttribute(askAttribute, '');
      banner.current?.focus();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const choose = (choice: ConsentChoice) => {
    applyChoice(choice);
    document.documentElement.removeAttribute(askAttribute);
    opener.current?.focus();
    opener.current = null;
  };
  const button = 'btn min-w-28 border-2 border-forest-800 bg-forest-800 text-white hover:bg-forest-900';
  return (
    <section
      ref={banner}
      tabIndex={-1}
      aria-labelledby="consent-heading"
      className="consent-banner border-b border-forest-200 bg-forest-50 outline-none"
    >
      <div className="container-page flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
        <p className="text-sm text-stone-800">
          <strong id="consent-heading" className="text-forest-900">
            {t.heading}
          </strong>
          {t.text}
          <a className="link" href={privacy}>
            {t.privacyLink}
          </a>
          .
        </p>
        <div className="flex shrink-0 gap-3">
          <button type="button" className={button} onClick={() => choose('granted')}>
            {t.accept}
          </button>
          <button type="button" className={button} onClick={() => choose('denied')}>
            {t.reject}
          </button>
        </div>
      </div>
    </section>
  );
}

export const ConsentBanner = island('ConsentBanner', ConsentBannerView);
