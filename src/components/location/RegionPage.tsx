import { ArrowRight } from 'lucide-react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import type { GreaterArea, Service } from '../../lib/catalogue.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import { cityUrl, serviceUrl } from '../../lib/urls.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { CallButton } from '../ui/CallButton.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { Hero } from '../ui/Hero.tsx';
import { PickerButton } from './PickerButton.tsx';

interface Props {
  area: GreaterArea;
  crumbs: Crumb[];
  art: ArtworkData;
  phone: PhoneNumber;
  /** The first four services (spec §9). */
  services: Service[];
}

/** /{province}/{greaterArea}/: the area's cities and the services offered there (spec §2). */
export function RegionPage({ area, crumbs, art, phone, services }: Props) {
  return (
    <>
      <Hero
        crumbs={crumbs}
        eyebrow={area.provinceName}
        title={`Wildlife Control in ${area.name}`}
        lead={area.blurb}
        art={{ data: art, layout: 'behind' }}
      >
        <CallButton phone={phone} place="hero" label="Call" />
        <PickerButton source="Region Hero" className="btn-ghost-light">
          Choose Your City
        </PickerButton>
      </Hero>

      <section className="container-page py-14" aria-labelledby="cities-heading">
        <SectionHeading id="cities-heading" eyebrow="Cities" title={`Where we work in ${area.name}`}>
          Choose your city for local hours, the neighbourhoods we cover and the number to call.
        </SectionHeading>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {area.cities.map((city) => (
            <li key={city.slug}>
              <a
                href={cityUrl(city.provinceCode, city.slug)}
                className="card flex h-full items-center justify-between gap-3 p-5 font-bold text-forest-900 hover:shadow-md"
              >
                <span>
                  {city.name}
                  <span className="block text-sm font-normal text-stone-600">{city.nap.locationHint}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-forest-600" />
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-paper py-14" aria-labelledby="region-services-heading">
        <div className="container-page">
          <SectionHeading id="region-services-heading" eyebrow="Services" title={`Common calls in ${area.name}`} />
          <ul className="mt-6 flex flex-wrap gap-3">
            {services.map((s) => (
              <li key={s.slug}>
                <a href={serviceUrl(s.slug)} className="btn-outline bg-white">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
