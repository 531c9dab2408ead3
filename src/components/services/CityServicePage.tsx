import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import type { City, Service } from '../../lib/catalogue.ts';
import type { RegionData } from '../../lib/content-schemas.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import { cityServiceUrl, cityUrl } from '../../lib/urls.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { BusinessDetails } from '../location/BusinessDetails.tsx';
import { Artwork } from '../ui/Artwork.tsx';
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { Faq } from '../ui/Faq.tsx';
import { RichText } from '../ui/RichText.tsx';
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
      <section className="bg-forest-900 text-white" aria-labelledby="page-heading">
        <div className="container-page grid items-center gap-8 py-10 md:grid-cols-[1fr_22rem] md:py-14">
          <div>
            <Breadcrumbs crumbs={crumbs} tone="light" />
            <h1 id="page-heading" className="mt-6 text-4xl font-extrabold text-white sm:text-5xl">
              {service.name} in {city.name}, {city.provinceCode.toUpperCase()}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-white/90">{service.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <CallButton phone={phone} place="hero" label="Call" />
              {/* On a phone the quote form sits below the content; this takes the visitor straight to it. */}
              <a href="#quote" className="btn-ghost-light">
                Request a free quote
              </a>
            </div>
          </div>
          <Artwork art={art} alt="" priority className="w-full rounded-2xl" sizes="(min-width: 768px) 22rem, 100vw" />
        </div>
      </section>

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

        <aside className="space-y-5 lg:sticky lg:top-24 lg:self-start" aria-label={`Get help in ${city.name}`}>
          <section id="quote" className="card p-6" aria-labelledby="quote-heading">
            <h2 id="quote-heading" className="text-lg font-bold">
              Request a Quote
            </h2>
            <p className="mt-1 text-sm text-stone-700">Free and without obligation. We call you back.</p>
            {/* Shown after a plain form post (no JavaScript), which comes back to #quote-sent. */}
            <p
              id="quote-sent"
              role="status"
              className="mt-3 hidden rounded-lg bg-forest-50 p-3 text-sm text-forest-900 target:block"
            >
              <strong>Quote Request Sent!</strong> Thank you! We&apos;ve received your request and will call you back
              shortly.
            </p>
            <div className="mt-4">{quoteForm}</div>
            <p className="my-4 flex items-center gap-3 text-sm font-semibold text-stone-500 before:h-px before:flex-1 before:bg-stone-200 after:h-px after:flex-1 after:bg-stone-200">
              OR
            </p>
            <CallButton phone={phone} place="sidebar" label="Call" className="w-full" />
          </section>

          {service.pricing && (
            <section className="card p-6" aria-labelledby="pricing-heading">
              <h2 id="pricing-heading" className="text-lg font-bold">
                Pricing Guidance
              </h2>
              <RichText source={service.pricing} className="mt-3 text-sm text-stone-700" />
            </section>
          )}

          <section className="card p-6" aria-labelledby="warranty-heading">
            <h2 id="warranty-heading" className="flex items-center gap-2 text-lg font-bold">
              <ShieldCheck aria-hidden="true" className="size-5 text-forest-600" /> Our Warranty
            </h2>
            <p className="mt-3 text-sm text-stone-700">
              Every repair we make comes with a written warranty: if wildlife gets back in through our work, we come
              back and fix it free.
            </p>
          </section>

          {related.length > 0 && (
            <nav className="card p-6" aria-labelledby="related-heading">
              <h2 id="related-heading" className="text-lg font-bold">
                Related Services
              </h2>
              <ul className="mt-3 space-y-1.5">
                {related.map((r) => (
                  <li key={r.slug}>
                    <a className="link" href={cityServiceUrl(city.provinceCode, city.slug, r.slug)}>
                      Expert {r.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          <BusinessDetails city={city} mapsUrl={mapsUrl} openStatus={openStatus} />
        </aside>
      </div>
    </>
  );
}
