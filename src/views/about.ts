/** /about/. */
import { organization } from '../lib/jsonld.ts';
import { phoneFor } from '../lib/phone.ts';
import { paths } from '../lib/urls.ts';
import { site } from '../site.config.ts';
import { getPage } from './content.ts';
import { chromeView } from './page.ts';

export async function aboutView() {
  return {
    layout: {
      meta: {
        // Reads "About Northpaw Wildlife Control": the brand is the subject, so no pageTitle().
        title: `About ${site.name}`,
        description: `${site.yearsExperience} years of humane wildlife control: one-way-door exclusion, sealing, cleanup and repairs with a written warranty, from our Toronto head office across Canada.`,
        path: paths.about,
        jsonLd: [organization()],
      },
      chrome: await chromeView(),
    },
    props: { page: await getPage('about'), phone: phoneFor(paths.about) },
  };
}
