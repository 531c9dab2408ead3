import { BadgeCheck, MapPinned, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import type { City } from '../../lib/catalogue.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import { ratingReason, type Reason } from '../../lib/claims.ts';
import { promises, type PhoneNumber, type Rating } from '../../site.config.ts';
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
  /** A published rating; without one the third reason is the satisfaction guarantee. */
  rating: Rating | undefined;
  /** Where the team that serves this city is based, if the business has one there or nearby. */
  team: { where: string; inCity: boolean } | undefined;
  /** Named slot from the route: the live open/closed line. */
  openStatus?: ReactNode;
}

/** /{province}/{city}/ (spec §2): services, the local listing, why choose us, and the city's FAQ. */
export function CityPage({ city, crumbs, art, phone, services, mapsUrl, rating, team, openStatus }: Props) {
  const reasons: (Reason & { icon: typeof Star })[] = [
    {
      icon: MapPinned,
      title: 'Truly Local',
      text: team
        ? `${team.inCity ? 'We work' : `${city.name} is served`} from ${team.where}, and we know ${city.greaterAreaName}'s homes, ravines and seasons.`
        : `We plan every visit around what lives in ${city.name}: which animals, where they get in and when.`,
    },
    { icon: BadgeCheck, title: 'Guaranteed Work', text: promises.warranty },
    { icon: Star, ...ratingReason(rating) },
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

          {city.setting && (
            <section aria-labelledby="setting-heading">
              <SectionHeading
                id="setting-heading"
                eyebrow="Homes and habitat"
                title={`Wildlife and homes in ${city.name}`}
              />
              <p className="mt-4 text-lg text-stone-700">{city.setting}</p>
            </section>
          )}

          <section aria-labelledby="why-heading">
            <SectionHeading id="why-heading" eyebrow="Why choose us" title={`Why ${city.name} calls Northpaw`} />
            <ul className="mt-6 grid gap-5 md:grid-cols-3">
              {reasons.map(({ icon: Icon, title, text, href }) => (
                <li key={title} className="card p-6">
                  <Icon aria-hidden="true" className="size-8 text-forest-600" />
                  <h3 className="mt-3 text-lg font-bold">{title}</h3>
                  <p className="mt-2 text-stone-700">{text}</p>
                  {href && (
                    <a className="link mt-2 inline-block text-sm" href={href}>
                      Read the reviews on {rating?.source}
                    </a>
                  )}
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
