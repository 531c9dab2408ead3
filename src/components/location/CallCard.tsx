import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { lineLanguageNote } from '../../lib/phone.ts';
import type { PhoneLine } from '../../site.config.ts';
import { CallButton } from '../ui/CallButton.tsx';

/**
 * The sidebar's dark card with the call button: the first thing a local visitor looks for. Where no
 * team of ours goes (`outside`), it offers advice by phone and promises no same-day help.
 */
export function CallCard({ lang, phone, outside = false }: { lang: Lang; phone: PhoneLine; outside?: boolean }) {
  const t = strings(lang);
  const note = lineLanguageNote(phone, lang);
  return (
    <section className="card bg-forest-800 p-6 text-white" aria-labelledby="call-card-heading">
      <h2 id="call-card-heading" className="text-lg font-bold text-white">
        {t.city.callHeading}
      </h2>
      <p className="mt-2 text-sm text-white/90">{outside ? t.city.outside.callText : t.city.callText}</p>
      {note && <p className="mt-1 text-sm font-semibold text-white">{note}.</p>}
      <CallButton phone={phone} place="sidebar" label={t.call} className="mt-4 w-full" />
    </section>
  );
}
