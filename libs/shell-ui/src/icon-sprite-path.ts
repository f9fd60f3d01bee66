// Written by hand from the sprite's content; icon-sprite.spec.ts fails, naming the new value, when
// the sprite changes without it. Components import only this module, never the sprite itself.

/** Where the shell's icons are served: `/_shell/icons/`, then the sprite's content hash. */
export const ICONS_PATH = '/_shell/icons/';

/** The path of the sprite of this version of the icons (content-hashed, immutable). */
export const ICON_SPRITE_PATH = `${ICONS_PATH}YLiF6CiPAfoIbCCl.svg`;
