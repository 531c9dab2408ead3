/** /services/{slug}/: the Canada-wide page of a service (spec §2). */
import { allCities, isOffered, localService, type Service } from '../lib/catalogue.ts';
import { breadcrumbList, faqPage, serviceJsonLd, type Crumb } from '../lib/jsonld.ts';
import { phoneFor } from '../lib/phone.ts';
import { paths, serviceUrl } from '../lib/urls.ts';
import { artwork } from './artwork.ts';
import { getCatalogue } from './content.ts';
import { chromeView, homeCrumb, pageTitle } from './page.ts';

export async function serviceView(service: Service) {
  const catalogue = await getCatalogue();
  const path = serviceUrl(service.slug);
  const phone = phoneFor(path);
  const crumbs: Crumb[] = [homeCrumb, { name: 'Services', path: paths.services }, { name: service.name, path }];
  return {
    layout: {
      meta: {
        title: pageTitle(`${service.name}—Canada-Wide`),
        description: `${service.description} Free quote, call 24/7: ${phone.text}.`,
        path,
        jsonLd: [
          serviceJsonLd(service, path),
          breadcrumbList(crumbs),
          ...(service.faq.length ? [faqPage(service.faq)] : []),
        ],
      },
      chrome: await chromeView(),
    },
    props: {
      service,
      crumbs,
      art: await artwork([`services/${service.slug}`], 640),
      phone,
      cities: allCities(catalogue),
      // Where the animal lives, read from the same presence data as every city page.
      range: Object.groupBy(allCities(catalogue), (city) => localService(catalogue, city, service.slug).presence),
    },
    absentIn: allCities(catalogue)
      .filter((city) => !isOffered(catalogue, city, service.slug))
      .map((city) => `${city.provinceCode}/${city.slug}`),
  };
}
