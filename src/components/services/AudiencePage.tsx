import { ArrowRight, CheckCircle2 } from 'lucide-react';
import type { AudiencePageData } from '../../lib/content-schemas.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import { serviceUrl } from '../../lib/urls.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { PickerButton } from '../location/PickerButton.tsx';
import { Hero } from '../ui/Hero.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { Faq } from '../ui/Faq.tsx';
import { LinkListCard } from '../ui/LinkListCard.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { ServiceGrid, type ServiceCardData } from './ServiceCard.tsx';

interface Props {
  page: AudiencePageData;
  crumbs: Crumb[];
  phone: PhoneNumber;
  services: ServiceCardData[];
  /** Every service, for the sidebar's Animal Services list. */
  allServices: { name: string; slug: string }[];
  locations: { href: string; name: string }[];
}

/** /services/residential/ and /services/commercial/ (spec §2). */
export function AudiencePage({ page, crumbs, phone, services, allServices, locations }: Props) {
  return (
    <>
      <Hero crumbs={crumbs} title={`${page.heading}—Canada-Wide`} lead={page.intro} />

      <div className="container-page grid gap-10 py-14 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-14">
          <section aria-labelledby="audience-services-heading">
            <SectionHeading id="audience-services-heading" eyebrow="Services" title="What we take care of" />
            <ServiceGrid services={services} columns="sm:grid-cols-2 xl:grid-cols-3" className="mt-6" />
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
            <SectionHeading id="audience-locations-heading" eyebrow="Find your location" title="Local teams near you" />
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

          <Faq heading="Frequently asked questions" items={page.faq} id="audience-faq" />
        </div>

        <aside className="space-y-5 lg:sticky lg:top-24 lg:self-start" aria-label="Get help">
          <section className="card bg-forest-800 p-6 text-white" aria-labelledby="sidebar-heading">
            <h2 id="sidebar-heading" className="text-lg font-bold text-white">
              {page.sidebarHeading}
            </h2>
            <p className="mt-2 text-sm text-white/90">Call 24/7 for a free, no-obligation quote.</p>
            <CallButton phone={phone} place="sidebar" label="Call" className="mt-4 w-full" />
            <PickerButton source="Sidebar Location Picker" className="btn-ghost-light mt-3 w-full">
              Find Your Location
            </PickerButton>
          </section>
          <LinkListCard
            id="animal-services-heading"
            heading="Animal Services"
            links={allServices.map((s) => ({ href: serviceUrl(s.slug), label: s.name }))}
          />
        </aside>
      </div>
    </>
  );
}
