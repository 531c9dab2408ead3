import { useEffect, useState } from 'react';
import { consentKey, consentUpdate, readConsent, type ConsentChoice } from '../../lib/consent.ts';
import { paths } from '../../lib/urls.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { island } from '../ui/island.tsx';

type Gtag = (command: 'consent', action: 'update', state: ReturnType<typeof consentUpdate>) => void;

function applyChoice(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(consentKey, choice);
  } catch {
    // storage blocked: the choice holds for this page only
  }
  (window as unknown as { gtag?: Gtag }).gtag?.('consent', 'update', consentUpdate(choice));
}

/**
 * The consent banner: shown until the visitor chooses, with equal-weight Accept and Reject,
 * and again from the footer's 'Cookie settings' ([data-open-consent]).
 */
function ConsentBannerView() {
  const hydrated = useHydrated();
  const [reopened, setReopened] = useState(false);
  const [chosen, setChosen] = useState<ConsentChoice | undefined>(undefined);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('[data-open-consent]')) setReopened(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const stored = hydrated ? readConsent(window.localStorage) : undefined;
  const visible = hydrated && (reopened || (!stored && !chosen));
  if (!visible) return null;

  const choose = (choice: ConsentChoice) => {
    applyChoice(choice);
    setChosen(choice);
    setReopened(false);
  };
  const button = 'btn min-w-32 border-2 border-forest-800';
  return (
    <section
      aria-labelledby="consent-heading"
      className="animate-fade-in fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white shadow-2xl sm:inset-x-auto sm:bottom-6 sm:left-6 sm:max-w-md sm:rounded-2xl sm:border"
    >
      <div className="p-5 pr-24 sm:pr-5">
        <h2 id="consent-heading" className="font-bold text-forest-900">
          Your privacy
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          May we measure visits with analytics cookies to improve this site? Nothing measures you unless you accept. See
          our{' '}
          <a className="link" href={paths.privacy}>
            privacy policy
          </a>
          .
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className={`${button} bg-forest-800 text-white hover:bg-forest-900`}
            onClick={() => choose('granted')}
          >
            Accept
          </button>
          <button
            type="button"
            className={`${button} bg-forest-800 text-white hover:bg-forest-900`}
            onClick={() => choose('denied')}
          >
            Reject
          </button>
        </div>
      </div>
    </section>
  );
}

export const ConsentBanner = island('ConsentBanner', ConsentBannerView);
