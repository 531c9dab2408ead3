import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** The site's stylesheets, so the inbox looks like the site. */
  stylesheets: string[];
  children: ReactNode;
}

/** The document around every inbox page; rendered on the server, no script. */
export function AdminShell({ title, stylesheets, children }: Props) {
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} | Northpaw inbox`}</title>
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="min-h-dvh bg-paper">
        <header className="bg-forest-900 text-white">
          <div className="container-page flex min-h-14 items-center justify-between gap-4">
            <p className="font-bold">Northpaw inbox</p>
            <a className="text-sm text-white underline-offset-4 hover:underline" href="/">
              View site
            </a>
          </div>
        </header>
        <main className="container-page py-8">{children}</main>
      </body>
    </html>
  );
}
