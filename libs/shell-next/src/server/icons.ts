// The shell's icon sprite (shell-ui's icon-sprite.ts explains it), answered by the app's proxy.ts
// from memory: no file for a product team's app to copy, the same origin as the page (an SVG <use>
// may not reference another origin, so the sprite cannot live behind an asset prefix), and cached
// for a year by browser and CDN, since its path names its content.
import { ICON_SPRITE_PATH, ICONS_PATH, iconSpriteSvg } from '@therapy-shell/shell-ui/icons';
import { PRIVATE_NO_STORE, staticSecurityHeaders } from '../common/security-headers.ts';

export { ICONS_PATH };

let sprite: string | undefined;

/** Options of {@link iconSpriteResponse}. */
export interface IconSpriteResponseOptions {
  /** Production: HSTS on the answers (default: `NODE_ENV` is production). */
  production?: boolean | undefined;
}

/**
 * The answer to `/_shell/icons/<hash>.svg`, or undefined for any other path: this version's sprite,
 * immutable; under another hash (a page of an earlier build, still open) the same sprite with
 * `no-cache`, so it is not kept under a name it does not match. 404 for any other path below
 * `/_shell/icons/`, 405 for a method other than GET and HEAD.
 *
 * @example
 * // proxy.ts
 * const icons = iconSpriteResponse(request);
 * if (icons) return icons;
 */
export function iconSpriteResponse(request: Request, options: IconSpriteResponseOptions = {}): Response | undefined {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(ICONS_PATH)) return undefined;
  const production = options.production ?? process.env['NODE_ENV'] === 'production';
  const headers = new Headers(
    staticSecurityHeaders({ production }).map(({ key, value }): [string, string] => [key, value]),
  );
  const current = pathname === ICON_SPRITE_PATH;
  if (!current && !/^[A-Za-z0-9_-]{16}\.svg$/.test(pathname.slice(ICONS_PATH.length))) {
    headers.set('cache-control', PRIVATE_NO_STORE);
    return new Response('Not found', { status: 404, headers });
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    headers.set('allow', 'GET, HEAD');
    headers.set('cache-control', PRIVATE_NO_STORE);
    return new Response(null, { status: 405, headers });
  }
  headers.set('content-type', 'image/svg+xml; charset=utf-8');
  headers.set('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache');
  sprite ??= iconSpriteSvg();
  return new Response(request.method === 'HEAD' ? null : sprite, { headers });
}
