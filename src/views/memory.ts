/**
 * What a page asks the browser to remember (the chosen city, a Recently Viewed visit), with the
 * names of both languages, so that either language's pages can show it.
 */
import { findCity, type City, type Service } from '../lib/catalogue.ts';
import type { RecentlyViewedEntry, StoredLocation } from '../lib/storage.ts';
import { getCatalogue } from './content.ts';

async function bothLanguages(city: City) {
  const [en, fr] = await Promise.all([getCatalogue('en'), getCatalogue('fr')]);
  const find = (catalogue: typeof en) => {
    const found = findCity(catalogue, city.provinceCode, city.slug);
    if (!found) throw new Error(`no ${city.provinceCode}/${city.slug} in both languages`);
    return found;
  };
  return { en, fr, cityEn: find(en), cityFr: find(fr) };
}

/** A city page makes its city the chosen location. */
export async function locationToRemember(city: City): Promise<StoredLocation> {
  const { cityEn, cityFr } = await bothLanguages(city);
  return {
    province: city.provinceCode,
    city: city.slug,
    cityName: cityEn.name,
    provinceName: cityEn.provinceName,
    fr: { cityName: cityFr.name, provinceName: cityFr.provinceName },
  };
}

/** A city x service page joins Recently Viewed (its date is set in the browser). */
export async function visitToRecord(city: City, service: Service): Promise<Omit<RecentlyViewedEntry, 'date'>> {
  const { en, fr, cityEn, cityFr } = await bothLanguages(city);
  const serviceIn = (catalogue: typeof en) => {
    const found = catalogue.services.find((s) => s.slug === service.slug);
    if (!found) throw new Error(`no service ${service.slug} in both languages`);
    return found;
  };
  const serviceFr = serviceIn(fr);
  return {
    slug: service.slug,
    title: serviceIn(en).name,
    city: cityEn.name,
    provinceCode: city.provinceCode,
    citySlug: city.slug,
    fr: { slug: serviceFr.urlSlug, title: serviceFr.name, city: cityFr.name },
  };
}
