/**
 * The owner's numbers: the site counts clicks on its call links itself, without
 * cookies or identifiers. A page reports only its own path and the kind of event to
 * POST /api/events; the server keeps a count per day, page and kind. Shared by the browser
 * (call-clicks.ts, on every page, so no zod here) and the server (src/server/page-events.ts).
 */

export const PAGE_EVENTS_PATH = '/api/events';

/** What a page may report; the server refuses any other kind. */
export const pageEventKinds = ['call'] as const;
export type PageEventKind = (typeof pageEventKinds)[number];

export function isPageEventKind(value: unknown): value is PageEventKind {
  return pageEventKinds.includes(value as PageEventKind);
}

/** The browser's ways to send a request that outlives the page (a tel: link may leave it). */
export interface BeaconEnv {
  sendBeacon?: (url: string, data: string) => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

function browserBeacon(): BeaconEnv {
  const nav = globalThis.navigator as Navigator | undefined;
  return {
    // Bound: sendBeacon throws "Illegal invocation" when called off its navigator.
    sendBeacon: typeof nav?.sendBeacon === 'function' ? nav.sendBeacon.bind(nav) : undefined,
    fetch: typeof globalThis.fetch === 'function' ? globalThis.fetch.bind(globalThis) : undefined,
  };
}

/**
 * Sends one event: the page's path and the kind, nothing else. A string body goes as
 * text/plain, which needs no preflight. Never throws and never shows anything: a count is
 * not worth an error on a visitor's page.
 */
export function sendPageEvent(kind: PageEventKind, page: string, env: BeaconEnv = browserBeacon()): void {
  const body = JSON.stringify({ page, kind });
  try {
    if (env.sendBeacon) {
      env.sendBeacon(PAGE_EVENTS_PATH, body);
    } else if (env.fetch) {
      // keepalive lets the request finish if the page goes away; no cookie goes with it.
      env.fetch(PAGE_EVENTS_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {});
    }
  } catch {
    // A browser that refuses the beacon (a queue full, a policy) loses one count, nothing more.
  }
}
