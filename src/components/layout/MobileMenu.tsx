import { Menu, X } from '../ui/icons.tsx';
import { useDisclosure } from '../ui/useDisclosure.ts';
import { paths, serviceUrl } from '../../lib/urls.ts';
import { AreasGrid } from './AreasGrid.tsx';
import type { NavProvince, NavService } from './nav-types.ts';
import { island } from '../ui/island.tsx';

/** The small-screen menu: every menu service plus the main pages. */
function MobileMenuView({ services, provinces }: { services: NavService[]; provinces: NavProvince[] }) {
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
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="animate-fade-in absolute inset-x-0 top-full max-h-[calc(100dvh-7rem)] overflow-y-auto border-t border-stone-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <p className="eyebrow px-3 pt-2 pb-1">Services</p>
        <ul>
          {services.map((s) => (
            <li key={s.slug}>
              <a className={linkClass} href={serviceUrl(s.slug)} onClick={close}>
                {s.name}
              </a>
            </li>
          ))}
          <li>
            <a className={linkClass} href={paths.services} onClick={close}>
              All services
            </a>
          </li>
        </ul>
        <p className="eyebrow px-3 pt-4 pb-2">Areas we serve</p>
        <AreasGrid
          provinces={provinces}
          linkClass="block rounded-lg px-3 text-stone-800 hover:bg-forest-50"
          onNavigate={close}
        />
        <p className="eyebrow px-3 pt-4 pb-1">More</p>
        <ul className="grid grid-cols-2">
          <li>
            <a className={linkClass} href={paths.residential} onClick={close}>
              Homes
            </a>
          </li>
          <li>
            <a className={linkClass} href={paths.commercial} onClick={close}>
              Businesses
            </a>
          </li>
          <li>
            <a className={linkClass} href={paths.about} onClick={close}>
              About
            </a>
          </li>
          <li>
            <a className={linkClass} href={paths.contact} onClick={close}>
              Contact
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}

export const MobileMenu = island('MobileMenu', MobileMenuView);
