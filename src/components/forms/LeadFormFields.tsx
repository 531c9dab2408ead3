/**
 * Everything of a lead form that needs no script: the hidden fields, where the visitor is (the
 * postal code, which places the request with the nearest team), how urgent it is (the two
 * questions), what it looks like (photos) and the privacy notice. Rendered with the page and
 * handed to the form's island as its children (an Astro slot), so it costs no JavaScript: the
 * island posts the whole form as it is (FormData), and without JavaScript the browser does the
 * same. Never import this module from an island: it reads both dictionaries.
 */
import type { ReactNode } from 'react';
import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { photoLimits, type LeadKind } from '../../lib/lead-rules.ts';
import { fill } from '../../lib/text.ts';
import { paths } from '../../lib/urls.ts';
import { inputClass, PrivacyNotice } from './fields.tsx';
import { HiddenLeadFields } from './HiddenLeadFields.tsx';
import { UrgencyQuestions } from './UrgencyQuestions.tsx';

interface Props {
  lang: Lang;
  kind: LeadKind;
  /** The page the form is on. */
  page: string;
  /** The quick quote's service; the contact form's visitor chooses one. */
  service?: string;
  /** The contact form's two-column grid: each field takes a whole row. */
  wide?: boolean;
  /** Before the privacy notice's words ("Fields marked * are required."). */
  note?: ReactNode;
}

/**
 * A field with its label and a hint under it, which the input names as its description (the
 * label alone is its name). `input` gets the id and the description's id.
 */
function HintedField(props: {
  id: string;
  label: string;
  hint: string;
  className: string;
  input: (ids: { id: string; 'aria-describedby': string }) => ReactNode;
}) {
  const { id, label, hint, className, input } = props;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {input({ id, 'aria-describedby': `${id}-hint` })}
      <span id={`${id}-hint`} className="mt-1 block text-sm text-stone-600">
        {hint}
      </span>
    </div>
  );
}

/** The form's fields after the visitor's name and numbers, through the privacy notice. */
export function LeadFormFields({ lang, kind, page, service, wide = false, note }: Props) {
  const t = strings(lang);
  const words = t.leadDetails;
  const row = wide ? 'sm:col-span-2' : '';
  return (
    // In the contact form's grid each field is a cell; in the sidebar's quote they stack. (The
    // island's slot element takes no box, so the form's own spacing does not reach these.)
    <div className={wide ? 'contents' : 'space-y-3 pb-3'}>
      <HiddenLeadFields kind={kind} page={page} label={t[kind === 'quote' ? 'quoteForm' : 'contactForm'].honeypot} />
      {service && <input type="hidden" name="service" value={service} />}
      <HintedField
        id="lead-postal-code"
        label={words.postalCode}
        hint={words.postalCodeHint}
        className={row}
        input={(ids) => (
          <input
            {...ids}
            name="postalCode"
            maxLength={10}
            autoComplete="postal-code"
            autoCapitalize="characters"
            // A string: Preact, which renders the islands, leaves out an attribute whose value is false.
            spellCheck="false"
            className={`${inputClass} min-h-11 ${wide ? 'sm:max-w-xs' : ''}`}
          />
        )}
      />
      <UrgencyQuestions lang={lang} />
      <HintedField
        id="lead-photos"
        label={words.photos}
        hint={fill(words.photosHint, photoLimits)}
        className={row}
        input={(ids) => (
          <input
            {...ids}
            name="photos"
            type="file"
            accept="image/*"
            multiple
            className="mt-1 block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-xl file:border file:border-stone-300 file:bg-stone-50 file:px-4 file:font-semibold file:text-forest-900"
          />
        )}
      />
      <PrivacyNotice t={{ ...t.privacyNotice, href: paths[lang].privacy }} className={row}>
        {note}
      </PrivacyNotice>
    </div>
  );
}
