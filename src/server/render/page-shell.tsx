import type { FastifyReply } from 'fastify';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { strings } from '../../i18n/dictionary.ts';
import { languages, type Lang } from '../../lib/i18n.ts';
import { paths } from '../../lib/urls.ts';
import { site } from '../../site.config.ts';

interface Props {
  /** The page's own title; the shell adds who it is from. */
  title: string;
  /** Shown in the bar at the top and after the title: "Northpaw inbox", or the site's name. */
  from: string;
  /** The site's stylesheets, so these pages look like the site. */
  stylesheets: string[];
  /** The page's language: the inbox is English (the owner reads English), a form's answer is the form's. */
  lang?: Lang;
  /** The words of the link to the site's home page, in `lang`. */
  viewSite?: string;
  children: ReactNode;
}

/**
 * The document around every page the server writes itself (the inbox, the answer to a form
 * posted without JavaScript): rendered on the server, no script, never indexed.
 */
export function PageShell({ title, from, stylesheets, lang = 'en', viewSite = 'View site', children }: Props) {
  return (
    <html lang={languages[lang].locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} | ${from}`}</title>
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="min-h-dvh bg-paper">
        <header className="bg-forest-900 text-white">
          <div className="container-page flex min-h-14 items-center justify-between gap-4">
            <p className="font-bold">{from}</p>
            <a className="text-sm text-white underline-offset-4 hover:underline" href={paths[lang].home}>
              {viewSite}
            </a>
          </div>
        </header>
        <main className="container-page py-8">{children}</main>
      </body>
    </html>
  );
}

/** The HTML document of a page in the shell. */
export function renderPage(props: Props): string {
  return `<!doctype html>${renderToStaticMarkup(<PageShell {...props} />)}`;
}

/**
 * Answers with a page of the site's own (a search's answer, a form's problems) in a visitor's
 * language: never cached, since it answers one request.
 */
export function sendSitePage(
  reply: FastifyReply,
  {
    status,
    lang,
    title,
    stylesheets,
    children,
  }: { status: number; lang: Lang; title: string; stylesheets: string[]; children: ReactNode },
) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(
      renderPage({
        title,
        from: site.names[lang],
        stylesheets,
        lang,
        viewSite: strings(lang).formPage.viewSite,
        children,
      }),
    );
}
