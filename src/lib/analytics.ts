/**
 * One way to report an event: through a global gtag or dataLayer when the page
 * has one and the visitor accepted analytics, otherwise to the console only.
 */
import { readConsent } from './consent.ts';

export type AnalyticsEvent = 'generate_lead' | 'click' | 'select_content';
export type AnalyticsParams = Record<string, string | number | undefined>;

export interface TrackerEnv {
  gtag?: (command: 'event', event: string, params: AnalyticsParams) => void;
  dataLayer?: unknown[];
  /** The visitor accepted analytics (consent banner). */
  consented: boolean;
}

function browserEnv(): TrackerEnv {
  const w = globalThis as unknown as Omit<TrackerEnv, 'consented'> & { localStorage?: Storage };
  let store: Storage | undefined;
  try {
    store = w.localStorage;
  } catch {
    store = undefined;
  }
  return { gtag: w.gtag, dataLayer: w.dataLayer, consented: readConsent(store) === 'granted' };
}

export function track(event: AnalyticsEvent, params: AnalyticsParams = {}, env: TrackerEnv = browserEnv()): void {
  if (env.consented && env.gtag) {
    env.gtag('event', event, params);
  } else if (env.consented && Array.isArray(env.dataLayer)) {
    env.dataLayer.push({ event, ...params });
  } else {
    console.info('[analytics]', event, params);
  }
}
