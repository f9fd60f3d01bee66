// The offline copy of the crisis resources, the parts the service worker, the page that
// registers it and the server share: its paths and the parameters of the worker's script URL.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@therapy-shell/core';

/** Where the shell serves its service worker (with `Service-Worker-Allowed: /`, so its scope is the site). */
export const OFFLINE_WORKER_PATH = '/_shell/sw.js';

/** Where the shell serves the offline crisis page: the crisis resources with no script and inline styles only. */
export const OFFLINE_PAGE_PATH = '/_shell/offline';

/** The prefix of the worker's cache names (Serwist's `cacheId`), so switching it off finds them. */
export const OFFLINE_CACHE_ID = 'therapy-shell-offline';

/** How long a page navigation may take before the offline crisis page answers it instead. */
export const OFFLINE_NAVIGATION_TIMEOUT_SECONDS = 10;

/** What the worker's script URL carries: the language of the page to keep, and the build it belongs to. */
export interface OfflineWorkerParams {
  language: Language;
  /** The build's id: a new build is a new script URL, so the worker updates and keeps the new page. */
  revision: string;
}

const REVISION = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The worker's script URL for a language and a build.
 *
 * @example
 * offlineWorkerUrl({ language: 'de', revision: 'b1' }); // '/_shell/sw.js?language=de&revision=b1'
 */
export function offlineWorkerUrl(params: OfflineWorkerParams): string {
  return `${OFFLINE_WORKER_PATH}?${new URLSearchParams({ language: params.language, revision: params.revision })}`;
}

/**
 * The worker's parameters from its script URL's query; anything unexpected gives the defaults
 * (English, revision `0`).
 *
 * @example
 * readOfflineWorkerParams('?language=fr&revision=b1'); // { language: 'fr', revision: 'b1' }
 */
export function readOfflineWorkerParams(search: string): OfflineWorkerParams {
  const query = new URLSearchParams(search);
  const language = query.get('language');
  const revision = query.get('revision') ?? '';
  return {
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    revision: REVISION.test(revision) ? revision : '0',
  };
}

/**
 * The offline crisis page's URL in a language.
 *
 * @example
 * offlinePageUrl('nl'); // '/_shell/offline?language=nl'
 */
export function offlinePageUrl(language: Language): string {
  return `${OFFLINE_PAGE_PATH}?language=${language}`;
}

/**
 * Whether the worker answers a navigation with the offline crisis page when the network fails:
 * page navigations of the site, never the backend's `/api/*` paths or the shell's and Next.js's own
 * files (those go to the network untouched, and nothing is ever cached from them).
 *
 * @example
 * isOfflineNavigation(new URL('https://site.example/dashboard/'), 'https://site.example'); // true
 * isOfflineNavigation(new URL('https://site.example/api/session'), 'https://site.example'); // false
 */
export function isOfflineNavigation(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  return !/^\/(?:api|_next|_shell)(?:\/|$)/.test(url.pathname);
}
