/**
 * The document head as data (title, description, canonical, the page's twin in the other
 * language, robots, Open Graph, JSON-LD). Pages describe themselves; the layout only renders
 * what this returns.
 */
import { site } from '../site.config.ts';
import { languages, otherLang, type Lang } from './i18n.ts';
import { absoluteUrl, shareImageUrl } from './urls.ts';
import { shareSize } from './share-card.ts';
import type { JsonLd } from './jsonld.ts';

export interface PageMeta {
  /** The full title as it should read in search results. */
  title: string;
  description: string;
  /** The page's own path, e.g. "/on/brampton/". */
  path: string;
  lang: Lang;
  /** Pages that must stay out of search engines (thank-you, admin, 404). */
  noindex?: boolean;
  /**
   * A not-found page: the server answers it at whatever URL missed, so it names no
   * canonical URL (a canonical on an error answer would point at the wrong page).
   */
  notFound?: boolean;
  ogType?: 'website' | 'article';
  /** Site-relative URL of the page's share image (1200 x 630); the site's own when absent. */
  image?: string;
  jsonLd?: JsonLd[];
}

export interface Head {
  title: string;
  /** Absent on not-found pages. */
  canonical?: string;
  /** The page in each language, and the English one as x-default: every page names its twin. */
  alternates: { hreflang: string; href: string }[];
  meta: { name?: string; property?: string; content: string }[];
  jsonLd: string[];
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so no string can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** `twins`: the page's path in each language (src/lib/i18n.ts alternates()). */
export function buildHead(page: PageMeta, twins: Partial<Record<Lang, string>> = {}): Head {
  const canonical = page.notFound ? undefined : absoluteUrl(page.path);
  const alternates =
    canonical && twins.en && twins.fr
      ? [
          { hreflang: languages.en.locale, href: absoluteUrl(twins.en) },
          { hreflang: languages.fr.locale, href: absoluteUrl(twins.fr) },
          { hreflang: 'x-default', href: absoluteUrl(twins.en) },
        ]
      : [];
  const meta: Head['meta'] = [
    { name: 'description', content: page.description },
    { name: 'robots', content: page.noindex || page.notFound ? 'noindex, follow' : 'index, follow' },
    { property: 'og:type', content: page.ogType ?? 'website' },
    { property: 'og:site_name', content: site.names[page.lang] },
    { property: 'og:locale', content: languages[page.lang].ogLocale },
    ...(alternates.length
      ? [{ property: 'og:locale:alternate', content: languages[otherLang(page.lang)].ogLocale }]
      : []),
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (canonical) meta.splice(-1, 0, { property: 'og:url', content: canonical });
  meta.push(
    { property: 'og:image', content: absoluteUrl(page.image ?? shareImageUrl(page.lang, 'site')) },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(shareSize.width) },
    { property: 'og:image:height', content: String(shareSize.height) },
  );
  return { title: page.title, canonical, alternates, meta, jsonLd: (page.jsonLd ?? []).map(serializeJsonLd) };
}
