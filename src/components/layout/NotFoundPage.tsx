import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { NotFound } from '../../lib/not-found.ts';
import { paths } from '../../lib/urls.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { PickerButton } from '../location/PickerButton.tsx';
import { CallButton } from '../ui/CallButton.tsx';

/** Every not-found case: its own heading, text and way back, then help to carry on. */
export function NotFoundPage({ lang, notFound, phone }: { lang: Lang; notFound: NotFound; phone: PhoneNumber }) {
  const t = strings(lang);
  return (
    <div className="container-page max-w-3xl py-16 text-center md:py-24">
      <p className="eyebrow">{t.notFound.eyebrow}</p>
      <h1 className="mt-2 text-4xl font-extrabold sm:text-5xl" data-not-found="heading">
        {notFound.heading}
      </h1>
      <p className="mt-4 text-lg text-stone-700" data-not-found="text">
        {notFound.text}
      </p>
      <p className="mt-8">
        <a className="btn-primary" href={notFound.link.href} data-not-found="link">
          {notFound.link.label}
        </a>
      </p>
      <div className="mt-12 border-t border-stone-200 pt-8">
        <p className="font-semibold text-forest-900">{t.notFound.stillNeedHelp}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <CallButton phone={phone} place="not_found" label={t.call} />
          <PickerButton lang={lang} source="Not Found" className="btn-outline">
            {t.chooseCity}
          </PickerButton>
          <a className="btn-outline" href={paths[lang].services}>
            {t.notFound.allServices}
          </a>
        </div>
      </div>
    </div>
  );
}
