import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { track } from '../../lib/analytics.ts';
import type { CatalogueFile, PickerProvince } from '../../lib/catalogue.ts';
import type { Lang } from '../../lib/i18n.ts';
import { $picker, closePicker, openPicker } from '../../lib/location-store.ts';
import { showToast } from '../../lib/toast-store.ts';
import { catalogueUrl } from '../../lib/urls.ts';
import { island } from '../ui/island.tsx';

const loadDialog = () => import('./PickerDialog.tsx');
const PickerDialog = lazy(loadDialog);

async function loadProvinces(): Promise<PickerProvince[]> {
  const response = await fetch(catalogueUrl);
  if (!response.ok) throw new Error(`${catalogueUrl} answered ${response.status}`);
  return ((await response.json()) as CatalogueFile).provinces;
}

/**
 * The location picker's island: one per page, opened through the shared store by the
 * header, or by any [data-open-picker] button on the page. On the first opening it loads
 * the dialog's code and the list of cities, side by side.
 */
function LocationPickerView({ lang, t }: { lang: Lang; t: Dictionary['picker'] }) {
  const { open } = useStore($picker);
  const [provinces, setProvinces] = useState<PickerProvince[]>();

  // The static [data-open-picker] links lead to the page of every place without JavaScript;
  // from here on they are buttons that open the picker (a click, Enter, or Space as a button
  // answers), through one listener for each.
  useEffect(() => {
    for (const trigger of document.querySelectorAll('[data-open-picker]')) {
      trigger.role = 'button';
      trigger.ariaHasPopup = 'dialog';
    }
    const open = (event: KeyboardEvent | MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-open-picker]');
      if (!trigger || ('key' in event && event.key !== ' ')) return;
      event.preventDefault();
      const source = trigger.dataset.pickerSource;
      if (source) track('click', { event_category: 'CTA', event_label: source });
      openPicker({ service: trigger.dataset.pickerService });
    };
    // For the page's life, as the island's: nothing to remove (as in PageScripts).
    document.addEventListener('click', open);
    document.addEventListener('keydown', open);
  }, []);

  useEffect(() => {
    if (!open || provinces) return;
    void loadDialog();
    loadProvinces().then(setProvinces, (error: unknown) => {
      console.error(error);
      closePicker();
      showToast({ ...t.loadFailed, tone: 'error' });
    });
  }, [open, provinces, t]);

  return provinces ? (
    <Suspense fallback={null}>
      <PickerDialog lang={lang} t={t} provinces={provinces} />
    </Suspense>
  ) : null;
}

export const LocationPicker = island('LocationPicker', LocationPickerView);
