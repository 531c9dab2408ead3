import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { $location, storedLocationWasDiscarded } from '../../lib/location-store.ts';
import { placeNames } from '../../lib/storage.ts';
import { fill } from '../../lib/text.ts';
import { cityServiceUrl, cityUrl } from '../../lib/urls.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { island } from '../ui/island.tsx';

interface Props {
  lang: Lang;
  t: Dictionary['storedCity'];
  /** The service's slug in this page's language. */
  service: string;
  /** Cities ("bc/victoria") where this animal does not live: their city page, not the service's. */
  absentIn: string[];
}

/** 'Looking for details specific to {city}, {PROVINCE}? View your city page'. */
function StoredCityBannerView({ lang, t, service, absentIn }: Props) {
  const stored = useStore($location);
  const location = useHydrated() ? stored : undefined;
  useEffect(() => {
    // An unparsable stored value was already discarded: no banner, and only this log.
    if (storedLocationWasDiscarded) console.error('Failed to parse stored location for handoff.');
  }, []);
  if (!location) return null;
  const absent = absentIn.includes(`${location.province}/${location.city}`);
  return (
    <div className="border-b border-amber-200 bg-amber-50" role="note">
      <p className="container-page py-3 text-stone-800">
        {fill(t.text, { city: placeNames(location, lang).cityName, province: location.province.toUpperCase() })}
        <a
          className="link font-semibold"
          href={
            absent
              ? cityUrl(lang, location.province, location.city)
              : cityServiceUrl(lang, location.province, location.city, service)
          }
        >
          {t.link}
        </a>
      </p>
    </div>
  );
}

export const StoredCityBanner = island('StoredCityBanner', StoredCityBannerView);
