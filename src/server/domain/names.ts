/**
 * What the server calls services and places: their names in both languages, read at start-up
 * from the build's /catalogue.json (the same file the location picker loads). Leads store keys
 * ("raccoon-removal", "qc/montreal"); e-mails and the inbox show names ("Raccoon Removal,
 * Montréal, QC").
 */
import { readFileSync } from 'node:fs';
import { strings } from '../../i18n/dictionary.ts';
import type { CatalogueFile } from '../../lib/catalogue.ts';
import { withoutLang, type Lang } from '../../lib/i18n.ts';

export interface Names {
  /** A service's name ("Raccoon Removal"); the contact form's general inquiry too; an unknown slug as it is. */
  service(slug: string, lang: Lang): string;
  /** Whether a slug is one of the site's services (a stranger may post any slug). */
  isService(slug: string): boolean;
  /** A city as the site writes it with its province ("Montréal, QC"), or "" for no city. */
  place(city: string, lang: Lang): string;
  /** Every province code and city id ("qc", "qc/montreal"): the areas a team may serve. */
  areas: Set<string>;
  /** Every city id, in catalogue order, with its name in one language. */
  cities(lang: Lang): { id: string; name: string }[];
  /** The service a page is about ("/fr/qc/montreal/retrait-ratons-laveurs/" is raccoon-removal), if any. */
  serviceOfPage(page: string): string | undefined;
}

export function namesFrom(catalogue: CatalogueFile): Names {
  const services = new Map(catalogue.services.map((s) => [s.slug, s]));
  const byUrlSlug = new Map(
    catalogue.services.flatMap((s) => [[s.urlSlug.en, s.slug] as const, [s.urlSlug.fr, s.slug] as const]),
  );
  const cities = catalogue.provinces.flatMap((p) =>
    p.areas.flatMap((a) => a.cities.map((c) => ({ id: `${p.code}/${c.slug}`, name: c.name, province: p.code }))),
  );
  const cityById = new Map(cities.map((c) => [c.id, c]));
  return {
    service: (slug, lang) =>
      services.get(slug)?.name[lang] ?? (slug === 'general-inquiry' ? strings(lang).contactForm.generalInquiry : slug),
    isService: (slug) => services.has(slug),
    place(city, lang) {
      const found = cityById.get(city);
      return found ? `${found.name[lang]}, ${found.province.toUpperCase()}` : city;
    },
    areas: new Set([...catalogue.provinces.map((p) => p.code), ...cities.map((c) => c.id)]),
    cities: (lang) => cities.map((c) => ({ id: c.id, name: `${c.name[lang]}, ${c.province.toUpperCase()}` })),
    serviceOfPage(page) {
      const parts = withoutLang(page).split('/').filter(Boolean);
      const last = parts.at(-1);
      const isServicePage = parts.length === 3 || (parts.length === 2 && parts[0] === 'services');
      return isServicePage && last ? byUrlSlug.get(last) : undefined;
    },
  };
}

/** Reads the build's catalogue file (dist/client/catalogue.json). */
export function loadNames(file: string): Names {
  return namesFrom(JSON.parse(readFileSync(file, 'utf8')) as CatalogueFile);
}
