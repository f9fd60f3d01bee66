// The benchmark's launcher (npm run bench, tools/bench/profile-functions.mjs): first the libraries
// and dev-api are built through Nx (instant when cached), since the benchmark imports and serves
// them; then the measuring code (TypeScript, tools/bench/src) is bundled by esbuild into
// dist/bench/, every npm package left to Node's resolution from the workspace's node_modules, and
// the entry's function is called with the command line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NEXT_TELEMETRY_DISABLED: '1' };

/**
 * Builds what the benchmark needs, bundles `tools/bench/src/<entry>` and calls its export `name`
 * with this process's arguments; its result is the exit status.
 *
 * @param {string} entry
 * @param {string} name
 */
export async function launch(entry, name) {
  const argv = process.argv.slice(2);
  if (!argv.includes('--help') && !argv.includes('-h')) {
    process.stdout.write('[bench] building the libraries and dev-api through Nx (cached when unchanged)\n');
    const libs = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--exclude=shell', '--outputStyle=static'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (libs.status !== 0) {
      // On a machine where other work rebuilds the libraries, the existing builds can still be measured.
      const needed = [
        'core',
        'request',
        'brand-config',
        'i18n',
        'consent',
        'realtime',
        'analytics',
        'shell-ui',
        'shell-next',
      ]
        .map((lib) => `libs/${lib}/dist/index.js`)
        .concat('tools/dev-api/dist/main.js');
      const missing = needed.filter((file) => !existsSync(join(root, file)));
      process.stderr.write(`${libs.stdout}${libs.stderr}\n`);
      if (missing.length > 0) {
        process.stderr.write(`bench: the library build failed and ${missing.join(', ')} are missing.\n`);
        process.exit(1);
      }
      process.stderr.write('bench: WARNING the library build failed; measuring with the libraries built before.\n');
    }
  }

  const outfile = join(root, `dist/bench/${name}.mjs`);
  await build({
    entryPoints: [join(root, 'tools/bench/src', entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: 'inline',
    outfile,
    logLevel: 'warning',
    // The bundle is an ES module: the CommonJS modules it bundles (src/lib/*.cjs) get a `require` for
    // the Node.js built-ins they load.
    banner: {
      js: "import { createRequire as __benchRequire } from 'node:module';\nconst require = __benchRequire(import.meta.url);",
    },
  });
  const module = await import(pathToFileURL(outfile).href);
  process.exitCode = await module[name]({ root, argv });
}
