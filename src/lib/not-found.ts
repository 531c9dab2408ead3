/**
 * Which not-found message a missing URL gets, chosen from the URL's shape so the
 * Node server and the static 404 page agree; in the language of the URL (/fr/... is French).
 */
import type { Dictionary } from '../i18n/dictionary.ts';
import { langOf, pageSlugsFr, withoutLang, type Lang } from './i18n.ts';
import { paths } from './urls.ts';

export const notFoundKinds = ['post', 'service', 'content', 'location', 'page'] as const;
export type NotFoundKind = (typeof notFoundKinds)[number];

export interface NotFound {
  kind: NotFoundKind;
  heading: string;
  text: string;
  link: { href: string; label: string };
}

const PROVINCE_CODE = /^[a-z]{2}$/;
const BLOG = new Set(['blog', pageSlugsFr.blog]);

export function notFoundKind(pathname: string): NotFoundKind {
  const lower = pathname.toLowerCase();
  const parts = withoutLang(lower).split('/').filter(Boolean);
  const [first, , third] = parts;
  if (first && BLOG.has(first) && parts.length === 2) return 'post';
  if (first === 'services' && parts.length === 2) return 'service';
  if (first && PROVINCE_CODE.test(first)) {
    if (parts.length === 2) return 'location';
    if (parts.length === 3 && third) return 'content';
  }
  return 'page';
}

/** The message of one kind in one language (`t`: that language's notFound strings). */
export function notFoundMessage(kind: NotFoundKind, lang: Lang, t: Dictionary['notFound']): NotFound {
  const { heading, text, link } = t[kind];
  return { kind, heading, text, link: { href: kind === 'post' ? paths[lang].blog : paths[lang].home, label: link } };
}

/** The language a missing URL is answered in. */
export const notFoundLang = (pathname: string): Lang => langOf(pathname.toLowerCase());
