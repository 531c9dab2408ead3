import { BadgeCheck, MapPinned, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import type { City } from '../../lib/catalogue.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { ServiceGrid, type ServiceCardData } from '../services/ServiceCard.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { Faq } from '../ui/Faq.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { BusinessDetails } from './BusinessDetails.tsx';
import { Hero } from '../ui/Hero.tsx';
import { PickerButton } from './PickerButton.tsx';

interface Props {
  city: City;
  crumbs: Crumb[];
  art: ArtworkData;
  phone: PhoneNumber;
  services: ServiceCardData[];
  mapsUrl: string;
  /** Named slot from the route: the live open/closed line. */
  openStatus?: ReactNode;
}

/** /{province}/{city}/ (spec §2): services, the local listing, why choose us, and the city's FAQ. */
export function CityPage({ city, crumbs, art, phone, services, mapsUrl, openStatus }: Props) {
  const reasons = [
    {
      icon: MapPinned,
      title: 'Truly Local',
      text: `Technicians who work ${city.greaterAreaName} every week and know its homes, ravines and seasons.`,
    },
    {
      icon: BadgeCheck,
      title: 'Guaranteed Work',
      text: 'A written warranty: if wildlife gets back in through our repairs, we fix it free.',
    },
    {
      icon: Star,
      title: '5-Star Rated',
      text: 'Satisfaction guaranteed. We explain every step before we start and leave the site clean.',
    },
  ];
  return (
    <>
      <Hero
        crumbs={crumbs}
        eyebrow={`${city.greaterAreaName}, ${city.provinceName}`}
        title={`Humane Wildlife Control in ${city.name}`}
        lead={city.intro}
        art={{ data: art, layout: 'behind' }}
      >
        <CallButton phone={phone} place="hero" label="Call" />
        <PickerButton source="City Hero" className="btn-ghost-light">
          Change city
        </PickerButton>
      </Hero>

      <div className="container-page grid gap-10 py-14 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-14">
          <section aria-labelledby="city-services-heading">
            <SectionHeading id="city-services-heading" eyebrow="Services" title={`What we handle in ${city.name}`} />
            <ServiceGrid services={services} columns="sm:grid-cols-2" className="mt-6" />
          </section>

          <section aria-labelledby="why-heading">
            <SectionHeading id="why-heading" eyebrow="Why choose us" title={`Why ${city.name} calls Northpaw`} />
            <ul className="mt-6 grid gap-5 md:grid-cols-3">
              {reasons.map(({ icon: Icon, title, text }) => (
                <li key={title} className="card p-6">
                  <Icon aria-hidden="true" className="size-8 text-forest-600" />
                  <h3 className="mt-3 text-lg font-bold">{title}</h3>
                  <p className="mt-2 text-stone-700">{text}</p>
                </li>
              ))}
            </ul>
          </section>

          {city.faq.length > 0 && <Faq heading={`${city.name} questions`} items={city.faq} id="city-faq" />}
        </div>

        {/* First on phones: a local visitor wants the hours and the number before the catalogue. */}
        <aside
          className="order-first space-y-5 lg:sticky lg:top-24 lg:order-none lg:self-start"
          aria-label={`Contact ${city.name}`}
        >
          <section className="card bg-forest-800 p-6 text-white" aria-labelledby="call-card-heading">
            <h2 id="call-card-heading" className="text-lg font-bold text-white">
              Wildlife problem right now?
            </h2>
            <p className="mt-2 text-sm text-white/90">
              Call 24/7. Same-day help when available, and a free, no-obligation quote.
            </p>
            <CallButton phone={phone} place="sidebar" label="Call" className="mt-4 w-full" />
          </section>
          <BusinessDetails city={city} mapsUrl={mapsUrl} openStatus={openStatus} />
        </aside>
      </div>
    </>
  );
}
