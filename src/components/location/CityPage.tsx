import { BadgeCheck, MapPinned, PhoneCall, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import { strings } from '../../i18n/dictionary.ts';
import type { City } from '../../lib/catalogue.ts';
import type { Lang } from '../../lib/i18n.ts';
import { fill } from '../../lib/text.ts';
import { warrantyUrl } from '../../lib/urls.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import { ratingReason, servedFrom, type Reason, type Serving } from '../../lib/claims.ts';
import { promises, type PhoneLine, type Rating } from '../../site.config.ts';
import { ServiceGrid, type ServiceCardData } from '../services/ServiceCard.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { Faq } from '../ui/Faq.tsx';
import { LinkListCard } from '../ui/LinkListCard.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { BusinessDetails } from './BusinessDetails.tsx';
import { CallCard } from './CallCard.tsx';
import { HomeContractsCard } from './HomeContractsCard.tsx';
import { Hero } from '../ui/Hero.tsx';
import { PickerButton } from './PickerButton.tsx';

interface Props {
  lang: Lang;
  /** The newest blog posts about this page's services. */
  posts: { href: string; label: string }[];
  city: City;
  crumbs: Crumb[];
  art: ArtworkData;
  phone: PhoneLine;
  services: ServiceCardData[];
  mapsUrl: string;
  /** A published rating; without one the third reason is the satisfaction guarantee. */
  rating: Rating | undefined;
  /** Who serves the city: a team of its own, one of its greater area, or the head office. */
  serving: Serving;
  /** Where the law wants a permit for contracts at the home (Québec): whether one is made there, and how. */
  homeContracts: string | undefined;
  /** Named slot from the route: the live open/closed line. */
  openStatus?: ReactNode;
}

/** /{province}/{city}/: services, the local listing, why choose us, and the city's FAQ. */
export function CityPage({
  lang,
  city,
  crumbs,
  art,
  phone,
  services,
  mapsUrl,
  rating,
  serving,
  homeContracts,
  openStatus,
  posts,
}: Props) {
  const t = strings(lang);
  const team = servedFrom(serving, lang);
  const values = { city: city.name, area: city.greaterAreaName, team };
  const outside = serving.kind === 'outside';
  const words = outside ? { ...t.city, ...t.city.outside } : t.city;
  // "Local" only where a team of ours works from the city; "close at hand" where one drives to it;
  // elsewhere advice by phone, and no visit promised.
  const who: Record<Serving['kind'], Reason & { icon: typeof Star }> = {
    own: { icon: MapPinned, title: t.city.local, text: fill(t.city.localTeam, values) },
    reach: { icon: MapPinned, title: t.city.nearby, text: fill(t.city.localTeamNearby, values) },
    outside: { icon: PhoneCall, title: t.city.outside.reason, text: fill(t.city.outside.reasonText, values) },
  };
  const reasons: (Reason & { icon: typeof Star })[] = [
    who[serving.kind],
    {
      icon: BadgeCheck,
      title: t.city.guaranteed,
      text: promises[lang].warranty,
      link: { href: warrantyUrl(lang), label: t.claims.warrantyLink },
    },
    { icon: Star, ...ratingReason(rating, lang) },
  ];
  return (
    <>
      <Hero
        lang={lang}
        crumbs={crumbs}
        eyebrow={`${city.greaterAreaName}, ${city.provinceName}`}
        title={fill(words.heading, values)}
        lead={city.intro}
        art={{ data: art, layout: 'behind' }}
      >
        <CallButton phone={phone} place="hero" label={t.call} />
        <PickerButton lang={lang} source="City Hero" className="btn-ghost-light">
          {t.city.changeCity}
        </PickerButton>
      </Hero>

      <div className="container-page grid gap-10 py-14 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-14">
          <section aria-labelledby="city-services-heading">
            <SectionHeading
              id="city-services-heading"
              eyebrow={t.city.servicesEyebrow}
              title={fill(words.servicesTitle, values)}
            />
            <ServiceGrid lang={lang} services={services} columns="sm:grid-cols-2" className="mt-6" />
          </section>

          {city.setting && (
            <section aria-labelledby="setting-heading">
              <SectionHeading
                id="setting-heading"
                eyebrow={t.city.settingEyebrow}
                title={fill(t.city.settingTitle, values)}
              />
              <p className="mt-4 text-lg text-stone-700">{city.setting}</p>
            </section>
          )}

          <section aria-labelledby="why-heading">
            <SectionHeading id="why-heading" eyebrow={t.city.whyEyebrow} title={fill(t.city.whyTitle, values)} />
            <ul className="mt-6 grid gap-5 md:grid-cols-3">
              {reasons.map(({ icon: Icon, title, text, link }) => (
                <li key={title} className="card p-6">
                  <Icon aria-hidden="true" className="size-8 text-forest-600" />
                  <h3 className="mt-3 text-lg font-bold">{title}</h3>
                  <p className="mt-2 text-stone-700">{text}</p>
                  {link && (
                    <a className="link mt-2 inline-block text-sm" href={link.href}>
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </section>

          {city.faq.length > 0 && <Faq heading={fill(t.city.faq, values)} items={city.faq} id="city-faq" />}
          {posts.length > 0 && <LinkListCard id="blog-heading" heading={t.blog.fromTheBlog} links={posts} />}
        </div>

        {/* First on phones: a local visitor wants the hours and the number before the catalogue. */}
        <aside
          className="order-first space-y-5 lg:sticky lg:top-24 lg:order-none lg:self-start"
          aria-label={fill(t.city.contact, values)}
        >
          <CallCard lang={lang} phone={phone} outside={outside} />
          <BusinessDetails lang={lang} city={city} mapsUrl={mapsUrl} serving={serving} openStatus={openStatus} />
          {homeContracts && <HomeContractsCard lang={lang} note={homeContracts} />}
        </aside>
      </div>
    </>
  );
}
