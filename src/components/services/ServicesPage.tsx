import type { Crumb } from '../../lib/jsonld.ts';
import { paths } from '../../lib/urls.ts';
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx';
import { ServiceGrid, type ServiceCardData } from './ServiceCard.tsx';

/** /services/: every service with its name and description (spec §2). */
export function ServicesPage({ crumbs, services }: { crumbs: Crumb[]; services: ServiceCardData[] }) {
  return (
    <div className="container-page py-10 md:py-14">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-6 text-4xl font-extrabold sm:text-5xl">Our Services</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-700">
        Humane removal, exclusion and repairs for every animal that finds its way into a Canadian home or business. Not
        sure what you are dealing with? Start with{' '}
        <a className="link" href={paths.residential}>
          services for homes
        </a>{' '}
        or{' '}
        <a className="link" href={paths.commercial}>
          services for businesses
        </a>
        .
      </p>
      <ServiceGrid services={services} columns="sm:grid-cols-2 lg:grid-cols-3" headingLevel={2} className="mt-10" />
    </div>
  );
}
