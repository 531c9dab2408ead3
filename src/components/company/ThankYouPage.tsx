import { CheckCircle2 } from 'lucide-react';
import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { paths } from '../../lib/urls.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { ExposureAdvice } from '../forms/UrgencyQuestions.tsx';
import { CallButton } from '../ui/CallButton.tsx';

/**
 * /thank-you/: after the contact form. A message that answered yes to the exposure question lands
 * on /thank-you/#exposure-advice, which shows the public-health advice (hidden otherwise).
 */
export function ThankYouPage({ lang, phone }: { lang: Lang; phone: PhoneNumber }) {
  const t = strings(lang);
  return (
    <div className="container-page max-w-2xl py-16 text-center md:py-24">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-forest-600" />
      <h1 className="mt-4 text-4xl font-extrabold sm:text-5xl">{t.thankYou.heading}</h1>
      <p className="mt-4 text-lg text-stone-700">{t.thankYou.text}</p>
      <ExposureAdvice lang={lang} heading="h2" className="mt-8" />
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <CallButton phone={phone} place="thank_you" label={t.call} />
        <a className="btn-outline" href={paths[lang].home}>
          {t.thankYou.home}
        </a>
      </div>
    </div>
  );
}
