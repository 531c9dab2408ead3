/** /services/: every service as a card. */
import { breadcrumbList } from '../lib/jsonld.ts';
import { paths } from '../lib/urls.ts';
import { site } from '../site.config.ts';
import { serviceCards } from './cards.ts';
import { getCatalogue } from './content.ts';
import { chromeView, homeCrumb, pageTitle } from './page.ts';

export async function servicesView() {
  const catalogue = await getCatalogue();
  const crumbs = [homeCrumb, { name: 'Services', path: paths.services }];
  return {
    layout: {
      meta: {
        title: pageTitle('Wildlife & Pest Control Services'),
        description: `Humane removal of raccoons, squirrels, skunks, bats, birds, opossums and groundhogs, plus mouse, rat and wasp control across Canada. Call 24/7: ${site.phones.default.text}.`,
        path: paths.services,
        jsonLd: [breadcrumbList(crumbs)],
      },
      chrome: await chromeView({ serviceModal: true }),
    },
    props: { crumbs, services: await serviceCards(catalogue.services) },
  };
}
