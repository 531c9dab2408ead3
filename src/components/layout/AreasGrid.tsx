import type { CSSProperties } from 'react';
import type { Lang } from '../../lib/i18n.ts';
import { areaUrl } from '../../lib/urls.ts';
import type { NavProvince } from './nav-types.ts';

/** Children enter one after another, 0.05 s apart. */
export const stagger = (index: number) => ({ '--stagger': index }) as CSSProperties;

/** Every province with its greater areas: 2 columns on small screens, 3 from medium up. */
interface Props {
  lang: Lang;
  provinces: NavProvince[];
}

export function AreasGrid({ lang, provinces }: Props) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-3" data-testid="areas-grid">
      {provinces.map((p, i) => (
        <li key={p.code} className="stagger-item" style={stagger(i)}>
          <p className="px-3 text-sm font-bold text-forest-900">{p.name}</p>
          <ul>
            {p.areas.map((a) => (
              <li key={a.urlSlug}>
                <a
                  className="block rounded-lg px-3 py-1 text-sm text-stone-800 hover:bg-forest-50 hover:text-forest-900"
                  href={areaUrl(lang, p.code, a.urlSlug)}
                >
                  {a.name}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
