import { ArrowRight } from '../ui/icons.tsx';
import { Dialog } from '../ui/Dialog.tsx';
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

/** The service details dialog: the service's description and a link to its page. */
export default function ServiceModal({ content, open, onOpenChange, opener }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={content.title}
      close={content.close}
      opener={opener}
      wide
      description={
        <div className="mt-4 space-y-3 text-stone-700">
          {paragraphs(content.body).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      }
    >
      <a href={content.href} className="btn-primary mt-6">
        {content.learnMore} <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </Dialog>
  );
}
