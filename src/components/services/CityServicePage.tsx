import type { ReactNode } from 'react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import type { City, LocalService, Service } from '../../lib/catalogue.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import { paragraphs } from '../../lib/text.ts';
import { cityServiceUrl, cityUrl, serviceUrl } from '../../lib/urls.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { CallButton } from '../ui/CallButton.tsx';
import { Faq } from '../ui/Faq.tsx';
import { Hero } from '../ui/Hero.tsx';
import { CityServiceSidebar } from './CityServiceSidebar.tsx';
import { ServiceSections } from './ServiceSections.tsx';

interface Props {
  service: Service;
  city: City;
  crumbs: Crumb[];
  art: ArtworkData;
  phone: PhoneNumber;
  mapsUrl: string;
  /** What is true of this service in this city and its province. */
  local: LocalService;
  related: Service[];
  /** Other cities of the province that have this animal, its greater area first. */
  nearby: City[];
  faq: Service['faq'];
  /** Named slots from the route: islands. */
  quoteForm?: ReactNode;
  openStatus?: ReactNode;
}

const Paragraphs = ({ text }: { text: string | undefined }) =>
  paragraphs(text ?? '').map((p) => <p key={p.slice(0, 40)}>{p}</p>);

/** /{province}/{city}/{service}/ (spec §2), with what is true of this service in this place. */
export function CityServicePage(props: Props) {
  const { service, city, crumbs, art, phone, mapsUrl, local, related, nearby, faq, quoteForm, openStatus } = props;
  const absent = local.presence === 'absent';
  // Wildlife and pest control name no single animal, and are never absent.
  const animals = service.animals ?? service.name.toLowerCase();
  return (
    <>
      <Hero
        crumbs={crumbs}
        title={`${service.name} in ${city.name}, ${city.provinceCode.toUpperCase()}`}
        lead={absent ? `There are no ${animals} in ${city.name}. Here is what is more likely.` : service.description}
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
          {absent ? (
            <section aria-labelledby="absent-heading" className="card space-y-3 border-amber-300 bg-amber-50 p-6">
              <h2 id="absent-heading" className="text-2xl font-bold">
                Not found in {city.name}: what you are more likely dealing with
              </h2>
              <div className="space-y-3 text-lg text-stone-800">
                <Paragraphs text={local.cityNote} />
                <Paragraphs text={local.likelyInstead} />
              </div>
              <p className="text-stone-800">
                Whatever is in your attic, walls or yard, we can identify it and deal with it humanely: call us or ask
                for a free quote, or see{' '}
                <a className="link" href={cityUrl(city.provinceCode, city.slug)}>
                  everything we handle in {city.name}
                </a>
                .
              </p>
            </section>
          ) : (
            <ServiceSections
              service={service}
              withExtra={false}
              whatItIs={
                <>
                  <Paragraphs text={local.cityNote} />
                  <Paragraphs text={local.provinceNote} />
                  {local.presence === 'occasional' && <Paragraphs text={local.likelyInstead} />}
                  <p className="text-base text-stone-600">{local.climate}</p>
                  <p className="text-base">
                    <a className="link" href={serviceUrl(service.slug)}>
                      More about {animals} across Canada
                    </a>
                  </p>
                </>
              }
              headings={{
                whatItIs: 'What It Is',
                signsAndRisks: 'Signs & Risks',
                humaneProcess: 'Our Proven Process',
                whenToCall: 'When to Call a Professional',
              }}
            />
          )}

          <section aria-labelledby="served-heading">
            <h2 id="served-heading" className="text-2xl font-bold sm:text-3xl">
              Where we work around {city.name}
            </h2>
            {city.setting && <p className="mt-3 text-stone-700">{city.setting}</p>}
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
          withPricing={!absent}
          quoteForm={quoteForm}
          openStatus={openStatus}
        />
      </div>
    </>
  );
}
