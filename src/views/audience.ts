/** What /services/residential/ and /services/commercial/ show: the same page for two audiences. */
import { serviceCards } from './cards.ts';
import { audienceLocations } from '../components/services/audience-locations.ts';
import { getCatalogue, getPage } from './content.ts';
import type { Audience } from '../lib/content-schemas.ts';
import { breadcrumbList, faqPage } from '../lib/jsonld.ts';
import { phoneFor } from '../lib/phone.ts';
import { paths } from '../lib/urls.ts';
import { site } from '../site.config.ts';
import { chromeView, homeCrumb, pageTitle } from './page.ts';

export async function audienceView(audience: Audience) {
  const catalogue = await getCatalogue();
  const page = await getPage(audience);
  const path = paths[audience];
  const crumbs = [
    homeCrumb,
    { name: 'Services', path: paths.services },
    { name: audience === 'residential' ? 'Residential' : 'Commercial', path },
  ];
  return {
    layout: {
      meta: {
        title: pageTitle(`${page.heading}—Canada-Wide`),
        description: `${page.intro.split('. ')[0]}. Call 24/7: ${site.phones.default.text}.`,
        path,
        jsonLd: [breadcrumbList(crumbs), faqPage(page.faq)],
      },
      chrome: await chromeView({ serviceModal: true }),
    },
    props: {
      page,
      crumbs,
      phone: phoneFor(path),
      services: await serviceCards(catalogue.services.filter((s) => s.audiences.includes(audience))),
      allServices: catalogue.services.map(({ name, slug }) => ({ name, slug })),
      locations: audienceLocations(catalogue),
    },
  };
}
