/** @jest-environment node */
import { ICON_NAMES, ICON_SPRITE_PATH } from '@therapy-shell/shell-ui/icons';
import { iconSpriteResponse } from './icons.ts';

const request = (path: string, method = 'GET') => new Request(`https://site.example${path}`, { method });

describe('iconSpriteResponse', () => {
  it('leaves every other path alone', () => {
    expect(iconSpriteResponse(request('/'))).toBeUndefined();
    expect(iconSpriteResponse(request('/_shell/messages/en/x.js'))).toBeUndefined();
  });

  it('serves the sprite of this version, immutable, with a symbol per icon', async () => {
    const response = iconSpriteResponse(request(ICON_SPRITE_PATH), { production: true });
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response?.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = (await response?.text()) ?? '';
    for (const name of ICON_NAMES) expect(svg).toContain(`<symbol id="${name}" `);
  });

  it("serves it uncached under an earlier build's hash, so an open page keeps its icons", async () => {
    const response = iconSpriteResponse(request('/_shell/icons/AAAAAAAAAAAAAAAA.svg'));
    expect([response?.status, response?.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(await response?.text()).toContain('<symbol id="globe" ');
  });

  it.each([
    '/_shell/icons/',
    '/_shell/icons/sprite.svg',
    '/_shell/icons/AAAAAAAAAAAAAAAA.svg/x',
    '/_shell/icons/..%2Fsprite-of-16ch.svg',
  ])('answers 404 to %s', (path) => {
    expect(iconSpriteResponse(request(path))?.status).toBe(404);
  });

  it('answers 405 to a method other than GET and HEAD; HEAD has no body', async () => {
    const post = iconSpriteResponse(request(ICON_SPRITE_PATH, 'POST'));
    expect([post?.status, post?.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    const head = iconSpriteResponse(request(ICON_SPRITE_PATH, 'HEAD'));
    expect([head?.status, await head?.text()]).toEqual([200, '']);
  });
});
