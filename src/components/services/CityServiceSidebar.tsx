import type { ReactNode } from 'react';
import { strings } from '../../i18n/dictionary.ts';
import type { City, Service } from '../../lib/catalogue.ts';
import type { Serving } from '../../lib/claims.ts';
import type { Lang } from '../../lib/i18n.ts';
import { fill } from '../../lib/text.ts';
import { cityServiceUrl, serviceUrl } from '../../lib/urls.ts';
import { promises, type PhoneLine } from '../../site.config.ts';
import { BusinessDetails } from '../location/BusinessDetails.tsx';
import { CallCard } from '../location/CallCard.tsx';
import { LinkListCard } from '../ui/LinkListCard.tsx';
import { WarrantyCard } from './WarrantyCard.tsx';
import { HomeContractsCard } from '../location/HomeContractsCard.tsx';

interface Props {
  lang: Lang;
  service: Service;
  city: City;
  phone: PhoneLine;
  mapsUrl: string;
  serving: Serving;
  pesticides: string | undefined;
  homeContracts: string | undefined;
  related: Service[];
  /** Pricing guidance is about this animal: left out where it does not live. */
  withPricing: boolean;
  /** Islands from the route: the quick quote form and the open/closed line. */
  quoteForm?: ReactNode;
  openStatus?: ReactNode;
}

/** The city x service page's sidebar: the quick quote, then the call card and the local office, which stick. */
export function CityServiceSidebar(props: Props) {
  const { lang, city, phone, mapsUrl, serving, quoteForm, openStatus } = props;
  const outside = serving.kind === 'outside';
  const words = outside
    ? { ...strings(lang).cityService, ...strings(lang).cityService.outside }
    : strings(lang).cityService;
  return (
    <aside className="space-y-5" aria-label={fill(words.sidebar, { city: city.name })}>
      <section id="quote" className="card p-6" aria-labelledby="quote-heading">
        <h2 id="quote-heading" className="text-lg font-bold">
          {words.quoteHeading}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{words.quoteText}</p>
        {/* Shown after a plain form post (no JavaScript), which comes back to #quote-sent. */}
        <p
          id="quote-sent"
          role="status"
          className="mt-3 hidden rounded-lg bg-forest-50 p-3 text-sm text-forest-900 target:block"
        >
          <strong>{words.quoteSent}</strong> {words.quoteSentText}
        </p>
        <div className="mt-4">{quoteForm}</div>
      </section>

      {/* The rest of the aside's height: the call card and the local team stay in view to the page's end. */}
      <div className="space-y-5 lg:sticky lg:top-24">
        <CallCard lang={lang} phone={phone} outside={outside} />
        <BusinessDetails lang={lang} city={city} mapsUrl={mapsUrl} serving={serving} openStatus={openStatus} />
      </div>
    </aside>
  );
}

/** The city x service page's small print, in the main column: pricing, warranty, pesticides, related services. */
export function CityServiceFacts(props: Props) {
  const { lang, service, city, pesticides, homeContracts, related, withPricing } = props;
  const t = strings(lang);
  const words = t.cityService;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {withPricing && (
        <section className="card p-6" aria-labelledby="pricing-heading">
          <h2 id="pricing-heading" className="text-lg font-bold">
            {words.pricing}
          </h2>
          <p className="mt-3 text-sm text-stone-700">
            {promises[lang].quote} {promises[lang].inspectionFee}
          </p>
          {service.pricing && (
            <p className="mt-3 text-sm">
              <a className="link" href={`${serviceUrl(lang, service.urlSlug)}#pricing`}>
                {fill(words.pricingLink, { lowercase: service.name.toLowerCase() })}
              </a>
            </p>
          )}
        </section>
      )}

      {/* Pricing and the warranty's scope are about this animal: left out where it does not live. */}
      <WarrantyCard lang={lang} service={withPricing ? service.slug : undefined} />

      {pesticides && (
        <section className="card p-6" aria-labelledby="pesticides-heading">
          <h2 id="pesticides-heading" className="text-lg font-bold">
            {t.claims.pesticidesHeading}
          </h2>
          <p className="mt-3 text-sm text-stone-700">{pesticides}</p>
        </section>
      )}

      {homeContracts && <HomeContractsCard lang={lang} note={homeContracts} />}

      {related.length > 0 && (
        <LinkListCard
          id="related-heading"
          heading={words.related}
          links={related.map((r) => ({
            href: cityServiceUrl(lang, city.provinceCode, city.slug, r.urlSlug),
            label: fill(words.relatedLink, { service: r.name }),
          }))}
        />
      )}
    </div>
  );
}
