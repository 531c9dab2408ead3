/**
 * The visitor's analytics choice. Nothing from Google loads before an explicit Accept (the
 * layout's head script); Accept grants analytics storage alone (Google Consent Mode v2).
 * Advertising signals are never granted: the site runs no advertising.
 */
export type ConsentChoice = 'granted' | 'denied';

export const consentKey = 'northpaw:consent';

/** The event the banner dispatches on document with the choice as its detail; the head script acts on it. */
export const consentEvent = 'northpaw:consent';

/** Google's tag for a GA4 measurement ID. */
export const googleTagUrl = (measurementId: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;

type ConsentState = Record<'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization', ConsentChoice>;

const consentDefaults: ConsentState = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

/** The consent update for a choice. */
export function consentUpdate(choice: ConsentChoice): ConsentState {
  return { ...consentDefaults, analytics_storage: choice };
}

export function readConsent(store: Pick<Storage, 'getItem'> | undefined): ConsentChoice | undefined {
  try {
    const value = store?.getItem(consentKey);
    return value === 'granted' || value === 'denied' ? value : undefined;
  } catch {
    return undefined;
  }
}
