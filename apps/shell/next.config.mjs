// Next.js config of the shell app. The brand is fixed at build time (SHELL_BRAND, default main);
// a wrong id stops the build with the list of valid ids.
import { fileURLToPath } from 'node:url';
import { assertBrandId } from '@therapy-shell/brand-config';
import { shellAssetPrefix, shellHeaders } from '@therapy-shell/shell-next/config';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const brand = assertBrandId(process.env.SHELL_BRAND);
const assetPrefix = shellAssetPrefix(process.env.SHELL_ASSET_PREFIX);

/** @type {import('next').NextConfig} */
const config = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Spec 2.1 routes end in a slash (/terms/, /faq/, ...). Next's own slash redirect would also hit
  // /api/* (the backend's paths must pass through unchanged), so it is replaced by redirects() below.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  // A self-contained server per brand (DEPLOY: docs/deploy.md): <distDir>/standalone holds
  // apps/shell/server.js and the traced node_modules; `next start` keeps working on the same build.
  output: 'standalone',
  // /_next/static/* from the asset CDN when SHELL_ASSET_PREFIX is set at build (upload
  // <distDir>/static to <prefix>/_next/static; docs/deploy.md); a malformed value stops the build.
  assetPrefix,
  // One output folder per brand when built by build:brands.
  distDir: process.env.SHELL_DIST_DIR || '.next',
  // Source maps of the client chunks for the benchmark's per-library attribution (npm run bench).
  productionBrowserSourceMaps: process.env.SHELL_SOURCEMAPS === '1',
  // Inlined at build time: the brand this bundle is for. SHELL_BUNDLE_BRAND also drops the other
  // seven brands' data (theme, logo, footer variant, handles) from the bundle (brand-config's bundle-brand.ts).
  // SHELL_ASSET_PREFIX: the page policy (shell-next's page-security) allows the asset CDN.
  env: { SHELL_BRAND: brand, SHELL_BUNDLE_BRAND: brand, SHELL_ASSET_PREFIX: assetPrefix ?? '' },
  turbopack: {
    root: workspaceRoot,
    // Shell messages reach the browser compiled to ICU ASTs (@therapy-shell/i18n compileMessages on
    // the server): the browser bundle never parses ICU, so intl-messageformat gets the parser's
    // no-parser build there (formatjs's documented setup). The server keeps the parser: it compiles.
    resolveAlias: {
      '@formatjs/icu-messageformat-parser': { browser: '@formatjs/icu-messageformat-parser/no-parser.js' },
    },
  },
  // `nx run shell:typecheck` checks the app (npm test runs it once); each of the eight brand builds
  // would otherwise type-check the same code again.
  typescript: { ignoreBuildErrors: true },
  outputFileTracingRoot: workspaceRoot,
  // Security headers on every answer, API proxy answers and static files included; each page then
  // sets its own Content-Security-Policy with a per-request nonce (shell-next's _app).
  async headers() {
    return shellHeaders({ production: process.env.NODE_ENV === 'production' });
  },
  async redirects() {
    // Page paths without a trailing slash (and without a file extension) get one; /api/, /_next/ and
    // the health endpoints /_shell/* (load balancers rarely follow redirects) do not.
    return [{ source: '/:path((?!api/|api$|_next/|_shell/)(?!.*/$)(?:[^/]+/)*[^/.]+)', destination: '/:path/', permanent: true }];
  },
  // No rewrites here: any rewrite puts Next's client-side rewrite matcher (~3 kB gz) into every
  // page's first-load JavaScript. /favicon.ico and /api/* are answered by proxy.ts instead.
  // /api/* goes to the backend through proxy.ts (security headers on its answers; origin read at run time).
};

export default config;
