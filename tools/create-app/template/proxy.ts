// /api/* reaches the backend through the app's proxy (SHELL_API_ORIGIN, read at run time), as shell-next's README says;
// /_shell/sw.js and /_shell/offline are the offline copy of the crisis resources (the service worker and the page it keeps).
import type { NextRequest } from 'next/server';
import { offlineResponse, proxyApiRequest } from '@therapy-shell/shell-next/server';

export async function proxy(request: NextRequest): Promise<Response> {
  const offline = await offlineResponse(request);
  if (offline) return offline;
  return proxyApiRequest(request, {
    apiOrigin: process.env['SHELL_API_ORIGIN'] || 'http://127.0.0.1:4000',
    production: process.env.NODE_ENV === 'production',
  });
}

export const config = { matcher: ['/api/:path*', '/_shell/sw.js', '/_shell/offline'] };
