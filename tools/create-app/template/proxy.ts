// The app's proxy (shell-next's README): /api/* reaches the backend through it (SHELL_API_ORIGIN,
// read at run time); /favicon.ico is the brand's mark; /_shell/health (readiness: asks the backend)
// and /_shell/live (liveness: does not) are for a load balancer or an orchestrator;
// /_shell/sw.js and /_shell/offline are the offline copy of the crisis resources; /_shell/messages/*
// are the shell's texts of each page (an asset of their own, loaded before the page hydrates), and
// /_shell/icons/* its icon sprite.
import type { NextRequest } from 'next/server';
import {
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
  shellLivenessResponse,
} from '@therapy-shell/shell-next/server';
import appPackage from './package.json' with { type: 'json' };

export async function proxy(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  if (pathname === FAVICON_PATH) return faviconResponse();
  if (pathname === SHELL_HEALTH_PATH || pathname === SHELL_LIVENESS_PATH) {
    const options = healthOptionsFromEnv({
      brand: process.env['SHELL_BRAND'] ?? 'main',
      fallbackVersion: appPackage.version,
    });
    return pathname === SHELL_HEALTH_PATH ? shellHealthResponse(options) : shellLivenessResponse(options);
  }
  const messages = await messagesResponse(request);
  if (messages) return messages;
  // The shell's icons: one sprite, named by its content.
  const icons = iconSpriteResponse(request);
  if (icons) return icons;
  const offline = await offlineResponse(request);
  if (offline) return offline;
  return proxyApiRequest(request, {
    apiOrigin: process.env['SHELL_API_ORIGIN'] || 'http://127.0.0.1:4000',
    production: process.env.NODE_ENV === 'production',
  });
}

// Literal paths: Next.js reads the matcher without running the module. One matcher, not one per
// path: Next.js builds and runs a RegExp per matcher on every request, pages included. It covers
// /api and /api/*, /favicon.ico, /_shell/health, /_shell/live, /_shell/sw.js, /_shell/offline, and
// /_shell/messages, /_shell/icons with anything below them.
export const config = {
  matcher: [
    '/:proxied(api(?:/[^/#?]+)*|favicon\\.ico|_shell/(?:health|live|sw\\.js|offline)|_shell/(?:messages|icons)(?:/[^/#?]+)*)',
  ],
};
