import { useStore } from '@nanostores/react';
import { $location } from '../../lib/location-store.ts';
import type { StoredLocation } from '../../lib/storage.ts';
import { useHydrated } from '../ui/useHydrated.ts';

/** The chosen location, or undefined until hydrated: the server cannot know it. */
export function useStoredLocation(): StoredLocation | undefined {
  const location = useStore($location);
  return useHydrated() ? location : undefined;
}
