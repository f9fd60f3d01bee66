// The offline copy of the crisis resources, its two server answers: the service worker's
// script (/_shell/sw.js) and the offline crisis page it keeps (/_shell/offline). The app's proxy.ts
// answers both before any page; neither asks the backend. The page is rendered with React, which
// this entry loads only when the page is asked for (next.config imports this entry too).
import type { BrandId } from '@therapy-shell/brand-config';
import { shellEnv } from '../server/env.ts';
import { OFFLINE_PAGE_PATH, OFFLINE_WORKER_PATH } from './offline-paths.ts';
import { PRIVATE_NO_STORE, staticSecurityHeaders } from '../common/security-headers.ts';

export { OFFLINE_PAGE_PATH, OFFLINE_WORKER_PATH };

// Inlined by the app's bundler: withShell({ serviceWorker: false }) sets it to "off".
declare const process: {
  readonly env: {
    readonly SHELL_SERVICE_WORKER?: string;
    readonly SHELL_BRAND?: string;
    readonly SHELL_GEO_COUNTRY_HEADER?: string;
    readonly NODE_ENV?: string;
  };
};

/** Options of {@link offlineResponse}. */
export interface OfflineResponseOptions {
  /**
   * The build's brand: its logo, colours and quick-exit page, and the home market for the country.
   * Default: `SHELL_BRAND`, which withShell() inlines into the build.
   */
  brand?: BrandId | undefined;
  /** Request headers with the visitor's country (default: `SHELL_GEO_COUNTRY_HEADER` of the environment, else CloudFront-Viewer-Country and CF-IPCountry). */
  geoCountryHeaders?: readonly string[] | undefined;
  /** Whether the offline copy is on (default: unless `withShell({ serviceWorker: false })`); off, both paths answer 404. */
  enabled?: boolean | undefined;
  /** Production: HSTS on the answers. */
  production?: boolean | undefined;
}

function headers(production: boolean, extra: Record<string, string>): Headers {
  const result = new Headers(
    staticSecurityHeaders({ production }).map(({ key, value }): [string, string] => [key, value]),
  );
  for (const [key, value] of Object.entries(extra)) result.set(key, value);
  return result;
}

/**
 * The answer to the offline copy's two paths, or undefined for any other request: the service
 * worker's script (`Service-Worker-Allowed: /`, revalidated on every update check) and the offline
 * crisis page (no script, its one style element allowed by hash, `private, no-store`; the worker's
 * cache is the only copy). Off, both answer 404, and the page unregisters a worker already installed.
 *
 * @example
 * // proxy.ts
 * const offline = await offlineResponse(request);
 * if (offline) return offline;
 */
export async function offlineResponse(
  request: Request,
  options: OfflineResponseOptions = {},
): Promise<Response | undefined> {
  const { pathname, searchParams } = new URL(request.url);
  if (pathname !== OFFLINE_WORKER_PATH && pathname !== OFFLINE_PAGE_PATH) return undefined;
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const enabled = options.enabled ?? process.env.SHELL_SERVICE_WORKER !== 'off';
  if (!enabled || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return new Response(null, {
      status: enabled ? 405 : 404,
      headers: headers(production, { 'cache-control': PRIVATE_NO_STORE, ...(enabled ? { allow: 'GET, HEAD' } : {}) }),
    });
  }
  if (pathname === OFFLINE_WORKER_PATH) {
    const { OFFLINE_WORKER_SCRIPT } = await import('./offline-worker-script.generated.ts');
    return new Response(request.method === 'HEAD' ? null : OFFLINE_WORKER_SCRIPT, {
      headers: headers(production, {
        'content-type': 'text/javascript; charset=utf-8',
        // Its scope is the whole site, though it is served from /_shell/.
        'service-worker-allowed': '/',
        'cache-control': 'no-cache',
        // What the worker itself may fetch: its own site only.
        'content-security-policy': "default-src 'self'",
      }),
    });
  }
  const { renderOfflinePage } = await import('./offline-page.tsx');
  const page = await renderOfflinePage({
    brand: options.brand ?? shellEnv().brand,
    language: searchParams.get('language'),
    headers: Object.fromEntries(request.headers),
    geoCountryHeaders: options.geoCountryHeaders ?? shellEnv().geoCountryHeaders,
  });
  return new Response(request.method === 'HEAD' ? null : page.html, {
    headers: headers(production, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': page.contentSecurityPolicy,
      'cache-control': PRIVATE_NO_STORE,
      'content-language': page.language,
      'x-robots-tag': 'noindex',
    }),
  });
}
