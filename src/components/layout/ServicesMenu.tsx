import { ChevronDown } from '../ui/icons.tsx';
import { useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useDisclosure } from '../ui/useDisclosure.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { island } from '../ui/island.tsx';

interface Props {
  t: Pick<Dictionary['menu'], 'servicesAndAreas'>;
  /** The panel's links (MenuLinks): static HTML, not props, so the page does not carry them twice. */
  children?: ReactNode;
}

/**
 * 'Services & Areas', a disclosure: Enter, Space or Down Arrow opens it, Tab then walks its
 * links, Escape closes it and hands focus back, Tab from the closed button moves
 * on, and leaving it closes it. Hover opens it too, for a mouse. Until the island runs (or
 * without JavaScript) CSS opens the panel on hover and while focus is inside it.
 */
function ServicesMenuView({ t, children }: Props) {
  const { open, setOpen, close, button, panelId } = useDisclosure();
  const hydrated = useHydrated();
  const wrapper = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  // A tap brings the pointer in, which opens the menu, and then clicks the button: that click
  // must not close what the same gesture just opened.
  const openedAt = useRef(0);
  const show = () => {
    window.clearTimeout(closeTimer.current);
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
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
  };

  // Fades and slides in over 0.3 s and out over 0.2 s; display is animated discretely.
  const motion = 'transition-[opacity,translate,display] transition-discrete';
  const panelVisibility = hydrated
    ? open
      ? `${motion} block opacity-100 duration-300 starting:-translate-y-1.5 starting:opacity-0`
      : `${motion} hidden -translate-y-1.5 opacity-0 duration-200`
    : 'hidden group-focus-within:block group-hover:block';
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close();
  };

  return (
    // Hover is an extra way in for pointers; keyboard users have the button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={wrapper} className="group relative" onMouseEnter={show} onMouseLeave={hideSoon} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        onKeyDown={onKeyDown}
        className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold text-forest-900 hover:bg-forest-50"
      >
        {t.servicesAndAreas}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* Choosing any link closes the menu: the links are static HTML, so one listener. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        id={panelId}
        onClick={closeOnLink}
        className={`${panelVisibility} absolute top-full left-1/2 z-40 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 pt-2`}
      >
        {children}
      </div>
    </div>
  );
}

export const ServicesMenu = island('ServicesMenu', ServicesMenuView);
