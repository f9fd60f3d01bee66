import { assertBrandId, logoMarkSvg } from '@therapy-shell/brand-config';

/** Where browsers and crawlers ask for a site's icon. */
export const FAVICON_PATH = '/favicon.ico';

/**
 * The answer to `/favicon.ico`: the brand's logo mark in its colours, as SVG (every page links it:
 * ShellDocument's `<link rel="icon" type="image/svg+xml" href="/favicon.ico">`). The brand is the
 * build's (`SHELL_BRAND`, which `withShell` inlines), else the one given; a wrong id throws.
 *
 * @example
 * if (request.nextUrl.pathname === FAVICON_PATH) return faviconResponse();
 */
export function faviconResponse(brand: string | undefined = process.env['SHELL_BRAND']): Response {
  return new Response(logoMarkSvg(assertBrandId(brand ?? 'main')), {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
