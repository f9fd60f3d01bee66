// The shell's icons as one SVG sprite: a <symbol> per icon, drawn in `currentColor` so a theme, a
// dark band or the forced colours of a high-contrast mode recolour them. Pages draw an icon with
// <Icon> (`<svg><use href="/_shell/icons/<hash>.svg#name"/></svg>`), so an icon costs a few bytes of
// HTML and the sprite, content-hashed and immutable, is fetched once and kept by browser and CDN.
// The app's proxy.ts answers its path (shell-next's iconSpriteResponse). Server and tests import this
// module; components import only icon-sprite-path.ts. The brand's logo mark stays inline (BrandMark:
// two tones per brand, and the fallback page draws it), as do the decorative dividers (stretched bands).
import { ICON_SPRITE_PATH } from './icon-sprite-path.ts';

/**
 * The name of an icon of the sprite.
 *
 * @example
 * const name: IconName = 'globe';
 */
export type IconName =
  | 'menu'
  | 'menu-close'
  | 'close'
  | 'globe'
  | 'bell'
  | 'lock'
  | 'chevron-down'
  | 'eye'
  | 'eye-off'
  | 'facebook'
  | 'instagram'
  | 'tiktok'
  | 'x'
  | 'linkedin';

/** Markup of each icon's `<symbol>`: its view box and its shapes. */
const SYMBOLS: Readonly<Record<IconName, readonly [viewBox: string, shapes: string]>> = {
  menu: [
    '0 0 24 24',
    '<path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  ],
  'menu-close': [
    '0 0 24 24',
    '<path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  ],
  close: [
    '0 0 16 16',
    '<path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  ],
  globe: [
    '0 0 24 24',
    '<path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" fill="none" stroke="currentColor" stroke-width="1.5"/>',
  ],
  bell: [
    '0 0 24 24',
    '<path d="M12 3a6 6 0 0 0-6 6v3.5L4.5 16h15L18 12.5V9a6 6 0 0 0-6-6zM9.5 18.5a2.5 2.5 0 0 0 5 0" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/>',
  ],
  lock: [
    '0 0 24 24',
    '<path d="M7 10V7a5 5 0 0110 0v3" fill="none" stroke="currentColor" stroke-width="2"/><rect x="4" y="10" width="16" height="11" rx="2" fill="currentColor"/>',
  ],
  'chevron-down': [
    '0 0 16 16',
    '<path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>',
  ],
  eye: [
    '0 0 24 24',
    '<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" stroke-width="2"/>',
  ],
  'eye-off': [
    '0 0 24 24',
    '<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" stroke-width="2"/><path d="M4 4l16 16" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  ],
  // Simplified marks of each social network (spec 2.5), drawn for this library on a 24 x 24 grid.
  facebook: [
    '0 0 24 24',
    '<path fill="currentColor" fill-rule="evenodd" d="M13.6 21.5v-7.8h2.6l.4-3.1h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.4a22 22 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.2H7.8v3.1h2.6v7.8z"/>',
  ],
  instagram: [
    '0 0 24 24',
    '<path fill="currentColor" fill-rule="evenodd" d="M8 2.5h8A5.5 5.5 0 0 1 21.5 8v8a5.5 5.5 0 0 1-5.5 5.5H8A5.5 5.5 0 0 1 2.5 16V8A5.5 5.5 0 0 1 8 2.5zm0 2A3.5 3.5 0 0 0 4.5 8v8A3.5 3.5 0 0 0 8 19.5h8a3.5 3.5 0 0 0 3.5-3.5V8A3.5 3.5 0 0 0 16 4.5zm4 3a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9zm0 2a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5zm5.2-3.6a1.2 1.2 0 1 1 0 2.4a1.2 1.2 0 1 1 0-2.4z"/>',
  ],
  tiktok: [
    '0 0 24 24',
    '<path fill="currentColor" fill-rule="evenodd" d="M16.4 2.5c.3 2.3 1.8 3.9 4.1 4.1v3.2c-1.5 0-2.9-.4-4.1-1.2v6.3c0 3.2-2.5 5.6-5.6 5.6s-5.5-2.4-5.5-5.5c0-3.3 2.9-5.8 6.3-5.3v3.3c-1.6-.4-3.2.5-3.2 2.1 0 1.3 1 2.3 2.3 2.3 1.4 0 2.5-1 2.5-2.7V2.5z"/>',
  ],
  x: [
    '0 0 24 24',
    '<path fill="currentColor" fill-rule="evenodd" d="M3.2 3h5.3l4.2 5.7L17.6 3h2.6l-6.3 7.3 7 10.7h-5.3l-4.6-6.3L5.7 21H3.1l6.9-7.9zm3.6 1.8l9.5 14.4h1.5L8.3 4.8z"/>',
  ],
  linkedin: [
    '0 0 24 24',
    '<path fill="currentColor" fill-rule="evenodd" d="M3.2 9h3.9v12H3.2zM5.2 2.8a2.2 2.2 0 1 1 0 4.5a2.2 2.2 0 1 1 0-4.5zM9.6 9h3.7v1.7c.6-1 1.9-2 3.9-2 4 0 4.7 2.6 4.7 6V21H18v-5.5c0-1.3 0-3-1.9-3s-2.2 1.4-2.2 2.9V21H9.6z"/>',
  ],
};

/**
 * Every icon's name, in the sprite's order.
 *
 * @example
 * ICON_NAMES.includes('bell'); // true
 */
export const ICON_NAMES = Object.keys(SYMBOLS) as IconName[];

/**
 * The sprite as the server sends it: one `<symbol id="<name>">` per icon.
 *
 * @example
 * new Response(iconSpriteSvg(), { headers: { 'content-type': 'image/svg+xml' } });
 */
export function iconSpriteSvg(): string {
  const symbols = ICON_NAMES.map((name) => {
    const [viewBox, shapes] = SYMBOLS[name];
    return `<symbol id="${name}" viewBox="${viewBox}">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

export { ICON_SPRITE_PATH };
