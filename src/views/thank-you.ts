/** /thank-you/: where a sent form lands; kept out of search. */
import { phoneFor } from '../lib/phone.ts';
import { paths } from '../lib/urls.ts';
import { chromeView, pageTitle } from './page.ts';

export async function thankYouView() {
  return {
    layout: {
      meta: {
        title: pageTitle('Message Received'),
        description: 'Thank you for contacting Northpaw. Your message was received.',
        path: paths.thankYou,
        noindex: true,
      },
      chrome: await chromeView(),
    },
    props: { phone: phoneFor(paths.thankYou) },
  };
}
