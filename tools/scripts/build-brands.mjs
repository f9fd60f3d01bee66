#!/usr/bin/env node
// npm run build:brands [-- id ...]: builds the app once per brand into apps/shell/.next-<brand>
// (all eight by default; SHELL_BRAND=<id>[,<id>] or ids as arguments build only those), each with
// its standalone server in .next-<brand>/standalone/apps/shell (serve.mjs starts it; docs/deploy.md).
// SHELL_ROUTER=app builds the App Router app instead (apps/shell-app, the same folders there).
// Libraries are built first (Nx, cached); brands are built one after another (2-core machines).
//
// SHELL_BUILD_CACHE=1 (local work, for now): one build's work serves the next brand's, through
// Turbopack's file-system cache for builds (the apps' next.config.mjs turn it on with this variable
// only). The cache serves a build only when the build's configuration is the same, the bundler alias
// of the brand's data and the output folder included. So each brand's data then reaches its build
// through one module at a fixed path, .shell-brand/brand.ts in the app (a copy of brand-config's
// module of the brand, its imports pointed back at brand-config, its stylesheet beside it as
// brand.css), given to withShell() as SHELL_BRAND_MODULE; every brand builds into .next-build, its
// standalone server is completed there, and the folder is renamed .next-<brand>, its cache moved
// back for the next brand. Each run starts without a cache, so it never grows from run to run.
// Measured (2026-12-04, 2 cores): the eight Pages Router brands in 91 s (32 s for the first, 7-9 s
// for each other) and the eight App Router brands in 138 s (37 s, then 12-16 s), where one after
// another without it takes 251-335 s and 295-371 s; the size budgets, the deploy test and the
// browser tests of brands main and regional pass on such builds. Not yet the default because the
// standalone server inside then keeps the folder name it was built in
// (.next-<brand>/standalone/apps/<app>/.next-build), which deploy/k8s's cache mount and
// docs/deploy.md do not follow yet. With each brand's own alias or output folder the cache served
// nothing (34-52 s a brand, worse than cold).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import brands from './src/brands.cjs';

const { brandDistDir, brandsToBuild } = brands;

const root = fileURLToPath(new URL('../..', import.meta.url));
const router = process.env.SHELL_ROUTER || 'pages';
if (router !== 'pages' && router !== 'app') {
  console.error(`build:brands: SHELL_ROUTER="${router}" is neither pages nor app.`);
  process.exit(2);
}
const app = router === 'app' ? 'shell-app' : 'shell';
let selected;
try {
  selected = brandsToBuild(process.argv.slice(2), process.env.SHELL_BRAND);
} catch (error) {
  console.error(`build:brands: ${error.message}`);
  process.exit(2);
}

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NEXT_TELEMETRY_DISABLED: '1' };
// Run as an Nx task (shell:build-brands), the libraries are already built by its dependsOn.
if (!process.env.NX_TASK_TARGET_PROJECT) {
  const libs = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '--exclude=shell,shell-app', '--outputStyle=static'],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  );
  if (libs.status !== 0) process.exit(libs.status ?? 1);
}

/** Where build:brands writes the module of the brand being built (git-ignored), from the app's folder. */
const BRAND_MODULE = '.shell-brand/brand.ts';
/** The output folder every brand builds into before it is renamed to its own (git-ignored: `.next-*`). */
const BUILD_DIR = '.next-build';
const brandConfigDir = join(root, 'libs', 'brand-config');
const appDir = `${root}apps/${app}`;

/**
 * Writes the brand's data module and stylesheet at BRAND_MODULE: brand-config's module of the brand,
 * its relative imports pointed back at brand-config's files, and its tokens' stylesheet beside it.
 */
function writeBrandModule(brand) {
  const source = join(brandConfigDir, 'src', 'brands', `${brand}.ts`);
  const target = join(appDir, BRAND_MODULE);
  mkdirSync(dirname(target), { recursive: true });
  const text = readFileSync(source, 'utf8').replace(/(from\s+')(\.{1,2}\/[^']+)(')/g, (_match, before, path, after) => {
    const file = relative(dirname(target), join(dirname(source), path))
      .split(sep)
      .join('/');
    return `${before}${file.startsWith('.') ? file : `./${file}`}${after}`;
  });
  writeFileSync(
    target,
    `// Written by tools/scripts/build-brands.mjs from ${relative(root, source)}: do not edit.\n${text}`,
  );
  cpSync(join(brandConfigDir, 'tokens', `${brand}.css`), target.replace(/\.ts$/, '.css'));
}

const cached = process.env.SHELL_BUILD_CACHE === '1';
// No cache from an earlier run: each run starts cold.
if (cached) rmSync(join(appDir, BUILD_DIR), { recursive: true, force: true });
for (const brand of selected) {
  const started = Date.now();
  console.log(`\nbuild:brands: building brand "${brand}" into apps/${app}/${brandDistDir(brand)}`);
  if (cached) writeBrandModule(brand);
  const distDir = cached ? BUILD_DIR : brandDistDir(brand);
  const result = spawnSync('npx', ['next', 'build'], {
    cwd: appDir,
    env: {
      ...env,
      SHELL_BRAND: brand,
      SHELL_DIST_DIR: distDir,
      ...(cached ? { SHELL_BRAND_MODULE: BRAND_MODULE } : {}),
    },
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`build:brands: brand "${brand}" failed`);
    process.exit(result.status ?? 1);
  }
  // The standalone server gets its static files, public/ and the start wrapper (docs/deploy.md), in
  // the folder it was built in (its server.js names that folder).
  const assembled = spawnSync('node', [`${root}tools/deploy/standalone.mjs`, `--app=apps/${app}`, distDir], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (assembled.status !== 0) process.exit(assembled.status ?? 1);
  if (cached) {
    // The build becomes the brand's folder; its cache stays for the next brand.
    const target = join(appDir, brandDistDir(brand));
    rmSync(target, { recursive: true, force: true });
    renameSync(join(appDir, BUILD_DIR), target);
    if (existsSync(join(target, 'cache'))) {
      mkdirSync(join(appDir, BUILD_DIR));
      renameSync(join(target, 'cache'), join(appDir, BUILD_DIR, 'cache'));
    }
  }
  console.log(`build:brands: brand "${brand}" built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
if (cached) {
  rmSync(join(appDir, BUILD_DIR), { recursive: true, force: true });
  rmSync(dirname(join(appDir, BRAND_MODULE)), { recursive: true, force: true });
}
console.log(`\nbuild:brands: built ${selected.join(', ')}`);
