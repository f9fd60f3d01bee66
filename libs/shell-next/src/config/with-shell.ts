// withShell(): the whole next.config set-up of an app that uses the shell, so a product team's
// next.config.mjs is one line. What the shell needs is added; what the app says is kept and combined.
import type { NextConfig } from 'next';
import { shellAssetPrefix } from './asset-prefix.ts';
import { appDirectory, brandAlias, BRANDS_IMPORT, themeStylesheetText } from './brand-alias.ts';
import { checkProxyFile } from './proxy-file.ts';
import { CACHE_COMPONENTS_CONFIG, checkCacheComponents, instantValidationLevel } from './cache-components.ts';
import { checkLinkDomains } from '../common/link-domains.ts';
import { shellHeaders } from '../common/security-headers.ts';

type HeaderRules = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>;
type RedirectRules = Awaited<ReturnType<NonNullable<NextConfig['redirects']>>>;

/**
 * Page paths without a trailing slash (and without a file extension) get one (spec 2.1 routes end
 * in `/`). Not redirected: the backend's `/api/*` paths (they pass through exactly), Next's `/_next/*`
 * and the health endpoints `/_shell/*` (load balancers rarely follow redirects).
 */
const TRAILING_SLASH_REDIRECT = {
  source: '/:path((?!api/|api$|_next/|_shell/)(?!.*/$)(?:[^/]+/)*[^/.]+)',
  destination: '/:path/',
  permanent: true,
} as const;

/**
 * Turbopack's production chunking, set for the first load of every page. With its defaults
 * (`minChunkSize` 50 kB of source, `requestCost` 200 kB) the first load comes in five or six
 * files beside react-dom's: Next's client, the shell's code and the page, each compressed on its
 * own. With a minimum of 200 kB and a request counted as 1 MB of code they are one file besides
 * react-dom's (kept apart: it changes only with React), which compresses better: the first-load
 * JavaScript of `/` is 2.5-3 kB gzip smaller (bench: "First-load JS of `/`"); the lazily loaded
 * chunks stay as they were. The price: a release that changes only the shell's code also makes
 * browsers download Next's client code again (about 28 kB gzip), which a file of its own would
 * have kept in their cache.
 */
const SHELL_CHUNKING = { minChunkSize: 200_000, requestCost: 1_000_000 } as const;

/**
 * The shell's packages, bundled by Next rather than loaded by Node on the server: they import CSS
 * modules (which only a bundler loads) and keep server-only code in branches the bundler drops
 * from the browser build. Their ESM also resolves in plain Node (for tests and scripts).
 */
const SHELL_PACKAGES = [
  '@therapy-shell/analytics',
  '@therapy-shell/brand-config',
  '@therapy-shell/consent',
  '@therapy-shell/core',
  '@therapy-shell/i18n',
  '@therapy-shell/realtime',
  '@therapy-shell/request',
  '@therapy-shell/shell-next',
  '@therapy-shell/shell-ui',
] as const;

/**
 * The browser bundle never parses ICU messages (the server sends them compiled: i18n's
 * compileMessages, formatted by createCompiledTranslator without intl-messageformat), so the parser
 * is aliased to its no-parser build there, as formatjs documents: a page that parses in the browser
 * fails loudly instead of shipping the parser. The server keeps the parser: it compiles.
 */
const BROWSER_ALIASES = {
  '@formatjs/icu-messageformat-parser': { browser: '@formatjs/icu-messageformat-parser/no-parser.js' },
} as const;

