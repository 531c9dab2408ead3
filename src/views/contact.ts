/** /contact/ and /fr/contact/. */
import { strings } from '../i18n/dictionary.ts';
import { menuServices } from '../lib/catalogue.ts';
import type { Lang } from '../lib/i18n.ts';
import { reachIn } from '../lib/claims.ts';
import { phoneFor } from '../lib/phone.ts';
import { fill } from '../lib/text.ts';
import { paths } from '../lib/urls.ts';
import { site } from '../site.config.ts';
import { getCatalogue } from './content.ts';
import { chromeView, pageTitle } from './page.ts';

export async function contactView(lang: Lang) {
  const t = strings(lang);
  const path = paths[lang].contact;
  const phone = phoneFor(path);
  const catalogue = await getCatalogue(lang);
  return {
    layout: {
      meta: {
        title: pageTitle(lang, t.contact.title),
        description: fill(t.contact.description, {
          phone: phone.text,
          email: site.emails.general,
          reach: reachIn(catalogue, lang),
        }),
        path,
        lang,
      },
      chrome: await chromeView(lang, path),
    },
    props: { lang, phone, reach: reachIn(catalogue, lang) },
    /** The contact form island's props: its words, the services to choose from, where it sends the visitor. */
    form: {
      t: t.contactForm,
      services: menuServices(catalogue).map(({ slug, name }) => ({ slug, name })),
      thankYou: paths[lang].thankYou,
      phone: phone.text,
    },
    /** The form's fields that need no script (LeadFormFields), rendered with the page inside it. */
    fields: { lang, kind: 'contact', page: path, wide: true, note: t.contactForm.required } as const,
  };
}
