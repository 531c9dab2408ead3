/** Old service slugs and the slug that replaced them. */
export const renamedServices: Record<string, string> = { 'bird-control': 'bird-removal' };

/**
 * The permanent redirect for a path that uses a renamed service slug, or undefined.
 * Covers /services/{old}/ and /{province}/{city}/{old}/, with or without the trailing slash.
 */
export function redirectFor(pathname: string): string | undefined {
  const parts = pathname.split('/').filter(Boolean);
  const last = parts.at(-1);
  const renamed = last ? renamedServices[last] : undefined;
  if (!renamed) return undefined;
  const isServicePage = parts.length === 2 && parts[0] === 'services';
  const isCityServicePage = parts.length === 3 && /^[a-z]{2}$/.test(parts[0] ?? '');
  if (!isServicePage && !isCityServicePage) return undefined;
  return `/${[...parts.slice(0, -1), renamed].join('/')}/`;
}
