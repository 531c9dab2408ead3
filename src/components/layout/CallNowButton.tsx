import { Phone } from '../ui/icons.tsx';
import type { PhoneNumber } from '../../site.config.ts';

/**
 * The round call button that stays within a thumb's reach (spec §2: 'Call Now'), in a
 * landmark of its own so no content sits outside one.
 */
export function CallNowButton({ phone }: { phone: PhoneNumber }) {
  return (
    <aside aria-label="Call now">
      <a
        href={phone.href}
        data-call="floating"
        className="fixed right-4 bottom-4 z-20 flex size-16 flex-col items-center justify-center rounded-full bg-amber-cta text-[0.7rem] leading-tight font-bold text-stone-950 shadow-lg ring-4 ring-white hover:bg-amber-cta-hover sm:right-6 sm:bottom-6"
      >
        <Phone aria-hidden="true" className="size-6" />
        <span>
          Call Now<span className="sr-only"> {phone.text}</span>
        </span>
      </a>
    </aside>
  );
}
