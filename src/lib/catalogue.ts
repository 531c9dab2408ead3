/**
 * The location and service catalogue as plain data, and its look-ups.
 * `buildCatalogue` joins the content files and fails loudly on a broken reference;
 * everything else is a pure function over the result.
 */
import type { CityData, Presence, ProvinceData, RegionData, ServiceData } from './content-schemas.ts';
import type { Lang } from './i18n.ts';
import { isAreaSlug } from './urls.ts';

export interface City extends CityData {
  slug: string;
  /** The city standing alone: its `label`, else its name (« Ville de Québec », « Montréal »). */
  label: string;
  provinceCode: string;
  provinceName: string;
  greaterAreaSlug: string;
  /** The slug of the area's URLs in this language: "grand-toronto" in French. */
  greaterAreaUrlSlug: string;
  greaterAreaName: string;
  /** "in Greater Toronto", « dans le Grand Toronto ». */
  greaterAreaIn: string;
}

export interface GreaterArea {
  /** The English slug: the area's key everywhere (cities, artwork, the picker). */
  slug: string;
  /** The slug of this language's URLs: "grand-toronto" in French. */
  urlSlug: string;
  name: string;
  inPhrase: string;
  blurb: string;
  provinceCode: string;
  provinceName: string;
  cities: City[];
}

export interface Province {
  code: string;
  name: string;
  greaterAreas: GreaterArea[];
}

export interface Service extends ServiceData {
  /** The English slug: the service's key everywhere (presence, artwork, leads, storage). */
  slug: string;
  /** The slug of this language's URLs: "retrait-ratons-laveurs" in French. */
  urlSlug: string;
}

export interface Catalogue {
  provinces: Province[];
  services: Service[];
  /** What each service means in each province (regions/{code}.yaml), by province code. */
  regions: Record<string, RegionData>;
}

export interface Entry<T> {
  /** Content collection id: "on/brampton" for a city, "raccoon-removal" for a service. */
  id: string;
  data: T;
}

export function buildCatalogue(
  provinces: ProvinceData[],
  cities: Entry<CityData>[],
  services: Entry<ServiceData>[],
  regions: Entry<RegionData>[],
): Catalogue {
  const built: Province[] = [...provinces]
    .sort((a, b) => a.order - b.order)
    .map((p) => ({
      code: p.id,
      name: p.name,
      greaterAreas: p.greaterAreas.map((a) => ({
        ...a,
        urlSlug: a.urlSlug ?? a.slug,
        provinceCode: p.id,
        provinceName: p.name,
        cities: [],
      })),
    }));
  for (const { id, data } of cities) {
    const [provinceCode, slug] = id.split('/');
    const province = built.find((p) => p.code === provinceCode);
    if (!provinceCode || !province || !slug) {
      throw new Error(`src/content/cities/${id}.yaml: the folder must be a province code from provinces.yaml`);
    }
    // Area and city pages share /{province}/{slug}/: only the beginning of the slug tells them apart.
    if (isAreaSlug(slug)) {
      throw new Error(`src/content/cities/${id}.yaml: a city's file name may not begin like a greater area's slug`);
    }
    const area = province.greaterAreas.find((a) => a.slug === data.greaterArea);
    if (!area) {
      const known = province.greaterAreas.map((a) => a.slug).join(', ');
      throw new Error(`src/content/cities/${id}.yaml: greaterArea "${data.greaterArea}" is not one of ${known}`);
    }
    area.cities.push({
      ...data,
      slug,
      label: data.label ?? data.name,
      provinceCode,
      provinceName: province.name,
      greaterAreaSlug: area.slug,
      greaterAreaUrlSlug: area.urlSlug,
      greaterAreaName: area.name,
      greaterAreaIn: area.inPhrase,
    });
  }
  for (const area of built.flatMap((p) => p.greaterAreas)) {
    area.cities.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
    if (area.cities.length === 0) throw new Error(`src/content/provinces.yaml: ${area.slug} has no city file`);
  }

  const all: Service[] = services
    .map(({ id, data }) => ({ ...data, slug: id, urlSlug: data.slug ?? id }))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  const slugs = new Set(all.map((s) => s.slug));
  for (const s of all) {
    const unknown = s.relatedServices.filter((r) => !slugs.has(r));
    if (unknown.length) {
      throw new Error(
        `src/content/services/${s.slug}.yaml: relatedServices names unknown services: ${unknown.join(', ')}`,
      );
    }
  }
  const regionsByCode: Record<string, RegionData> = {};
  for (const { id, data } of regions) {
    if (data.province !== id) {
      throw new Error(`src/content/regions/${id}.yaml: province is "${data.province}", expected "${id}"`);
    }
    regionsByCode[id] = data;
  }
  for (const p of built) {
    const region = regionsByCode[p.code];
    if (!region) throw new Error(`src/content/regions/${p.code}.yaml is missing`);
    const missing = all.filter((s) => !region.services[s.slug]).map((s) => s.slug);
    if (missing.length) throw new Error(`src/content/regions/${p.code}.yaml: no entry for ${missing.join(', ')}`);
  }
  for (const city of built.flatMap((p) => p.greaterAreas.flatMap((a) => a.cities))) {
    const unknown = Object.keys(city.services).filter((slug) => !slugs.has(slug));
    if (unknown.length) {
      throw new Error(
        `src/content/cities/${city.provinceCode}/${city.slug}.yaml: services names unknown services: ${unknown.join(', ')}`,
      );
    }
  }
  return { provinces: built, services: all, regions: regionsByCode };
}

