/**
 * The document head as data (title, description, canonical, robots, Open Graph, JSON-LD).
 * Pages describe themselves; the layout only renders what this returns.
 */
import { site } from '../site.config.ts';
import { absoluteUrl } from './urls.ts';
import type { JsonLd } from './jsonld.ts';

export interface PageMeta {
  /** The full title as it should read in search results. */
  title: string;
  description: string;
  /** The page's own path, e.g. "/on/brampton/". */
  path: string;
  /** Pages that must stay out of search engines (thank-you, admin, 404). */
  noindex?: boolean;
  /**
   * A not-found page: the server answers it at whatever URL missed, so it names no
   * canonical URL (a canonical on an error answer would point at the wrong page).
   */
  notFound?: boolean;
  ogType?: 'website' | 'article';
  /** Absolute or site-relative URL of the share image. */
  image?: string;
  jsonLd?: JsonLd[];
}

export interface Head {
  title: string;
  /** Absent on not-found pages. */
  canonical?: string;
  meta: { name?: string; property?: string; content: string }[];
  jsonLd: string[];
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so no string can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function buildHead(page: PageMeta): Head {
  const canonical = page.notFound ? undefined : absoluteUrl(page.path);
  const meta: Head['meta'] = [
    { name: 'description', content: page.description },
    { name: 'robots', content: page.noindex || page.notFound ? 'noindex, follow' : 'index, follow' },
    { property: 'og:type', content: page.ogType ?? 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: 'en_CA' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ];
  if (canonical) meta.splice(-1, 0, { property: 'og:url', content: canonical });
  if (page.image) meta.push({ property: 'og:image', content: absoluteUrl(page.image) });
  return { title: page.title, canonical, meta, jsonLd: (page.jsonLd ?? []).map(serializeJsonLd) };
}
