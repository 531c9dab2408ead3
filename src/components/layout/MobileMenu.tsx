import { Menu, X } from '../ui/icons.tsx';
import { useDisclosure } from '../ui/useDisclosure.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { paths, serviceUrl } from '../../lib/urls.ts';
import { AreasGrid } from './AreasGrid.tsx';
import type { NavProvince, NavService } from './nav-types.ts';
import { island } from '../ui/island.tsx';

/** The small-screen menu: every menu service plus the main pages. */
interface Props {
  lang: Lang;
  t: Dictionary['menu'];
  services: NavService[];
  provinces: NavProvince[];
}

function MobileMenuView({ lang, t, services, provinces }: Props) {
  const path = paths[lang];
  const { open, setOpen, close, button, panelId } = useDisclosure();
  const linkClass = 'block rounded-lg px-3 py-2.5 text-base text-stone-800 hover:bg-forest-50';
  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-11 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">{open ? t.close : t.open}</span>
      </button>
      <nav
        id={panelId}
        aria-label={t.mobileNav}
        hidden={!open}
        className="animate-fade-in absolute inset-x-0 top-full max-h-[calc(100dvh-7rem)] overflow-y-auto border-t border-stone-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <p className="eyebrow px-3 pt-2 pb-1">{t.services}</p>
        <ul>
          {services.map((s) => (
            <li key={s.urlSlug}>
              <a className={linkClass} href={serviceUrl(lang, s.urlSlug)} onClick={close}>
                {s.name}
              </a>
            </li>
          ))}
          <li>
            <a className={linkClass} href={path.services} onClick={close}>
              {t.allServices}
            </a>
          </li>
        </ul>
        <p className="eyebrow px-3 pt-4 pb-2">{t.areas}</p>
        <AreasGrid
          lang={lang}
          provinces={provinces}
          linkClass="block rounded-lg px-3 text-stone-800 hover:bg-forest-50"
          onNavigate={close}
        />
        <p className="eyebrow px-3 pt-4 pb-1">{t.more}</p>
        <ul className="grid grid-cols-2">
          <li>
            <a className={linkClass} href={path.residential} onClick={close}>
              {t.homes}
            </a>
          </li>
          <li>
            <a className={linkClass} href={path.commercial} onClick={close}>
              {t.businesses}
            </a>
          </li>
          <li>
            <a className={linkClass} href={path.about} onClick={close}>
              {t.about}
            </a>
          </li>
          <li>
            <a className={linkClass} href={path.contact} onClick={close}>
              {t.contact}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}

export const MobileMenu = island('MobileMenu', MobileMenuView);
