/** /find/ and /fr/trouver/: every province, area, city and service on one page. */
import { strings } from '../i18n/dictionary.ts';
import type { Lang } from '../lib/i18n.ts';
import { breadcrumbList } from '../lib/jsonld.ts';
import { phoneFor } from '../lib/phone.ts';
import { fill } from '../lib/text.ts';
import { areaUrl, cityUrl, paths, serviceUrl } from '../lib/urls.ts';
import { getCatalogue } from './content.ts';
import { chromeView, homeCrumb, pageTitle } from './page.ts';

export async function findView(lang: Lang) {
  const t = strings(lang).find;
  const catalogue = await getCatalogue(lang);
  const path = paths[lang].find;
  const crumbs = [homeCrumb(lang), { name: t.heading, path }];
  const link = (name: string, href: string) => ({ name, href });
  return {
    layout: {
      meta: {
        title: pageTitle(lang, t.title),
        description: fill(t.description, { phone: phoneFor(path).text }),
        path,
        lang,
        jsonLd: [breadcrumbList(crumbs)],
      },
      chrome: await chromeView(lang, path),
    },
    props: {
      lang,
      crumbs,
      phone: phoneFor(path),
      provinces: catalogue.provinces.map((p) => ({
        name: p.name,
        areas: p.greaterAreas.map((a) => ({
          ...link(a.name, areaUrl(lang, p.code, a.urlSlug)),
          cities: a.cities.map((c) => link(c.label, cityUrl(lang, c.provinceCode, c.slug))),
        })),
      })),
      services: [
        link(strings(lang).menu.residential, paths[lang].residential),
        link(strings(lang).menu.commercial, paths[lang].commercial),
        ...catalogue.services.map((s) => link(s.name, serviceUrl(lang, s.urlSlug))),
      ],
    },
  };
}
