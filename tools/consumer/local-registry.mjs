// A throwaway npm registry with every @therapy-shell package of the workspace in it: verdaccio on
// loopback, its storage in a directory of the caller's, one user, and `npm publish` of each
// package as it is in the workspace. Used by the consumer test and by `npm run registry:local`
// (docs/consumer-test.md).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * Every publishable @therapy-shell package of the workspace: its directory, manifest and Nx project.
 *
 * @param {string} root the workspace
 * @returns {{ dir: string, manifest: Record<string, any>, project: string | undefined }[]}
 */
export function workspacePackages(root) {
  const packages = [];
  for (const group of ['libs', 'tools', 'apps']) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base).sort()) {
      const dir = join(base, entry);
      const manifestPath = join(dir, 'package.json');
      if (!statSync(dir).isDirectory() || !existsSync(manifestPath)) continue;
      const manifest = readJson(manifestPath);
      if (manifest.private || !String(manifest.name).startsWith('@therapy-shell/')) continue;
      const projectPath = join(dir, 'project.json');
      const project = existsSync(projectPath) ? readJson(projectPath).name : undefined;
      packages.push({ dir, manifest, project });
    }
  }
  return packages;
}

/**
 * Writes verdaccio's config into `dir`: storage and users there, @therapy-shell/* only (no uplink:
 * everything else comes from the usual registry), publishing for the signed-in user, no web UI.
 *
 * @param {string} dir
 * @returns {string} the config file
 */
export function writeVerdaccioConfig(dir) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'config.yaml');
  writeFileSync(
    file,
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      '    max_users: 1',
      'uplinks: {}',
      'packages:',
      "  '@therapy-shell/*':",
      '    access: $all',
      '    publish: $authenticated',
      '    unpublish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      'web:',
      '  enable: false',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  return file;
}

/**
 * verdaccio's bin, from the workspace's devDependencies.
 *
 * @returns {string}
 */
export function verdaccioBin() {
  try {
    return join(dirname(require.resolve('verdaccio/package.json')), 'bin', 'verdaccio');
  } catch {
    throw new Error('verdaccio is not installed at the workspace root (a devDependency): run npm install');
  }
}

/**
 * Signs a user up (verdaccio's htpasswd sign-up over the npm adduser API) and writes an npmrc with
 * its token for publishing.
 *
 * @param {string} registry `http://127.0.0.1:<port>/`
 * @param {string} userconfig the npmrc to write
 * @param {string} name
 */
export async function createRegistryUser(registry, userconfig, name) {
  const response = await fetch(`${registry}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      password: `${name}-${process.pid}-${Date.now()}`,
      type: 'user',
      roles: [],
      date: new Date().toISOString(),
    }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || typeof body.token !== 'string')
    throw new Error(`verdaccio refused the user: ${response.status} ${JSON.stringify(body)}`);
  const { host } = new URL(registry);
  writeFileSync(userconfig, `//${host}/:_authToken=${body.token}\n`, { mode: 0o600 });
}

/**
 * `npm publish` of one package directory to the registry, as it is (no scripts, tag latest).
 *
 * @param {{ dir: string, registry: string, userconfig: string, env: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ code: number | null, output: string }>}
 */
export function publishPackage({ dir, registry, userconfig, env }) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npm',
      [
        'publish',
        '--registry',
        registry,
        '--userconfig',
        userconfig,
        '--tag',
        'latest',
        '--ignore-scripts',
        '--no-provenance',
      ],
      { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
