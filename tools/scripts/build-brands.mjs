#!/usr/bin/env node
// npm run build:brands [-- id ...]: builds the app once per brand into apps/shell/.next-<brand>
// (all eight by default; SHELL_BRAND=<id>[,<id>] or ids as arguments build only those), each with
// its standalone server in .next-<brand>/standalone/apps/shell (serve.mjs starts it; docs/deploy.md).
// SHELL_ROUTER=app builds the App Router app instead (apps/shell-app, the same folders there).
// Libraries are built first (Nx, cached); brands are built one after another (2-core machines).
import { spawnSync } from 'node:child_process';
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

for (const brand of selected) {
  const started = Date.now();
  console.log(`\nbuild:brands: building brand "${brand}" into apps/${app}/${brandDistDir(brand)}`);
  const result = spawnSync('npx', ['next', 'build'], {
    cwd: `${root}apps/${app}`,
    env: { ...env, SHELL_BRAND: brand, SHELL_DIST_DIR: brandDistDir(brand) },
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`build:brands: brand "${brand}" failed`);
    process.exit(result.status ?? 1);
  }
  // The standalone server gets its static files, public/ and the start wrapper (docs/deploy.md).
  const assembled = spawnSync(
    'node',
    [`${root}tools/deploy/standalone.mjs`, `--app=apps/${app}`, brandDistDir(brand)],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (assembled.status !== 0) process.exit(assembled.status ?? 1);
  console.log(`build:brands: brand "${brand}" built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log(`\nbuild:brands: built ${selected.join(', ')}`);
