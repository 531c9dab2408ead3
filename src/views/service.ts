/** /services/{slug}/: the Canada-wide page of a service, in either language. */
import { strings } from '../i18n/dictionary.ts';
import { allCities, isOffered, localService, type Service } from '../lib/catalogue.ts';
import type { Lang } from '../lib/i18n.ts';
import { breadcrumbList, faqPage, serviceJsonLd, type Crumb } from '../lib/jsonld.ts';
import { phoneFor } from '../lib/phone.ts';
import { fill } from '../lib/text.ts';
import { paths, serviceUrl, shareImageUrl } from '../lib/urls.ts';
import { artwork } from './artwork.ts';
import { getCatalogue, postsAbout } from './content.ts';
import { chromeView, homeCrumb, pageTitle } from './page.ts';

export async function serviceView(lang: Lang, service: Service) {
  const t = strings(lang);
  const catalogue = await getCatalogue(lang);
  const path = serviceUrl(lang, service.urlSlug);
  const phone = phoneFor(path);
  const crumbs: Crumb[] = [
    homeCrumb(lang),
    { name: t.services.crumb, path: paths[lang].services },
    { name: service.name, path },
  ];
  return {
    layout: {
      meta: {
        title: pageTitle(lang, fill(t.service.title, { service: service.name })),
        description: fill(t.service.description, { description: service.description, phone: phone.text }),
        path,
        image: shareImageUrl(lang, `services/${service.slug}`),
        lang,
        jsonLd: [
          serviceJsonLd(lang, service, path),
          breadcrumbList(crumbs),
          ...(service.faq.length ? [faqPage(service.faq)] : []),
        ],
      },
      chrome: await chromeView(lang, path),
    },
    props: {
      lang,
      service,
      crumbs,
      art: await artwork([`services/${service.slug}`], 640),
      phone,
      posts: await postsAbout(lang, [service.slug]),
      cities: allCities(catalogue),
      // Where the animal lives, read from the same presence data as every city page.
      range: Object.groupBy(allCities(catalogue), (city) => localService(catalogue, city, service.slug).presence),
    },
    /** The stored-city banner island's props. */
    banner: {
      lang,
      t: t.storedCity,
      service: service.urlSlug,
      absentIn: allCities(catalogue)
        .filter((city) => !isOffered(catalogue, city, service.slug))
        .map((city) => `${city.provinceCode}/${city.slug}`),
    },
  };
}

/** The route's pages in one language: one per service, at its slug in that language. */
export async function serviceRoutes(lang: Lang) {
  const { services } = await getCatalogue(lang);
  return services.map((service) => ({ params: { service: service.urlSlug }, props: { lang, service } }));
}
