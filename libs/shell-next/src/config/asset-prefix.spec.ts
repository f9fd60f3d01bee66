/** @jest-environment node */
import { shellAssetPrefix } from './asset-prefix.ts';
import { contentSecurityPolicy } from '../common/security-headers.ts';
import { applyPageSecurity, buildAssetOrigin } from '../page-load/page-security.ts';

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

  it.each([
    'ftp://cdn.example.com',
    'javascript://x',
    'https://user:pw@cdn.example.com',
    'https://cdn.example.com/?v=1',
    'https://cdn.example.com/#x',
    "'unsafe-inline'",
    'https://cdn example.com',
  ])('refuses %s naming the variable and the value', (value) => {
    expect(() => shellAssetPrefix(value)).toThrow(/SHELL_ASSET_PREFIX/);
  });
});

describe('the page policy allows the asset CDN (lazy chunks load their stylesheets without a nonce)', () => {
  const saved = process.env['SHELL_ASSET_PREFIX'];
  afterEach(() => {
    if (saved === undefined) delete process.env['SHELL_ASSET_PREFIX'];
    else process.env['SHELL_ASSET_PREFIX'] = saved;
  });

  function policyOf(config: { cdn_host_assets?: string } | undefined): Record<string, string[]> {
    const headers: Record<string, string> = {};
    applyPageSecurity(
      {},
      { setHeader: (name: string, value: string) => (headers[name] = value) },
      { config, development: false },
    );
    return Object.fromEntries(
      (headers['Content-Security-Policy'] ?? '').split('; ').map((part) => {
        const [name = '', ...values] = part.split(' ');
        return [name, values];
      }),
    );
  }

  it.each(['style-src', 'font-src', 'img-src'])(
    '%s names the build prefix origin and the config asset host',
    (directive) => {
      process.env['SHELL_ASSET_PREFIX'] = 'http://cdn.localhost:5421/shell';
      const policy = policyOf({ cdn_host_assets: 'assets.example' });
      expect(policy[directive]).toEqual(
        expect.arrayContaining(['http://cdn.localhost:5421', 'https://assets.example']),
      );
    },
  );

  it('names the build prefix origin on the fallback page too (no site config)', () => {
    process.env['SHELL_ASSET_PREFIX'] = 'https://cdn.example.com';
    expect(policyOf(undefined)['style-src']).toContain('https://cdn.example.com');
  });

  it('names each host once, and none without a prefix or config', () => {
    process.env['SHELL_ASSET_PREFIX'] = 'https://cdn.example.com';
    expect(
      policyOf({ cdn_host_assets: 'cdn.example.com' })['style-src']?.filter(
        (source) => source === 'https://cdn.example.com',
      ),
    ).toHaveLength(1);
    delete process.env['SHELL_ASSET_PREFIX'];
    expect(policyOf(undefined)['style-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
    expect(buildAssetOrigin()).toBeUndefined();
  });

  it('keeps a single asset origin string working', () => {
    expect(contentSecurityPolicy({ nonce: 'n', assets: 'https://cdn.example' })).toContain(
      "font-src 'self' https://cdn.example;",
    );
  });
});
