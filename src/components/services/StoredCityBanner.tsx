import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $location, storedLocationWasDiscarded } from '../../lib/location-store.ts';
import { cityServiceUrl, cityUrl } from '../../lib/urls.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { island } from '../ui/island.tsx';

interface Props {
  service: string;
  /** Cities ("bc/victoria") where this animal does not live: their city page, not the service's. */
  absentIn: string[];
}

/** 'Looking for details specific to {city}, {PROVINCE}? View your city page' (spec §2). */
function StoredCityBannerView({ service, absentIn }: Props) {
  const stored = useStore($location);
  const location = useHydrated() ? stored : undefined;
  useEffect(() => {
    // An unparsable stored value was already discarded: no banner, and only this log (spec §8).
    if (storedLocationWasDiscarded) console.error('Failed to parse stored location for handoff.');
  }, []);
  if (!location) return null;
  const absent = absentIn.includes(`${location.province}/${location.city}`);
  return (
    <div className="border-b border-amber-200 bg-amber-50" role="note">
      <p className="container-page py-3 text-stone-800">
        Looking for details specific to {location.cityName}, {location.province.toUpperCase()}?{' '}
        <a
          className="link font-semibold"
          href={
            absent
              ? cityUrl(location.province, location.city)
              : cityServiceUrl(location.province, location.city, service)
          }
        >
          View your city page
        </a>
      </p>
    </div>
  );
}

export const StoredCityBanner = island('StoredCityBanner', StoredCityBannerView);
