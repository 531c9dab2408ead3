import type { ReactNode } from 'react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import type { City, Service } from '../../lib/catalogue.ts';
import type { RegionData } from '../../lib/content-schemas.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import { cityServiceUrl, cityUrl } from '../../lib/urls.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { CallButton } from '../ui/CallButton.tsx';
import { Faq } from '../ui/Faq.tsx';
import { Hero } from '../ui/Hero.tsx';
import { CityServiceSidebar } from './CityServiceSidebar.tsx';
import { ServiceSections } from './ServiceSections.tsx';

type Local = RegionData['services'][string];

interface Props {
  service: Service;
  city: City;
  crumbs: Crumb[];
  art: ArtworkData;
  phone: PhoneNumber;
  mapsUrl: string;
  /** What is true of this service in the city's province. */
  local: Local;
  climate: string;
  related: Service[];
  /** Other cities served in the same greater area, then province. */
  nearby: City[];
  faq: Service['faq'];
  /** Named slots from the route: islands. */
  quoteForm?: ReactNode;
  openStatus?: ReactNode;
}

/** /{province}/{city}/{service}/ (spec §2), with what is true of this service in this place. */
export function CityServicePage(props: Props) {
  const { service, city, crumbs, art, phone, mapsUrl, local, climate, related, nearby, faq, quoteForm, openStatus } =
    props;
  const absent = local.presence === 'absent';
  return (
    <>
      <Hero
        crumbs={crumbs}
        title={`${service.name} in ${city.name}, ${city.provinceCode.toUpperCase()}`}
        lead={service.description}
        art={{ data: art, layout: 'beside', column: '22rem', sizes: '(min-width: 768px) 22rem, 100vw', onPhones: true }}
      >
        <CallButton phone={phone} place="hero" label="Call" />
        {/* On a phone the quote form sits below the content; this takes the visitor straight to it. */}
        <a href="#quote" className="btn-ghost-light">
          Request a free quote
        </a>
      </Hero>

      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-12">
          <section
            aria-labelledby="local-heading"
            className={`card p-6 ${absent ? 'border-amber-300 bg-amber-50' : 'bg-forest-50'}`}
          >
            <h2 id="local-heading" className="text-xl font-bold">
              {absent
                ? `${service.name} in ${city.name}: what you are more likely dealing with`
                : `${service.name} in ${city.provinceName}`}
            </h2>
            <p className="mt-3 text-stone-800">{local.note}</p>
            {local.likelyInstead && <p className="mt-3 text-stone-800">{local.likelyInstead}</p>}
            <p className="mt-3 text-stone-700">{climate}</p>
          </section>

          <ServiceSections
            service={service}
            headings={{
              whatItIs: 'What It Is',
              signsAndRisks: 'Signs & Risks',
              humaneProcess: 'Our Proven Process',
              whenToCall: 'When to Call a Professional',
            }}
          />

          <section aria-labelledby="served-heading">
            <h2 id="served-heading" className="text-2xl font-bold sm:text-3xl">
              Where we work around {city.name}
            </h2>
            <p className="mt-3 text-stone-700">
              From {city.name} we serve {city.nap.areasServed.join(', ')}.
            </p>
            {nearby.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-2">
                {nearby.map((n) => (
                  <li key={`${n.provinceCode}/${n.slug}`}>
                    <a
                      className="btn-outline min-h-10 px-4 py-1.5 text-sm"
                      href={cityServiceUrl(n.provinceCode, n.slug, service.slug)}
                    >
                      {service.name} in {n.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-4">
              <a className="link" href={cityUrl(city.provinceCode, city.slug)}>
                All services in {city.name}
              </a>
            </p>
          </section>

          {faq.length > 0 && (
            <Faq heading={`${service.name} in ${city.name}: questions`} items={faq} id="city-service-faq" />
          )}
        </div>

        <CityServiceSidebar
          service={service}
          city={city}
          phone={phone}
          mapsUrl={mapsUrl}
          related={related}
          quoteForm={quoteForm}
          openStatus={openStatus}
        />
      </div>
    </>
  );
}
