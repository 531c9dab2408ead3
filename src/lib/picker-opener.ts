/**
 * What opens the location picker: every [data-open-picker] on the page, the static links to the
 * page of every place (PickerButton) and the header's location buttons. From the moment the
 * page's own code runs (PageScripts) the links are buttons that open the picker instead (a click,
 * Enter, or Space as a button answers), through one listener for each. The picker's island and
 * its code load on that first use (`client:use`), and open because the store says so.
 */
import { track } from './analytics.ts';
import { openPicker } from './location-store.ts';

/** The selector of every control that opens the picker, for the island's directive too. */
export const pickerOpeners = '[data-open-picker]';

export function openPickerOnUse(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(`a${pickerOpeners}`)) {
    link.role = 'button';
    link.ariaHasPopup = 'dialog';
  }
  const open = (event: KeyboardEvent | MouseEvent) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>(pickerOpeners);
    if (!trigger || ('key' in event && event.key !== ' ')) return;
    event.preventDefault();
    const source = trigger.dataset.pickerSource;
    if (source) track('click', { event_category: 'CTA', event_label: source });
    openPicker({ service: trigger.dataset.pickerService });
  };
  // For the page's life: nothing to remove.
  doc.addEventListener('click', open);
  doc.addEventListener('keydown', open);
}
