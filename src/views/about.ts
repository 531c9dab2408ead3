/** /about/ and /fr/a-propos/. */
import { strings } from '../i18n/dictionary.ts';
import type { Lang } from '../lib/i18n.ts';
import { organization } from '../lib/jsonld.ts';
import { phoneFor } from '../lib/phone.ts';
import { insuranceLine, reachIn, yearsInBusiness } from '../lib/claims.ts';
import { fill } from '../lib/text.ts';
import { paths } from '../lib/urls.ts';
import { licences, site } from '../site.config.ts';
import { getCatalogue, getPage } from './content.ts';
import { chromeView } from './page.ts';

export async function aboutView(lang: Lang) {
  const t = strings(lang).about;
  const path = paths[lang].about;
  return {
    layout: {
      meta: {
        // Reads "About Northpaw Humane Wildlife Control" (« À propos de Northpaw Contrôle de la faune sans cruauté »): the brand is the subject, so no pageTitle().
        title: fill(t.title, { brand: site.names[lang] }),
        description: fill(t.description, {
          years: yearsInBusiness(),
          reach: reachIn(await getCatalogue(lang), lang),
        }),
        path,
        lang,
        jsonLd: [organization(lang)],
      },
      chrome: await chromeView(lang, path),
    },
    props: {
      lang,
      page: await getPage('about', lang),
      phone: phoneFor(path),
      licences: await licenceLines(lang),
      insurance: insuranceLine(lang),
    },
  };
}

/** Each licence we hold, as the about page lists it: province, what it is, who issued it, its number. */
async function licenceLines(lang: Lang): Promise<string[]> {
  const t = strings(lang).about;
  const { provinces } = await getCatalogue(lang);
  return licences.map((l) =>
    [
      fill(t.licence, {
        province: provinces.find((p) => p.code === l.province)?.name ?? l.province,
        kind: l.kind[lang],
        authority: l.authority[lang],
      }),
      l.number ? fill(t.licenceNumber, { number: l.number }) : '',
    ]
      .join(' ')
      .trim(),
  );
}