/** What is true of one service in one city: the city's word first, then its province's. */
export interface LocalService {
  presence: Presence;
  /** This city's own passage about the service. */
  cityNote: string | undefined;
  provinceNote: string;
  /** Where the animal is rare or absent: what the visitor is more likely dealing with. */
  likelyInstead: string | undefined;
  climate: string;
}

export function localService(catalogue: Catalogue, city: City, serviceSlug: string): LocalService {
  const region = catalogue.regions[city.provinceCode];
  const provincial = region?.services[serviceSlug];
  if (!region || !provincial) throw new Error(`no entry for ${serviceSlug} in regions/${city.provinceCode}.yaml`);
  const own = city.services[serviceSlug];
  return {
    presence: own?.presence ?? provincial.presence,
    cityNote: own?.note,
    provinceNote: provincial.note,
    likelyInstead: provincial.likelyInstead,
    climate: region.climate,
  };
}

/** Whether the city has this animal at all: an absent one is never offered, linked or listed. */
export function isOffered(catalogue: Catalogue, city: City, serviceSlug: string): boolean {
  return localService(catalogue, city, serviceSlug).presence !== 'absent';
}

/** The services a city's pages offer, in catalogue order. */
export function servicesOffered(catalogue: Catalogue, city: City): Service[] {
  return catalogue.services.filter((s) => isOffered(catalogue, city, s.slug));
}

/** Services common in at least one of the area's cities: its "common calls", in catalogue order. */
export function commonServices(catalogue: Catalogue, area: GreaterArea): Service[] {
  return catalogue.services.filter((s) =>
    area.cities.some((city) => localService(catalogue, city, s.slug).presence === 'common'),
  );
}

/** Province by its two-letter code, or undefined. */
export function findProvince(catalogue: Catalogue, code: string): Province | undefined {
  return catalogue.provinces.find((p) => p.code === code);
}

/** Greater area by slug within a province, or undefined. */
export function findGreaterArea(catalogue: Catalogue, provinceCode: string, slug: string): GreaterArea | undefined {
  return findProvince(catalogue, provinceCode)?.greaterAreas.find((a) => a.slug === slug);
}

/** City by slug within a province (with its province and greater area), or undefined. */
export function findCity(catalogue: Catalogue, provinceCode: string, slug: string): City | undefined {
  return allCities(catalogue).find((c) => c.provinceCode === provinceCode && c.slug === slug);
}

export function allCities(catalogue: Catalogue): City[] {
  return catalogue.provinces.flatMap((p) => p.greaterAreas.flatMap((a) => a.cities));
}

export function allGreaterAreas(catalogue: Catalogue): GreaterArea[] {
  return catalogue.provinces.flatMap((p) => p.greaterAreas);
}

