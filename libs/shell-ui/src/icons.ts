// @therapy-shell/shell-ui/icons: the shell's icon sprite for the server that serves it (shell-next's
// iconSpriteResponse), without React or any component.
export { ICON_NAMES, iconSpriteSvg } from './icon-sprite.ts';
export type { IconName } from './icon-sprite.ts';
export { ICON_SPRITE_PATH, ICONS_PATH } from './icon-sprite-path.ts';
