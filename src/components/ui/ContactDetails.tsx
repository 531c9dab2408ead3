import { Mail, MapPin, Phone } from 'lucide-react';
import { strings } from '../../i18n/dictionary.ts';
import type { CallPlace } from '../../lib/call-clicks.ts';
import type { Lang } from '../../lib/i18n.ts';
import { fill } from '../../lib/text.ts';
import { site, type PhoneNumber } from '../../site.config.ts';

/** Phone (24/7), the general e-mail and the service area: the contact facts. */
/** `reach`: where our teams go (src/lib/claims.ts reachIn); advice by phone goes everywhere. */
export function ContactDetails({
  lang,
  phone,
  reach,
  place,
}: {
  lang: Lang;
  phone: PhoneNumber;
  reach: string;
  place: CallPlace;
}) {
  const t = strings(lang).contactDetails;
  const row = 'flex items-start gap-3';
  const icon = 'mt-0.5 size-5 shrink-0 text-forest-600';
  return (
    <ul className="space-y-4">
      <li className={row}>
        <Phone aria-hidden="true" className={icon} />
        <div>
          <p className="font-semibold text-forest-900">{t.phone}</p>
          <a className="link" href={phone.href} data-call={place}>
            {phone.text}
          </a>
        </div>
      </li>
      <li className={row}>
        <Mail aria-hidden="true" className={icon} />
        <div>
          <p className="font-semibold text-forest-900">{t.email}</p>
          <a className="link" href={`mailto:${site.emails.general}`}>
            {site.emails.general}
          </a>
        </div>
      </li>
      <li className={row}>
        <MapPin aria-hidden="true" className={icon} />
        <div>
          <p className="font-semibold text-forest-900">{t.area}</p>
          <p className="text-stone-700">
            {fill(t.areaText, { reach, city: site.headOffice.locality, province: site.headOffice.regionName })}
          </p>
        </div>
      </li>
    </ul>
  );
}
