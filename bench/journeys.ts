/** The journeys the tap benchmarks take (navigation.ts, activation.ts): common taps from page to page. */
import type { ElementHandle, Page } from 'puppeteer-core';

export interface Journey {
  name: string;
  from: string;
  /** The link tapped: a CSS selector on the first page. */
  link: string;
  to: string;
  /** What the visitor has done before (a chosen city shows the service page's banner). */
  before?: (page: Page) => Promise<void>;
}

export const journeys: Journey[] = [
  { name: 'home to a city', from: '/', link: 'main a[href="/on/brampton/"]', to: '/on/brampton/' },
  {
    name: 'city to city x service',
    from: '/on/brampton/',
    link: 'main a[href="/on/brampton/raccoon-removal/"]',
    to: '/on/brampton/raccoon-removal/',
  },
  {
    name: 'service to city x service',
    from: '/services/bat-removal/',
    link: '[role="note"] a[href="/on/brampton/bat-removal/"]',
    to: '/on/brampton/bat-removal/',
    before: async (page) => {
      await page.evaluateOnNewDocument(() =>
        localStorage.setItem(
          'northpaw:location',
          JSON.stringify({
            province: 'on',
            city: 'brampton',
            cityName: 'Brampton',
            provinceName: 'Ontario',
            fr: { cityName: 'Brampton', provinceName: 'Ontario' },
          }),
        ),
      );
    },
  },
  {
    name: 'blog list to post',
    from: '/blog/',
    link: 'main a[href="/blog/how-one-way-doors-work/"]',
    to: '/blog/how-one-way-doors-work/',
  },
  {
    name: 'switch of language',
    from: '/on/brampton/raccoon-removal/',
    link: 'header a[data-language-switch]',
    to: '/fr/on/brampton/retrait-ratons-laveurs/',
  },
];

/**
 * Opens the journey's first page and rests the pointer on its link for `restMs`, as a thumb or a
 * mouse does before the tap (the rules prerender the next page from 200 ms of rest on); returns
 * the link, to be tapped.
 */
export async function restOnLink(page: Page, base: string, journey: Journey, restMs: number): Promise<ElementHandle> {
  await page.goto(`${base}${journey.from}`, { waitUntil: 'networkidle0' });
  const link = await page.waitForSelector(journey.link, { visible: true });
  if (!link) throw new Error(`${journey.from}: no ${journey.link}`);
  await link.scrollIntoView();
  await link.hover();
  await new Promise((resolve) => setTimeout(resolve, restMs));
  return link;
}
