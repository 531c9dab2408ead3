/**
 * The two questions a technician asks first, for both lead forms, and the public-health advice a
 * yes to the second one shows at once. Plain server-rendered HTML, passed to a form island as its
 * children (an Astro slot), so it adds no JavaScript: the pages that hold the quick quote have no
 * room for any. The advice shows by CSS alone (src/styles/global.css, `.exposure-advice`). Never
 * import this module from an island: it reads both dictionaries.
 */
import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { EXPOSURE_ADVICE_ID } from '../../lib/lead-rules.ts';

/** The questions, each an optional yes or no, with the advice under them. */
export function UrgencyQuestions({ lang }: { lang: Lang }) {
  const t = strings(lang).urgency;
  // The exposure answer is health information: beside it, what it is used for and that it is optional.
  const note = { animalInside: undefined, exposure: t.exposureNote };
  const question = (name: 'animalInside' | 'exposure') => (
    <fieldset {...(note[name] && { 'aria-describedby': `${name}-note` })}>
      <legend className="text-sm font-semibold text-stone-800">
        {t[name]} <span className="font-normal text-stone-600">{t.optional}</span>
      </legend>
      {note[name] && (
        <p id={`${name}-note`} className="text-sm text-stone-600">
          {note[name]}
        </p>
      )}
      <div className="flex gap-6">
        {(['yes', 'no'] as const).map((value) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2 text-base text-stone-900">
            <input type="radio" name={name} value={value} className="size-5 accent-forest-700" />
            {t[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    // The contact form is a two-column grid: the questions take a whole row of it.
    <div className="sm:col-span-2">
      <div className="space-y-3">
        {question('animalInside')}
        {question('exposure')}
      </div>
      {/* Read out when a yes to the second question shows the advice. */}
      <div aria-live="polite">
        <ExposureAdvice lang={lang} className="mt-3" />
      </div>
    </div>
  );
}

/**
 * What to do now after a bite, a scratch or a bat in the room: shown while the form's exposure
 * answer is yes, or while the address targets it (#exposure-advice, where a sent lead lands).
 * Hidden otherwise, so it can sit on the thank-you pages for every visitor.
 */
export function ExposureAdvice({
  lang,
  heading: Heading = 'p',
  className = '',
}: {
  lang: Lang;
  /** A heading of the page's outline where the advice stands alone (the thank-you page). */
  heading?: 'h2' | 'p';
  className?: string;
}) {
  const t = strings(lang).urgency;
  return (
    <div
      id={EXPOSURE_ADVICE_ID}
      className={`exposure-advice rounded-lg bg-amber-50 p-4 text-left text-stone-900 ${className}`}
    >
      <Heading className="font-bold text-stone-900">{t.adviceHeading}</Heading>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        {t.advice.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
