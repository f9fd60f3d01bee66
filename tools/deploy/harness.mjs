// The small test harness of the deploy tests (deploy-test.mjs, rolling-restart.mjs): tests that
// report like Jest (npm test counts dist/test-results/jest-*.json), the processes they start, and
// HTTP on fresh connections (a draining server must be seen as it is, not through a pooled socket).
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { dirname } from 'node:path';
import { createServers } from '@therapy-shell/workspace-tools/servers';

/**
 * Tests, run in order, whose results are written as Jest's JSON. A failed setup (`setupFailed`)
 * fails every test after it without running it.
 */
export function createTests(suite) {
  /** @type {{ title: string, status: 'passed' | 'failed' | 'pending', duration: number, failureMessages: string[] }[]} */
  const results = [];
  let setupError;
  return {
    results,
    setupFailed(error) {
      setupError = error;
    },
    async test(title, fn, { timeoutMs } = {}) {
      if (setupError) {
        results.push({
          title,
          status: 'failed',
          duration: 0,
          failureMessages: [`not run: setup failed: ${setupError.message}`],
        });
        console.log(`  ✗ ${title} (not run)`);
        return;
      }
      const started = Date.now();
      let timer;
      try {
        await (timeoutMs === undefined
          ? fn()
          : Promise.race([
              fn(),
              new Promise(
                (_, reject) =>
                  (timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs)),
              ),
            ]));
        results.push({ title, status: 'passed', duration: Date.now() - started, failureMessages: [] });
        console.log(`  ✓ ${title} (${Date.now() - started} ms)`);
      } catch (error) {
        results.push({
          title,
          status: 'failed',
          duration: Date.now() - started,
          failureMessages: [String(error?.stack ?? error)],
        });
        console.log(`  ✗ ${title}\n    ${String(error?.message ?? error).replace(/\n/g, '\n    ')}`);
      } finally {
        clearTimeout(timer);
      }
    },
    pending(title, reason) {
      results.push({ title, status: 'pending', duration: 0, failureMessages: [] });
      console.log(`  - ${title} (pending: ${reason})`);
    },
    /** Writes Jest's JSON of the results (with `extra` fields) to `file` and gives it. */
    write(file, { name, startTime, extra = {} }) {
      const count = (status) => results.filter((result) => result.status === status).length;
      const success = count('failed') === 0 && !setupError;
      const report = {
        numPassedTests: count('passed'),
        numFailedTests: count('failed'),
        numPendingTests: count('pending'),
        numTodoTests: 0,
        numTotalTests: results.length,
        numRuntimeErrorTestSuites: setupError ? 1 : 0,
        success,
        startTime,
        ...extra,
        testResults: [
          {
            name,
            status: success ? 'passed' : 'failed',
            message: setupError ? `setup failed: ${setupError.message}` : '',
            assertionResults: results.map((result) => ({
              ...result,
              fullName: `${suite} ${result.title}`,
              ancestorTitles: [suite],
            })),
          },
        ],
      };
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
      return report;
    },
  };
}

export function check(condition, message) {
  if (!condition) throw new Error(message);
}

export function equal(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

/** This environment without any SHELL_* or DEV_API_* setting: each process gets only its own. */
export function cleanEnv(extra) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('SHELL_') && !name.startsWith('DEV_API_')),
  );
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
}

/**
 * One HTTP GET on a fresh connection (no pooling).
 *
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
export function get(url, { headers = {}, timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${url}: no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * The processes of a test, by name (servers.cjs's servers: each in a process group of its own,
 * stopped when the test ends), with the tail of each one's output (`keep` characters, per name or
 * by default 20,000) for its failure messages. A process may end on purpose (the tests send
 * SIGTERM and SIGKILL): its `exited` says how.
 */
export function createProcesses(cwd, { keep = {} } = {}) {
  const servers = createServers('deploy test', { exitOnEarlyExit: false });
  /** @type {Map<string, import('../scripts/src/servers.d.cts').Server>} */
  const children = new Map();
  async function stop(name) {
    const server = children.get(name);
    if (!server) return;
    children.delete(name);
    await server.stop(0);
  }
  return {
    children,
    logs: { get: (name) => children.get(name)?.output() },
    start(name, command, args, env) {
      const server = servers.start(name, command, args, { cwd, env, keep: keep[name] ?? 20_000 });
      children.set(name, server);
      return server;
    },
    stop,
    async stopAll() {
      for (const name of [...children.keys()]) await stop(name);
    },
    /** Waits until `url` answers 200, failing early when the process `name` exits. */
    async waitFor(url, name, timeoutMs = 60_000) {
      await servers.waitFor(url, { server: children.get(name), timeoutMs, accept: (status) => status === 200 });
    },
  };
}
