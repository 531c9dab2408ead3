/** /thank-you/ and /fr/merci/: where a sent form lands; kept out of search. */
import { strings } from '../i18n/dictionary.ts';
import type { Lang } from '../lib/i18n.ts';
import { phoneFor } from '../lib/phone.ts';
import { paths } from '../lib/urls.ts';
import { chromeView, pageTitle } from './page.ts';

export async function thankYouView(lang: Lang) {
  const t = strings(lang).thankYou;
  const path = paths[lang].thankYou;
  return {
    layout: {
      meta: { title: pageTitle(lang, t.title), description: t.description, path, lang, noindex: true },
      chrome: await chromeView(lang, path),
    },
    props: { lang, phone: phoneFor(path) },
  };
}
