import { lazy, Suspense, useEffect, useState } from 'react';
import { island } from '../ui/island.tsx';
import type { ServiceModalContent } from './ServiceModal.tsx';

const ServiceModal = lazy(() => import('./ServiceModal.tsx'));

/**
 * Opens the service details modal from any [data-service-modal] link; without
 * JavaScript the link simply goes to the service page. The dialog's code loads on first use.
 */
function ServiceModalIslandView({ content }: { content: ServiceModalContent }) {
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLElement>('[data-service-modal]');
      if (!link || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      setOpener(link);
      setOpen(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return opener ? (
    <Suspense fallback={null}>
      <ServiceModal content={content} open={open} onOpenChange={setOpen} opener={opener} />
    </Suspense>
  ) : null;
}

export const ServiceModalIsland = island('ServiceModalIsland', ServiceModalIslandView);
