/**
 * The build's files, indexed once at start-up and served with their precompressed
 * siblings (brotli, then gzip), a weak ETag and conditional GETs. Range requests are
 * ignored, as RFC 9110 §14.2 allows: every file here is small, and a reversed or
 * overlapping range handed to the file system once took the whole process down.
 */
import { createReadStream, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

interface Variant {
  path: string;
  size: number;
}

interface StaticFile {
  type: string;
  etag: string;
  lastModified: string;
  plain: Variant;
  br?: Variant;
  gzip?: Variant;
}

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, found);
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/** Every file under `dir` by its URL path; a folder's index.html also answers for "folder/". */
export function indexFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const all = new Set(walk(dir));
  for (const path of all) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const stats = statSync(path);
    const variant = (suffix: string) =>
      all.has(path + suffix) ? { path: path + suffix, size: statSync(path + suffix).size } : undefined;
    const urlPath = `/${relative(dir, path).split(sep).join('/')}`;
    const file: StaticFile = {
      type: contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream',
      etag: `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`,
      lastModified: stats.mtime.toUTCString(),
      plain: { path, size: stats.size },
      br: variant('.br'),
      gzip: variant('.gz'),
    };
    files.set(urlPath, file);
    if (urlPath.endsWith('/index.html')) files.set(urlPath.slice(0, -'index.html'.length), file);
  }
  return files;
}

/** Whether an If-None-Match header (a list, or "*") names this ETag. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** The encodings a client takes, read loosely ("br;q=0" counts as refusing br). */
export function acceptedEncodings(header: string | string[] | undefined): { br: boolean; gzip: boolean } {
  const takes = (name: string) =>
    String(header ?? '')
      .toLowerCase()
      .split(',')
      .some((part) => {
        const [coding, ...params] = part.split(';').map((s) => s.trim());
        const q = params.find((p) => p.startsWith('q='));
        return coding === name && (!q || Number(q.slice(2)) > 0);
      });
  return { br: takes('br'), gzip: takes('gzip') };
}

export function createStaticFiles(dir: string, cacheControl: (urlPath: string) => string) {
  const files = indexFiles(dir);

  /** Sends the file at `urlPath` and returns true, or returns false when there is none. */
  function serve(req: IncomingMessage, res: ServerResponse, urlPath: string): boolean {
    const file = files.get(urlPath);
    if (!file) return false;
    const shared = {
      ETag: file.etag,
      'Cache-Control': cacheControl(urlPath),
      Vary: 'Accept-Encoding',
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed.\n');
      return true;
    }
    if (etagMatches(req.headers['if-none-match'], file.etag)) {
      res.writeHead(304, shared);
      res.end();
      return true;
    }
    const accepts = acceptedEncodings(req.headers['accept-encoding']);
    const [variant, encoding] =
      accepts.br && file.br ? [file.br, 'br'] : accepts.gzip && file.gzip ? [file.gzip, 'gzip'] : [file.plain];
    res.writeHead(200, {
      ...shared,
      'Content-Type': file.type,
      'Content-Length': variant.size,
      'Last-Modified': file.lastModified,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    // A file removed under a running server (a deploy) ends this response, not the process.
    pipeline(createReadStream(variant.path), res, (error) => {
      if (error && !res.destroyed) res.destroy();
    });
    return true;
  }

  return { serve, has: (urlPath: string) => files.has(urlPath) };
}
