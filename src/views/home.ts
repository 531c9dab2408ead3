/** The home page (/). */
import { findCity, findGreaterArea, menuServices } from '../lib/catalogue.ts';
import { faqPage, organization, website } from '../lib/jsonld.ts';
import { phoneFor } from '../lib/phone.ts';
import { areaUrl, cityUrl, paths } from '../lib/urls.ts';
import { site } from '../site.config.ts';
import { artwork } from './artwork.ts';
import { serviceCards } from './cards.ts';
import { getCatalogue, getPage } from './content.ts';
import { chromeView } from './page.ts';

export async function homeView() {
  const catalogue = await getCatalogue();
  const page = await getPage('home');
  const toronto = findGreaterArea(catalogue, 'on', 'greater-toronto');
  const brampton = findCity(catalogue, 'on', 'brampton');
  if (!toronto || !brampton)
    throw new Error('The home page links Greater Toronto and Brampton; both must exist in src/content/');
  const path = paths.home;
  return {
    layout: {
      meta: {
        // The brand leads here, so this title is not pageTitle()'s "name | brand".
        title: `${site.name} | Humane Wildlife Removal Across Canada`,
        description: `Raccoons, squirrels, skunks, bats and pests removed humanely and kept out, with repairs and a written warranty. Free quote, 24/7: ${site.phones.default.text}.`,
        path,
        jsonLd: [organization(), website(), faqPage(page.faq)],
      },
      chrome: await chromeView({ serviceModal: true }),
    },
    props: {
      page,
      phone: phoneFor(path),
      heroArt: await artwork(['hero'], 960),
      services: await serviceCards(menuServices(catalogue)),
      locations: [
        {
          href: areaUrl('on', toronto.slug),
          name: toronto.name,
          text: toronto.blurb,
          art: await artwork(['areas/greater-toronto', 'provinces/on'], 640),
        },
        {
          href: cityUrl('on', brampton.slug),
          name: brampton.name,
          text: brampton.intro,
          art: await artwork(['cities/brampton', 'provinces/on'], 640),
        },
      ],
    },
  };
}
