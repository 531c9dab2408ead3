import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $location, storedLocationWasDiscarded } from '../../lib/location-store.ts';
import { cityServiceUrl } from '../../lib/urls.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { island } from '../ui/island.tsx';

/** 'Looking for details specific to {city}, {PROVINCE}? View your city page' (spec §2). */
function StoredCityBannerView({ service }: { service: string }) {
  const stored = useStore($location);
  const location = useHydrated() ? stored : undefined;
  useEffect(() => {
    // An unparsable stored value was already discarded: no banner, and only this log (spec §8).
    if (storedLocationWasDiscarded) console.error('Failed to parse stored location for handoff.');
  }, []);
  if (!location) return null;
  return (
    <div className="border-b border-amber-200 bg-amber-50" role="note">
      <p className="container-page py-3 text-stone-800">
        Looking for details specific to {location.cityName}, {location.province.toUpperCase()}?{' '}
        <a className="link font-semibold" href={cityServiceUrl(location.province, location.city, service)}>
          View your city page
        </a>
      </p>
    </div>
  );
}

export const StoredCityBanner = island('StoredCityBanner', StoredCityBannerView);
