/** /contact/. */
import { menuServices } from '../lib/catalogue.ts';
import { phoneFor } from '../lib/phone.ts';
import { paths } from '../lib/urls.ts';
import { site } from '../site.config.ts';
import { getCatalogue } from './content.ts';
import { chromeView, pageTitle } from './page.ts';

export async function contactView() {
  const path = paths.contact;
  const phone = phoneFor(path);
  return {
    layout: {
      meta: {
        title: pageTitle('Contact Us'),
        description: `Call ${site.phones.default.text} 24/7 or e-mail ${site.emails.general} for humane wildlife and pest control anywhere in Canada.`,
        path,
      },
      chrome: await chromeView(),
    },
    props: { phone },
    /** The contact form island's props. */
    form: {
      services: menuServices(await getCatalogue()).map(({ slug, name }) => ({ slug, name })),
      page: path,
      phone: phone.text,
    },
  };
}
