import { ChevronDown } from '../ui/icons.tsx';
import { useRef, type FocusEvent } from 'react';
import { useDisclosure } from '../ui/useDisclosure.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { paths, serviceUrl } from '../../lib/urls.ts';
import { AreasGrid, stagger } from './AreasGrid.tsx';
import type { NavProvince, NavService } from './nav-types.ts';
import { island } from '../ui/island.tsx';

interface Props {
  lang: Lang;
  t: Dictionary['menu'];
  services: NavService[];
  provinces: NavProvince[];
}

/**
 * 'Services & Areas' (spec §2): opens on hover and on keyboard focus, closes on Escape,
 * on leaving, and on choosing a link. Before hydration CSS opens it on hover and focus.
 */
function ServicesMenuView({ lang, t, services, provinces }: Props) {
  const { open, setOpen, close, button, panelId, returningFocus } = useDisclosure();
  const hydrated = useHydrated();
  const wrapper = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  // A tap (or a click) brings the pointer in, which opens the menu, and then clicks the button:
  // that click must not close what the same gesture just opened.
  const openedAt = useRef(0);
  const show = () => {
    window.clearTimeout(closeTimer.current);
    if (returningFocus.current) return;
    if (!open) openedAt.current = Date.now();
    setOpen(true);
  };
  const toggle = () => setOpen((o) => !o || Date.now() - openedAt.current < 500);
  const hideSoon = () => {
    closeTimer.current = window.setTimeout(() => setOpen(false), 150);
  };
  const onBlur = (event: FocusEvent) => {
    if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  // Fades and slides in over 0.3 s and out over 0.2 s (spec §9); display is animated discretely.
  const motion = 'transition-[opacity,translate,display] transition-discrete';
  const panelVisibility = hydrated
    ? open
      ? `${motion} block opacity-100 duration-300 starting:-translate-y-1.5 starting:opacity-0`
      : `${motion} hidden -translate-y-1.5 opacity-0 duration-200`
    : 'hidden group-focus-within:block group-hover:block';
  const linkClass = 'block rounded-lg px-3 py-2 text-stone-700 hover:bg-forest-50 hover:text-forest-900';

  return (
    // Hover is an extra way in for pointers; keyboard users have the button and focus.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={wrapper}
      className="group relative"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold text-forest-900 hover:bg-forest-50"
      >
        {t.servicesAndAreas}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        className={`${panelVisibility} absolute top-full left-1/2 z-40 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 pt-2`}
      >
        <div className="grid gap-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-xl md:grid-cols-[14rem_1fr]">
          <div>
            <p className="eyebrow mb-2">{t.services}</p>
            <ul className="space-y-0.5">
              <li className="stagger-item" style={stagger(0)}>
                <a className={`${linkClass} font-semibold`} href={paths[lang].residential} onClick={close}>
                  {t.residential}
                </a>
              </li>
              <li className="stagger-item" style={stagger(1)}>
                <a className={`${linkClass} font-semibold`} href={paths[lang].commercial} onClick={close}>
                  {t.commercial}
                </a>
              </li>
              {services.map((s, i) => (
                <li key={s.urlSlug} className="stagger-item" style={stagger(i + 2)}>
                  <a className={linkClass} href={serviceUrl(lang, s.urlSlug)} onClick={close}>
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <p className="eyebrow mb-2">{t.areas}</p>
            <AreasGrid lang={lang} provinces={provinces} linkClass={linkClass} onNavigate={close} />
          </div>
        </div>
      </div>
    </div>
  );
}

export const ServicesMenu = island('ServicesMenu', ServicesMenuView);
