import { useEffect } from 'react';
import {
  addRecentlyViewed,
  readStored,
  isRecentlyViewed,
  storageKeys,
  writeStored,
  type RecentlyViewedEntry,
} from '../../lib/storage.ts';
import { limits } from '../../site.config.ts';
import { island } from '../ui/island.tsx';

/** Adds this city x service page to Recently Viewed (spec §9: 3 most recent, de-duplicated). Renders nothing. */
function RecordVisitView({ entry }: { entry: Omit<RecentlyViewedEntry, 'date'> }) {
  useEffect(() => {
    const read = readStored(window.localStorage, storageKeys.recentlyViewed, isRecentlyViewed);
    const list = addRecentlyViewed(
      read.ok ? read.value : [],
      { ...entry, date: new Date().toISOString() },
      limits.recentlyViewed,
    );
    writeStored(window.localStorage, storageKeys.recentlyViewed, list);
  }, [entry]);
  return null;
}

export const RecordVisit = island('RecordVisit', RecordVisitView);
