/** @jest-environment node */
import type { NextConfig } from 'next';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match.js';
import { relative, resolve } from 'node:path';
import { withShell } from './with-shell.ts';

type Headers = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>;
type Redirects = Awaited<ReturnType<NonNullable<NextConfig['redirects']>>>;

async function headersOf(config: NextConfig): Promise<Headers> {
  if (!config.headers) throw new Error('withShell gave no headers()');
  return config.headers();
}
async function redirectsOf(config: NextConfig): Promise<Redirects> {
  if (!config.redirects) throw new Error('withShell gave no redirects()');
  return config.redirects();
}
const noEnv = {};
/** brand-config's data module of a brand, as the alias gives it: from the app's directory (here the working directory). */
const brandModule = (brand: string) =>
  relative(process.cwd(), resolve(__dirname, '../../../brand-config/src/brands', `${brand}.ts`));

describe('withShell: what the shell adds to an empty config', () => {
  const config = withShell({}, { env: { SHELL_BRAND: 'faith' } });

  it('inlines the brand of SHELL_BRAND for the bundle (env.SHELL_BRAND and SHELL_BUNDLE_BRAND), and no asset host', () => {
    expect(config.env).toEqual({
      SHELL_BRAND: 'faith',
      SHELL_BUNDLE_BRAND: 'faith',
      SHELL_ASSET_PREFIX: '',
      SHELL_SERVICE_WORKER: 'on',
      SHELL_LINK_DOMAINS: '',
      SHELL_THEME_CSS: expect.stringMatching(/^:root\{--ts-color-primary:#6a3d8f;.*--ts-bp-2xl:1536px\}$/),
    });
  });

  it('switches the offline copy of the crisis resources off when asked (inlined as SHELL_SERVICE_WORKER=off)', () => {
    expect(withShell({}, { brand: 'main', env: noEnv, serviceWorker: false }).env?.['SHELL_SERVICE_WORKER']).toBe(
      'off',
    );
    expect(withShell({}, { brand: 'main', env: noEnv, serviceWorker: true }).env?.['SHELL_SERVICE_WORKER']).toBe('on');
  });

  it("inlines the app's link domains (spec 2.8) as SHELL_LINK_DOMAINS, checked and lowercased", () => {
    const env = (linkDomains: readonly string[]) =>
      withShell({}, { brand: 'main', env: noEnv, linkDomains }).env?.['SHELL_LINK_DOMAINS'];
    expect(env(['example-partner.com', ' Help.Example.org '])).toBe('example-partner.com,help.example.org');
    expect(env([])).toBe('');
  });

  // Each kind of entry that is no domain name: common/link-domains.spec.ts.
  it('stops the build on a link domain that is no domain name, naming it', () => {
    expect(() => withShell({}, { brand: 'main', env: noEnv, linkDomains: ['https://example-partner.com/'] })).toThrow(
      'withShell: linkDomains: "https://example-partner.com/" is not a domain name',
    );
  });

  it('stops the build on link domains that are not a list', () => {
    expect(() =>
      withShell({}, { brand: 'main', env: noEnv, linkDomains: 'example-partner.com' as unknown as string[] }),
    ).toThrow('withShell: linkDomains must be an array of domain names');
  });

  it('routes end in a slash, with Next.js own slash redirect replaced by the shell one', () => {
    expect(config.trailingSlash).toBe(true);
    expect(config.skipTrailingSlashRedirect).toBe(true);
  });

  it('sends no X-Powered-By and renders in strict mode', () => {
    expect(config.poweredByHeader).toBe(false);
    expect(config.reactStrictMode).toBe(true);
  });

  it('bundles every shell package on the server too (their CSS modules and browser-only branches need the bundler)', () => {
    expect(config.transpilePackages).toEqual([
      '@therapy-shell/analytics',
      '@therapy-shell/brand-config',
      '@therapy-shell/consent',
      '@therapy-shell/core',
      '@therapy-shell/i18n',
      '@therapy-shell/realtime',
      '@therapy-shell/request',
      '@therapy-shell/shell-next',
      '@therapy-shell/shell-ui',
    ]);
  });

  it("gives brand-config the brand's data module in place of every brand's, and the browser bundle the ICU parser without its parser", () => {
    expect(config.turbopack?.resolveAlias).toEqual({
      '@formatjs/icu-messageformat-parser': { browser: '@formatjs/icu-messageformat-parser/no-parser.js' },
      '#brand-config/brands': brandModule('faith'),
    });
  });

  it("merges the first load's chunks (Turbopack's minChunkSize 200 kB, requestCost 1 MB)", () => {
    expect(config.experimental?.turbopackChunking).toEqual({ minChunkSize: 200_000, requestCost: 1_000_000 });
  });

  it('adds no rewrites (they would put the client rewrite matcher into every page)', () => {
    expect(config.rewrites).toBeUndefined();
  });

  it('sets no asset prefix when none is configured', () => {
    expect(config.assetPrefix).toBeUndefined();
  });

  it('puts the security headers on every answer and private, no-store on /api/*', async () => {
    const headers = await headersOf(withShell({}, { env: noEnv, production: true }));
    const everything = headers.find((rule) => rule.source === '/:path*');
    expect(everything?.headers).toEqual(
      expect.arrayContaining([
        { key: 'X-Frame-Options', value: 'DENY' },
        expect.objectContaining({ key: 'Strict-Transport-Security' }),
      ]),
    );
    expect(headers).toContainEqual({
      source: '/api/:path*',
      headers: [{ key: 'Cache-Control', value: 'private, no-store' }],
    });
  });

  it('sends HSTS only in production (NODE_ENV by default)', async () => {
    const keys = async (env: Record<string, string>) =>
      (await headersOf(withShell({}, { env }))).flatMap((rule) => rule.headers.map((h) => h.key));
    expect(await keys({ NODE_ENV: 'production' })).toContain('Strict-Transport-Security');
    expect(await keys({ NODE_ENV: 'development' })).not.toContain('Strict-Transport-Security');
  });
});

describe('withShell: the trailing-slash redirect, matched as Next.js matches it', () => {
  const match = async () => {
    const [redirect] = await redirectsOf(withShell({}, { env: noEnv }));
    if (!redirect) throw new Error('withShell gave no redirect');
    return { redirect, matches: getPathMatch(redirect.source, { removeUnnamedParams: true, strict: true }) };
  };

  it.each(['/faq', '/terms', '/advice/anxiety', '/apix'])(
    'redirects %s to its form with a slash, permanently',
    async (path) => {
      const { redirect, matches } = await match();
      expect(matches(path)).toEqual({ path: path.slice(1) });
      expect(redirect).toMatchObject({ destination: '/:path/', permanent: true });
    },
  );

  it.each([
    '/faq/',
    '/api',
    '/api/session',
    '/api/subscription/unsubscribe',
    '/_next/static/chunk.js',
    '/_shell/health',
    '/logo.svg',
    '/favicon.ico',
  ])('leaves %s alone', async (path) => {
    const { matches } = await match();
    expect(matches(path)).toBe(false);
  });
});

describe("withShell: the app's own config is kept and combined", () => {
  it("adds the app's own transpilePackages to the shell's, once each", () => {
    const config = withShell({ transpilePackages: ['my-design-system', '@therapy-shell/core'] }, { env: noEnv });
    expect(config.transpilePackages).toContain('my-design-system');
    expect(config.transpilePackages?.filter((name) => name === '@therapy-shell/core')).toHaveLength(1);
  });

  it('keeps every setting the shell does not own', () => {
    const config = withShell(
      {
        output: 'standalone',
        distDir: '.next-x',
        typescript: { ignoreBuildErrors: true },
        images: { remotePatterns: [{ hostname: 'img.example' }] },
        productionBrowserSourceMaps: true,
      },
      { env: noEnv },
    );
    expect(config).toMatchObject({
      output: 'standalone',
      distDir: '.next-x',
      typescript: { ignoreBuildErrors: true },
      images: { remotePatterns: [{ hostname: 'img.example' }] },
      productionBrowserSourceMaps: true,
    });
  });

  it('lets the app choose strict mode and the powered-by header', () => {
    expect(withShell({ reactStrictMode: false, poweredByHeader: true }, { env: noEnv })).toMatchObject({
      reactStrictMode: false,
      poweredByHeader: true,
    });
  });

  it("adds the app's env to the brand's", () => {
    expect(withShell({ env: { FEATURE_X: '1' } }, { brand: 'teen', env: noEnv }).env).toEqual({
      FEATURE_X: '1',
      SHELL_BRAND: 'teen',
      SHELL_BUNDLE_BRAND: 'teen',
      SHELL_ASSET_PREFIX: '',
      SHELL_SERVICE_WORKER: 'on',
      SHELL_LINK_DOMAINS: '',
      SHELL_THEME_CSS: expect.stringMatching(/^:root\{--ts-color-primary:/),
    });
  });

  it("combines the app's headers after the shell's (a later rule wins for the same header)", async () => {
    const own = { source: '/reports/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] };
    const headers = await headersOf(withShell({ headers: async () => [own] }, { env: noEnv }));
    expect(headers.at(-1)).toEqual(own);
    expect(headers.some((rule) => rule.source === '/api/:path*')).toBe(true);
  });

  it("puts the app's redirects before the trailing-slash one (first match wins)", async () => {
    const own = { source: '/old-faq/', destination: '/faq/', permanent: true };
    const redirects = await redirectsOf(withShell({ redirects: async () => [own] }, { env: noEnv }));
    expect(redirects).toHaveLength(2);
    expect(redirects[0]).toEqual(own);
    expect(redirects[1]?.destination).toBe('/:path/');
  });

  it("keeps the app's rewrites as they are", async () => {
    const rewrites = async () => [{ source: '/docs/:path*', destination: 'https://docs.example/:path*' }];
    expect(withShell({ rewrites }, { env: noEnv }).rewrites).toBe(rewrites);
  });

  it("keeps the app's experimental settings, and its own chunking options win", () => {
    const config = withShell(
      {
        experimental: {
          scrollRestoration: true,
          turbopackChunking: { minChunkSize: 80_000, maxChunkCountPerGroup: 9 },
        },
      },
      { env: {} },
    );
    expect(config.experimental).toEqual({
      scrollRestoration: true,
      turbopackChunking: { minChunkSize: 80_000, requestCost: 1_000_000, maxChunkCountPerGroup: 9 },
    });
  });

  it("merges the app's turbopack settings and aliases with the shell's", () => {
    const config = withShell(
      { turbopack: { root: '/repo', resolveAlias: { 'left-pad': 'pad-left' } } },
      { env: noEnv },
    );
    expect(config.turbopack).toEqual({
      root: '/repo',
      resolveAlias: {
        '@formatjs/icu-messageformat-parser': { browser: '@formatjs/icu-messageformat-parser/no-parser.js' },
        'left-pad': 'pad-left',
        '#brand-config/brands': brandModule('main'),
      },
    });
  });
});

describe('withShell: brand and asset prefix', () => {
  it('defaults to brand main when SHELL_BRAND is unset', () => {
    expect(withShell({}, { env: noEnv }).env?.['SHELL_BRAND']).toBe('main');
  });

  it('takes the brand option before SHELL_BRAND', () => {
    expect(withShell({}, { brand: 'pride', env: { SHELL_BRAND: 'faith' } }).env?.['SHELL_BRAND']).toBe('pride');
  });

  it('stops the build on an unknown brand, listing the valid ids', () => {
    expect(() => withShell({}, { env: { SHELL_BRAND: 'acme' } })).toThrow(
      /SHELL_BRAND="acme" is not a brand id\. Valid ids: main, /,
    );
  });

  it('refuses an env.SHELL_BRAND of the app that differs from the build brand', () => {
    expect(() => withShell({ env: { SHELL_BRAND: 'faith' } }, { env: { SHELL_BRAND: 'teen' } })).toThrow(
      /env\.SHELL_BRAND is "faith" but the build is for brand "teen"/,
    );
  });

  it.each([['trailingSlash'], ['skipTrailingSlashRedirect']] as const)(
    'refuses %s: false (it breaks the spec routes)',
    (key) => {
      expect(() => withShell({ [key]: false }, { env: noEnv })).toThrow(
        new RegExp(`withShell: ${key}: false breaks the shell's routes`),
      );
    },
  );

  it('serves /_next/static from SHELL_ASSET_PREFIX (checked, without the trailing slash) and tells the page policy', () => {
    const config = withShell({}, { env: { SHELL_ASSET_PREFIX: 'cdn.example.com/shell/' } });
    expect(config.assetPrefix).toBe('https://cdn.example.com/shell');
    expect(config.env?.['SHELL_ASSET_PREFIX']).toBe('https://cdn.example.com/shell');
    expect(() => withShell({}, { env: { SHELL_ASSET_PREFIX: 'ftp://cdn.example.com' } })).toThrow(
      /SHELL_ASSET_PREFIX must be/,
    );
  });

  it("keeps the app's own assetPrefix, and tells the page policy only an absolute one", () => {
    const absolute = withShell(
      { assetPrefix: 'https://static.example' },
      { env: { SHELL_ASSET_PREFIX: 'cdn.example.com' } },
    );
    expect(absolute.assetPrefix).toBe('https://static.example');
    expect(absolute.env?.['SHELL_ASSET_PREFIX']).toBe('https://static.example');
    const path = withShell({ assetPrefix: '/static' }, { env: noEnv });
    expect(path.assetPrefix).toBe('/static');
    expect(path.env?.['SHELL_ASSET_PREFIX']).toBe('');
  });
});