/** The eight services of the menu, mobile menu and contact form, in menu order. */
export function menuServices(catalogue: Catalogue): Service[] {
  return catalogue.services.filter((s) => s.menu);
}

/**
 * Up to `limit` other cities of the city's province, those of its greater area first: a few
 * links, so a page does not grow with the catalogue. Given a service, only cities that have it.
 */
export function nearbyCities(catalogue: Catalogue, city: City, limit: number, serviceSlug?: string): City[] {
  const others = allCities(catalogue).filter(
    (c) =>
      c.provinceCode === city.provinceCode &&
      c.slug !== city.slug &&
      (serviceSlug === undefined || isOffered(catalogue, c, serviceSlug)),
  );
  const sameArea = others.filter((c) => c.greaterAreaSlug === city.greaterAreaSlug);
  const rest = others.filter((c) => c.greaterAreaSlug !== city.greaterAreaSlug);
  return [...sameArea, ...rest].slice(0, limit);
}

/** A place's name in each language: the picker shows one and stores both (the chosen city shows on either). */
export type Names = Record<Lang, string>;

/** The provinces, areas and cities of /catalogue.json, which the location picker loads. */
export interface PickerProvince {
  code: string;
  name: Names;
  /** Each area by its key, with the slug of its URLs in each language ("grand-toronto" in French). */
  areas: { slug: string; urlSlug: Names; name: Names; cities: PickerCity[] }[];
}

/**
 * A city of the picker: its name, and its label where the two differ (« Ville de Québec »): only
 * there, since /catalogue.json grows with every city.
 */
export interface PickerCity {
  slug: string;
  name: Names;
  label?: Names;
}

/** A service of /catalogue.json: its key, and its name and URL slug in each language. */
export interface NamedService {
  slug: string;
  name: Names;
  urlSlug: Names;
}

/**
 * /catalogue.json: every place and service with its names in both languages. The location
 * picker loads it on its first opening; the server reads it at start-up to name leads
 * ("Raccoon Removal, Montréal, QC") and to check the areas of LEADS_EMAIL_ROUTES.
 */
export interface CatalogueFile {
  provinces: PickerProvince[];
  services: NamedService[];
}

export function catalogueFile(en: Catalogue, fr: Catalogue): CatalogueFile {
  return {
    provinces: pickerProvinces(en, fr),
    services: en.services.map((s) => {
      const twin = fr.services.find((f) => f.slug === s.slug);
      return {
        slug: s.slug,
        name: { en: s.name, fr: twin?.name ?? s.name },
        urlSlug: { en: s.urlSlug, fr: twin?.urlSlug ?? s.urlSlug },
      };
    }),
  };
}

/** The provinces, areas and cities of the two catalogues of one site, side by side. */
export function pickerProvinces(en: Catalogue, fr: Catalogue): PickerProvince[] {
  return en.provinces.map((p, i) => {
    const frProvince = fr.provinces[i];
    if (frProvince?.code !== p.code)
      throw new Error(`provinces.yaml: the French provinces are not in the English order at ${p.code}`);
    return {
      code: p.code,
      name: { en: p.name, fr: frProvince.name },
      areas: p.greaterAreas.map((a) => {
        const twin = findGreaterArea(fr, p.code, a.slug) ?? a;
        return {
          slug: a.slug,
          urlSlug: { en: a.urlSlug, fr: twin.urlSlug },
          name: { en: a.name, fr: twin.name },
          cities: a.cities.map(({ slug, name, label }): PickerCity => {
            const city = findCity(fr, p.code, slug) ?? { name, label };
            const labelled = label !== name || city.label !== city.name;
            return {
              slug,
              name: { en: name, fr: city.name },
              ...(labelled && { label: { en: label, fr: city.label } }),
            };
          }),
        };
      }),
    };
  });
}

/** "Toronto, ON": a city as the site writes it with its province. */
export function cityLabel(city: Pick<City, 'name' | 'provinceCode'>): string {
  return `${city.name}, ${city.provinceCode.toUpperCase()}`;
}
