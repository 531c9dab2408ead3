/**
 * Runs for every page as the build renders it. Astro writes its island rule as a <style>
 * inside <body>, before the first island, and <style> is only valid in <head> (issue 6:
 * valid HTML on every page). The same rule is in global.css, so the inline copy goes.
 */
import { defineMiddleware } from 'astro:middleware';

const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(html.replace(ISLAND_STYLE, ''), response);
});
