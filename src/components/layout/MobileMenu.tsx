import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { Menu, X } from '../ui/icons.tsx';
import { useDisclosure } from '../ui/useDisclosure.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { island } from '../ui/island.tsx';

interface Props {
  t: Pick<Dictionary['menu'], 'open' | 'close' | 'mobileNav'>;
}

/**
 * The small-screen menu's button and panel; choosing a link closes it. The panel shows the
 * sections of 'Services & Areas' (MenuLinks.tsx), copied the first time it opens: a second copy
 * in the page was a third of its elements for the browser to parse before the first paint,
 * and without JavaScript this button could not open anything anyway.
 */
function MobileMenuView({ t }: Props) {
  const { open, setOpen, close, button, panelId } = useDisclosure();
  const sections = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const target = sections.current;
    const source = document.querySelector('[data-menu-sections]');
    if (!open || !target || !source || target.childElementCount) return;
    target.replaceChildren(...[...source.children].map((section) => section.cloneNode(true)));
  }, [open]);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close();
  };
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
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <nav
        id={panelId}
        onClick={closeOnLink}
        aria-label={t.mobileNav}
        hidden={!open}
        className="animate-fade-in absolute inset-x-0 top-full max-h-[calc(100dvh-7rem)] overflow-y-auto border-t border-stone-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        {/* Filled from the page's menu on first opening; React leaves its children alone. */}
        <div ref={sections} className="grid gap-6" />
      </nav>
    </div>
  );
}

export const MobileMenu = island('MobileMenu', MobileMenuView);
