import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import { paths } from '../../lib/urls.ts';
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx';
import { ServiceGrid, type ServiceCardData } from './ServiceCard.tsx';

/** /services/: every service with its name and description. */
export function ServicesPage({ lang, crumbs, services }: { lang: Lang; crumbs: Crumb[]; services: ServiceCardData[] }) {
  const t = strings(lang).services;
  return (
    <div className="container-page py-10 md:py-14">
      <Breadcrumbs lang={lang} crumbs={crumbs} />
      <h1 className="mt-6 text-4xl font-extrabold sm:text-5xl">{t.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-700">
        {t.intro}
        <a className="link" href={paths[lang].residential}>
          {t.homes}
        </a>
        {t.or}
        <a className="link" href={paths[lang].commercial}>
          {t.businesses}
        </a>
        {t.end}
      </p>
      <ServiceGrid
        lang={lang}
        services={services}
        columns="sm:grid-cols-2 lg:grid-cols-3"
        headingLevel={2}
        className="mt-10"
      />
    </div>
  );
}
