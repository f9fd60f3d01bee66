// The whole proxy of a shell app in one call: what every shell app's proxy.ts answers before any
// page (the favicon, health and liveness, the page policy's reports, the texts, the icons, the
// offline copy, and /api/* to the backend), configured by the environment the server checked when
// it started. A team's own proxy logic runs before or after it.
import { NextResponse } from 'next/server.js';
import { proxyApiRequest } from './api-proxy.ts';
import { cspReportResponse, CSP_REPORT_PATH } from './csp-report.ts';
import { faviconResponse, FAVICON_PATH } from './favicon.ts';
import {
  healthOptionsFromEnv,
  shellHealthResponse,
  shellLivenessResponse,
  SHELL_HEALTH_PATH,
  SHELL_LIVENESS_PATH,
} from './health.ts';
import { iconSpriteResponse } from './icons.ts';
import { messagesResponse } from './messages.ts';
import { offlineResponse } from '../offline/offline-response.ts';
import { isAppPageRequest, loadAppPage } from '../app-router/request-load.ts';
import { shellEnv } from './env.ts';

export { SHELL_PROXY_MATCHER, SHELL_APP_PAGES_MATCHER } from '../common/proxy-matcher.ts';

/**
 * An App Router page request: the page-load step runs, and Next.js renders with what it resolved
 * (its token, the nonce and the policy on the request) or, when it failed, answers 500 with the
 * fallback page the root layout renders from the same load.
 */
async function appPageResponse(request: Request): Promise<Response> {
  const decision = await loadAppPage(request);
  const headers = new Headers(request.headers);
  for (const [name, value] of decision.requestHeaders) headers.set(name, value);
  // The page is rendered with the status the step decided (Next.js keeps the proxy's status).
  const response = NextResponse.next({ request: { headers }, status: decision.status });
  for (const [name, value] of decision.responseHeaders) response.headers.set(name, value);
  return response;
}

/** Options of {@link createShellProxy}. */
export interface ShellProxyOptions {
  /** The version readiness and liveness report when `SHELL_VERSION` is unset: the app's package version. */
  version: string;
  /**
   * The app's router (default `pages`). With `app`, the proxy also runs the page-load step for every
   * page request before Next.js renders it: the page's status (500 with the fallback page), its
   * Content-Security-Policy with a nonce and `private, no-store` are decided here, which an App
   * Router layout cannot do, and the render takes what the step resolved (`shell-next/app`).
   */
  router?: 'pages' | 'app' | undefined;
}

/**
 * The proxy of a shell app: answers `/favicon.ico` (the brand's mark), `/_shell/health` and
 * `/_shell/live`, `/_shell/csp-report`, the texts (`/_shell/messages/*`), the icons
 * (`/_shell/icons/*`), the offline copy (`/_shell/sw.js`, `/_shell/offline`) and `/api/*` (to the
 * backend), from the environment `checkShellEnv()` read at start. Anything else goes on to
 * Next.js (`NextResponse.next()`). A team's own proxy logic runs first and hands the rest to it.
 *
 * @example
 * // proxy.ts
 * import { createShellProxy } from '@therapy-shell/shell-next/server';
 * export const proxy = createShellProxy({ version: '1.0.0' });
 * export const config = { matcher: ['<SHELL_PROXY_MATCHER, written out>'] };
 *
 * @example
 * // proxy.ts with a path of the team's own (add its matcher beside the shell's)
 * const shell = createShellProxy({ version: '1.0.0' });
 * export function proxy(request: NextRequest) {
 *   if (request.nextUrl.pathname === '/partner-callback') return partnerCallback(request);
 *   return shell(request);
 * }
 */
export function createShellProxy(options: ShellProxyOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    const env = shellEnv();
    // A NextRequest has it parsed already.
    const { pathname } = (request as { nextUrl?: URL }).nextUrl ?? new URL(request.url);
    if (pathname === FAVICON_PATH) return faviconResponse(env.brand);
    if (pathname === SHELL_HEALTH_PATH || pathname === SHELL_LIVENESS_PATH) {
      const health = healthOptionsFromEnv({ brand: env.brand, fallbackVersion: options.version });
      return pathname === SHELL_HEALTH_PATH ? shellHealthResponse(health) : shellLivenessResponse(health);
    }
    if (pathname === CSP_REPORT_PATH)
      return cspReportResponse(request, { apiOrigin: env.apiOrigin, production: env.production });
    const messages = await messagesResponse(request);
    if (messages) return messages;
    const icons = iconSpriteResponse(request);
    if (icons) return icons;
    const offline = await offlineResponse(request);
    if (offline) return offline;
    if (options.router === 'app' && isAppPageRequest(request, pathname)) return appPageResponse(request);
    // Only /api/* reaches the backend (proxyApiRequest also refuses /api/internal/*): a near miss of
    // the paths above (/_shell/health/, /favicon.ico/) is any other page's.
    if (!pathname.startsWith('/api/')) return NextResponse.next();
    return proxyApiRequest(request, {
      apiOrigin: env.apiOrigin,
      production: env.production,
      siteHosts: env.siteHosts,
      geoCountryHeaders: env.geoCountryHeaders,
    });
  };
}
