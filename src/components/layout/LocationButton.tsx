import { MapPin } from '../ui/icons.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { useStore } from '@nanostores/react';
import { $location, openPicker } from '../../lib/location-store.ts';
import { placeNames, type StoredLocation } from '../../lib/storage.ts';
import { island } from '../ui/island.tsx';
import { useHydrated } from '../ui/useHydrated.ts';

interface Props {
  lang: Lang;
  t: Dictionary['locationButton'];
  className: string;
  /** The city this page makes the chosen one (a city page's), drawn in the page as built. */
  pageLocation?: StoredLocation;
}

/**
 * 'Select Location', or the chosen city's name once one is chosen, in the page's
 * language. A city page chooses its city as it starts (src/lib/page-memory.ts), so its name is
 * drawn from the first frame and nothing moves when the page runs. The caller sets the display
 * (it differs between the header row and the phone row). It opens the picker itself, so it works
 * from the moment it runs, and as a [data-open-picker] control it starts the picker's island on
 * its first use (src/lib/picker-opener.ts).
 */
function LocationButtonView({ lang, t, className, pageLocation }: Props) {
  const chosen = useStore($location);
  // Until it runs, the button is what the page was built with: the page's own city, or none (a
  // stored one only the browser knows). The store starts with the page's city (location-store.ts).
  const location = useHydrated() ? chosen : pageLocation;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => openPicker()}
      data-open-picker=""
      className={`min-h-11 items-center gap-1.5 rounded-full border border-stone-300 px-3 text-sm font-semibold text-forest-900 hover:border-forest-600 hover:bg-forest-50 ${className}`}
    >
      <MapPin aria-hidden="true" className="size-4 text-forest-600" />
      <span data-testid="location-button-label">{location ? placeNames(location, lang).cityName : t.choose}</span>
      {location && <span className="sr-only">{t.change}</span>}
    </button>
  );
}

export const LocationButton = island('LocationButton', LocationButtonView);
