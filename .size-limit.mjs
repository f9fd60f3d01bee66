// The shell's size budgets, checked by size-limit (`npm run size`; npm test runs it after the brand
// builds). The limits and their reasons are in tools/bench/budgets.json, which the benchmark's
// report reads too; docs/benchmark.md says how to read and update them. Sizes are gzip (level 9, as
// size-limit measures), kB = 1000 bytes.
//
// - First-load JavaScript of `/`, per brand: the unique .js files of rootMainFiles, pages['/_app']
//   and pages['/'] in the brand build's build-manifest.json (apps/shell/.next-<brand>). size-limit
//   only sums them (a Next.js build is already bundled), so the esbuild plugin is off for them.
//   A brand that is not built is an error that says how to build it.
// - Imports: what a product team's bundle gets for one import, bundled by size-limit's esbuild
//   plugin for the browser (ESM, minified, React external, production; JavaScript only), the
//   @therapy-shell packages from their built dist/.
// - The offline copy's service worker, as the shell's server answers /_shell/sw.js.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = import.meta.dirname;
const budgets = JSON.parse(readFileSync(join(root, 'tools/bench/budgets.json'), 'utf8'));

/** Kept out of the import bundles: every page already has them. */
const REACT = ['react', 'react-dom', 'react/*', 'react-dom/*'];

function firstLoadFiles(brand) {
  const dist = join(root, 'apps/shell', `.next-${brand}`);
  const manifestPath = join(dist, 'build-manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(
      `size-limit: no build of brand "${brand}" at apps/shell/.next-${brand}: run npm run build:brands first (SHELL_BRAND=${brand} builds only this brand).`,
    );
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const page = manifest.pages[budgets.firstLoad.page];
  if (!page) throw new Error(`size-limit: the build of brand "${brand}" has no page ${budgets.firstLoad.page}.`);
  const files = new Set([...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? []), ...page]);
  return [...files].filter((file) => file.endsWith('.js')).map((file) => join(dist, file));
}

/** The service worker as the server answers it, written where size-limit can read it. */
async function offlineWorkerFile() {
  const { offlineResponse } = await import('@therapy-shell/shell-next/server');
  const { path } = budgets.offlineWorker;
  const response = await offlineResponse(new Request(`https://site.example${path}`), { brand: 'main', enabled: true });
  if (response?.status !== 200)
    throw new Error(
      `size-limit: the shell does not answer ${path} with its service worker (status ${response?.status}).`,
    );
  const dir = join(root, 'dist/size-limit');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'sw.js'), Buffer.from(await response.arrayBuffer()));
  return join(dir, 'sw.js');
}

// SIZE_LIMIT_BRANDS=main,faith checks only those brands' first load (all eight by default).
const brands = Object.keys(budgets.firstLoad.brands).filter(
  (brand) => !process.env.SIZE_LIMIT_BRANDS || process.env.SIZE_LIMIT_BRANDS.split(',').includes(brand),
);

export default [
  ...brands.map((brand) => ({
    name: `first-load JS of ${budgets.firstLoad.page}, brand ${brand}`,
    path: firstLoadFiles(brand),
    limit: `${budgets.firstLoad.brands[brand]} B`,
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  })),
  ...budgets.imports.map((entry) => ({
    name: `import ${entry.name}`,
    // size-limit takes files: each package resolved as an app's bundler does (its `import` entry).
    import: Object.fromEntries(
      Object.entries(entry.import).map(([pkg, names]) => [fileURLToPath(import.meta.resolve(pkg)), names]),
    ),
    limit: `${entry.budgetGzip} B`,
    gzip: true,
    ignore: REACT,
    modifyEsbuildConfig: (config) => ({
      ...config,
      platform: 'browser',
      format: 'esm',
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"production"' },
      // JavaScript only: the CSS a component import drags in is counted apart (the benchmark's report).
      loader: { ...config.loader, '.css': 'empty', '.module.css': 'empty' },
      logLevel: 'silent',
    }),
  })),
  {
    name: `service worker ${budgets.offlineWorker.path}`,
    path: await offlineWorkerFile(),
    limit: `${budgets.offlineWorker.budgetGzip} B`,
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  },
];
