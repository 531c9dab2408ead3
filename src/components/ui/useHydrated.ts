import { useLayoutEffect, useState } from 'react';

/**
 * False on the server and during hydration, true afterwards: lets an island show
 * browser-only state without its first render differing from the server's HTML.
 * A layout effect, so the change is drawn in hydration's own frame. Not useSyncExternalStore's
 * server snapshot: Preact's compatibility layer, which runs the islands in the build and in the
 * browser, ignores it and would read the browser's state on the server and while hydrating.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}
