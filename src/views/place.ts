/** /{province}/{slug}/: a greater area's page, or a city's (spec §2). */
import {
  commonServices,
  findGreaterArea,
  localService,
  servicesOffered,
  type City,
  type GreaterArea,
} from '../lib/catalogue.ts';
import { breadcrumbList, faqPage, localBusiness, type Crumb } from '../lib/jsonld.ts';
import { mapsUrlFor } from '../lib/maps.ts';
import { phoneFor } from '../lib/phone.ts';
import { areaUrl, cityServiceUrl, cityUrl } from '../lib/urls.ts';
import { joinList } from '../lib/text.ts';
import { limits, rating, teams } from '../site.config.ts';
import { artwork } from './artwork.ts';
import { serviceCards } from './cards.ts';
import { getCatalogue } from './content.ts';
import { chromeView, homeCrumb, pageTitle } from './page.ts';

export async function areaView(area: GreaterArea) {
  const catalogue = await getCatalogue();
  const path = areaUrl(area.provinceCode, area.slug);
  const phone = phoneFor(path);
  const crumbs: Crumb[] = [homeCrumb, { name: area.provinceName }, { name: area.name, path }];
  const cityNames = area.cities.map((c) => c.name).join(', ');
  return {
    layout: {
      meta: {
        title: pageTitle(`Wildlife Control in ${area.name}, ${area.provinceCode.toUpperCase()}`),
        description: `Humane wildlife removal, exclusion and repairs across ${area.name}: ${cityNames}. Free quote, 24/7: ${phone.text}.`,
        path,
        jsonLd: [breadcrumbList(crumbs)],
      },
      chrome: await chromeView(),
    },
    props: {
      area,
      crumbs,
      art: await artwork([`areas/${area.slug}`, `provinces/${area.provinceCode}`], 1280),
      phone,
      // The first four services common somewhere in the area: never an animal it does not have.
      services: commonServices(catalogue, area).slice(0, limits.regionServiceButtons),
    },
  };
}

export async function cityView(city: City) {
  const catalogue = await getCatalogue();
  const path = cityUrl(city.provinceCode, city.slug);
  const phone = phoneFor(path);
  const crumbs: Crumb[] = [
    homeCrumb,
    { name: city.greaterAreaName, path: areaUrl(city.provinceCode, city.greaterAreaSlug) },
    { name: city.name, path },
  ];
  const mapsUrl = mapsUrlFor(city);
  const offered = servicesOffered(catalogue, city);
  // The description names what this city actually calls about, most common first.
  const animals = offered
    .filter((s) => s.animals && localService(catalogue, city, s.slug).presence === 'common')
    .map((s) => s.animals ?? '')
    .slice(0, 5);
  return {
    layout: {
      meta: {
        title: pageTitle(`Wildlife Removal in ${city.name}, ${city.provinceCode.toUpperCase()}`),
        description: `Humane wildlife control in ${city.name}: ${joinList(animals)}. Free quote, call 24/7: ${phone.text}.`,
        path,
        jsonLd: [
          localBusiness(city, mapsUrl, rating),
          breadcrumbList(crumbs),
          ...(city.faq.length ? [faqPage(city.faq)] : []),
        ],
      },
      chrome: await chromeView({ serviceModal: true }),
      rememberLocation: {
        province: city.provinceCode,
        city: city.slug,
        cityName: city.name,
        provinceName: city.provinceName,
      },
    },
    props: {
      city,
      crumbs,
      art: await artwork([`cities/${city.slug}`, `provinces/${city.provinceCode}`], 1280),
      phone,
      // A city's service cards lead to that service in that city.
      services: await serviceCards(offered, (s) => cityServiceUrl(city.provinceCode, city.slug, s.slug)),
      mapsUrl,
      rating,
      team: teamFor(findGreaterArea(catalogue, city.provinceCode, city.greaterAreaSlug), city),
    },
  };
}

/** The team that works in the city, from the city itself or from its greater area (Vaughan from North York). */
function teamFor(area: GreaterArea | undefined, city: City): { where: string; inCity: boolean } | undefined {
  const own = teams[`${city.provinceCode}/${city.slug}`];
  if (own) return { where: own, inCity: true };
  const nearby = (area?.cities ?? []).flatMap((c) => teams[`${c.provinceCode}/${c.slug}`] ?? []);
  return nearby.length ? { where: joinList(nearby), inCity: false } : undefined;
}
