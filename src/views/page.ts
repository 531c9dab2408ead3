/**
 * What every view shares: the title with the brand, the breadcrumb root, and the chrome
 * (menu, footer links, service modal, the page's twin in the other language) the layout
 * renders around each page.
 */
import { strings } from '../i18n/dictionary.ts';
import { menuServices } from '../lib/catalogue.ts';
import { reachIn } from '../lib/claims.ts';
import { alternates, otherLang, type Lang } from '../lib/i18n.ts';
import type { Crumb } from '../lib/jsonld.ts';
import { fill, truncate } from '../lib/text.ts';
import { paths, serviceUrl } from '../lib/urls.ts';
import { limits, site } from '../site.config.ts';
import { getCatalogue, getSlugMaps } from './content.ts';

/** A page's document title: its own name, then the brand. */
export function pageTitle(lang: Lang, name: string): string {
  return fill(strings(lang).layout.pageTitle, { name, brand: site.shortName });
}

/** The first crumb of every breadcrumb trail. */
export const homeCrumb = (lang: Lang): Crumb => ({ name: strings(lang).header.home, path: paths[lang].home });

interface ChromeOptions {
  /** The page shows service cards, one of which opens the service details modal. */
  serviceModal?: boolean;
  /** A not-found page: it has no twin, and the language switch leads to the other home page. */
  notFound?: boolean;
}

/**
 * The menu's services and provinces, the service modal's content when the page shows service
 * cards, and the page in each language (hreflang and the language switch).
 */
export async function chromeView(
  lang: Lang,
  path: string,
  { serviceModal = false, notFound = false }: ChromeOptions = {},
) {
  const catalogue = await getCatalogue(lang);
  const modalService = catalogue.services.find((s) => s.modalTitle && s.modalBody);
  const modal =
    serviceModal && modalService?.modalTitle && modalService.modalBody
      ? {
          title: modalService.modalTitle,
          body: truncate(modalService.modalBody, limits.modalBody),
          href: serviceUrl(lang, modalService.urlSlug),
          ...strings(lang).serviceModal,
        }
      : undefined;
  const twins = notFound ? {} : alternates(path, await getSlugMaps());
  const other = otherLang(lang);
  return {
    lang,
    services: menuServices(catalogue).map(({ name, urlSlug }) => ({ name, urlSlug })),
    provinces: catalogue.provinces.map((p) => ({
      code: p.code,
      name: p.name,
      areas: p.greaterAreas.map(({ urlSlug, name }) => ({ urlSlug, name })),
    })),
    modal,
    /** The page's path in each language it exists in. */
    twins,
    /** Where the language switch leads: the same page in the other language, else its home page. */
    switchTo: { lang: other, path: twins[other] ?? paths[other].home },
    /** Where our teams go, for the top bar: "in Greater Toronto" (site.config.ts teams). */
    reach: reachIn(catalogue, lang),
    /** Google Analytics 4 (PUBLIC_GA4_ID at build, checked in astro.config.ts); none by default. */
    analyticsId: import.meta.env.PUBLIC_GA4_ID || undefined,
  };
}

export type Chrome = Awaited<ReturnType<typeof chromeView>>;
