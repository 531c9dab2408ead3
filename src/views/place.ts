/** /{province}/{slug}/: a greater area's page, or a city's, in either language. */
import { strings } from '../i18n/dictionary.ts';
import {
  allCities,
  allGreaterAreas,
  commonServices,
  localService,
  servicesOffered,
  type City,
  type GreaterArea,
} from '../lib/catalogue.ts';
import type { Lang } from '../lib/i18n.ts';
import { breadcrumbList, faqPage, localBusiness, type Crumb } from '../lib/jsonld.ts';
import { mapsUrlFor } from '../lib/maps.ts';
import { phoneFor } from '../lib/phone.ts';
import { areaUrl, cityServiceUrl, cityUrl, serviceUrl, shareImageUrl } from '../lib/urls.ts';
import { fill, joinList } from '../lib/text.ts';
import { cityId, homeContractNote, inReach, whoServes } from '../lib/claims.ts';
import { limits, rating } from '../site.config.ts';
import { artwork } from './artwork.ts';
import { serviceCards } from './cards.ts';
import { getCatalogue, postsAbout } from './content.ts';
import { locationToRemember } from './memory.ts';
import { chromeView, homeCrumb, pageTitle } from './page.ts';

export async function areaView(lang: Lang, area: GreaterArea) {
  const t = strings(lang);
  const catalogue = await getCatalogue(lang);
  const path = areaUrl(lang, area.provinceCode, area.urlSlug);
  const phone = phoneFor(path);
  const crumbs: Crumb[] = [homeCrumb(lang), { name: area.provinceName }, { name: area.name, path }];
  // An area none of whose cities a team reaches is offered advice by phone, and no visit.
  const outside = !area.cities.some((c) => inReach(cityId(c)));
  const words = outside ? { ...t.area, ...t.area.outside } : t.area;
  const values = {
    in: area.inPhrase,
    province: area.provinceCode.toUpperCase(),
    cities: area.cities.map((c) => c.label).join(', '),
    phone: phone.text,
  };
  return {
    layout: {
      meta: {
        title: pageTitle(lang, fill(words.title, values)),
        description: fill(words.description, values),
        path,
        image: shareImageUrl(lang, `areas/${area.provinceCode}/${area.slug}`),
        lang,
        jsonLd: [breadcrumbList(crumbs)],
      },
      chrome: await chromeView(lang, path),
    },
    props: {
      lang,
      area,
      outside,
      crumbs,
      // An area without artwork of its own shows its first city's (Greater Toronto, Toronto's skyline).
      art: await artwork(
        [
          `areas/${area.slug}`,
          ...area.cities.slice(0, 1).map((c) => `cities/${c.slug}`),
          `provinces/${area.provinceCode}`,
        ],
        1280,
      ),
      phone,
      cities: area.cities.map((city) => ({
        href: cityUrl(lang, city.provinceCode, city.slug),
        name: city.label,
        // A city's own hint says where it is served from: only where a team goes.
        hint: inReach(cityId(city)) ? city.nap.locationHint : t.area.cityOutside,
      })),
      // The first four services common somewhere in the area: never an animal it does not have.
      services: commonServices(catalogue, area)
        .slice(0, limits.regionServiceButtons)
        .map((s) => ({ href: serviceUrl(lang, s.urlSlug), name: s.name })),
    },
  };
}

export async function cityView(lang: Lang, city: City) {
  const t = strings(lang);
  const catalogue = await getCatalogue(lang);
  const path = cityUrl(lang, city.provinceCode, city.slug);
  const phone = phoneFor(path);
  const crumbs: Crumb[] = [
    homeCrumb(lang),
    { name: city.greaterAreaName, path: areaUrl(lang, city.provinceCode, city.greaterAreaUrlSlug) },
    { name: city.label, path },
  ];
  const mapsUrl = mapsUrlFor(city);
  const serving = whoServes(cityId(city));
  const words = serving.kind === 'outside' ? { ...t.city, ...t.city.outside } : t.city;
  const offered = servicesOffered(catalogue, city);
  // The description names what this city actually calls about, most common first.
  const animals = offered
    .filter((s) => s.animals && localService(catalogue, city, s.slug).presence === 'common')
    .map((s) => s.animals ?? '')
    .slice(0, 5);
  const values = {
    city: city.name,
    province: city.provinceCode.toUpperCase(),
    animals: joinList(animals, t.and),
    phone: phone.text,
  };
  return {
    layout: {
      meta: {
        title: pageTitle(lang, fill(words.title, values)),
        description: fill(words.description, values),
        path,
        image: shareImageUrl(lang, `cities/${city.provinceCode}/${city.slug}`),
        lang,
        jsonLd: [
          // No listing where no team of ours goes: a search engine would show a business that is not there.
          ...(serving.kind === 'outside' ? [] : [localBusiness(lang, city, mapsUrl, rating)]),
          breadcrumbList(crumbs),
          ...(city.faq.length ? [faqPage(city.faq)] : []),
        ],
      },
      chrome: await chromeView(lang, path, { serviceModal: true }),
      rememberLocation: await locationToRemember(city),
    },
    props: {
      lang,
      city,
      crumbs,
      art: await artwork([`cities/${city.slug}`, `provinces/${city.provinceCode}`], 1280),
      phone,
      // A city's service cards lead to that service in that city.
      services: await serviceCards(lang, offered, (s) => cityServiceUrl(lang, city.provinceCode, city.slug, s.urlSlug)),
      mapsUrl,
      rating,
      posts: await postsAbout(
        lang,
        offered.map((s) => s.slug),
      ),
      serving,
      homeContracts: homeContractNote(lang, city.provinceCode),
    },
  };
}

/** The route's pages in one language: every greater area and every city, at /{province}/{slug}/. */
export async function placeRoutes(lang: Lang) {
  const catalogue = await getCatalogue(lang);
  return [
    ...allGreaterAreas(catalogue).map((area) => ({
      params: { province: area.provinceCode, place: area.urlSlug },
      props: { lang, area },
    })),
    ...allCities(catalogue).map((city) => ({
      params: { province: city.provinceCode, place: city.slug },
      props: { lang, city },
    })),
  ];
}
