import { langOf, languages, withoutLang, type Lang } from './i18n.ts';

/**
 * Old service slugs and the slug that replaced them, per language: a renamed page keeps its old
 * address as a permanent redirect, so links and search results that lead there still arrive.
 * The French names changed to the ones Québec uses (« lutte contre les souris », not the calque
 * « contrôle des souris »).
 */
export const renamedServices: Record<Lang, Record<string, string>> = {
  en: { 'bird-control': 'bird-removal' },
  fr: {
    'controle-souris': 'lutte-contre-les-souris',
    'controle-rats': 'lutte-contre-les-rats',
    'retrait-guepes': 'destruction-nids-guepes',
  },
};

/**
 * The former addresses of a page whose service was renamed: /services/{old}/ and
 * /{province}/{city}/{old}/ (under /fr/ for the French slugs), each of which redirects to it
 * permanently. A slug is renamed in its own language only; any other page has none.
 */
export function formerPaths(page: string): string[] {
  const lang = langOf(page);
  const parts = withoutLang(page).split('/').filter(Boolean);
  const isServicePage = parts.length === 2 && parts[0] === 'services';
  const isCityServicePage = parts.length === 3 && /^[a-z]{2}$/.test(parts[0] ?? '');
  if (!isServicePage && !isCityServicePage) return [];
  return Object.entries(renamedServices[lang])
    .filter(([, now]) => now === parts.at(-1))
    .map(([before]) => `${languages[lang].prefix}/${[...parts.slice(0, -1), before].join('/')}/`);
}
