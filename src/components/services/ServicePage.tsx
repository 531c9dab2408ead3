import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { strings } from '../../i18n/dictionary.ts';
import type { Presence } from '../../lib/content-schemas.ts';
import type { Lang } from '../../lib/i18n.ts';
import { fill } from '../../lib/text.ts';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import { cityLabel, type City, type Service } from '../../lib/catalogue.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import { cityUrl, paths } from '../../lib/urls.ts';
import type { PhoneLine } from '../../site.config.ts';
import { CallCard } from '../location/CallCard.tsx';
import { PickerButton } from '../location/PickerButton.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { Faq } from '../ui/Faq.tsx';
import { LinkListCard } from '../ui/LinkListCard.tsx';
import { Hero } from '../ui/Hero.tsx';
import { RichText } from '../ui/RichText.tsx';
import { AudienceCards } from './AudienceCards.tsx';
import { ServiceSections } from './ServiceSections.tsx';
import { WarrantyCard } from './WarrantyCard.tsx';

/** The banner's height, in lines of its text: French needs one more on narrow screens. */
const bannerSpace: Record<Lang, string> = {
  en: '[[data-stored-location]_&]:min-h-[4.76rem] sm:[[data-stored-location]_&]:min-h-[3.17rem]',
  fr: '[[data-stored-location]_&]:min-h-[6.36rem] sm:[[data-stored-location]_&]:min-h-[4.76rem] lg:[[data-stored-location]_&]:min-h-[3.17rem]',
};

interface Props {
  lang: Lang;
  /** The newest blog posts about this page's services. */
  posts: { href: string; label: string }[];
  service: Service;
  crumbs: Crumb[];
  art: ArtworkData;
  phone: PhoneLine;
  cities: City[];
  /** The cities we serve, by whether this animal lives there. */
  range: Partial<Record<Presence, City[]>>;
  /** Named slot: the stored-city banner island. */
  banner?: ReactNode;
}

/** /services/{slug}/: the Canada-wide page of one service. */
export function ServicePage({ lang, service, crumbs, art, phone, cities, range, banner, posts }: Props) {
  const t = strings(lang);
  const rows = (['common', 'occasional', 'absent'] as const).map((presence) => ({
    presence,
    label: t.service[presence],
  }));
  const animals = service.animals ?? '';
  const values = {
    service: service.name,
    lowercase: service.name.toLowerCase(),
    animals,
    // For an English heading in title case: "Where Raccoons Live…".
    Animals: animals.charAt(0).toUpperCase() + animals.slice(1),
  };
  return (
    <>
      {/* The banner appears once the islands have loaded, after the first paint. A returning
          visitor (a stored city) gets its space from the start (the head script marks the page),
          so nothing below moves. */}
      <div className={bannerSpace[lang]}>{banner}</div>
      <Hero
        lang={lang}
        crumbs={crumbs}
        title={fill(t.service.title, values)}
        lead={service.description}
        art={{ data: art, layout: 'beside', column: '24rem', sizes: '24rem' }}
        background="bg-forest-950"
      >
        <CallButton phone={phone} place="hero" label={t.call} />
        <PickerButton lang={lang} service={service.urlSlug} source="Service Hero" className="btn-ghost-light">
          {t.service.chooseCity}
        </PickerButton>
      </Hero>

      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-12">
          <ServiceSections
            service={service}
            headings={{
              whatItIs: fill(t.service.whatIs, values),
              signsAndRisks: t.service.signsAndRisks,
              humaneProcess: t.service.humaneProcess,
              whenToCall: t.service.whenToCall,
            }}
          />
          {(range.occasional?.length || range.absent?.length) && (
            <section aria-labelledby="range-heading">
              <h2 id="range-heading" className="text-2xl font-bold sm:text-3xl">
                {fill(service.animals ? t.service.range : t.service.rangeUnnamed, values)}
              </h2>
              <dl className="mt-4 space-y-3 text-lg text-stone-700">
                {rows.map(
                  ({ presence, label }) =>
                    range[presence]?.length && (
                      <div key={presence}>
                        <dt className="font-semibold text-stone-900">{label}</dt>
                        <dd>{range[presence].map((city) => cityLabel(city)).join(' · ')}</dd>
                      </div>
                    ),
                )}
              </dl>
            </section>
          )}
          {service.pricing && (
            <section id="pricing" aria-labelledby="pricing-heading">
              <h2 id="pricing-heading" className="text-2xl font-bold sm:text-3xl">
                {t.service.cost}
              </h2>
              <RichText source={service.pricing} className="mt-4 text-lg text-stone-700" />
            </section>
          )}
          <WarrantyCard lang={lang} service={service.slug} />
          <section aria-labelledby="audiences-heading">
            <h2 id="audiences-heading" className="sr-only">
              {t.service.audiences}
            </h2>
            <AudienceCards
              lang={lang}
              residential={{ heading: t.service.homes, text: t.service.homesText }}
              commercial={{ heading: t.service.businesses, text: t.service.businessesText }}
              compact
            />
          </section>
          {service.faq.length > 0 && <Faq heading={fill(t.service.faq, values)} items={service.faq} id="service-faq" />}
          {posts.length > 0 && <LinkListCard id="blog-heading" heading={t.blog.fromTheBlog} links={posts} />}
        </div>

        <aside className="space-y-5 lg:sticky lg:top-24 lg:self-start" aria-labelledby="local-team-heading">
          <CallCard lang={lang} phone={phone} />
          <div className="card p-6">
            <h2 id="local-team-heading" className="text-lg font-bold">
              {t.service.localTeam}
            </h2>
            <p className="mt-2 text-sm text-stone-700">{fill(t.service.localTeamText, values)}</p>
            <PickerButton
              lang={lang}
              service={service.urlSlug}
              source="Sidebar Location Picker"
              className="btn-primary mt-4 w-full"
            >
              {t.service.selectCity}
            </PickerButton>
            <h3 id="service-locations-heading" className="mt-6 font-semibold text-forest-900">
              {t.service.locations}
            </h3>
            {/* Scrollable, so it is a focusable region that keyboard users can scroll. */}
            <section
              aria-labelledby="service-locations-heading"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard
              tabIndex={0}
              className="mt-2 max-h-56 overflow-y-auto rounded-lg pr-2"
            >
              <ul className="space-y-1 text-sm">
                {cities.map((city) => (
                  <li key={`${city.provinceCode}/${city.slug}`}>
                    <a
                      className="link inline-flex items-center gap-1.5 py-0.5"
                      href={cityUrl(lang, city.provinceCode, city.slug)}
                    >
                      <MapPin aria-hidden="true" className="size-3.5 text-forest-600" />
                      {cityLabel(city)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
            <a href={paths[lang].home} className="link mt-6 inline-block text-sm">
              {t.service.backHome}
            </a>
          </div>
        </aside>
      </div>

      <section className="bg-forest-800 text-white" aria-labelledby="closing-heading">
        <div className="container-page flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="closing-heading" className="text-2xl font-bold text-white sm:text-3xl">
              {t.service.closing}
            </h2>
            <p className="mt-2 max-w-xl text-white/90">{t.service.closingText}</p>
          </div>
          <CallButton phone={phone} place="closing" label={t.call} />
        </div>
      </section>
    </>
  );
}
