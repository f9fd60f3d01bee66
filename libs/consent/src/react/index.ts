import { useState, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import {
  createConsentStore,
  type ConsentState,
  type ConsentStore,
  type ConsentStoreOptions,
} from '../consent-store.ts';

/**
 * The consent state of a store, re-rendering when it changes.
 *
 * @example
 * const { choices, required } = useConsent(consentStore);
 */
export function useConsent(store: StoreApi<ConsentState>): ConsentState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/**
 * The page's consent store, created once on the first browser render (it reads the consent
 * cookie); null during server rendering, where there is no visitor cookie jar to read or write.
 * The options are read once: a store lives as long as the page.
 *
 * @example
 * const consent = useConsentStore({ settings: config.tracking?.ms_cookie_consent_settings,
 *   rootDomain: config.root_domain, confirm: () => shellApi.confirmCookieChoices(), reporter });
 */
export function useConsentStore(
  options: ConsentStoreOptions,
  isServer: boolean = typeof window === 'undefined',
): ConsentStore | null {
  const [store] = useState<ConsentStore | null>(() => (isServer ? null : createConsentStore(options)));
  return store;
}

// The types the hooks' signatures use (also on the main entry), so a page that only imports the hooks can name them.
export type { ConsentState, ConsentStore, ConsentStoreOptions, CookieJar } from '../consent-store.ts';
export type { ConsentChoices } from '../consent-cookie.ts';
