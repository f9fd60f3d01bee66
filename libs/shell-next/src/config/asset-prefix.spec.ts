/** @jest-environment node */
import { shellAssetPrefix } from './asset-prefix.ts';

describe('shellAssetPrefix (SHELL_ASSET_PREFIX for next.config assetPrefix)', () => {
  it.each([
    ['cdn.example.com', 'https://cdn.example.com'],
    ['https://cdn.example.com/', 'https://cdn.example.com'],
    ['https://CDN.example.com/shell/main//', 'https://cdn.example.com/shell/main'],
    ['http://cdn.localhost:5431', 'http://cdn.localhost:5431'],
  ])('%s gives %s', (value, prefix) => {
    expect(shellAssetPrefix(value)).toBe(prefix);
  });

  it.each([undefined, '', '   '])('%p gives no prefix (assets from the app itself)', (value) => {
    expect(shellAssetPrefix(value)).toBeUndefined();
  });

  it.each(['ftp://cdn.example.com', 'javascript://x', 'https://user:pw@cdn.example.com', 'https://cdn.example.com/?v=1', 'https://cdn.example.com/#x', "'unsafe-inline'", 'https://cdn example.com'])(
    'refuses %s naming the variable and the value',
    (value) => {
      expect(() => shellAssetPrefix(value)).toThrow(/SHELL_ASSET_PREFIX/);
    },
  );
});
