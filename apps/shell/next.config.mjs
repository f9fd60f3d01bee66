// Next.js config of the shell app. withShell() (@therapy-shell/shell-next/next-config) adds what every
// shell app needs: trailing-slash routes and their redirect (/api/, /_next/ and /_shell/ left alone),
// the security headers, poweredByHeader off, the brand of SHELL_BRAND (checked: a wrong id stops the
// build with the list of valid ids) with the alias that gives the bundle that brand's data alone,
// the asset CDN of SHELL_ASSET_PREFIX (checked; also told to the page policy) and the browser's ICU
// no-parser alias (messages arrive compiled). No rewrites: /api/* and /favicon.ico are answered by
// proxy.ts, and a rewrite would put Next's client-side rewrite matcher into every page.
// Below: what only this app sets.
import { fileURLToPath } from 'node:url';
import { withShell } from '@therapy-shell/shell-next/next-config';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

export default withShell({
  // A self-contained server per brand (DEPLOY: docs/deploy.md): <distDir>/standalone holds
  // apps/shell/server.js and the traced node_modules; `next start` keeps working on the same build.
  output: 'standalone',
  // No ETags: pages are `private, no-store`, so no browser keeps one to revalidate, and hashing
  // every rendered page (about 20 kB) cost 3% of the server's CPU per page in the benchmark. Files of
  // public/ are still revalidated by Last-Modified; /_next/static files are immutable.
  generateEtags: false,
  // One output folder per brand when built by build:brands.
  distDir: process.env.SHELL_DIST_DIR || '.next',
  // Source maps of the client chunks for the benchmark's per-library attribution (npm run bench).
  productionBrowserSourceMaps: process.env.SHELL_SOURCEMAPS === '1',
  turbopack: { root: workspaceRoot },
  // `nx run shell:typecheck` checks the app (npm test runs it once); each of the eight brand builds
  // would otherwise type-check the same code again.
  typescript: { ignoreBuildErrors: true },
  outputFileTracingRoot: workspaceRoot,
  // build:brands builds each brand from the last one's Turbopack file-system cache and says so with
  // SHELL_BUILD_CACHE=1 (tools/scripts/build-brands.mjs says how and what it saves); off otherwise.
  experimental: { turbopackFileSystemCacheForBuild: process.env.SHELL_BUILD_CACHE === '1' },
});
