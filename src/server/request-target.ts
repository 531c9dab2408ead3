/**
 * The request target a client sent, checked before anything routes on it. Whatever a
 * stranger writes on the request line either becomes a plain path of this site or is
 * refused with a 4xx: `new URL()` of a raw target that starts with `//` reads it as a host
 * (and throws on `//a:99999/`), and a decoded path may hide NUL, `..` or a slash.
 */

/** Longer request targets are answered 414; no page or query of this site comes near it. */
export const MAX_TARGET_LENGTH = 2048;

export interface Target {
  /** The path as the URL parser normalised it, still percent-encoded: safe to echo in a Location. */
  pathname: string;
  /** The same path decoded, for looking files up. */
  decoded: string;
  /** The query with its `?`, or "". */
  search: string;
  searchParams: URLSearchParams;
}

export type TargetResult = { ok: true; target: Target } | { ok: false; status: 400 | 414; reason: string };

const refuse = (status: 400 | 414, reason: string): TargetResult => ({ ok: false, status, reason });

export function parseTarget(raw: string | undefined): TargetResult {
  if (!raw) return refuse(400, 'no request target');
  if (raw.length > MAX_TARGET_LENGTH) return refuse(414, 'request target too long');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f-\uffff\\]/.test(raw)) {
    return refuse(400, 'request target holds a control character, a backslash or a non-ASCII character');
  }

  let url: URL;
  if (/^https?:\/\//i.test(raw)) {
    // The absolute form (RFC 9112 §3.2.2): a server must accept it; only its path and query count.
    if (!URL.canParse(raw)) return refuse(400, 'malformed absolute request target');
    url = new URL(raw);
  } else if (raw.startsWith('/')) {
    // Glued to an origin rather than parsed against a base, so "//host/" stays a path.
    url = new URL(`http://localhost${raw}`);
  } else {
    return refuse(400, 'request target is not a path');
  }

  const { pathname, search, searchParams } = url;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return refuse(400, 'malformed percent-encoding');
  }
  // eslint-disable-next-line no-control-regex -- see above
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return refuse(400, 'path holds a control character or backslash');
  const segments = pathname.split('/').map((segment) => decodeURIComponent(segment));
  if (segments.some((segment) => segment === '..' || segment === '.' || segment.includes('/'))) {
    return refuse(400, 'path holds a dot segment or an encoded slash');
  }
  try {
    // A query must decode too: the inbox's filters and every route read it.
    void [...searchParams];
  } catch {
    return refuse(400, 'malformed query');
  }
  return { ok: true, target: { pathname, decoded, search, searchParams } };
}

/**
 * A Location on this site for a path we built from the request. Leading slashes and
 * backslashes collapse to one, so "//evil.example/" can never leave the site.
 */
export function sitePath(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}
