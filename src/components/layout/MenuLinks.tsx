/**
 * The links of the header's menus, rendered once on the server and handed to the desktop menu
 * island as children: an island's props are written into the page as JSON, and these lists
 * would otherwise be in every page twice more (every byte counts before the first paint).
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

/** Taller on phones, where a finger is the pointer. */
const linkClass = 'block rounded-lg px-3 py-2.5 text-stone-800 hover:bg-forest-50 hover:text-forest-900 lg:py-2';

/**
 * 'Services & Areas': Residential, Commercial, every menu service and the list of all;
 * the areas grid beside; the company's pages below. The phone's menu shows the same sections,
 * copied from here when it first opens (MobileMenu.tsx), so the page carries them once.
 */
export function MenuLinks({ lang, t, services, provinces }: Props) {
  const path = paths[lang];
  const items = [
    { href: path.residential, name: t.residential, bold: true },
    { href: path.commercial, name: t.commercial, bold: true },
    ...services.map((s) => ({ href: serviceUrl(lang, s.urlSlug), name: s.name, bold: false })),
    { href: path.services, name: t.allServices, bold: false },
  ];
  const more = [
    { href: path.about, name: t.about },
    { href: path.contact, name: t.contact },
  ];
  return (
    <div
      data-menu-sections=""
      className="grid gap-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-xl md:grid-cols-[14rem_1fr]"
    >
      <div>
        <p className="eyebrow mb-2 px-3">{t.services}</p>
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
      <div className="md:row-span-2">
        <p className="eyebrow mb-2 px-3">{t.areas}</p>
        <AreasGrid lang={lang} provinces={provinces} />
      </div>
      <div>
        <p className="eyebrow mb-2 px-3">{t.more}</p>
        <ul className="flex flex-wrap">
          {more.map((item) => (
            <li key={item.href}>
              <a className={linkClass} href={item.href}>
                {item.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
