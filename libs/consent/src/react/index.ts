import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { ConsentState } from '../consent-store.ts';

/**
 * The consent state of a store, re-rendering when it changes.
 *
 * @example
 * const { choices, required } = useConsent(consentStore);
 */
export function useConsent(store: StoreApi<ConsentState>): ConsentState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
