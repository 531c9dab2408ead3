/**
 * The visitor's analytics choice (Google Consent Mode v2). Everything starts denied; only
 * an explicit Accept grants analytics storage. Advertising signals are never granted: the
 * site runs no advertising.
 */
export type ConsentChoice = 'granted' | 'denied';

export const consentKey = 'northpaw:consent';

type ConsentState = Record<'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization', ConsentChoice>;

export const consentDefaults: ConsentState = {
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
