#!/usr/bin/env node
// npm run registry:local [-- --port <n>] [--skip-build] [--check]: a throwaway npm registry with
// every @therapy-shell package of this checkout in it, to try the packages out in an app of your
// own before they are released (docs/consumer-test.md). Builds the packages (nx, cached), starts
// verdaccio on loopback with its storage in a temp dir, publishes each package as it is in the
// workspace (versions unchanged, nothing committed or tagged), prints the .npmrc line for the app,
// and keeps serving until Ctrl-C, which stops verdaccio and removes the temp dir.
// --check: publish, confirm every package is installable metadata-wise (`npm view`), then stop.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServers } from '@therapy-shell/workspace-tools/servers';
import {
  createRegistryUser,
  publishPackage,
  verdaccioBin,
  workspacePackages,
  writeVerdaccioConfig,
} from './local-registry.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  process.stdout.write(
    'Usage: npm run registry:local -- [--port <n>] [--skip-build] [--check]\n' +
      'Publishes every @therapy-shell package of this checkout to a throwaway verdaccio on 127.0.0.1\n' +
      '(port 4873 by default) and serves them until Ctrl-C. --check publishes, verifies and stops.\n',
  );
  process.exit(0);
}
const portAt = argv.indexOf('--port');
const port = portAt >= 0 ? Number(argv[portAt + 1]) : 4873;
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  process.stderr.write(`registry:local: --port needs a port number, not ${argv[portAt + 1]}\n`);
  process.exit(2);
}
const check = argv.includes('--check');
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  npm_config_update_notifier: 'false',
};
const say = (text) => process.stdout.write(`registry:local: ${text}\n`);

function portIsFree(candidate) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(candidate, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const work = mkdtempSync(join(tmpdir(), 'therapy-shell-registry-'));
// The workspace's process helper: verdaccio in a process group of its own, its output kept, stopped
// when this script ends (also on Ctrl-C or a failure); a verdaccio that ends early ends the script.
const servers = createServers('registry:local');
// The storage goes whichever way the script ends (the helper stops verdaccio on exit too).
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
async function stop(code) {
  await servers.stopAll();
  process.exit(code);
}

try {
  const packages = workspacePackages(root);
  if (!argv.includes('--skip-build')) {
    say(`building ${packages.length} packages (nx, cached when unchanged)`);
    const projects = packages.map((p) => p.project).filter(Boolean);
    const build = spawnSync(
      'npx',
      ['nx', 'run-many', '-t', 'build', '-p', projects.join(','), '--outputStyle=static'],
      {
        cwd: root,
        env,
        encoding: 'utf8',
      },
    );
    if (build.status !== 0) {
      process.stderr.write(`${build.stdout}${build.stderr}\nregistry:local: the package build failed.\n`);
      await stop(1);
    }
  }
  if (!(await portIsFree(port))) {
    process.stderr.write(`registry:local: port ${port} is in use; pick another with --port <n>.\n`);
    await stop(1);
  }
  const registry = `http://127.0.0.1:${port}/`;
  const config = writeVerdaccioConfig(join(work, 'registry'));
  const verdaccio = servers.start(
    'verdaccio',
    process.execPath,
    [verdaccioBin(), '--config', config, '--listen', `127.0.0.1:${port}`],
    { cwd: work, env },
  );
  await servers.waitFor(`${registry}-/ping`, {
    server: verdaccio,
    timeoutMs: 60_000,
    accept: (status) => status === 200,
  });
  const userconfig = join(work, 'publish.npmrc');
  await createRegistryUser(registry, userconfig, 'local');
  for (const { dir, manifest } of packages) {
    const { code, output } = await publishPackage({ dir, registry, userconfig, env });
    if (code !== 0) throw new Error(`npm publish of ${manifest.name} exited with ${code}:\n${output}`);
    say(`published ${manifest.name}@${manifest.version}`);
  }
  if (check) {
    for (const { manifest } of packages) {
      const view = spawnSync(
        'npm',
        ['view', `${manifest.name}@${manifest.version}`, 'version', '--registry', registry],
        {
          env,
          encoding: 'utf8',
        },
      );
      if (view.status !== 0 || view.stdout.trim() !== manifest.version)
        throw new Error(`${manifest.name}@${manifest.version} is not in the registry: ${view.stderr}`);
    }
    say(`all ${packages.length} packages are in ${registry}; stopping (--check).`);
    await stop(0);
  }
  process.stdout.write(
    [
      '',
      `Every @therapy-shell package of this checkout is in ${registry} (versions as in the workspace).`,
      "Put this line in your app's .npmrc (next to its package.json), then npm install as usual:",
      '',
      `  @therapy-shell:registry=${registry}`,
      '',
      'Or start a new app from them:',
      '',
      `  npm create @therapy-shell/app my-app --@therapy-shell:registry=${registry} -- --brand main --registry ${registry}`,
      '',
      'Only @therapy-shell/* comes from it; everything else from your usual registry. After a change here,',
      'stop this (Ctrl-C), start it again, and reinstall in the app (delete its node_modules/@therapy-shell',
      'and package-lock entries first: the versions did not change). Ctrl-C stops it and removes its storage.',
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(`registry:local: ${error.message}\n`);
  await stop(1);
}
