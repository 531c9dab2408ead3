import * as Dialog from '@radix-ui/react-dialog';
import { ArrowRight, X } from '../ui/icons.tsx';
import { paragraphs } from '../../lib/text.ts';

export interface ServiceModalContent {
  title: string;
  /** Already cut to 1000 characters. */
  body: string;
  href: string;
  /** The dialog's own words, in the page's language. */
  learnMore: string;
  close: string;
}

interface Props {
  content: ServiceModalContent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus returns here on closing. */
  opener: HTMLElement;
}

/** The service details dialog: closes by its button, Escape or a click on the backdrop; locks page scroll. */
export default function ServiceModal({ content, open, onOpenChange, opener }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-forest-950/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.focus();
          }}
          className="animate-fade-in fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-forest-900">{content.title}</Dialog.Title>
            <Dialog.Close className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{content.close}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className="mt-4 space-y-3 text-stone-700">
              {paragraphs(content.body).map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </Dialog.Description>
          <a href={content.href} className="btn-primary mt-6">
            {content.learnMore} <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
