// The /api/* proxy to the backend (DESIGN.md section 5). The browser talks to the backend only
// through these same-origin paths; they pass through exactly (trailing slash, query, method, body,
// cookies both ways). It is done here, not by a next.config rewrite, for two reasons: a rewrite's
// answers get none of the headers of next.config or of a proxy (DESIGN.md section 7 wants the
// security headers and `private, no-store` on them, so no shared cache keeps a visitor's session
// or CSRF token), and the backend origin is then read at run time (SHELL_API_ORIGIN).
import { NextResponse, type NextRequest } from 'next/server';
import {
  CSP_REPORT_PATH,
  cspReportResponse,
  FAVICON_PATH,
  faviconResponse,
  healthOptionsFromEnv,
  iconSpriteResponse,
  messagesResponse,
  offlineResponse,
  proxyApiRequest,
  SHELL_HEALTH_PATH,
  SHELL_LIVENESS_PATH,
  shellHealthResponse,
  shellEnv,
  shellLivenessResponse,
} from '@therapy-shell/shell-next/server';
import appPackage from './package.json' with { type: 'json' };

export async function proxy(request: NextRequest): Promise<Response> {
  // The environment as instrumentation.ts read and checked it when the server started.
  const env = shellEnv();
  // Browsers and crawlers that ask for /favicon.ico get the brand's icon, never a 404.
  // Done here rather than as a next.config rewrite, which would add Next's client-side rewrite
  // matcher to every page's first-load JavaScript.
  if (request.nextUrl.pathname === FAVICON_PATH) return faviconResponse();
  // Health of a deployed server (docs/deploy.md): readiness asks the backend (200 or 503), liveness does not.
  if (request.nextUrl.pathname === SHELL_HEALTH_PATH || request.nextUrl.pathname === SHELL_LIVENESS_PATH) {
    const options = healthOptionsFromEnv({ brand: env.brand, fallbackVersion: appPackage.version });
    return request.nextUrl.pathname === SHELL_HEALTH_PATH
      ? shellHealthResponse(options)
      : shellLivenessResponse(options);
  }
  // The page policy's violation reports, passed on to the error-reporting service.
  if (request.nextUrl.pathname === CSP_REPORT_PATH) return cspReportResponse(request, { apiOrigin: env.apiOrigin });
  // The shell's texts of a page, an asset of their own per site, language and content.
  const messages = await messagesResponse(request);
  if (messages) return messages;
  // The shell's icons: one sprite, named by its content.
  const icons = iconSpriteResponse(request);
  if (icons) return icons;
  // The offline copy of the crisis resources: the service worker and the page it keeps.
  const offline = await offlineResponse(request);
  if (offline) return offline;
  // Only /api/* reaches the backend (proxyApiRequest refuses /api/internal/* itself): a near miss of
  // the paths above (/_shell/health/, /favicon.ico/) goes on to Next.js, as any unknown page.
  if (!request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next();
  return proxyApiRequest(request, {
    apiOrigin: env.apiOrigin,
    production: env.production,
    siteHosts: env.siteHosts,
    geoCountryHeaders: env.geoCountryHeaders,
  });
}

// Literal paths: Next.js reads the matcher without running the module (proxy.spec.ts checks, through
// Next.js's own matcher, that it lets exactly these through). One matcher, not one per path:
// Next.js builds and runs a RegExp per matcher on every request, pages included. It covers /api and
// /api/*, /favicon.ico, /_shell/health, /_shell/live, /_shell/sw.js, /_shell/offline,
// /_shell/csp-report, and /_shell/messages, /_shell/icons with anything below them.
export const config = {
  matcher: [
    '/:proxied(api(?:/[^/#?]+)*|favicon\\.ico|_shell/(?:health|live|sw\\.js|offline|csp-report)|_shell/(?:messages|icons)(?:/[^/#?]+)*)',
  ],
};
