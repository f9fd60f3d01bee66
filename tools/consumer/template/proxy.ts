// /api/* reaches the backend through the app's proxy (SHELL_API_ORIGIN, read at run time), as shell-next's README says.
import type { NextRequest } from 'next/server';
import { proxyApiRequest } from '@therapy-shell/shell-next/config';

export function proxy(request: NextRequest): Promise<Response> {
  return proxyApiRequest(request, { apiOrigin: process.env['SHELL_API_ORIGIN'] || 'http://127.0.0.1:4000', production: process.env.NODE_ENV === 'production' });
}

export const config = { matcher: ['/api/:path*'] };
