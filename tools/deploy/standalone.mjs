#!/usr/bin/env node
// Completes a brand's standalone server (docs/deploy.md). `next build` with output: 'standalone'
// writes <distDir>/standalone/apps/shell/server.js with the traced node_modules, but neither the
// static files nor public/: this copies <distDir>/static and public/ where that server serves them,
// and the start wrapper serve.mjs next to server.js. The result is one self-contained folder:
//
//   node apps/shell/.next-main/standalone/apps/shell/serve.mjs
//
//   node tools/deploy/standalone.mjs .next-main [.next-faith ...]   (dist dirs inside apps/shell)
// build:brands runs it after each brand's build.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const defaultAppDir = join(workspaceRoot, 'apps', 'shell');

/**
 * Copies static files, public/ and serve.mjs into the standalone server of one build.
 *
 * @param {string} distDir output folder of the build, relative to appDir (e.g. `.next-main`)
 * @param {string} [appDir] the Next.js app (default apps/shell); outputFileTracingRoot is the workspace root
 * @returns {{ serverDir: string, serve: string }} folder of server.js and the wrapper to start
 */
export function assembleStandalone(distDir, appDir = defaultAppDir) {
  const build = resolve(appDir, distDir);
  const serverDir = join(build, 'standalone', relative(workspaceRoot, appDir));
  if (!existsSync(join(serverDir, 'server.js'))) {
    throw new Error(
      `No standalone server in ${relative(workspaceRoot, serverDir)}: is output: 'standalone' set in next.config and did the build of ${distDir} finish?`,
    );
  }
  // The server serves <its dir>/<distDir>/static as /_next/static and <its dir>/public as /.
  const staticTarget = join(serverDir, distDir, 'static');
  rmSync(staticTarget, { recursive: true, force: true });
  cpSync(join(build, 'static'), staticTarget, { recursive: true });
  const publicDir = join(appDir, 'public');
  if (existsSync(publicDir)) {
    rmSync(join(serverDir, 'public'), { recursive: true, force: true });
    cpSync(publicDir, join(serverDir, 'public'), { recursive: true });
  }
  const serve = join(serverDir, 'serve.mjs');
  cpSync(fileURLToPath(new URL('./serve.mjs', import.meta.url)), serve);
  return { serverDir, serve };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // --app=<dir> (workspace-relative): another app than apps/shell, e.g. apps/shell-app.
  const appOption = process.argv.slice(2).find((arg) => arg.startsWith('--app='));
  const appDir = appOption ? resolve(workspaceRoot, appOption.slice('--app='.length)) : defaultAppDir;
  const dirs = process.argv.slice(2).filter((arg) => !arg.startsWith('--app='));
  if (dirs.length === 0) {
    console.error(
      'usage: node tools/deploy/standalone.mjs [--app=apps/shell-app] <distDir inside the app> [...]  (e.g. .next-main)',
    );
    process.exit(2);
  }
  try {
    for (const dir of dirs)
      console.log(`standalone: ${relative(workspaceRoot, assembleStandalone(dir, appDir).serve)}`);
  } catch (error) {
    console.error(`standalone: ${error.message}`);
    process.exit(1);
  }
}
