import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { $toast } from '../../lib/toast-store.ts';
import { island } from './island.tsx';

const Toaster = lazy(() => import('./Toaster.tsx'));

/** Mounts the toast viewport when the first toast is shown, so pages without toasts ship none of its code. */
function ToastIslandView() {
  const toast = useStore($toast);
  const [wanted, setWanted] = useState(false);
  if (toast && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export const ToastIsland = island('ToastIsland', ToastIslandView);