/** Options of {@link withShell}. */
export interface WithShellOptions {
  /**
   * The brand this build is for; default `SHELL_BRAND` of the environment, else `main`. Checked: a
   * wrong id stops the build. (`SHELL_BRAND_MODULE`, a path from the app's directory, builds a brand
   * whose data module is outside brand-config: brand-config's README, "Adding a brand".)
   */
  brand?: string | undefined;
  /** Production headers (HSTS, no allowance for next dev's scripts); default `NODE_ENV === 'production'`. */
  production?: boolean | undefined;
  /** Where the browser loads `/_next/static/*` from (the asset CDN); default `SHELL_ASSET_PREFIX` of the environment. Checked as {@link shellAssetPrefix} does. */
  assetPrefix?: string | undefined;
  /**
   * The offline copy of the crisis resources: a service worker that keeps /gethelpnow/
   * for a visitor who loses the network. On by default; `false` switches it off in the browser
   * (a worker already installed is unregistered) and on the server (/_shell/sw.js answers 404).
   * Inlined as `env.SHELL_SERVICE_WORKER` (`on` or `off`).
   */
  serviceWorker?: boolean | undefined;
  /**
   * Domains whose links the shell's header and footer treat as internal (spec 2.8), besides the
   * site config's `root_domain` and `sites_fqdn`, on both routers: sites of your own that the site
   * config does not list, such as `['example-partner.com']` (its subdomains count too). Each must
   * be a domain name: a URL, a path, a port or a wildcard stops the build. Inlined as
   * `env.SHELL_LINK_DOMAINS` (comma-separated).
   */
  linkDomains?: readonly string[] | undefined;
  /** The environment read for the defaults above (default `process.env`); for tests. */
  env?: Readonly<Record<string, string | undefined>> | undefined;
}

/**
 * The Next.js config of an app that uses the shell: the app's own config plus what the shell needs.
 *
 * - Routes: `trailingSlash` with Next's own slash redirect replaced by one that leaves `/api/*`,
 *   `/_next/*` and `/_shell/*` alone. An app config that turns either off is refused.
 * - Headers: the security headers of every answer (and `private, no-store` on `/api/*`), then the
 *   app's own `headers()` (a later rule wins for the same header name).
 * - Redirects: the app's own first, then the trailing-slash redirect.
 * - One brand per build: `turbopack.resolveAlias` gives brand-config the checked brand's data
 *   module in place of every brand's (`#brand-config/brands`), so no other brand's data is bundled;
 *   `env.SHELL_BRAND` and `env.SHELL_BUNDLE_BRAND` inline the brand (the page-load step's default,
 *   and the built brand a server's `SHELL_BRAND` must match); `env.SHELL_THEME_CSS` inlines the
 *   brand's stylesheet (brand-config's `tokens/<brand>.css`, made by Style Dictionary; for a brand
 *   module, the `.css` file beside it), which the documents and the offline page set.
 * - `linkDomains` checked (each a domain name) and inlined as `env.SHELL_LINK_DOMAINS`.
 * - `poweredByHeader: false`, `reactStrictMode: true` unless the app says otherwise.
 * - `assetPrefix` from the option or `SHELL_ASSET_PREFIX` (the app's own `assetPrefix` wins), and
 *   inlined as `env.SHELL_ASSET_PREFIX` so the page's Content-Security-Policy allows that host.
 * - `turbopack.resolveAlias`: the brand's data module (above), and the browser bundle uses the ICU
 *   parser's no-parser build; the app's own aliases are added (and win for the same module, except
 *   the brand's).
 * - `experimental.turbopackChunking`: the first load in fewer files, 2.5-3 kB gzip smaller
 *   (`minChunkSize` 200 kB, `requestCost` 1 MB); the app's own chunking options win.
 * - With `cacheComponents: true`: every page rendered in full per request (`htmlLimitedBots`
 *   matching every user agent, so the proxy's status holds), `partialPrefetching: false` (a shell
 *   page has nothing static to prefetch), instant-navigation validation only where a segment sets
 *   `instant` (`next dev` could not validate the shell's layout), and the root layout checked for
 *   `export const instant = false` (cache-components.ts).
 *
 * No rewrites are added: any rewrite puts Next's client-side rewrite matcher into every page's
 * first-load JavaScript. `/api/*` reaches the backend through the app's `proxy.ts`
 * (`proxyApiRequest`), which reads the backend origin at run time.
 *
 * @example
 * // next.config.mjs
 * import { withShell } from '@therapy-shell/shell-next/next-config';
 * export default withShell({ output: 'standalone' });
 */
