import { MapPin } from '../ui/icons.tsx';
import type { AnchorHTMLAttributes } from 'react';
import type { Lang } from '../../lib/i18n.ts';
import { paths } from '../../lib/urls.ts';

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  lang: Lang;
  /** When set, choosing a city goes to that city's page for this service. */
  service?: string;
  /** Where the click is reported from, for analytics ("Hero", "Sidebar Location Picker"). */
  source?: string;
}

/**
 * Opens the location picker. A link to the page of every place, so it leads somewhere without
 * JavaScript; once the page's own code runs, every [data-open-picker] is a button that opens
 * the dialog instead (src/lib/picker-opener.ts). Static HTML, so the page components around it stay static.
 */
export function PickerButton({ lang, service, source, className = 'btn-primary', children, ...rest }: Props) {
  return (
    <a
      href={paths[lang].find}
      data-open-picker=""
      data-picker-service={service}
      data-picker-source={source}
      className={className}
      {...rest}
    >
      <MapPin aria-hidden="true" className="size-5 shrink-0" />
      {children}
    </a>
  );
}
