#!/usr/bin/env node
// npm run build:brands [-- id ...]: builds the app once per brand into apps/shell/.next-<brand>
// (all eight by default; SHELL_BRAND=<id>[,<id>] or ids as arguments build only those), each with
// its standalone server in .next-<brand>/standalone/apps/shell (serve.mjs starts it; docs/deploy.md).
// SHELL_ROUTER=app builds the App Router app instead (apps/shell-app, the same folders there).
// Libraries are built first (Nx, cached); brands are built one after another (2-core machines).
//
// Every brand is built in one folder, .next-build, which is then renamed .next-<brand>; the standalone
// server inside keeps the name .next-build (its server.js names the folder it was built in), so every
// brand's server has its build at the same path (deploy/k8s mounts Next's cache there; docs/deploy.md).
// The brand's data reaches the build through one module at a fixed path, .shell-brand/brand.ts in the
// app (a copy of brand-config's module of the brand, its imports pointed back at brand-config, its
// stylesheet beside it as brand.css; git-ignored), given to withShell() as SHELL_BRAND_MODULE, in
// place of withShell()'s own per-brand alias: the bundle is byte for byte the same.
//
// Why one folder and one module: when more than one brand is built, one build's work serves the next
// brand's through Turbopack's file-system cache for builds (the apps' next.config.mjs turn it on when
// this script passes SHELL_BUILD_CACHE=1), and that cache serves a build only when the build's
// configuration is the same, the bundler's aliases and the output folder included (with each brand's
// own alias or folder it served nothing: 34-52 s a brand, worse than cold). The cache moves from one
// brand's folder to the next build's; each run starts without one, so it never grows from run to run.
// Measured (2026-12-04, 2 cores): the eight Pages Router brands in 91 s (32 s for the first, 7-9 s
// for each other) and the eight App Router brands in 138 s (37 s, then 12-16 s), where one after
// another without it took 251-335 s and 295-371 s. One brand alone builds without it (writing the
// cache costs the cold build about 10 s). SHELL_BUILD_CACHE=0 turns it off, =1 on for one brand too.
// Two runs of build:brands at once in the same app would share .next-build: run one at a time.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import brands from './src/brands.cjs';

const { BUILD_DIR, brandDistDir, brandsToBuild } = brands;

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

const cacheSetting = process.env.SHELL_BUILD_CACHE;
if (cacheSetting !== undefined && cacheSetting !== '' && cacheSetting !== '0' && cacheSetting !== '1') {
  console.error(`build:brands: SHELL_BUILD_CACHE="${cacheSetting}" is neither 0 nor 1.`);
  process.exit(2);
}
const cached = cacheSetting === '1' || (cacheSetting !== '0' && selected.length > 1);
const buildDir = join(appDir, BUILD_DIR);
const brandModuleDir = dirname(join(appDir, BRAND_MODULE));
/** Removes what only a run needs: the build folder (with the cache) and the brand's module. */
function cleanUp() {
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(brandModuleDir, { recursive: true, force: true });
}
/** Stops the run with the status of the step that failed, leaving no build folder behind. */
function fail(status) {
  cleanUp();
  process.exit(status ?? 1);
}

// Nothing from an earlier run (a cache, a build that stopped half-way).
cleanUp();
for (const [index, brand] of selected.entries()) {
  const started = Date.now();
  const from = cached && index > 0 ? ` (from brand "${selected[index - 1]}"'s cache)` : '';
  console.log(`\nbuild:brands: building brand "${brand}" into apps/${app}/${brandDistDir(brand)}${from}`);
  writeBrandModule(brand);
  const result = spawnSync('npx', ['next', 'build'], {
    cwd: appDir,
    env: {
      ...env,
      SHELL_BRAND: brand,
      SHELL_DIST_DIR: BUILD_DIR,
      SHELL_BRAND_MODULE: BRAND_MODULE,
      SHELL_BUILD_CACHE: cached ? '1' : '0',
    },
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`build:brands: brand "${brand}" failed`);
    fail(result.status);
  }
  // The standalone server gets its static files, public/ and the start wrapper (docs/deploy.md), in
  // the folder it was built in (its server.js names that folder).
  const assembled = spawnSync('node', [`${root}tools/deploy/standalone.mjs`, `--app=apps/${app}`, BUILD_DIR], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (assembled.status !== 0) fail(assembled.status);
  // The build becomes the brand's folder; its cache stays for the next brand.
  const target = join(appDir, brandDistDir(brand));
  rmSync(target, { recursive: true, force: true });
  renameSync(buildDir, target);
  if (cached && existsSync(join(target, 'cache'))) {
    mkdirSync(buildDir);
    renameSync(join(target, 'cache'), join(buildDir, 'cache'));
  }
  console.log(`build:brands: brand "${brand}" built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
cleanUp();
console.log(`\nbuild:brands: built ${selected.join(', ')}`);