export function withShell(nextConfig: NextConfig = {}, options: WithShellOptions = {}): NextConfig {
  const env = options.env ?? process.env;
  // One brand per build, chosen here: brand-config's every-brand module is aliased to this brand's
  // own, on the server and in the browser (why: brand-config's src/brands.ts).
  const {
    brand,
    module: brandModule,
    stylesheet,
  } = brandAlias(
    options.brand ?? env['SHELL_BRAND'],
    env['SHELL_BRAND_MODULE'],
    options.brand === undefined ? 'SHELL_BRAND' : 'withShell brand',
    appDirectory(),
  );
  const production = options.production ?? env['NODE_ENV'] === 'production';
  checkProxyFile(appDirectory());
  checkCacheComponents(appDirectory(), nextConfig);

  for (const key of ['trailingSlash', 'skipTrailingSlashRedirect'] as const) {
    if (nextConfig[key] === false) {
      throw new Error(
        `withShell: ${key}: false breaks the shell's routes (spec 2.1 paths end in "/", /api/* passes through unchanged); remove it from the config given to withShell.`,
      );
    }
  }
  for (const key of ['SHELL_BRAND', 'SHELL_BUNDLE_BRAND'] as const) {
    const given = nextConfig.env?.[key];
    if (given !== undefined && given !== brand) {
      throw new Error(
        `withShell: env.${key} is "${given}" but the build is for brand "${brand}"; give the brand as withShell's brand option or SHELL_BRAND instead.`,
      );
    }
  }

  const linkDomains = options.linkDomains === undefined ? [] : checkLinkDomains(options.linkDomains);
  const userHeaders = nextConfig.headers;
  const userRedirects = nextConfig.redirects;
  const assetPrefix = nextConfig.assetPrefix ?? shellAssetPrefix(options.assetPrefix ?? env['SHELL_ASSET_PREFIX']);

  return {
    reactStrictMode: true,
    poweredByHeader: false,
    ...nextConfig,
    trailingSlash: true,
    skipTrailingSlashRedirect: true,
    ...(assetPrefix === undefined ? {} : { assetPrefix }),
    ...(nextConfig.cacheComponents === true ? CACHE_COMPONENTS_CONFIG : {}),
    transpilePackages: [...new Set([...SHELL_PACKAGES, ...(nextConfig.transpilePackages ?? [])])],
    // SHELL_ASSET_PREFIX: the page's Content-Security-Policy allows the asset host (page-security).
    env: {
      ...nextConfig.env,
      SHELL_BRAND: brand,
      SHELL_BUNDLE_BRAND: brand,
      SHELL_ASSET_PREFIX: assetPrefix && /^https?:\/\//i.test(assetPrefix) ? assetPrefix : '',
      SHELL_SERVICE_WORKER: options.serviceWorker === false ? 'off' : 'on',
      SHELL_LINK_DOMAINS: linkDomains.join(','),
      SHELL_THEME_CSS: themeStylesheetText(stylesheet),
    },
    experimental: {
      ...nextConfig.experimental,
      turbopackChunking: { ...SHELL_CHUNKING, ...nextConfig.experimental?.turbopackChunking },
      ...(nextConfig.cacheComponents === true
        ? {
            instantInsights: {
              ...nextConfig.experimental?.instantInsights,
              validationLevel: instantValidationLevel(nextConfig.experimental?.instantInsights?.validationLevel),
            },
          }
        : {}),
    },
    turbopack: {
      ...nextConfig.turbopack,
      resolveAlias: { ...BROWSER_ALIASES, ...nextConfig.turbopack?.resolveAlias, [BRANDS_IMPORT]: brandModule },
    },
    async headers(): Promise<HeaderRules> {
      return [...shellHeaders({ production }), ...(userHeaders ? await userHeaders() : [])];
    },
    async redirects(): Promise<RedirectRules> {
      return [...(userRedirects ? await userRedirects() : []), TRAILING_SLASH_REDIRECT];
    },
  };
}
