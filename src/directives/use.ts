/**
 * `client:use="<selector>"`: hydrate an island when the visitor first reaches for it: a finger or
 * pointer pressed on, focus moved to, or a click (or Enter) on an element the selector matches,
 * anywhere on the page. For an island nothing needs until then (the location picker), so no page
 * loads its code before. The page's own listeners answer that first use (the picker's opener
 * marks it open in the shared store), and the island reads what they did when it starts.
 */
import type { ClientDirective } from 'astro';

const firstUses = ['pointerdown', 'focusin', 'click'] as const;

const use: ClientDirective = (load, options) => {
  const selector = String(options.value);
  const start = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
    for (const type of firstUses) document.removeEventListener(type, start, true);
    void load().then((hydrate) => hydrate());
  };
  for (const type of firstUses) document.addEventListener(type, start, { capture: true, passive: true });
};

export default use;
