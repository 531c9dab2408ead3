import { MapPin } from '../ui/icons.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { openPicker } from '../../lib/location-store.ts';
import { placeNames } from '../../lib/storage.ts';
import { useStoredLocation } from '../location/useStoredLocation.ts';
import { island } from '../ui/island.tsx';

interface Props {
  lang: Lang;
  t: Dictionary['locationButton'];
  className: string;
}

/**
 * 'Select Location', or the chosen city's name once one is chosen, in the page's
 * language. The caller sets the display (it differs between the header row and the phone row).
 * It opens the picker itself, so it works from the moment it runs, and as a [data-open-picker]
 * control it starts the picker's island on its first use (src/lib/picker-opener.ts).
 */
function LocationButtonView({ lang, t, className }: Props) {
  const location = useStoredLocation();
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
