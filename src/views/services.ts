/** /services/ and /fr/services/: every service as a card. */
import { strings } from '../i18n/dictionary.ts';
import type { Lang } from '../lib/i18n.ts';
import { reachIn } from '../lib/claims.ts';
import { breadcrumbList } from '../lib/jsonld.ts';
import { phoneFor } from '../lib/phone.ts';
import { fill } from '../lib/text.ts';
import { paths } from '../lib/urls.ts';
import { serviceCards } from './cards.ts';
import { getCatalogue } from './content.ts';
import { chromeView, homeCrumb, pageTitle } from './page.ts';

export async function servicesView(lang: Lang) {
  const t = strings(lang).services;
  const catalogue = await getCatalogue(lang);
  const path = paths[lang].services;
  const crumbs = [homeCrumb(lang), { name: t.crumb, path }];
  return {
    layout: {
      meta: {
        title: pageTitle(lang, t.title),
        description: fill(t.description, { phone: phoneFor(path).text, reach: reachIn(catalogue, lang) }),
        path,
        lang,
        jsonLd: [breadcrumbList(crumbs)],
      },
      chrome: await chromeView(lang, path, { serviceModal: true }),
    },
    props: { lang, crumbs, services: await serviceCards(lang, catalogue.services) },
  };
}
