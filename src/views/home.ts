/** The home page (/ and /fr/). */
import { strings } from '../i18n/dictionary.ts';
import { findCity, findGreaterArea, menuServices } from '../lib/catalogue.ts';
import type { Lang } from '../lib/i18n.ts';
import { reachIn } from '../lib/claims.ts';
import { faqPage, organization, website } from '../lib/jsonld.ts';
import { phoneFor } from '../lib/phone.ts';
import { fill } from '../lib/text.ts';
import { areaUrl, cityUrl, paths } from '../lib/urls.ts';
import { site } from '../site.config.ts';
import { artwork } from './artwork.ts';
import { serviceCards } from './cards.ts';
import { getCatalogue, getPage } from './content.ts';
import { chromeView } from './page.ts';

export async function homeView(lang: Lang) {
  const t = strings(lang);
  const catalogue = await getCatalogue(lang);
  const page = await getPage('home', lang);
  const toronto = findGreaterArea(catalogue, 'on', 'greater-toronto');
  const brampton = findCity(catalogue, 'on', 'brampton');
  if (!toronto || !brampton)
    throw new Error('The home page links Greater Toronto and Brampton; both must exist in src/content/');
  const path = paths[lang].home;
  const reach = reachIn(catalogue, lang);
  return {
    layout: {
      meta: {
        // The brand leads here, so this title is not pageTitle()'s "name | brand".
        title: fill(t.home.title, { brand: site.names[lang], reach }),
        description: fill(t.home.description, { phone: phoneFor(path).text }),
        path,
        lang,
        jsonLd: [organization(lang), website(lang), faqPage(page.faq)],
      },
      chrome: await chromeView(lang, path, { serviceModal: true }),
    },
    props: {
      lang,
      page,
      phone: phoneFor(path),
      reach,
      heroArt: await artwork(['hero'], 960),
      services: await serviceCards(lang, menuServices(catalogue)),
      locations: [
        {
          href: areaUrl(lang, 'on', toronto.urlSlug),
          name: toronto.name,
          text: toronto.blurb,
          art: await artwork(['areas/greater-toronto', 'cities/toronto', 'provinces/on'], 640),
        },
        {
          href: cityUrl(lang, 'on', brampton.slug),
          name: brampton.name,
          text: brampton.intro,
          art: await artwork(['cities/brampton', 'provinces/on'], 640),
        },
      ],
    },
  };
}
