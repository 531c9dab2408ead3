import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { track } from '../../lib/analytics.ts';
import { $picker, openPicker } from '../../lib/location-store.ts';
import type { PickerProvince } from './picker-types.ts';
import { island } from '../ui/island.tsx';

const PickerDialog = lazy(() => import('./PickerDialog.tsx'));

/**
 * The location picker's island: one per page, opened through the shared store by the
 * header, or by any [data-open-picker] button on the page. The dialog's code loads on
 * the first opening.
 */
function LocationPickerView({ provinces }: { provinces: PickerProvince[] }) {
  const { open } = useStore($picker);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);

  // Buttons rendered as static HTML open the picker through one listener.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>('[data-open-picker]');
      if (!button) return;
      const source = button.dataset.pickerSource;
      if (source) track('click', { event_category: 'CTA', event_label: source });
      openPicker({ service: button.dataset.pickerService });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return wanted ? (
    <Suspense fallback={null}>
      <PickerDialog provinces={provinces} />
    </Suspense>
  ) : null;
}

export const LocationPicker = island('LocationPicker', LocationPickerView);
