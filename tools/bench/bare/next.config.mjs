// The bare Pages Router app the benchmark compares the shell with: one page rendered per request
// (getServerSideProps), nothing else. It is no npm workspace (no package.json): next, react and
// react-dom resolve from the workspace's node_modules, so their versions are the shell's. The bare
// App Router app (tools/bench/bare-app) takes this config too.
import { fileURLToPath } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** @type {import('next').NextConfig} */
const config = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The benchmark builds the source-map variant into its own folder (BARE_SOURCEMAPS=1).
  distDir: process.env.BARE_DIST_DIR || '.next',
  productionBrowserSourceMaps: process.env.BARE_SOURCEMAPS === '1',
  typescript: { ignoreBuildErrors: true },
  turbopack: { root: workspaceRoot },
  outputFileTracingRoot: workspaceRoot,
};

export default config;
