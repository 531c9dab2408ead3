import * as Radix from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { X } from './icons.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's name. */
  title: string;
  /** The close button's name. */
  close: string;
  /** One element: the dialog is described by it. */
  description: ReactElement;
  /**
   * Focus returns here on closing: the dialogs are opened through listeners on the document,
   * so the element Radix remembers is not always the one that opened them.
   */
  opener: HTMLElement | null;
  /** A wider panel, for running text. */
  wide?: boolean;
  children?: ReactNode;
}

/**
 * A modal dialog: a backdrop, a centred panel that scrolls when it is taller than the screen,
 * its title and a close button. Escape or a click on the backdrop closes it too; page scroll is locked.
 */
export function Dialog({ open, onOpenChange, title, close, description, opener, wide, children }: Props) {
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className="animate-fade-in fixed inset-0 z-50 bg-forest-950/60" />
        <Radix.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
          className={`animate-fade-in fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${wide ? 'max-w-xl' : 'max-w-lg'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl`}
        >
          <div className="flex items-start justify-between gap-4">
            <Radix.Title className="text-xl font-bold text-forest-900">{title}</Radix.Title>
            <Radix.Close className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{close}</span>
            </Radix.Close>
          </div>
          <Radix.Description asChild>{description}</Radix.Description>
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
