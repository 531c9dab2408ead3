/**
 * The build's pages: one route for every path no other route claims, answered from what the
 * build holds, read once at start-up. A page is its index.html, precompressed, through
 * @fastify/static's sendFile; each other way of writing it (without its trailing slash, with
 * "index.html" spelled out, at its old address when it moved: a French area once at its English
 * slug, a renamed service) is a permanent redirect to it; any other path is a miss, answered by
 * the not-found page of its shape. The not-found pages themselves (/404/..., /fr/404/...) are
 * never pages, so they are only ever answers to a miss.
 *
 * One route and a look-up rather than a route per address: Fastify readies each route by a
 * listener of its own, removed one at a time, so 11,000 addresses (713 pages in two languages,
 * four ways each, GET and HEAD) cost the server 3.7 CPU seconds at every start, and the cost grows
 * with the square of the pages.
 */
import type { FastifyInstance } from 'fastify';
import { formerPaths } from '../../lib/redirects.ts';

/** Every other way of writing a page's path, to the page: the redirects the build implies. */
export function pageAliases(pages: Set<string>, moved: Map<string, string>): Map<string, string> {
  const aliases = new Map<string, string>();
  const alias = (from: string, to: string) => {
    aliases.set(from, to);
    if (from !== '/') aliases.set(from.slice(0, -1), to);
  };
  for (const page of pages) {
    aliases.set(`${page}index.html`, page);
    aliases.set(`${page}index`, page);
    if (page !== '/') aliases.set(page.slice(0, -1), page);
  }
  for (const [from, to] of moved) if (pages.has(to)) alias(from, to);
  for (const page of pages) for (const former of formerPaths(page)) alias(former, page);
  return aliases;
}

export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const { pages, moved } = app.build;
  const aliases = pageAliases(pages, moved);

  app.get('/*', async (request, reply) => {
    const path = `/${(request.params as { '*': string })['*']}`;
    if (pages.has(path)) return reply.sendFile(`${path}index.html`);
    const page = aliases.get(path);
    if (page === undefined) return reply.callNotFound();
    // A 301 to the page, keeping the query the visitor asked with.
    const query = request.url.indexOf('?');
    return reply
      .code(301)
      .header('Location', query < 0 ? page : `${page}${request.url.slice(query)}`)
      .send();
  });
}
