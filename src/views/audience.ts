/** What /services/residential/ and /services/commercial/ show: the same page for two audiences. */
import { strings } from '../i18n/dictionary.ts';
import { findCity, findGreaterArea } from '../lib/catalogue.ts';
import type { Audience } from '../lib/content-schemas.ts';
import type { Lang } from '../lib/i18n.ts';
import { reachIn } from '../lib/claims.ts';
import { breadcrumbList, faqPage } from '../lib/jsonld.ts';
import { phoneFor } from '../lib/phone.ts';
import { fill } from '../lib/text.ts';
import { areaUrl, cityUrl, paths, serviceUrl } from '../lib/urls.ts';
import { serviceCards } from './cards.ts';
import { getCatalogue, getPage } from './content.ts';
import { chromeView, homeCrumb, pageTitle } from './page.ts';

export async function audienceView(lang: Lang, audience: Audience) {
  const t = strings(lang);
  const catalogue = await getCatalogue(lang);
  const page = await getPage(audience, lang);
  const path = paths[lang][audience];
  const crumbs = [
    homeCrumb(lang),
    { name: t.services.crumb, path: paths[lang].services },
    { name: t.audience[audience], path },
  ];
  // The two featured locations: Greater Toronto and Brampton.
  const toronto = findGreaterArea(catalogue, 'on', 'greater-toronto');
  const brampton = findCity(catalogue, 'on', 'brampton');
  if (!toronto || !brampton) throw new Error('src/content/: Greater Toronto and Brampton must exist');
  const heading = fill(t.audience.heading, { heading: page.heading, reach: reachIn(catalogue, lang) });
  return {
    layout: {
      meta: {
        title: pageTitle(lang, heading),
        description: fill(t.audience.description, {
          intro: page.intro.split('. ')[0] ?? '',
          phone: phoneFor(path).text,
        }),
        path,
        lang,
        jsonLd: [breadcrumbList(crumbs), faqPage(page.faq)],
      },
      chrome: await chromeView(lang, path, { serviceModal: true }),
    },
    props: {
      lang,
      page,
      heading,
      crumbs,
      phone: phoneFor(path),
      services: await serviceCards(
        lang,
        catalogue.services.filter((s) => s.audiences.includes(audience)),
      ),
      allServices: catalogue.services.map((s) => ({ href: serviceUrl(lang, s.urlSlug), label: s.name })),
      locations: [
        { href: areaUrl(lang, 'on', toronto.urlSlug), name: toronto.name },
        { href: cityUrl(lang, 'on', brampton.slug), name: brampton.name },
      ],
    },
  };
}
