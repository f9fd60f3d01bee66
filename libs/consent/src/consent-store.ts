import { createStore, type StoreApi } from 'zustand/vanilla';
import { readCookie, serializeCookie, type CookieConsentSettings } from '@therapy-shell/core';
import type { ErrorReporter } from '@therapy-shell/request';
import { consentCookieAttributes } from './cookie-attributes.ts';
import {
  consentGroupIds,
  readConsentRecord,
  serializeConsentCookie,
  NO_CONSENT,
  type ConsentChoices,
  type ConsentRecord,
} from './consent-cookie.ts';
import { consentChoiceRequired, storedConsent } from './consent-required.ts';
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
  /** The visitor chose (a valid cookie they made, or a save this visit); else the choices are assumed. */
  explicit: boolean;
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
  /**
   * The browser's Global Privacy Control signal; defaults to `navigator.globalPrivacyControl`.
   * It refuses targeting unless the visitor explicitly chose.
   */
  globalPrivacyControl?: boolean;
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
 * The choices that apply before the visitor chose: none while consent is required; when the site
 * does not require it (an opt-out region), every group, except targeting under Global Privacy
 * Control. A cookie the visitor did not make (OneTrust's `interactionCount=0`) is honoured, with
 * targeting refused under Global Privacy Control.
 */
function initialChoices(record: ConsentRecord | null, required: boolean, gpc: boolean): ConsentChoices {
  if (record?.explicit) return record.choices;
  if (record)
    return { allowPerformance: record.choices.allowPerformance, allowTargeting: record.choices.allowTargeting && !gpc };
  if (required) return { ...NO_CONSENT };
  return { allowPerformance: true, allowTargeting: !gpc };
}

/**
 * Creates the consent store. It reads the consent cookie once, in the shell's form or OneTrust's
 * (a malformed or tampered cookie is no choice yet); nothing is read or written before this call.
 * Global Privacy Control refuses targeting unless the visitor explicitly chose.
 *
 * @example
 * const consent = createConsentStore({ settings: config.tracking?.ms_cookie_consent_settings,
 *   rootDomain: config.root_domain, confirm: () => shellApi.confirmCookieChoices() });
 * await consent.save({ allowPerformance: true, allowTargeting: false });
 */
export function createConsentStore(options: ConsentStoreOptions): ConsentStore {
  const cookies = options.cookies ?? documentJar();
  const name = options.settings?.cookie_name_ms_cookie_test || DEFAULT_CONSENT_COOKIE_NAME;
  const ids = consentGroupIds(options.settings);
  const gpc =
    options.globalPrivacyControl ??
    (globalThis.navigator as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true;
  const existing = storedConsent(cookies.read(), options.settings);
  const required = consentChoiceRequired(cookies.read(), options.settings);
  const store = createStore<ConsentState>(() => ({
    choices: initialChoices(existing, required, gpc),
    required,
    status: 'idle',
    explicit: existing?.explicit === true,
  }));

  async function save(choices: ConsentChoices): Promise<void> {
    const clean: ConsentChoices = {
      allowPerformance: choices.allowPerformance === true,
      allowTargeting: choices.allowTargeting === true,
    };
    store.setState({ choices: clean, status: 'saving', explicit: true });
    const location = options.location ?? globalThis.location ?? { hostname: 'localhost', protocol: 'http:' };
    // Fields another consent tool wrote (OneTrust's datestamp, version, other groups) are kept.
    const previous = readConsentRecord(readCookie(cookies.read(), name), ids);
    cookies.write(
      serializeCookie(
        name,
        serializeConsentCookie(clean, { ids, previous }),
        consentCookieAttributes(location, options.rootDomain),
      ),
    );
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

/** What `start` of {@link whenConsented} may return: a function that stops what it started. */
export type StopFunction = () => void;

/**
 * Runs `start` when the group is consented: now if it already is, else on the save that allows it.
 * When consent for the group is withdrawn, the stop function `start` returned (if any) is called,
 * and a later grant starts again. Returns a function that stops waiting and stops what was
 * started. Third parties (analytics, widgets) start only this way.
 *
 * @example
 * const cancel = whenConsented(consent, 'performance', () => {
 *   const tracker = startTracker();
 *   return () => tracker.stop();
 * });
 */
export function whenConsented(
  store: StoreApi<ConsentState>,
  group: ConsentGroup,
  start: () => StopFunction | void,
): () => void {
  let running = false;
  let stop: StopFunction | void;
  const apply = (state: ConsentState) => {
    const allowed = allows(state.choices, group);
    if (allowed && !running) {
      running = true;
      stop = start();
    } else if (!allowed && running) {
      running = false;
      const stopping = stop;
      stop = undefined;
      stopping?.();
    }
  };
  apply(store.getState());
  const unsubscribe = store.subscribe(apply);
  return () => {
    unsubscribe();
    if (running) {
      running = false;
      const stopping = stop;
      stop = undefined;
      stopping?.();
    }
  };
}
