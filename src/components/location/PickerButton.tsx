import { MapPin } from '../ui/icons.tsx';
import type { ButtonHTMLAttributes } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** When set, choosing a city goes to that city's page for this service. */
  service?: string;
  /** Where the click is reported from, for analytics ("Hero", "Sidebar Location Picker"). */
  source?: string;
}

/**
 * Opens the location picker. A plain button, so page components stay static HTML: the
 * picker island listens for clicks on [data-open-picker] anywhere on the page.
 */
export function PickerButton({ service, source, className = 'btn-primary', children, ...rest }: Props) {
  return (
    <button
      type="button"
      data-open-picker=""
      data-picker-service={service}
      data-picker-source={source}
      aria-haspopup="dialog"
      className={className}
      {...rest}
    >
      <MapPin aria-hidden="true" className="size-5 shrink-0" />
      {children}
    </button>
  );
}
