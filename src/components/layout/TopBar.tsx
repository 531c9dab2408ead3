import { Clock } from 'lucide-react';
import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { lineLanguageNote } from '../../lib/phone.ts';
import { fill } from '../../lib/text.ts';
import type { PhoneLine } from '../../site.config.ts';

/** The line above the header: open 24/7, and the number. A landmark, so no content sits outside one. */
/** `reach`: where our teams go (src/lib/claims.ts reachIn), which the tagline names. */
export function TopBar({ lang, phone, reach }: { lang: Lang; phone: PhoneLine; reach: string }) {
  const t = strings(lang).topBar;
  const note = lineLanguageNote(phone, lang);
  return (
    <aside aria-label={t.label} className="bg-forest-900 text-sm text-white">
      <div className="container-page flex min-h-9 items-center justify-between gap-4 py-1">
        <p className="flex items-center gap-2 font-semibold tracking-wide">
          <Clock aria-hidden="true" className="size-4 text-amber-cta" />
          {/* Capitals by CSS: the French symbols (24 h, 7 j) are lower case in the text itself. */}
          <span className="uppercase">{t.hours}</span>
          {note && <span className="font-normal tracking-normal">· {note}</span>}
          <span className="hidden font-normal tracking-normal text-white/80 sm:inline">
            {fill(t.tagline, { reach })}
          </span>
        </p>
        <a
          href={phone.href}
          data-call="top_bar"
          className="font-semibold text-white underline-offset-4 hover:underline"
        >
          <span className="sr-only">{t.call}</span>
          {phone.text}
        </a>
      </div>
    </aside>
  );
}
