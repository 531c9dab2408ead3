/** Service cards with their artwork, shared by every page that shows a grid of services. */
import { artwork } from './artwork.ts';
import type { ServiceCardData } from '../components/services/ServiceCard.tsx';
import type { Service } from '../lib/catalogue.ts';
import type { Lang } from '../lib/i18n.ts';
import { serviceUrl } from '../lib/urls.ts';

export function serviceCards(
  lang: Lang,
  services: Service[],
  href: (s: Service) => string = (s) => serviceUrl(lang, s.urlSlug),
) {
  return Promise.all(
    services.map(async (s): Promise<ServiceCardData> => ({
      name: s.name,
      slug: s.slug,
      text: s.card,
      href: href(s),
      art: await artwork([`services/${s.slug}`], 400),
      opensModal: s.modalTitle !== undefined,
    })),
  );
}
