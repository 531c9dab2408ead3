/**
 * The links of the header's two menus, rendered once on the server and handed to the menu
 * islands as children: an island's props are written into the page as JSON, and these lists
 * would otherwise be in every page three times (issue 17: every byte counts before the first paint).
 */
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { paths, serviceUrl } from '../../lib/urls.ts';
import { AreasGrid, stagger } from './AreasGrid.tsx';
import type { NavProvince, NavService } from './nav-types.ts';

interface Props {
  lang: Lang;
  t: Dictionary['menu'];
  services: NavService[];
  provinces: NavProvince[];
}

/** 'Services & Areas' (spec §2): Residential, Commercial and the services; the areas grid beside. */
export function ServicesMenuLinks({ lang, t, services, provinces }: Props) {
  const linkClass = 'block rounded-lg px-3 py-2 text-stone-700 hover:bg-forest-50 hover:text-forest-900';
  const items = [
    { href: paths[lang].residential, name: t.residential, bold: true },
    { href: paths[lang].commercial, name: t.commercial, bold: true },
    ...services.map((s) => ({ href: serviceUrl(lang, s.urlSlug), name: s.name, bold: false })),
  ];
  return (
    <div className="grid gap-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-xl md:grid-cols-[14rem_1fr]">
      <div>
        <p className="eyebrow mb-2">{t.services}</p>
        <ul className="space-y-0.5">
          {items.map((item, i) => (
            <li key={item.href} className="stagger-item" style={stagger(i)}>
              <a className={item.bold ? `${linkClass} font-semibold` : linkClass} href={item.href}>
                {item.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p className="eyebrow mb-2">{t.areas}</p>
        <AreasGrid lang={lang} provinces={provinces} linkClass={linkClass} />
      </div>
    </div>
  );
}

/** The small-screen menu: every menu service, the areas, then the main pages. */
export function MobileMenuLinks({ lang, t, services, provinces }: Props) {
  const path = paths[lang];
  const linkClass = 'block rounded-lg px-3 py-2.5 text-base text-stone-800 hover:bg-forest-50';
  const more = [
    { href: path.residential, name: t.homes },
    { href: path.commercial, name: t.businesses },
    { href: path.about, name: t.about },
    { href: path.contact, name: t.contact },
  ];
  return (
    <>
      <p className="eyebrow px-3 pt-2 pb-1">{t.services}</p>
      <ul>
        {services.map((s) => (
          <li key={s.urlSlug}>
            <a className={linkClass} href={serviceUrl(lang, s.urlSlug)}>
              {s.name}
            </a>
          </li>
        ))}
        <li>
          <a className={linkClass} href={path.services}>
            {t.allServices}
          </a>
        </li>
      </ul>
      <p className="eyebrow px-3 pt-4 pb-2">{t.areas}</p>
      <AreasGrid
        lang={lang}
        provinces={provinces}
        linkClass="block rounded-lg px-3 text-stone-800 hover:bg-forest-50"
      />
      <p className="eyebrow px-3 pt-4 pb-1">{t.more}</p>
      <ul className="grid grid-cols-2">
        {more.map((item) => (
          <li key={item.href}>
            <a className={linkClass} href={item.href}>
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
