// The servers a workspace script runs against (npm run drift, npm run chaos, npm run contract:prism):
// dev-api, the production server of a brand's build and any other process, each in a process group
// of its own with its output kept, all stopped when the script ends. A server that exits while the
// script still needs it ends the script with its last output.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The environment of a script's servers: the caller's, with Nx and Next.js quiet. */
export const quietEnv = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  NEXT_TELEMETRY_DISABLED: '1',
};

/**
 * A set of servers for one script (`label` prefixes its messages).
 *
 * @param {string} label
 */
export function createServers(label) {
  const children = [];
  let stopping = false;

  /**
   * Starts a process in a group of its own: stopping it stops what it started too (npx -> next ->
   * next-server). Its stdout and stderr are kept in `output`.
   *
   * @param {string} name
   * @param {string} command
   * @param {readonly string[]} args
   * @param {import('node:child_process').SpawnOptions} [options]
   */
  function start(name, command, args, options = {}) {
    const child = spawn(command, args, {
      env: quietEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      ...options,
    });
    const output = [];
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => output.push(chunk.toString()));
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(
          `${label}: ${name} exited early (code ${code}, signal ${signal}):\n${output.join('').slice(-2000)}`,
        );
        process.exit(1);
      }
    });
    children.push(child);
    return { child, output };
  }

  /** Stops every server started (SIGTERM to each process group). */
  function stopAll() {
    stopping = true;
    for (const child of children) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
  }
  process.on('exit', stopAll);
  process.on('SIGINT', () => process.exit(130));

  /**
   * Waits until `url` answers below 500.
   *
   * @param {string} url
   * @param {number} [timeoutMs]
   */
  async function waitFor(url, timeoutMs = 60_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      try {
        if ((await fetch(url)).status < 500) return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${label}: ${url} did not come up within ${timeoutMs / 1000} s`);
  }

  /**
   * dev-api's build (tools/dev-api/dist) on a port, serving brand main's defaults; resolves once it answers.
   *
   * @param {number} port
   * @param {NodeJS.ProcessEnv} [env] more environment
   */
  async function startDevApi(port, env = {}) {
    const server = start('dev-api', 'node', ['tools/dev-api/dist/main.js'], {
      cwd: root,
      env: { ...quietEnv, DEV_API_PORT: String(port), SHELL_BRAND: 'main', ...env },
    });
    await waitFor(`http://127.0.0.1:${port}/__dev/health`);
    return server;
  }

  /**
   * The production server of a brand's build (apps/shell/.next-<brand>, npm run build:brands) as the
   * browser tests start it: `next start`, the backend at `apiOrigin`, no caches unless `env` says
   * otherwise; resolves once it answers.
   *
   * @param {{ brand: string, port: number, apiOrigin: string, env?: NodeJS.ProcessEnv }} options
   */
  async function startShellApp({ brand, port, apiOrigin, env = {} }) {
    const server = start('app', 'npx', ['next', 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
      cwd: `${root}apps/shell`,
      env: {
        ...quietEnv,
        NODE_ENV: 'production',
        SHELL_API_ORIGIN: apiOrigin,
        SHELL_BRAND: brand,
        SHELL_DIST_DIR: `.next-${brand}`,
        SHELL_CACHE_TTL_MS: '0',
        ...env,
      },
    });
    await waitFor(`http://127.0.0.1:${port}/health.txt`);
    return server;
  }

  return { start, stopAll, waitFor, startDevApi, startShellApp };
}
