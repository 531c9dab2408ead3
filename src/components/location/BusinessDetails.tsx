import { Clock, ExternalLink, MapPin, Navigation, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { strings } from '../../i18n/dictionary.ts';
import type { City } from '../../lib/catalogue.ts';
import { weeklyHours } from '../../lib/hours.ts';
import type { Lang } from '../../lib/i18n.ts';
import { servedFrom, type Serving } from '../../lib/claims.ts';
import { capitalized, fill } from '../../lib/text.ts';
import { site } from '../../site.config.ts';

interface Props {
  lang: Lang;
  city: City;
  mapsUrl: string;
  /** Who serves the city: a team of its own, one whose reach takes it in, or none. */
  serving: Serving;
  /** The live open/closed line (an island), shown above the weekly hours. */
  openStatus?: ReactNode;
}

/**
 * The city's listing: address, or a service-area line when there is no office to visit, location
 * hint, areas served, and the maps link; office hours only where a team works from the city,
 * elsewhere who answers. The phone line is 24/7 everywhere. A city outside every team's reach has
 * no listing: who answers its calls, and no visit promised.
 */
export function BusinessDetails({ lang, city, mapsUrl, serving, openStatus }: Props) {
  const t = strings(lang).business;
  const { address, locationHint, areasServed, hours } = city.nap;
  const provinceCode = city.provinceCode.toUpperCase();
  const team = servedFrom(serving, lang);
  if (serving.kind === 'outside') {
    return (
      <section className="card p-6" aria-labelledby="business-heading">
        <h2 id="business-heading" className="text-lg font-bold">
          {fill(t.outsideHeading, { city: city.name })}
        </h2>
        <div className="mt-4 flex gap-3 text-sm">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-600" />
          <p>{fill(t.outside, { city: city.name, team })}</p>
        </div>
      </section>
    );
  }
  return (
    <section className="card p-6" aria-labelledby="business-heading">
      <h2 id="business-heading" className="text-lg font-bold">
        {fill(t.heading, { brand: site.shortName, city: city.name })}
      </h2>
      <div className="mt-4 space-y-4 text-sm">
        <div className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-600" />
          {address ? (
            <address className="not-italic">
              {address.street}
              <br />
              {city.name}, {provinceCode} {address.postalCode}
            </address>
          ) : (
            <p>{fill(t.serviceArea, { in: city.greaterAreaIn })}</p>
          )}
        </div>
        <div className="flex gap-3">
          <Navigation aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-600" />
          <p>{locationHint}</p>
        </div>
        <div>
          <h3 className="font-semibold text-forest-900">{t.areasServed}</h3>
          <p className="mt-1 text-stone-700">{areasServed.map(capitalized).join(' · ')}</p>
        </div>
        {hours ? (
          <div>
            <h3 className="flex items-center gap-2 font-semibold text-forest-900">
              <Clock aria-hidden="true" className="size-4 text-forest-600" /> {t.hours}
            </h3>
            <div className="mt-1">{openStatus}</div>
            <table className="mt-2 w-full text-left text-stone-700">
              <caption className="sr-only">{fill(t.hoursCaption, { city: city.name })}</caption>
              <tbody>
                {weeklyHours(hours, lang, t.closed).map((row) => (
                  <tr key={row.days}>
                    <th scope="row" className="py-0.5 pr-3 font-normal">
                      {row.days}
                    </th>
                    <td className="py-0.5">{row.hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-stone-600">{t.phoneLine}</p>
          </div>
        ) : (
          <div className="flex gap-3">
            <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-600" />
            <p>{fill(t.noOffice, { city: city.name, team })}</p>
          </div>
        )}
        <a href={mapsUrl} className="link inline-flex items-center gap-1" rel="noopener" target="_blank">
          {t.maps} <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t.newTab}</span>
        </a>
      </div>
    </section>
  );
}
