// Loaded after hydration, when the browser is idle (offline-copy.ts): registers or removes the
// offline copy's service worker. No library: the browser's own API is all it takes.
import type { Language } from '@therapy-shell/core';
import { OFFLINE_CACHE_ID, OFFLINE_WORKER_PATH, offlineWorkerUrl } from './offline-paths.ts';

/** The browser's service worker API, as much of it as this module uses (tests inject their own). */
export interface OfflineCopyEnvironment {
  serviceWorker: Pick<ServiceWorkerContainer, 'register' | 'getRegistrations'>;
  caches?: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
  /** The build's id (Next.js's `buildId`): a new build makes the worker keep the page anew. */
  buildId?: string | undefined;
}

function browser(): OfflineCopyEnvironment {
  const data = (window as { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__;
  return {
    serviceWorker: navigator.serviceWorker,
    caches: typeof caches === 'undefined' ? undefined : caches,
    buildId: data?.buildId,
  };
}

function isOurs(registration: ServiceWorkerRegistration): boolean {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return worker !== null && new URL(worker.scriptURL).pathname === OFFLINE_WORKER_PATH;
}

/**
 * Registers the worker for the site (scope `/`) with the page's language and build in its script
 * URL: a visitor who changes language, or a new build, gets the page kept anew.
 *
 * @example
 * await registerOfflineCopy('de');
 */
export async function registerOfflineCopy(language: Language, env: OfflineCopyEnvironment = browser()): Promise<void> {
  const revision = (env.buildId ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64) || '0';
  await env.serviceWorker.register(offlineWorkerUrl({ language, revision }), { scope: '/', updateViaCache: 'none' });
}

/**
 * Unregisters the shell's worker (another worker of the site is left alone) and deletes its caches.
 *
 * @example
 * await removeOfflineCopy();
 */
export async function removeOfflineCopy(env: OfflineCopyEnvironment = browser()): Promise<void> {
  const registrations = await env.serviceWorker.getRegistrations();
  await Promise.all(registrations.filter(isOurs).map((registration) => registration.unregister()));
  if (!env.caches) return;
  const names = await env.caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(OFFLINE_CACHE_ID)).map((name) => env.caches?.delete(name)));
}
