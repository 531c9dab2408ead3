import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { QUERY_MAX_LENGTH } from '../../lib/places.ts';
import { paths } from '../../lib/urls.ts';

interface Props {
  lang: Lang;
  words: Pick<Dictionary['find'], 'searchLabel' | 'searchButton'>;
  /** What the visitor searched for, on the server's answer. */
  value?: string;
}

/**
 * "Do we serve you?": a plain form the server answers (src/server/find.tsx), so it works
 * without JavaScript, on the find page and on the server's own answers.
 */
export function PlaceSearchForm({ lang, words, value }: Props) {
  return (
    <form method="get" action={paths[lang].find} role="search">
      <label htmlFor="place-search" className="block font-semibold text-stone-800">
        {words.searchLabel}
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id="place-search"
          name="q"
          type="search"
          defaultValue={value}
          maxLength={QUERY_MAX_LENGTH}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-forest-600"
        />
        <button type="submit" className="btn-primary">
          {words.searchButton}
        </button>
      </div>
    </form>
  );
}
