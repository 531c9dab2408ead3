import type { ReactNode } from 'react';
import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { fill } from '../../lib/text.ts';

interface Props {
  lang: Lang;
  title: string;
  /** Shown as 'Last updated': the date kept with the text. */
  updated?: string;
  /** The Markdown body, rendered by the route. */
  children?: ReactNode;
}

/** Privacy, terms and accessibility: a readable column of prose. */
export function LegalPage({ lang, title, updated, children }: Props) {
  return (
    <article className="container-page max-w-3xl py-12 md:py-16">
      <h1 className="text-4xl font-extrabold sm:text-5xl">{title}</h1>
      {updated && <p className="mt-3 text-stone-600">{fill(strings(lang).legal.updated, { date: updated })}</p>}
      <div className="prose-content mt-8">{children}</div>
    </article>
  );
}
