/**
 * Client state shared between islands (each island is its own React root): the chosen
 * location and the location picker's open state.
 */
import { atom } from 'nanostores';
import { readStored, storageKeys, isStoredLocation, writeStored, type StoredLocation } from './storage.ts';

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readLocation() {
  const store = browserStorage();
  return store ? readStored(store, storageKeys.location, isStoredLocation) : undefined;
}

const initial = readLocation();

/**
 * The city a page makes the chosen one as it starts (src/lib/page-memory.ts), from its body's
 * data: a city page's. The store starts with it, so the page's controls are drawn once.
 */
export function pageLocation(data: DOMStringMap): StoredLocation | undefined {
  try {
    const location: unknown = JSON.parse(data.rememberLocation ?? '');
    return isStoredLocation(location) ? location : undefined;
  } catch {
    return undefined;
  }
}

/** The chosen city; undefined when none is chosen (or on the server). */
export const $location = atom<StoredLocation | undefined>(
  typeof document === 'undefined'
    ? undefined
    : (pageLocation(document.body.dataset) ?? (initial?.ok ? initial.value : undefined)),
);

/** This page found a stored location it could not parse, and discarded it. */
export const storedLocationWasDiscarded = initial?.ok === false && initial.reason === 'invalid';

export function chooseLocation(location: StoredLocation): void {
  const store = browserStorage();
  if (store) writeStored(store, storageKeys.location, location);
  $location.set(location);
}

export function clearLocation(): void {
  browserStorage()?.removeItem(storageKeys.location);
  $location.set(undefined);
}

// Another tab changing the location updates this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKeys.location) return;
    const read = readLocation();
    $location.set(read?.ok ? read.value : undefined);
  });
}

/** Where choosing a city takes the visitor: the city page, or the city's page for a service. */
export interface PickerTarget {
  service?: string;
}

export interface PickerState {
  open: boolean;
  target: PickerTarget;
  /** The control that opened the picker: focus goes back to it on closing. */
  opener: HTMLElement | null;
}

export const $picker = atom<PickerState>({ open: false, target: {}, opener: null });

export function openPicker(target: PickerTarget = {}): void {
  const focused = typeof document === 'undefined' ? null : document.activeElement;
  $picker.set({ open: true, target, opener: focused instanceof HTMLElement ? focused : null });
}

export function closePicker(): void {
  $picker.set({ ...$picker.get(), open: false });
}
