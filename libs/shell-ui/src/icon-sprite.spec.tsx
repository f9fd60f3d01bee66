/** @jest-environment node */
import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon } from './icon.tsx';
import { ICON_NAMES, ICON_SPRITE_PATH, iconSpriteSvg } from './icon-sprite.ts';
import { ICONS_PATH } from './icon-sprite-path.ts';

describe("the shell's icon sprite", () => {
  it('is named by the hash of its content (update icon-sprite-path.ts to the value this test names)', () => {
    const hash = createHash('sha256').update(iconSpriteSvg()).digest('base64url').slice(0, 16);
    expect(ICON_SPRITE_PATH).toBe(`${ICONS_PATH}${hash}.svg`);
  });

  it('has one symbol per icon, each with a view box, drawn only in currentColor', () => {
    const sprite = iconSpriteSvg();
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 (\d+) \2">/g)].map((match) => match[1]);
    expect(ids).toEqual(ICON_NAMES);
    // No colour of its own: a theme, a dark band or forced colours decide it.
    const colours = [...sprite.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(colours)).toEqual(new Set(['currentColor', 'none']));
    expect(sprite).not.toMatch(/style=|<script|href=/);
  });

  it.each(ICON_NAMES)('<Icon name="%s"> uses its symbol of this sprite, hidden from assistive technology', (name) => {
    const html = renderToStaticMarkup(<Icon name={name} size={20} />);
    expect(html).toBe(
      `<svg aria-hidden="true" focusable="false" data-icon="${name}" width="20" height="20"><use href="${ICON_SPRITE_PATH}#${name}"></use></svg>`,
    );
  });

  it.each([
    ['no class', {}, ['aria-hidden', 'focusable', 'data-icon', 'width', 'height', 'children']],
    [
      'a class',
      { className: 'x' },
      ['aria-hidden', 'focusable', 'data-icon', 'className', 'width', 'height', 'children'],
    ],
  ])('<Icon> with %s has no undefined props (a Server Component payload would carry each)', (_case, extra, keys) => {
    const element = Icon({ name: 'globe', size: 20, ...extra });
    expect(Object.keys(element.props as object)).toEqual(keys);
  });
});
