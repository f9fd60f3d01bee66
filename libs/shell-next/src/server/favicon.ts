import { assertBrandId, logoMarkSvg } from '@therapy-shell/brand-config';
import { shellEnv } from './env.ts';

/** Where browsers and crawlers ask for a site's icon. */
export const FAVICON_PATH = '/favicon.ico';

/**
 * The answer to `/favicon.ico`: the brand's logo mark in its colours, as SVG (every page links it:
 * ShellDocument's `<link rel="icon" type="image/svg+xml" href="/favicon.ico">`). The brand is the
 * server's (`SHELL_BRAND`, as the environment reader read it at start), else the one given; a wrong id throws.
 *
 * @example
 * if (request.nextUrl.pathname === FAVICON_PATH) return faviconResponse();
 */
export function faviconResponse(brand: string = shellEnv().brand): Response {
  return new Response(logoMarkSvg(assertBrandId(brand)), {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
