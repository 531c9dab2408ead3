/**
 * /{province}/{city}/{service}/: one service in one city, with what is true of it there (spec §2).
 * Where the animal does not live, the page says so and points to what it more likely is: it
 * stays reachable for whoever types or picks it, but it is noindex and nothing links to it.
 */
import { localService, nearbyCities, servicesOffered, type City, type Service } from '../lib/catalogue.ts';
import { breadcrumbList, faqPage, serviceJsonLd, type Crumb } from '../lib/jsonld.ts';
import { mapsUrlFor } from '../lib/maps.ts';
import { phoneFor } from '../lib/phone.ts';
import { relatedServices } from '../lib/related.ts';
import { areaUrl, cityServiceUrl, cityUrl } from '../lib/urls.ts';
import { limits } from '../site.config.ts';
import { artwork } from './artwork.ts';
import { getCatalogue } from './content.ts';
import { chromeView, homeCrumb } from './page.ts';

export async function cityServiceView(city: City, service: Service) {
  const catalogue = await getCatalogue();
  const local = localService(catalogue, city, service.slug);
  const absent = local.presence === 'absent';

  const path = cityServiceUrl(city.provinceCode, city.slug, service.slug);
  const phone = phoneFor(path);
  const province = city.provinceCode.toUpperCase();
  const crumbs: Crumb[] = [
    homeCrumb,
    { name: city.provinceName },
    { name: city.greaterAreaName, path: areaUrl(city.provinceCode, city.greaterAreaSlug) },
    { name: city.name, path: cityUrl(city.provinceCode, city.slug) },
    { name: service.name, path },
  ];
  // Brampton has its own five questions per service; elsewhere the lists are empty (spec §3).
  const faq = city.slug === 'brampton' && city.provinceCode === 'on' && !absent ? service.bramptonFaq : [];
  const description = absent
    ? `No ${service.animals ?? service.name.toLowerCase()} live in ${city.name}, ${province}: what is more likely in your home or yard, and how we help. Call 24/7: ${phone.text}.`
    : `${service.name} in ${city.name}, ${province}: humane removal, sealing and repairs with a written warranty. Free quote, call 24/7: ${phone.text}.`;
  return {
    layout: {
      meta: {
        // Without the brand, as it has always been (the spec does not fix document titles).
        title: `${service.name} in ${city.name}, ${province}`,
        description,
        path,
        noindex: absent,
        jsonLd: absent
          ? [breadcrumbList(crumbs)]
          : [serviceJsonLd(service, path, city), breadcrumbList(crumbs), ...(faq.length ? [faqPage(faq)] : [])],
      },
      chrome: await chromeView(),
      // Recently Viewed links back to what was seen: never to a page about an animal that is not here.
      ...(!absent && {
        recordVisit: {
          slug: service.slug,
          title: service.name,
          city: city.name,
          provinceCode: city.provinceCode,
          citySlug: city.slug,
        },
      }),
    },
    props: {
      service,
      city,
      crumbs,
      art: await artwork([`services/${service.slug}`], 640),
      phone,
      mapsUrl: mapsUrlFor(city),
      local,
      related: relatedServices(service, servicesOffered(catalogue, city), city.slug),
      nearby: nearbyCities(catalogue, city, limits.nearbyCities, service.slug),
      faq,
    },
    /** The quick-quote form island's props. */
    form: {
      service: { slug: service.slug, name: service.name },
      city: { slug: city.slug, name: city.name, provinceCode: city.provinceCode },
      page: path,
      phone: phone.text,
    },
  };
}
