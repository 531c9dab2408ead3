import type { ReactNode } from 'react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import { strings } from '../../i18n/dictionary.ts';
import type { City, LocalService, Service } from '../../lib/catalogue.ts';
import { servedFrom, type Serving } from '../../lib/claims.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import { fill, joinList, paragraphs } from '../../lib/text.ts';
import { cityServiceUrl, cityUrl, serviceUrl } from '../../lib/urls.ts';
import type { PhoneLine } from '../../site.config.ts';
import { CallButton } from '../ui/CallButton.tsx';
import { Faq } from '../ui/Faq.tsx';
import { LinkListCard } from '../ui/LinkListCard.tsx';
import { Hero } from '../ui/Hero.tsx';
import { CityServiceFacts, CityServiceSidebar } from './CityServiceSidebar.tsx';
import { ServiceSections } from './ServiceSections.tsx';

interface Props {
  lang: Lang;
  /** The newest blog posts about this page's services. */
  posts: { href: string; label: string }[];
  service: Service;
  city: City;
  crumbs: Crumb[];
  art: ArtworkData;
  phone: PhoneLine;
  mapsUrl: string;
  /** Who serves the city: a team of its own, one whose reach takes it in, or none. */
  serving: Serving;
  /** Where the work may call for a pesticide: whether we hold a licence here, or who does that part. */
  pesticides: string | undefined;
  /** Where the law wants a permit for contracts at the home (Québec): whether one is made there, and how. */
  homeContracts: string | undefined;
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

/** /{province}/{city}/{service}/, with what is true of this service in this place. */
export function CityServicePage(props: Props) {
  const { lang, service, city, crumbs, art, phone, local, nearby, faq, posts, serving } = props;
  const t = strings(lang);
  const absent = local.presence === 'absent';
  const outside = serving.kind === 'outside';
  const words = outside ? { ...t.cityService, ...t.cityService.outside } : t.cityService;
  const values = {
    service: service.name,
    lowercase: service.name.toLowerCase(),
    // Wildlife and pest control name no single animal, and are never absent.
    animals: service.animals ?? service.name.toLowerCase(),
    city: city.name,
    province: city.provinceCode.toUpperCase(),
    areas: joinList(city.nap.areasServed, t.and),
    team: servedFrom(serving, lang),
  };
  const cityPage = cityUrl(lang, city.provinceCode, city.slug);
  return (
    <>
      <Hero
        lang={lang}
        crumbs={crumbs}
        title={fill(words.title, values)}
        lead={
          absent || outside
            ? fill(absent ? t.cityService.absentLead : t.cityService.outside.lead, values)
            : service.description
        }
        art={{ data: art, layout: 'beside', column: '22rem', sizes: '22rem' }}
      >
        <CallButton phone={phone} place="hero" label={t.call} />
        {/* On a phone the quote form sits below the content; this takes the visitor straight to it. */}
        <a href="#quote" className="btn-ghost-light">
          {words.requestQuote}
        </a>
      </Hero>

      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-12">
          {absent ? (
            <section aria-labelledby="absent-heading" className="card space-y-3 border-amber-300 bg-amber-50 p-6">
              <h2 id="absent-heading" className="text-2xl font-bold">
                {fill(t.cityService.absentHeading, values)}
              </h2>
              <div className="space-y-3 text-lg text-stone-800">
                <Paragraphs text={local.cityNote} />
                <Paragraphs text={local.likelyInstead} />
              </div>
              <p className="text-stone-800">
                {t.cityService.absentHelp}
                <a className="link" href={cityPage}>
                  {fill(t.cityService.absentLink, values)}
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
                    <a className="link" href={serviceUrl(lang, service.urlSlug)}>
                      {fill(service.animals ? t.cityService.moreAbout : t.cityService.moreAboutService, values)}
                    </a>
                  </p>
                </>
              }
              headings={{
                whatItIs: t.cityService.whatItIs,
                signsAndRisks: t.cityService.signsAndRisks,
                humaneProcess: t.cityService.humaneProcess,
                whenToCall: t.cityService.whenToCall,
              }}
            />
          )}

          <section aria-labelledby="served-heading">
            <h2 id="served-heading" className="text-2xl font-bold sm:text-3xl">
              {fill(outside ? t.city.settingTitle : t.cityService.servedHeading, values)}
            </h2>
            {city.setting && <p className="mt-3 text-stone-700">{city.setting}</p>}
            {/* Who serves the neighbourhoods, from the teams' data: never a city no team goes to. */}
            {!outside && (
              <p className="mt-3 text-stone-700">
                {fill(serving.kind === 'own' ? t.cityService.served : t.cityService.servedReach, values)}
              </p>
            )}
            {nearby.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-2">
                {nearby.map((n) => (
                  <li key={`${n.provinceCode}/${n.slug}`}>
                    <a
                      className="btn-outline min-h-10 px-4 py-1.5 text-sm"
                      href={cityServiceUrl(lang, n.provinceCode, n.slug, service.urlSlug)}
                    >
                      {fill(t.cityService.nearby, { service: service.name, city: n.name })}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-4">
              <a className="link" href={cityPage}>
                {fill(t.cityService.allServices, values)}
              </a>
            </p>
          </section>

          <CityServiceFacts {...props} withPricing={!absent} />

          {faq.length > 0 && <Faq heading={fill(t.cityService.faq, values)} items={faq} id="city-service-faq" />}
          {posts.length > 0 && <LinkListCard id="blog-heading" heading={t.blog.fromTheBlog} links={posts} />}
        </div>

        <CityServiceSidebar {...props} withPricing={!absent} />
      </div>
      {/* On a phone the form is far down the page: a way to it from anywhere below the first screen (global.css). */}
      <a
        href="#quote"
        className="to-quote fixed bottom-5 left-4 z-20 min-h-12 items-center rounded-full bg-forest-800 px-5 font-bold text-white no-underline shadow-lg ring-4 ring-white hover:bg-forest-900"
      >
        {t.cityService.toQuote}
      </a>
    </>
  );
}
