import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { PlaceSearchForm } from './PlaceSearchForm.tsx';

interface Link {
  name: string;
  href: string;
}

interface Props {
  lang: Lang;
  crumbs: Crumb[];
  phone: PhoneNumber;
  provinces: { name: string; areas: (Link & { cities: Link[] })[] }[];
  services: Link[];
}

/**
 * The search "Do we serve you?" for towns without a page of their own, then every place and
 * service as plain links: where the header's menu and location buttons lead
 * when JavaScript is off or not loaded yet, and a map of the site for anyone.
 */
export function FindPage({ lang, crumbs, phone, provinces, services }: Props) {
  const t = strings(lang);
  const words = t.find;
  return (
    <div className="container-page py-10 md:py-14">
      <Breadcrumbs lang={lang} crumbs={crumbs} />
      <h1 className="mt-6 text-4xl font-extrabold sm:text-5xl">{words.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-700">{words.intro}</p>
      <section className="card mt-8 max-w-2xl p-5" aria-labelledby="search-heading">
        <h2 id="search-heading" className="text-xl font-bold">
          {words.searchHeading}
        </h2>
        <div className="mt-3">
          <PlaceSearchForm lang={lang} words={words} />
        </div>
        <p className="mt-3 text-sm text-stone-700">{words.searchNote}</p>
        <p className="mt-2 text-xs text-stone-600">
          {words.placeData}
          <a className="link" href="https://www.geonames.org/">
            GeoNames
          </a>{' '}
          (
          <a className="link" href="https://creativecommons.org/licenses/by/4.0/">
            CC BY 4.0
          </a>
          ).
        </p>
      </section>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="places-heading">
          <h2 id="places-heading" className="text-2xl font-bold">
            {words.places}
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {provinces.map((province) => (
              <section key={province.name} className="card p-5" aria-label={province.name}>
                <h3 className="text-lg font-bold">{province.name}</h3>
                {province.areas.map((area) => (
                  <div key={area.href} className="mt-3">
                    <a className="link font-semibold" href={area.href}>
                      {area.name}
                    </a>
                    <ul className="mt-1 space-y-1 pl-4">
                      {area.cities.map((city) => (
                        <li key={city.href}>
                          <a className="link" href={city.href}>
                            {city.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            ))}
          </div>
        </section>
        <div className="space-y-6">
          <section className="card p-5" aria-labelledby="services-heading">
            <h2 id="services-heading" className="text-xl font-bold">
              {words.services}
            </h2>
            <ul className="mt-3 space-y-1.5">
              {services.map((service) => (
                <li key={service.href}>
                  <a className="link" href={service.href}>
                    {service.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section className="card bg-forest-800 p-5 text-white" aria-labelledby="not-listed-heading">
            <h2 id="not-listed-heading" className="text-lg font-bold text-white">
              {words.notListed}
            </h2>
            <p className="mt-2 text-sm text-white/90">{words.notListedText}</p>
            <CallButton phone={phone} place="sidebar" label={t.call} className="mt-4 w-full" />
          </section>
        </div>
      </div>
    </div>
  );
}
