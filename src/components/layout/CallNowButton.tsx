import { Phone } from '../ui/icons.tsx';
import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { PhoneNumber } from '../../site.config.ts';

/**
 * The round call button that stays within a thumb's reach ('Call Now'), in a
 * landmark of its own so no content sits outside one.
 */
export function CallNowButton({ lang, phone }: { lang: Lang; phone: PhoneNumber }) {
  const t = strings(lang).callNow;
  return (
    <aside aria-label={t.label}>
      <a
        href={phone.href}
        data-call="floating"
        className="fixed right-4 bottom-4 z-20 flex size-16 flex-col items-center justify-center rounded-full bg-amber-cta text-[0.7rem] leading-tight font-bold text-stone-950 shadow-lg ring-4 ring-white hover:bg-amber-cta-hover sm:right-6 sm:bottom-6"
      >
        <Phone aria-hidden="true" className="size-6" />
        <span>
          {t.button}
          <span className="sr-only"> {phone.text}</span>
        </span>
      </a>
    </aside>
  );
}
