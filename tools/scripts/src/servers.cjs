// The one way a workspace script or test runs a server (npm run drift, chaos, contract:prism, the
// benchmark, the deploy and rolling-restart tests, the consumer test): start a process with its
// environment, in a process group of its own (stopping it stops what it started too: npx -> next ->
// next-server), its output kept (and written to a log file when asked); wait for a URL, failing early
// with the last output when the process ends first; stop it (SIGTERM to the group, SIGKILL after a
// grace period); and stop everything still running when the script ends, fails or is interrupted.
// CommonJS, so that the benchmark's TypeScript (Jest, esbuild) and the .mjs scripts can all load it.
const { spawn } = require('node:child_process');
const { appendFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const root = `${join(__dirname, '..', '..', '..')}/`;

/** The environment of a script's servers: the caller's, with Nx and Next.js quiet. */
const quietEnv = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  NEXT_TELEMETRY_DISABLED: '1',
};

/** Every process group started and not yet ended, of every set: killed when the script exits. */
const live = new Set();

function exitedNow(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

function signalGroup(child, signal) {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

let handlersInstalled = false;
function installHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  // 'exit' handlers run synchronously: SIGKILL, the only signal that cannot wait.
  process.on('exit', () => {
    for (const child of live) signalGroup(child, 'SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers this script started`);
      process.exit(130);
    });
  }
}

/**
 * A set of servers for one script (`label` prefixes its messages).
 *
 * @param {string} label
 * @param {{ exitOnEarlyExit?: boolean }} [options] `exitOnEarlyExit` (default true): a server that ends
 *   before the script stops it ends the script with its last output. Tests that stop servers on
 *   purpose (SIGTERM, SIGKILL) turn it off and read `exited` instead.
 */
function createServers(label, { exitOnEarlyExit = true } = {}) {
  /** @type {Set<import('./servers.d.cts').Server>} */
  const servers = new Set();
  installHandlers();

  /**
   * Starts a process. Its output is kept (all of it, or the last `keep` characters) and, with `log`,
   * written to that file as it comes.
   *
   * @param {string} name
   * @param {string} command
   * @param {readonly string[]} args
   * @param {import('./servers.d.cts').StartOptions} [options]
   * @returns {import('./servers.d.cts').Server}
   */
  function start(name, command, args, { cwd = root, env = quietEnv, log, keep = Infinity } = {}) {
    if (log) writeFileSync(log, `$ ${command} ${args.join(' ')}\n(cwd ${cwd})\n\n`);
    const child = spawn(command, [...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    const append = (chunk) => {
      output += chunk.toString();
      if (output.length > keep) output = output.slice(-keep);
      if (log) appendFileSync(log, chunk);
    };
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
    live.add(child);
    let stopping = false;
    const exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        live.delete(child);
        servers.delete(server);
        resolve({ code, signal, at: Date.now() });
        if (!stopping && exitOnEarlyExit) {
          console.error(`${label}: ${name} exited early (code ${code}, signal ${signal}):\n${output.slice(-2000)}`);
          process.exit(1);
        }
      });
    });
    /** @type {import('./servers.d.cts').Server} */
    const server = {
      name,
      child,
      pid: child.pid ?? -1,
      log,
      exited,
      output: () => output,
      hasExited: () => exitedNow(child),
      signal(signal) {
        if (signal === 'SIGTERM' || signal === 'SIGKILL') stopping = true;
        child.kill(signal);
      },
      async stop(graceMs = 5_000) {
        stopping = true;
        if (exitedNow(child)) return;
        signalGroup(child, 'SIGTERM');
        const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
        // What the group's leader left behind (npx -> node that ignored SIGTERM) goes too.
        signalGroup(child, 'SIGKILL');
      },
    };
    servers.add(server);
    return server;
  }

  /**
   * Waits until `url` answers with a status `accept` takes (by default any below 500) and returns
   * that answer. Fails at once when `server` has ended, and after `timeoutMs`, with its last output.
   *
   * @param {string} url
   * @param {import('./servers.d.cts').WaitOptions} [options]
   * @returns {Promise<Response>}
   */
  async function waitFor(url, { server, timeoutMs = 60_000, accept = (status) => status < 500 } = {}) {
    const until = Date.now() + timeoutMs;
    let last = 'no answer yet';
    const tail = () => (server ? `:\n${server.output().slice(-4000)}` : '');
    for (;;) {
      if (server?.hasExited())
        throw new Error(
          `${label}: ${server.name} exited (${server.child.exitCode ?? server.child.signalCode}) before answering ${url}${tail()}`,
        );
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        if (accept(response.status)) return response;
        last = `status ${response.status}`;
      } catch (error) {
        last = error.cause?.code ?? error.message;
      }
      if (Date.now() > until)
        throw new Error(`${label}: ${url} did not answer within ${timeoutMs / 1000} s (last: ${last})${tail()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Stops every server of this set still running; resolves when they have ended. */
  async function stopAll(graceMs = 5_000) {
    await Promise.all([...servers].map((server) => server.stop(graceMs)));
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
    await waitFor(`http://127.0.0.1:${port}/__dev/health`, { server });
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
    await waitFor(`http://127.0.0.1:${port}/health.txt`, { server });
    return server;
  }

  return { start, stopAll, waitFor, startDevApi, startShellApp };
}

module.exports = { root, quietEnv, createServers };
