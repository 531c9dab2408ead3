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
 * The permanent redirect for a path that uses a renamed service slug, or undefined.
 * Covers /services/{old}/ and /{province}/{city}/{old}/ (under /fr/ for the French slugs), with
 * or without the trailing slash.
 */
export function redirectFor(pathname: string): string | undefined {
  const lang = langOf(pathname);
  const parts = withoutLang(pathname).split('/').filter(Boolean);
  const last = parts.at(-1);
  const renamed = last && Object.hasOwn(renamedServices[lang], last) ? renamedServices[lang][last] : undefined;
  if (!renamed) return undefined;
  const isServicePage = parts.length === 2 && parts[0] === 'services';
  const isCityServicePage = parts.length === 3 && /^[a-z]{2}$/.test(parts[0] ?? '');
  if (!isServicePage && !isCityServicePage) return undefined;
  return `${languages[lang].prefix}/${[...parts.slice(0, -1), renamed].join('/')}/`;
}
