/**
 * What every view shares: the title with the brand, the breadcrumb root, and the chrome
 * (menu, footer links, service modal) the layout renders around each page.
 */
import { menuServices } from '../lib/catalogue.ts';
import type { Crumb } from '../lib/jsonld.ts';
import { truncate } from '../lib/text.ts';
import { paths, serviceUrl } from '../lib/urls.ts';
import { limits, site } from '../site.config.ts';
import { getCatalogue } from './content.ts';

/** A page's document title: its own name, then the brand. */
export function pageTitle(name: string): string {
  return `${name} | ${site.shortName}`;
}

/** The first crumb of every breadcrumb trail. */
export const homeCrumb: Crumb = { name: 'Home', path: paths.home };

/**
 * The menu's services and provinces, and the service modal's content when the page shows
 * service cards (`serviceModal`), one of which opens it.
 */
export async function chromeView({ serviceModal = false } = {}) {
  const catalogue = await getCatalogue();
  const modalService = catalogue.services.find((s) => s.modalTitle && s.modalBody);
  const modal =
    serviceModal && modalService?.modalTitle && modalService.modalBody
      ? {
          title: modalService.modalTitle,
          body: truncate(modalService.modalBody, limits.modalBody),
          href: serviceUrl(modalService.slug),
        }
      : undefined;
  return {
    services: menuServices(catalogue).map(({ name, slug }) => ({ name, slug })),
    provinces: catalogue.provinces.map((p) => ({
      code: p.code,
      name: p.name,
      areas: p.greaterAreas.map(({ slug, name }) => ({ slug, name })),
    })),
    modal,
  };
}

export type Chrome = Awaited<ReturnType<typeof chromeView>>;
