import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { $toast } from '../../lib/toast-store.ts';
import { island } from './island.tsx';

const Toaster = lazy(() => import('./Toaster.tsx'));

/** Mounts the toast viewport when the first toast is shown, so pages without toasts ship none of its code. */
function ToastIslandView({ t }: { t: Dictionary['toast'] }) {
  const toast = useStore($toast);
  const [wanted, setWanted] = useState(false);
  if (toast && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster t={t} />
    </Suspense>
  ) : null;
}

export const ToastIsland = island('ToastIsland', ToastIslandView);
