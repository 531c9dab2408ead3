import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { strings } from '../../i18n/dictionary.ts';
import type { AudiencePageData } from '../../lib/content-schemas.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { PickerButton } from '../location/PickerButton.tsx';
import { Hero } from '../ui/Hero.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { Faq } from '../ui/Faq.tsx';
import { LinkListCard } from '../ui/LinkListCard.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { ServiceGrid, type ServiceCardData } from './ServiceCard.tsx';

interface Props {
  /** The page's heading with where our teams go: "Residential Services in Greater Toronto". */
  heading: string;
  lang: Lang;
  page: AudiencePageData;
  crumbs: Crumb[];
  phone: PhoneNumber;
  services: ServiceCardData[];
  /** Every service, for the sidebar's Animal Services list. */
  allServices: { href: string; label: string }[];
  locations: { href: string; name: string }[];
}

/** /services/residential/ and /services/commercial/. */
export function AudiencePage({ lang, page, heading, crumbs, phone, services, allServices, locations }: Props) {
  const t = strings(lang);
  return (
    <>
      <Hero lang={lang} crumbs={crumbs} title={heading} lead={page.intro} />

      <div className="container-page grid gap-10 py-14 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-14">
          <section aria-labelledby="audience-services-heading">
            <SectionHeading
              id="audience-services-heading"
              eyebrow={t.audience.servicesEyebrow}
              title={t.audience.servicesTitle}
            />
            <ServiceGrid lang={lang} services={services} columns="sm:grid-cols-2 xl:grid-cols-3" className="mt-6" />
          </section>

          <section aria-labelledby="audience-list-heading">
            <SectionHeading id="audience-list-heading" title={page.listHeading} />
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {page.list.map((item) => (
                <li key={item.title} className="flex gap-3">
                  <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-forest-600" />
                  <div>
                    <h3 className="font-bold">{item.title}</h3>
                    <p className="mt-1 text-stone-700">{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="audience-locations-heading">
            <SectionHeading
              id="audience-locations-heading"
              eyebrow={t.audience.locationsEyebrow}
              title={t.audience.locationsTitle}
            />
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {locations.map((l) => (
                <li key={l.href}>
                  <a
                    href={l.href}
                    className="card flex items-center justify-between gap-3 p-5 font-bold text-forest-900 hover:shadow-md"
                  >
                    {l.name}
                    <ArrowRight aria-hidden="true" className="size-5 text-forest-600" />
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <Faq heading={t.faq.heading} items={page.faq} id="audience-faq" />
        </div>

        <aside className="space-y-5 lg:sticky lg:top-24 lg:self-start" aria-label={t.audience.sidebar}>
          <section className="card bg-forest-800 p-6 text-white" aria-labelledby="sidebar-heading">
            <h2 id="sidebar-heading" className="text-lg font-bold text-white">
              {page.sidebarHeading}
            </h2>
            <p className="mt-2 text-sm text-white/90">{t.audience.sidebarText}</p>
            <CallButton phone={phone} place="sidebar" label={t.call} className="mt-4 w-full" />
            <PickerButton lang={lang} source="Sidebar Location Picker" className="btn-ghost-light mt-3 w-full">
              {t.audience.findLocation}
            </PickerButton>
          </section>
          <LinkListCard id="animal-services-heading" heading={t.audience.animalServices} links={allServices} />
        </aside>
      </div>
    </>
  );
}
