import { createStore, type StoreApi } from 'zustand/vanilla';
import { readCookie, serializeCookie, type CookieConsentSettings } from '@therapy-shell/core';
import type { ErrorReporter } from '@therapy-shell/request';
import { consentCookieAttributes } from './cookie-attributes.ts';
import { readConsentCookie, serializeConsentCookie, NO_CONSENT, type ConsentChoices } from './consent-cookie.ts';
import { DEFAULT_CONSENT_COOKIE_NAME } from './constants.ts';

/** Where cookies are read and written: `document.cookie` in the browser, a fake in tests. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

/** State of the consent store. */
export interface ConsentState {
  /** What is allowed now. */
  choices: ConsentChoices;
  /** Consent still has to be asked (site requires it and no valid cookie was found). */
  required: boolean;
  /** idle: nothing saved this visit; saving; saved (server told); saved-locally (cookie set, server call failed). */
  status: 'idle' | 'saving' | 'saved' | 'saved-locally';
}

/** The consent store: state plus the save flow of spec 4.3. */
export interface ConsentStore extends StoreApi<ConsentState> {
  /**
   * Saves choices: stores them, sets the consent cookie, tells the server, then marks consent as
   * no longer required (spec 4.3). The choices apply even if the server call fails.
   */
  save(choices: ConsentChoices): Promise<void>;
}

/** Options of {@link createConsentStore}. */
export interface ConsentStoreOptions {
  /** `tracking.ms_cookie_consent_settings` of the site config. */
  settings?: Partial<CookieConsentSettings> | undefined;
  /** The site's `root_domain` (parent domain of the cookie). */
  rootDomain?: string | undefined;
  /** Cookie access; defaults to `document.cookie`. */
  cookies?: CookieJar;
  /** The page location (hostname, protocol); defaults to `location`. */
  location?: { hostname: string; protocol: string };
  /** Tells the server (POST /api/confirm_cookie_choices/). */
  confirm: () => Promise<void>;
  /** Receives the failure of the server call. */
  reporter?: ErrorReporter;
}

function documentJar(): CookieJar {
  return {
    read: () => (typeof document === 'undefined' ? '' : document.cookie),
    write: (cookie) => {
      if (typeof document !== 'undefined') document.cookie = cookie;
    },
  };
}

/**
 * Creates the consent store. It reads the consent cookie once (a malformed or tampered cookie is
 * no consent); nothing is read or written before this call.
 *
 * @example
 * const consent = createConsentStore({ settings: config.tracking?.ms_cookie_consent_settings,
 *   rootDomain: config.root_domain, confirm: () => shellApi.confirmCookieChoices() });
 * await consent.save({ allowPerformance: true, allowTargeting: false });
 */
export function createConsentStore(options: ConsentStoreOptions): ConsentStore {
  const cookies = options.cookies ?? documentJar();
  const name = options.settings?.cookie_name_ms_cookie_test || DEFAULT_CONSENT_COOKIE_NAME;
  const existing = readConsentCookie(readCookie(cookies.read(), name));
  const store = createStore<ConsentState>(() => ({
    choices: existing ?? { ...NO_CONSENT },
    required: options.settings?.ms_cookie_consent_required !== false && existing === null,
    status: 'idle',
  }));

  async function save(choices: ConsentChoices): Promise<void> {
    const clean: ConsentChoices = { allowPerformance: choices.allowPerformance === true, allowTargeting: choices.allowTargeting === true };
    store.setState({ choices: clean, status: 'saving' });
    const location = options.location ?? globalThis.location ?? { hostname: 'localhost', protocol: 'http:' };
    cookies.write(serializeCookie(name, serializeConsentCookie(clean), consentCookieAttributes(location, options.rootDomain)));
    try {
      await options.confirm();
      store.setState({ required: false, status: 'saved' });
    } catch (error) {
      options.reporter?.report(error, { level: 'error', message: 'Failed to confirm cookie choices' });
      store.setState({ required: false, status: 'saved-locally' });
    }
  }

  return Object.assign(store, { save });
}

/** A consent group a third party needs. */
export type ConsentGroup = 'performance' | 'targeting';

function allows(choices: ConsentChoices, group: ConsentGroup): boolean {
  return group === 'performance' ? choices.allowPerformance : choices.allowTargeting;
}

/**
 * Runs `start` once the group is consented: now if it already is, else when the visitor allows it.
 * Returns a function that cancels the wait. Third parties (analytics, widgets) start only this way.
 *
 * @example
 * whenConsented(consent, 'performance', () => void import('./tracker.ts').then((t) => t.start()));
 */
export function whenConsented(store: StoreApi<ConsentState>, group: ConsentGroup, start: () => void): () => void {
  if (allows(store.getState().choices, group)) {
    start();
    return () => undefined;
  }
  const unsubscribe = store.subscribe((state) => {
    if (allows(state.choices, group)) {
      unsubscribe();
      start();
    }
  });
  return unsubscribe;
}
