import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { CatalogueFile, PickerProvince } from '../../lib/catalogue.ts';
import type { Lang } from '../../lib/i18n.ts';
import { $picker, closePicker } from '../../lib/location-store.ts';
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
 * The location picker's island: one per page, opened through the shared store by any
 * [data-open-picker] control (src/lib/picker-opener.ts). It starts on the first use of one
 * (`client:use`), so no page loads its code before; it then loads the dialog's code and the
 * list of cities, side by side.
 */
function LocationPickerView({ lang, t }: { lang: Lang; t: Dictionary['picker'] }) {
  const { open } = useStore($picker);
  const [provinces, setProvinces] = useState<PickerProvince[]>();

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
