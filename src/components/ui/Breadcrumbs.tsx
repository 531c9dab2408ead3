import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { Crumb } from '../../lib/jsonld.ts';

interface Props {
  lang: Lang;
  crumbs: Crumb[];
  tone?: 'dark' | 'light';
}

/** The trail of links to the current page; the last crumb is the page itself. */
export function Breadcrumbs({ lang, crumbs, tone = 'dark' }: Props) {
  const linkClass =
    tone === 'light'
      ? 'text-white/85 hover:text-white underline-offset-4 hover:underline'
      : 'text-forest-700 underline-offset-4 hover:underline';
  const currentClass = tone === 'light' ? 'text-white font-semibold' : 'text-stone-700 font-semibold';
  return (
    <nav aria-label={strings(lang).breadcrumb} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.name} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className={currentClass}>
                  {crumb.name}
                </span>
              ) : !crumb.path ? (
                <>
                  <span className={tone === 'light' ? 'text-white/85' : 'text-stone-600'}>{crumb.name}</span>
                  <span aria-hidden="true" className={tone === 'light' ? 'text-white/60' : 'text-stone-400'}>
                    ›
                  </span>
                </>
              ) : (
                <>
                  <a href={crumb.path} className={linkClass}>
                    {crumb.name}
                  </a>
                  <span aria-hidden="true" className={tone === 'light' ? 'text-white/60' : 'text-stone-400'}>
                    ›
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
