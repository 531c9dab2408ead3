/** The not-found pages (spec §8): /404/ and one /404/{kind}/ per message. */
import type { NotFound } from '../lib/not-found.ts';
import { phoneFor } from '../lib/phone.ts';
import { chromeView, pageTitle } from './page.ts';

export async function notFoundView(notFound: NotFound, path: string) {
  return {
    layout: {
      meta: { title: pageTitle(notFound.heading), description: notFound.text, path, notFound: true },
      chrome: await chromeView(),
    },
    props: { notFound, phone: phoneFor(path) },
  };
}
