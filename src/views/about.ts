/** /about/ and /fr/a-propos/. */
import { strings } from '../i18n/dictionary.ts';
import type { Lang } from '../lib/i18n.ts';
import { organization } from '../lib/jsonld.ts';
import { phoneFor } from '../lib/phone.ts';
import { fill } from '../lib/text.ts';
import { paths } from '../lib/urls.ts';
import { site } from '../site.config.ts';
import { getPage } from './content.ts';
import { chromeView } from './page.ts';

export async function aboutView(lang: Lang) {
  const t = strings(lang).about;
  const path = paths[lang].about;
  return {
    layout: {
      meta: {
        // Reads "About Northpaw Humane Wildlife Control" (« À propos de Northpaw Contrôle de la faune sans cruauté »): the brand is the subject, so no pageTitle().
        title: fill(t.title, { brand: site.names[lang] }),
        description: fill(t.description, { years: site.yearsExperience }),
        path,
        lang,
        jsonLd: [organization(lang)],
      },
      chrome: await chromeView(lang, path),
    },
    props: { lang, page: await getPage('about', lang), phone: phoneFor(path) },
  };
}
