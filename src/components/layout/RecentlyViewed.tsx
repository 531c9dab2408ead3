import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import {
  isRecentlyViewed,
  readStored,
  storageKeys,
  visitIn,
  type RecentlyViewed as Entries,
} from '../../lib/storage.ts';
import { fill } from '../../lib/text.ts';
import { cityServiceUrl } from '../../lib/urls.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { island } from '../ui/island.tsx';

let cached: Entries | undefined;

/** Read once per page view: the list only changes when another page is visited. */
function readEntries(): Entries {
  if (!cached) {
    const read = readStored(window.localStorage, storageKeys.recentlyViewed, isRecentlyViewed);
    cached = read.ok ? read.value : [];
  }
  return cached;
}

/** The footer's Recently Viewed list, from the browser's storage, in the page's language. */
function RecentlyViewedView({ lang, t }: { lang: Lang; t: Dictionary['recentlyViewed'] }) {
  const entries = useHydrated() ? readEntries() : [];
  if (entries.length === 0) {
    return <p className="text-sm text-white/75">{t.empty}</p>;
  }
  return (
    <ul className="space-y-2 text-sm">
      {entries.map((e) => {
        const visit = visitIn(e, lang);
        return (
          <li key={`${e.provinceCode}/${e.citySlug}/${e.slug}`}>
            <a
              className="text-white/90 underline-offset-4 hover:text-white hover:underline"
              href={cityServiceUrl(lang, e.provinceCode, e.citySlug, visit.slug)}
            >
              {fill(t.entry, { service: visit.title, city: visit.city })}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export const RecentlyViewed = island('RecentlyViewed', RecentlyViewedView);
