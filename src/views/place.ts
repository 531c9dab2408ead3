/** /{province}/{slug}/: a greater area's page, or a city's (spec §2). */
import type { City, GreaterArea } from '../lib/catalogue.ts';
import { breadcrumbList, faqPage, localBusiness, type Crumb } from '../lib/jsonld.ts';
import { mapsUrlFor } from '../lib/maps.ts';
import { phoneFor } from '../lib/phone.ts';
import { areaUrl, cityServiceUrl, cityUrl } from '../lib/urls.ts';
import { limits } from '../site.config.ts';
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
      services: catalogue.services.slice(0, limits.regionServiceButtons),
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
  return {
    layout: {
      meta: {
        title: pageTitle(`Wildlife Removal in ${city.name}, ${city.provinceCode.toUpperCase()}`),
        description: `Humane wildlife control in ${city.name}: raccoons, squirrels, skunks, bats, birds and pests. Free quote, call 24/7: ${phone.text}.`,
        path,
        jsonLd: [localBusiness(city, mapsUrl), breadcrumbList(crumbs), ...(city.faq.length ? [faqPage(city.faq)] : [])],
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
      services: await serviceCards(catalogue.services, (s) => cityServiceUrl(city.provinceCode, city.slug, s.slug)),
      mapsUrl,
    },
  };
}
