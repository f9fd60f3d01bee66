// The service worker of the offline copy, built with Serwist: on install it keeps the
// offline crisis page in the visitor's language (the one precache entry); any page navigation goes
// to the network untouched (nothing is cached from it), and when the network fails or takes longer
// than OFFLINE_NAVIGATION_TIMEOUT_SECONDS it is answered with that page. /api/* and the shell's and
// Next.js's own files are not its business. Bundled by tools/scripts/build-offline-worker.mjs into
// offline-worker-script.generated.ts, which the server answers /_shell/sw.js with.
import { NetworkOnly, Serwist, setCacheNameDetails } from 'serwist';
import {
  isOfflineNavigation,
  OFFLINE_CACHE_ID,
  OFFLINE_NAVIGATION_TIMEOUT_SECONDS,
  offlinePageUrl,
  readOfflineWorkerParams,
} from './offline-paths.ts';

declare const self: { location: Location };

const { language, revision } = readOfflineWorkerParams(self.location.search);
const page = offlinePageUrl(language);

// Before the Serwist instance: its `cacheId` option is applied only after the precache's name is taken.
setCacheNameDetails({ prefix: OFFLINE_CACHE_ID });

const serwist = new Serwist({
  precacheEntries: [{ url: page, revision }],
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  // The navigation starts while the worker boots: the worker costs a page load no time.
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && isOfflineNavigation(url, self.location.origin),
      handler: new NetworkOnly({ networkTimeoutSeconds: OFFLINE_NAVIGATION_TIMEOUT_SECONDS }),
    },
  ],
  fallbacks: { entries: [{ url: page, matcher: ({ request }) => request.mode === 'navigate' }] },
});

serwist.addEventListeners();
