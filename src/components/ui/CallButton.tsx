import { Phone } from 'lucide-react';
import type { AnchorHTMLAttributes } from 'react';
import type { CallPlace } from '../../lib/call-clicks.ts';
import type { PhoneNumber } from '../../site.config.ts';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  phone: PhoneNumber;
  /** Where the button sits: the label of its click event. */
  place: CallPlace;
  /** Visible words before the number ('Call', « Appeler »); the number itself is always shown. */
  label: string;
  /** Show the number after the label. */
  showNumber?: boolean;
}

/** The amber call-to-action: a tel: link with the page's number. */
export function CallButton({ phone, place, label, showNumber = true, className = '', ...rest }: Props) {
  return (
    <a href={phone.href} data-call={place} className={`btn-call ${className}`} {...rest}>
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      <span>
        {label}
        {showNumber && <span className="whitespace-nowrap"> {phone.text}</span>}
      </span>
    </a>
  );
}
