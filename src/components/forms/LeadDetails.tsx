/**
 * What both lead forms ask besides who the visitor is: where (the postal code, which places the
 * request with the nearest team) and what it looks like (photos). Rendered with the page and
 * handed to the form's island as its children, so it costs no JavaScript: the island posts the
 * whole form as it is (FormData), and without JavaScript the browser does the same.
 */
import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { photoLimits } from '../../lib/lead-rules.ts';
import { fill } from '../../lib/text.ts';
import { inputClass } from './fields.tsx';

const label = 'block text-sm font-semibold text-stone-800';
const hint = 'mt-1 block text-sm text-stone-600';

export function LeadDetails({ lang, wide = false }: { lang: Lang; wide?: boolean }) {
  const t = strings(lang).leadDetails;
  const span = wide ? 'sm:col-span-2' : '';
  // In the contact form's grid each field is a cell; in the sidebar's quote they stack. (The
  // island's slot element takes no box, so the form's own spacing does not reach these.)
  return (
    <div className={wide ? 'contents' : 'space-y-3 pb-3'}>
      <div className={span}>
        <label htmlFor="lead-postal-code" className={label}>
          {t.postalCode}
        </label>
        <input
          id="lead-postal-code"
          name="postalCode"
          maxLength={10}
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="lead-postal-code-hint"
          className={`${inputClass} min-h-11 ${wide ? 'sm:max-w-xs' : ''}`}
        />
        <span id="lead-postal-code-hint" className={hint}>
          {t.postalCodeHint}
        </span>
      </div>
      <div className={span}>
        <label htmlFor="lead-photos" className={label}>
          {t.photos}
        </label>
        <input
          id="lead-photos"
          name="photos"
          type="file"
          accept="image/*"
          multiple
          aria-describedby="lead-photos-hint"
          className="mt-1 block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-xl file:border file:border-stone-300 file:bg-stone-50 file:px-4 file:font-semibold file:text-forest-900"
        />
        <span id="lead-photos-hint" className={hint}>
          {fill(t.photosHint, photoLimits)}
        </span>
      </div>
    </div>
  );
}
