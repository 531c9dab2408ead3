/**
 * What only this site knows about its build, read once at start-up: which pages exist (routes
 * of their own, and the only pages whose calls are counted), the pages that moved, the
 * not-found page a missing URL gets, chosen by its shape and language, the names of services
 * and places, the place search, the stylesheets and the policy's script hashes. Files
 * themselves are served by @fastify/static.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { CatalogueFile } from '../../lib/catalogue.ts';
import { langs, languages } from '../../lib/i18n.ts';
import { notFoundKind, notFoundKinds, notFoundLang } from '../../lib/not-found.ts';
import { areaUrl, catalogueUrl } from '../../lib/urls.ts';
import { loadNames, type Names } from './names.ts';
import { loadPlaces, type Places } from './place-search.ts';

/** A build, as the server uses it. */
export interface SiteBuild {
  /** The static files (dist/client/). */
  clientDir: string;
  /** Every page, as the path a browser shows ("/", "/on/brampton/"). */
  pages: Set<string>;
  /** Pages that moved, old path to new (movedPages). */
  moved: Map<string, string>;
  /** The not-found page of a missing path. */
  notFoundPage: (pathname: string) => PageBytes;
  /** Services' and places' names. */
  names: Names;
  /** Every Canadian place and postal code with our nearest cities. */
  places: Places;
  /** The site's stylesheets, so the pages the server writes look like the site's. */
  stylesheets: string[];
  /** The inline scripts' hashes (dist/csp.json), and whether the build runs Google Analytics. */
  csp: { scriptHashes: string[]; analytics: boolean };
}

/** Reads a build folder (dist/): its client files, catalogue, places and policy. */
export function readBuild(dist: string): SiteBuild {
  const clientDir = resolve(dist, 'client');
  const cspFile = join(dist, 'csp.json');
  return {
    clientDir,
    pages: builtPages(clientDir),
    moved: movedPages(clientDir),
    notFoundPage: notFoundPages(clientDir),
    names: loadNames(join(clientDir, catalogueUrl)),
    places: loadPlaces(join(clientDir, 'places.json')),
    stylesheets: readdirSync(join(clientDir, '_astro'))
      .filter((name) => name.endsWith('.css'))
      .map((name) => `/_astro/${name}`),
    csp: existsSync(cspFile)
      ? {
          analytics: false,
          ...(JSON.parse(readFileSync(cspFile, 'utf8')) as { scriptHashes: string[]; analytics?: boolean }),
        }
      : { scriptHashes: [], analytics: false },
  };
}

/**
 * Every page of a build, as the path a browser shows ("/", "/on/brampton/"): each folder of
 * `clientDir` holding an index.html, but the not-found pages, which are never pages of
 * their own (a call from one is not counted: its path is whatever URL was missed).
 */
export function builtPages(clientDir: string): Set<string> {
  const pages = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const folder = relative(clientDir, entry.parentPath).split(sep).filter(Boolean);
    if (folder[0] === '404' || (folder[0] === 'fr' && folder[1] === '404')) continue;
    pages.add(folder.length ? `/${folder.join('/')}/` : '/');
  }
  return pages;
}

/**
 * Greater-area pages whose URL in a language is not their key's, old path to new: the French
 * ones once lived at the English slug (/fr/qc/greater-montreal/, now /fr/qc/grand-montreal/)
 * and links and search results still lead there. Read from the build's /catalogue.json, where
 * the slugs come from the content; a build without one has none.
 */
export function movedPages(clientDir: string): Map<string, string> {
  const file = join(clientDir, catalogueUrl);
  if (!existsSync(file)) return new Map();
  const { provinces } = JSON.parse(readFileSync(file, 'utf8')) as CatalogueFile;
  return new Map(
    provinces.flatMap((p) =>
      p.areas.flatMap((a) =>
        langs
          .filter((lang) => a.urlSlug[lang] !== a.slug)
          .map((lang) => [areaUrl(lang, p.code, a.slug), areaUrl(lang, p.code, a.urlSlug[lang])] as const),
      ),
    ),
  );
}

/** A page's bytes as built, with the precompressed copies the build wrote beside it. */
export interface PageBytes {
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function readPage(file: string): PageBytes {
  const sibling = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  return { plain: readFileSync(file), br: sibling('.br'), gzip: sibling('.gz') };
}

/**
 * The not-found pages, held in memory (a few dozen KB): a miss is answered in the language of
 * its URL (a French page under /fr/404/{kind}/), with the English page of its kind when a
 * build has no French one, and 404.html as the last resort.
 */
export function notFoundPages(clientDir: string): (pathname: string) => PageBytes {
  const fallback = readPage(join(clientDir, '404.html'));
  const pages = new Map<string, PageBytes>();
  for (const lang of Object.values(languages)) {
    for (const kind of notFoundKinds) {
      const candidates = [
        join(clientDir, lang.prefix, '404', kind, 'index.html'),
        join(clientDir, '404', kind, 'index.html'),
      ];
      const file = candidates.find((path) => existsSync(path));
      if (file) pages.set(`${lang.prefix}|${kind}`, readPage(file));
    }
  }
  return (pathname) => pages.get(`${languages[notFoundLang(pathname)].prefix}|${notFoundKind(pathname)}`) ?? fallback;
}

/** The error pages, English and French, are answers to a miss, never pages of their own. */
export const isNotFoundPath = (pathname: string) => /^(\/fr)?\/404(\/|\.html$|$)/.test(pathname);
