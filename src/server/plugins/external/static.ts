/**
 * The build's files (@fastify/static): precompressed copies chosen by Accept-Encoding, weak
 * ETags and 304s. Pages (each folder's index.html) are answered by routes/pages.ts,
 * served through reply.sendFile with these same options.
 */
import type { FastifyStaticOptions } from '@fastify/static';

function cacheControl(file: string): string {
  if (/[\\/]_astro[\\/]/.test(file)) return 'public, max-age=31536000, immutable';
  if (/\.html(\.br|\.gz)?$/.test(file)) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

export const staticOptions = (clientDir: string): FastifyStaticOptions => ({
  root: clientDir,
  preCompressed: true,
  cacheControl: false,
  // Every file here is small; a range handed to the file system once took a hand-written server down.
  acceptRanges: false,
  dotfiles: 'ignore',
  // The build's files are known at start-up: one route each, so a miss never touches the disk
  // (a wildcard route reads every folder of the path, for each request, to check its spelling).
  wildcard: false,
  // Pages are routes/pages.ts's; the compressed copies are chosen, never asked for; the
  // not-found pages are only ever answers to a miss; the editor's page is routes/editor.ts's, with its own CSP.
  globIgnore: ['**/*.br', '**/*.gz', '**/index.html', '404.html', '**/404/**', 'admin/content/editor.html'],
  setHeaders: (reply, file) => reply.header('Cache-Control', cacheControl(file)),
});
