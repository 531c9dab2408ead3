/** /{province}/{city}/{service}/: one service in one city, with what is true of it there (spec §2). */
import { nearbyCities, type City, type Service } from '../lib/catalogue.ts';
import { breadcrumbList, faqPage, serviceJsonLd, type Crumb } from '../lib/jsonld.ts';
import { mapsUrlFor } from '../lib/maps.ts';
import { phoneFor } from '../lib/phone.ts';
import { relatedServices } from '../lib/related.ts';
import { areaUrl, cityServiceUrl, cityUrl } from '../lib/urls.ts';
import { limits } from '../site.config.ts';
import { artwork } from './artwork.ts';
import { getCatalogue, getRegion } from './content.ts';
import { chromeView, homeCrumb } from './page.ts';

export async function cityServiceView(city: City, service: Service) {
  const catalogue = await getCatalogue();
  const region = await getRegion(city.provinceCode);
  const local = region.services[service.slug];
  if (!local) throw new Error(`src/content/regions/${city.provinceCode}.yaml: no entry for ${service.slug}`);

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
  const faq = city.slug === 'brampton' && city.provinceCode === 'on' ? service.bramptonFaq : [];
  return {
    layout: {
      meta: {
        // Without the brand, as it has always been (the spec does not fix document titles).
        title: `${service.name} in ${city.name}, ${province}`,
        description: `${service.name} in ${city.name}, ${province}: humane removal, sealing and repairs with a written warranty. Free quote, call 24/7: ${phone.text}.`,
        path,
        jsonLd: [serviceJsonLd(service, path, city), breadcrumbList(crumbs), ...(faq.length ? [faqPage(faq)] : [])],
      },
      chrome: await chromeView(),
      recordVisit: {
        slug: service.slug,
        title: service.name,
        city: city.name,
        provinceCode: city.provinceCode,
        citySlug: city.slug,
      },
    },
    props: {
      service,
      city,
      crumbs,
      art: await artwork([`services/${service.slug}`], 640),
      phone,
      mapsUrl: mapsUrlFor(city),
      local,
      climate: region.climate,
      related: relatedServices(
        service,
        // Never suggest an animal the province does not have.
        catalogue.services.filter((s) => region.services[s.slug]?.presence !== 'absent'),
        city.slug,
      ),
      nearby: nearbyCities(catalogue, city, limits.nearbyCities),
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
