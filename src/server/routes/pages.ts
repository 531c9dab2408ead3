/**
 * The build's pages as routes, each generated from the build at start-up: the page itself
 * (its index.html, precompressed, through @fastify/static's sendFile), and a permanent redirect
 * to it from each other way of writing it: without its trailing slash, with "index.html"
 * spelled out, at its old address when it moved (a French area once at its English slug, a
 * renamed service). A path the build does not have matches none of them: a miss, answered by
 * the not-found page of its shape. The not-found pages themselves (/404/..., /fr/404/...) are
 * never routes, so they are only ever answers to a miss.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formerPaths } from '../../lib/redirects.ts';

/** Old addresses of pages, old path to new: the areas that moved and the services renamed. */
function oldAddresses(pages: Set<string>, moved: Map<string, string>): Map<string, string> {
  const old = new Map<string, string>();
  for (const [from, to] of moved) if (pages.has(to)) old.set(from, to);
  for (const page of pages) for (const former of formerPaths(page)) old.set(former, page);
  return old;
}

export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const { pages, moved } = app.build;

  /** A 301 to `location`, keeping the query the visitor asked with. */
  const redirectTo = (location: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.indexOf('?');
    return reply
      .code(301)
      .header('Location', query < 0 ? location : `${location}${request.url.slice(query)}`)
      .send();
  };
  /** Registers a GET (and HEAD) route unless another plugin answers that path already (the find page). */
  const get = (url: string, handler: (request: FastifyRequest, reply: FastifyReply) => unknown) => {
    if (!app.hasRoute({ method: 'GET', url })) app.get(url, handler);
  };

  for (const page of pages) {
    const file = `${page}index.html`;
    get(page, (_request, reply) => reply.sendFile(file));
    get(file, redirectTo(page));
    get(`${page}index`, redirectTo(page));
    if (page !== '/') get(page.slice(0, -1), redirectTo(page));
  }
  for (const [from, to] of oldAddresses(pages, moved)) {
    get(from, redirectTo(to));
    get(from.slice(0, -1), redirectTo(to));
  }
}
