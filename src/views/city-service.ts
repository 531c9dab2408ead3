/**
 * /{province}/{city}/{service}/: one service in one city, with what is true of it there.
 * Where the animal does not live, the page says so and points to what it more likely is: it
 * stays reachable for whoever types or picks it, but it is noindex and nothing links to it.
 */
import { strings } from '../i18n/dictionary.ts';
import { allCities, localService, nearbyCities, servicesOffered, type City, type Service } from '../lib/catalogue.ts';
import { cityId, homeContractNote, pesticideNote, whoServes } from '../lib/claims.ts';
import type { Lang } from '../lib/i18n.ts';
import { breadcrumbList, faqPage, serviceJsonLd, type Crumb } from '../lib/jsonld.ts';
import { mapsUrlFor } from '../lib/maps.ts';
import { phoneFor } from '../lib/phone.ts';
import { relatedServices } from '../lib/related.ts';
import { fill } from '../lib/text.ts';
import { areaUrl, cityServiceUrl, cityUrl, shareImageUrl } from '../lib/urls.ts';
import { limits } from '../site.config.ts';
import { artwork } from './artwork.ts';
import { getCatalogue, postsAbout } from './content.ts';
import { visitToRecord } from './memory.ts';
import { chromeView, homeCrumb } from './page.ts';

export async function cityServiceView(lang: Lang, city: City, service: Service) {
  const t = strings(lang);
  const catalogue = await getCatalogue(lang);
  const local = localService(catalogue, city, service.slug);
  const absent = local.presence === 'absent';
  const serving = whoServes(cityId(city));
  const outside = serving.kind === 'outside';

  const path = cityServiceUrl(lang, city.provinceCode, city.slug, service.urlSlug);
  const phone = phoneFor(path);
  const province = city.provinceCode.toUpperCase();
  const crumbs: Crumb[] = [
    homeCrumb(lang),
    { name: city.provinceName },
    { name: city.greaterAreaName, path: areaUrl(lang, city.provinceCode, city.greaterAreaUrlSlug) },
    { name: city.label, path: cityUrl(lang, city.provinceCode, city.slug) },
    { name: service.name, path },
  ];
  // Brampton has its own five questions per service; elsewhere the lists are empty.
  const faq = city.slug === 'brampton' && city.provinceCode === 'on' && !absent ? service.bramptonFaq : [];
  const values = {
    service: service.name,
    animals: service.animals ?? service.name.toLowerCase(),
    city: city.name,
    province,
    phone: phone.text,
  };
  return {
    layout: {
      meta: {
        // Without the brand, as it has always been (no rule fixes document titles).
        title: fill(outside ? t.cityService.outside.title : t.cityService.title, values),
        description: fill(
          absent
            ? t.cityService.absentDescription
            : outside
              ? t.cityService.outside.description
              : t.cityService.description,
          values,
        ),
        path,
        image: shareImageUrl(lang, `services/${service.slug}`),
        lang,
        noindex: absent,
        // A service offered in the city only where a team of ours goes.
        jsonLd:
          absent || outside
            ? [breadcrumbList(crumbs), ...(faq.length ? [faqPage(faq)] : [])]
            : [serviceJsonLd(lang, service, path, city), breadcrumbList(crumbs), ...(faq.length ? [faqPage(faq)] : [])],
      },
      chrome: await chromeView(lang, path),
      // Recently Viewed links back to what was seen: never to a page about an animal that is not here.
      ...(!absent && { recordVisit: await visitToRecord(city, service) }),
    },
    props: {
      lang,
      service,
      city,
      crumbs,
      art: await artwork([`services/${service.slug}`], 640),
      phone,
      posts: await postsAbout(lang, [service.slug]),
      mapsUrl: mapsUrlFor(city),
      serving,
      pesticides: service.pesticides ? pesticideNote(lang, city.provinceCode) : undefined,
      homeContracts: homeContractNote(lang, city.provinceCode),
      local,
      related: relatedServices(service, servicesOffered(catalogue, city), city.slug),
      nearby: nearbyCities(catalogue, city, limits.nearbyCities, service.slug),
      faq,
    },
    /** The quick-quote form island's props. */
    form: {
      t: t.quoteForm,
      service: { slug: service.slug, name: service.name },
      city: { slug: city.slug, name: city.name, provinceCode: city.provinceCode },
      phone: phone.text,
    },
    /** The form's fields that need no script (LeadFormFields), rendered with the page inside it. */
    fields: { lang, kind: 'quote', page: path, service: service.slug } as const,
  };
}

/** The route's pages in one language: every service in every city. */
export async function cityServiceRoutes(lang: Lang) {
  const catalogue = await getCatalogue(lang);
  return allCities(catalogue).flatMap((city) =>
    catalogue.services.map((service) => ({
      params: { province: city.provinceCode, place: city.slug, service: service.urlSlug },
      props: { lang, city, service },
    })),
  );
}
