// Next.js config of the shell's App Router app: the same withShell() as apps/shell (trailing-slash
// routes, the security headers, the brand of SHELL_BRAND, the asset CDN), for an app/ directory.
import { fileURLToPath } from 'node:url';
import { withShell } from '@therapy-shell/shell-next/next-config';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

export default withShell({
  output: 'standalone',
  // Next.js 16's defaults for a new App Router app (create-next-app), as a product team's app has
  // them: every page is rendered per request all the same (app/layout.tsx; shell-next's README).
  cacheComponents: true,
  partialPrefetching: true,
  generateEtags: false,
  distDir: process.env.SHELL_DIST_DIR || '.next',
  // Client source maps for the benchmark's attribution of the first load (SHELL_SOURCEMAPS=1).
  productionBrowserSourceMaps: process.env.SHELL_SOURCEMAPS === '1',
  turbopack: { root: workspaceRoot },
  typescript: { ignoreBuildErrors: true },
  outputFileTracingRoot: workspaceRoot,
  // build:brands builds each brand from the last one's Turbopack file-system cache and says so with
  // SHELL_BUILD_CACHE=1 (tools/scripts/build-brands.mjs says how and what it saves); off otherwise.
  experimental: { turbopackFileSystemCacheForBuild: process.env.SHELL_BUILD_CACHE === '1' },
});
