import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { languages, type Lang } from '../lib/i18n.ts';
import { paths } from '../lib/urls.ts';

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
