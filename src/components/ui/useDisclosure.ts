import { useEffect, useId, useRef, useState } from 'react';

/**
 * A button that shows and hides a panel (the two header menus): open state, the panel's id
 * for aria-controls, and Escape, which closes the panel and hands focus back to the button.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, setOpen, close: () => setOpen(false), button, panelId };
}
