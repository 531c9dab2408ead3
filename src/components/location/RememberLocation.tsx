import { useEffect } from 'react';
import { chooseLocation } from '../../lib/location-store.ts';
import type { StoredLocation } from '../../lib/storage.ts';
import { island } from '../ui/island.tsx';

/** Visiting a city page makes that city the chosen location (spec §2). Renders nothing. */
function RememberLocationView({ location }: { location: StoredLocation }) {
  useEffect(() => chooseLocation(location), [location]);
  return null;
}

export const RememberLocation = island('RememberLocation', RememberLocationView);
