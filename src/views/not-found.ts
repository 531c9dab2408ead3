/** The not-found pages: /404/, one /404/{kind}/ per message, and the same under /fr/. */
import { strings } from '../i18n/dictionary.ts';
import type { Lang } from '../lib/i18n.ts';
import { notFoundKinds, notFoundMessage, type NotFoundKind } from '../lib/not-found.ts';
import { phoneFor } from '../lib/phone.ts';
import { chromeView, pageTitle } from './page.ts';

export async function notFoundView(lang: Lang, kind: NotFoundKind, path: string) {
  const t = strings(lang);
  const notFound = notFoundMessage(kind, lang, t.notFound);
  return {
    layout: {
      meta: { title: pageTitle(lang, notFound.heading), description: notFound.text, path, lang, notFound: true },
      chrome: await chromeView(lang, path, { notFound: true }),
    },
    props: { lang, notFound, phone: phoneFor(path) },
    /** Every message of the language, for the static 404 page that picks one by the URL in the browser. */
    messages: Object.fromEntries(notFoundKinds.map((k) => [k, notFoundMessage(k, lang, t.notFound)])),
  };
}

/** The route's pages in one language: one per kind of not-found, /404/{kind}/ (/fr/404/{kind}/). */
export function notFoundRoutes(lang: Lang) {
  return notFoundKinds.map((kind) => ({ params: { kind }, props: { lang, kind } }));
}
