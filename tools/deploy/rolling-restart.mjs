#!/usr/bin/env node
// The rolling-restart test (docs/deploy.md, "Rolling restarts behind a load balancer"): three
// standalone servers of brand main behind HAProxy, under a steady load on loopback.
//
//   node tools/deploy/rolling-restart.mjs
//
// Needs brand main's build from build:brands (apps/shell/.next-main with its standalone server),
// dev-api's build and HAProxy (HAPROXY_PATH, else `haproxy` on the PATH or in /usr/sbin: Debian's
// package, which .ci/run installs). Each server runs from a copy outside the workspace through
// serve.mjs, as a container gets it, against one dev-api. HAProxy checks /_shell/health actively.
//
//   1. steady state: the load alone, its p99;
//   2. rolling restart: each server in turn gets SIGTERM (it drains: readiness 503 for
//      SHELL_SHUTDOWN_DELAY_MS, then stops) and is started again as the next release; the next one
//      waits until HAProxy sees it healthy. Asserted: no failed request (non-2xx or error), no
//      connection reset, no server error hidden by a retry of HAProxy's, every server exits 0,
//      HAProxy takes each out before its listener closes;
//   3. SIGKILL: one server killed. At most the requests in flight on it may fail, none after the
//      health check's detection time, and HAProxy takes it out within that time.
//
// Prints the figures (requests, p50/p99 per phase, HAProxy's retries and redispatches, detection
// times), writes them with jest's counters to dist/test-results/jest-rolling-restart.json, exits 1
// on any failure. Ports: ROLLING_TEST_PORT (default 5440) + 1..13. Load: ROLLING_TEST_RATE
// requests a second (default 100) over 10 connections. ROLLING_TEST_STANDALONE=<folder> tests another
// standalone folder of brand main than apps/shell/.next-main/standalone.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { check, cleanEnv, createProcesses, createTests, get } from './harness.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultsFile = join(root, 'dist', 'test-results', 'jest-rolling-restart.json');
const base = Number(process.env.ROLLING_TEST_PORT ?? 5440);
const port = { api: base + 1, stats: base + 9, balancer: base + 10 };
const instances = [base + 11, base + 12, base + 13].map((serverPort, index) => ({
  name: `s${index + 1}`,
  port: serverPort,
  release: 1,
}));
const RATE = Number(process.env.ROLLING_TEST_RATE ?? 100);
const CONNECTIONS = 10;
const STEADY_S = 8;

// The balancer's health check and the servers' drain. HAProxy takes a server out after `fall` failed
// checks: the first within `inter`, the next ones `fastinter` apart. The drain keeps the listener
// open well past that, so HAProxy stops sending before a connection could be refused.
const CHECK = { interMs: 1000, fastinterMs: 250, downinterMs: 500, fall: 3, rise: 2, timeoutMs: 3000 };
const DETECTION_MS = CHECK.interMs + (CHECK.fall - 1) * CHECK.fastinterMs;
const DRAIN_MS = 4000;
const SHUTDOWN_TIMEOUT_MS = 10_000;
// One request at a time per connection (no pipelining): the most that can be in flight on a server,
// so the most a SIGKILL may fail. No per-server maxconn in HAProxy: with one, a killed server (whose
// connections fail at once) looks like the only one with free slots, and every retry lands on it.
const IN_FLIGHT_BOUND = CONNECTIONS;
// Scheduling slack on a shared 2-core machine, on top of the detection time.
const SLACK_MS = 750;

// ---------------------------------------------------------------- harness and processes

const { setupFailed, test, write } = createTests('rolling restart');
// HAProxy logs only abnormal sessions and check changes: kept whole (up to 2 MB) for the report.
const { children, logs, start, stopAll, waitFor } = createProcesses(root, { keep: { haproxy: 2_000_000 } });

/** HAProxy's CSV statistics: one row per server (and the backend's totals), by server name. */
async function stats() {
  const { body } = await get(`http://127.0.0.1:${port.stats}/stats;csv`, { timeoutMs: 5000 });
  const [header, ...lines] = body.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const rows = new Map();
  for (const line of lines) {
    const row = Object.fromEntries(line.split(',').map((value, index) => [columns[index], value]));
    if (row.pxname === 'shell') rows.set(row.svname, row);
  }
  return rows;
}

/** What HAProxy counted on the servers between two snapshots of its statistics. */
function counters(before, after) {
  const sum = (rows, field) =>
    [...rows.values()]
      .filter((row) => row.svname !== 'BACKEND')
      .reduce((total, row) => total + Number(row[field] || 0), 0);
  const delta = (field) => sum(after, field) - sum(before, field);
  const open = (rows) =>
    [...rows.values()]
      .filter((row) => row.svname.endsWith('-open'))
      .reduce((total, row) => total + Number(row.stot || 0), 0);
  return {
    // Requests sent to the unchecked fail-open entries (every checked server was out at the time).
    failOpen: open(after) - open(before),
    retries: delta('wretr'),
    redispatches: delta('wredis'),
    connectionErrors: delta('econ'),
    responseErrors: delta('eresp'),
  };
}

/** Polls HAProxy until the server's status is `status` (UP or DOWN); the time it took. */
async function waitForStatus(server, status, timeoutMs) {
  const started = Date.now();
  for (;;) {
    const row = (await stats()).get(server);
    if (row?.status === status) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(`HAProxy did not see ${server} ${status} within ${timeoutMs} ms (it says ${row?.status})`);
    await sleep(25);
  }
}

function startServer(instance) {
  return start(
    instance.name,
    process.execPath,
    [shippedServe],
    cleanEnv({
      PORT: String(instance.port),
      HOSTNAME: '127.0.0.1',
      SHELL_API_ORIGIN: `http://127.0.0.1:${port.api}`,
      SHELL_VERSION: `release-${instance.release}`,
      SHELL_SHUTDOWN_DELAY_MS: String(DRAIN_MS),
      SHELL_SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      // Above HAProxy's idle server connections: the server never closes one HAProxy is about to reuse.
      KEEP_ALIVE_TIMEOUT: '65000',
    }),
  );
}

function haproxyConfig() {
  return `global
  log stdout format raw local0 info
  maxconn 2000

defaults
  mode http
  log global
  option httplog
  # Only abnormal sessions are logged (errors, retries, redispatches): each one is evidence.
  option dontlog-normal
  option log-health-checks
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s
  timeout queue 10s
  timeout check ${CHECK.timeoutMs}ms
  # A request whose server refused the connection or closed it without an answer (a server that
  # was just killed) is sent again, to another server on every retry. Only such requests: an
  # answer, whatever its status, is never repeated; and only GET and HEAD once a server had the
  # request (a POST it may have acted on is not sent twice).
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response junk-response

frontend site
  bind 127.0.0.1:${port.balancer}
  default_backend shell

backend shell
  balance roundrobin
  http-request disable-l7-retry unless METH_GET
  # Readiness: 503 while the backend does not answer or the server drains (SIGTERM).
  option httpchk
  http-check send meth GET uri /_shell/health ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  # Out after ${CHECK.fall} failed checks (the first within ${CHECK.interMs} ms, then ${CHECK.fastinterMs} ms apart), in
  # after ${CHECK.rise} good ones; a returning server's share grows over 5 s (its first renders are slow).
  default-server inter ${CHECK.interMs}ms fastinter ${CHECK.fastinterMs}ms downinter ${CHECK.downinterMs}ms fall ${CHECK.fall} rise ${CHECK.rise} slowstart 5s
${instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`).join('\n')}
  # Fail open: when every server fails its check (the backend is away: readiness 503 everywhere),
  # the same servers unchecked, so visitors get the shell's fallback and crisis pages, not HAProxy's 503.
  option allbackups
${instances.map((instance) => `  server ${instance.name}-open 127.0.0.1:${instance.port} backup`).join('\n')}

listen stats
  bind 127.0.0.1:${port.stats}
  stats enable
  stats uri /stats
`;
}

/** HAProxy from HAPROXY_PATH, the PATH or /usr/sbin (Debian's package). */
function findHaproxy() {
  if (process.env.HAPROXY_PATH) return existsSync(process.env.HAPROXY_PATH) ? process.env.HAPROXY_PATH : undefined;
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => join(dir, 'haproxy')).find((path) => existsSync(path));
}

// ---------------------------------------------------------------- load

/**
 * Load through the balancer until `stop()` (or `seconds`): every answer's status and every error,
 * with the time it came, and autocannon's latency histogram.
 */
function load({ seconds = 120 } = {}) {
  const failures = [];
  const statuses = new Map();
  const errors = new Map();
  let answers = 0;
  let instance;
  const done = new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: `http://127.0.0.1:${port.balancer}`,
        connections: CONNECTIONS,
        overallRate: RATE,
        duration: seconds,
        timeout: 10,
        requests: [
          { method: 'GET', path: '/' },
          { method: 'GET', path: '/faq/' },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance.on('response', (_client, statusCode) => {
    answers += 1;
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    if (statusCode < 200 || statusCode > 299) failures.push({ at: Date.now(), what: `HTTP ${statusCode}` });
  });
  instance.on('reqError', (error) => {
    const code = error?.code ?? error?.message ?? 'error';
    errors.set(code, (errors.get(code) ?? 0) + 1);
    failures.push({ at: Date.now(), what: code });
  });
  return {
    failures,
    async stop() {
      instance.stop();
      const result = await done;
      return {
        answers,
        failures,
        statuses: Object.fromEntries(statuses),
        errors: Object.fromEntries(errors),
        resets: errors.get('ECONNRESET') ?? 0,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        seconds: result.duration,
      };
    },
  };
}

const describeLoad = (figures) =>
  `${figures.answers} answers in ${figures.seconds.toFixed(1)} s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
  `max ${figures.max} ms, failed ${figures.failures.length} (statuses ${JSON.stringify(figures.statuses)}` +
  `${Object.keys(figures.errors).length ? `, errors ${JSON.stringify(figures.errors)}` : ''})`;

// ---------------------------------------------------------------- setup

const started = Date.now();
const figures = { rate: RATE, connections: CONNECTIONS, check: CHECK, drainMs: DRAIN_MS, restarts: [] };
const outside = mkdtempSync(join(tmpdir(), 'therapy-shell-rolling-'));
const shippedServe = join(outside, 'main', 'apps', 'shell', 'serve.mjs');
const haproxy = findHaproxy();
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

console.log(
  `rolling-restart test: ${instances.length} standalone servers of brand main behind HAProxy, ${RATE} requests/s over ${CONNECTIONS} connections`,
);
try {
  if (!haproxy)
    throw new Error(
      "no HAProxy (HAPROXY_PATH, else haproxy on the PATH or in /usr/sbin): apt-get install haproxy (Debian's package; .ci/run installs it).",
    );
  const build = process.env.ROLLING_TEST_STANDALONE || join(root, 'apps', 'shell', '.next-main', 'standalone');
  if (!existsSync(join(build, 'apps', 'shell', 'serve.mjs')))
    throw new Error(
      `No standalone server at ${relative(root, build)}: run node tools/scripts/build-brands.mjs main first.`,
    );
  if (!existsSync(join(root, 'tools', 'dev-api', 'dist', 'main.js')))
    throw new Error('dev-api is not built: run npx nx run dev-api:build first.');
  // A copy outside the workspace, as a container gets it (and safe from a rebuild during the test).
  cpSync(build, join(outside, 'main'), { recursive: true, verbatimSymlinks: true });
  const version = spawnSync(haproxy, ['-v'], { encoding: 'utf8' }).stdout.split('\n')[0];
  figures.haproxy = version;
  console.log(`${version} (${haproxy})`);
  const config = join(outside, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig());
  const valid = spawnSync(haproxy, ['-c', '-q', '-f', config], { encoding: 'utf8' });
  if (valid.status !== 0) throw new Error(`haproxy refuses its configuration:\n${valid.stdout}${valid.stderr}`);

  start(
    'dev-api',
    process.execPath,
    ['tools/dev-api/dist/main.js'],
    cleanEnv({ DEV_API_PORT: String(port.api), SHELL_BRAND: 'main' }),
  );
  await waitFor(`http://127.0.0.1:${port.api}/__dev/health`, 'dev-api');
  for (const instance of instances) startServer(instance);
  for (const instance of instances) await waitFor(`http://127.0.0.1:${instance.port}/_shell/health`, instance.name);
  start('haproxy', haproxy, ['-db', '-f', config], process.env);
  await waitFor(`http://127.0.0.1:${port.stats}/stats`, 'haproxy', 10_000);
  for (const instance of instances) await waitForStatus(instance.name, 'UP', 15_000);
  // Warm-up: each server's first renders, then the load for a few seconds (not measured).
  for (const instance of instances)
    for (const path of ['/', '/faq/']) await get(`http://127.0.0.1:${instance.port}${path}`);
  await sleep(3000);
  const warmup = load();
  await sleep(3000);
  await warmup.stop();
} catch (error) {
  setupFailed(error);
  console.error(`setup failed: ${error.message}`);
}

// ---------------------------------------------------------------- tests

await test(`steady state: ${STEADY_S} s of load through HAProxy, every answer 2xx`, async () => {
  const steady = load();
  await sleep(STEADY_S * 1000);
  figures.steady = await steady.stop();
  console.log(`    steady: ${describeLoad(figures.steady)}`);
  check(
    figures.steady.failures.length === 0,
    `failed requests: ${JSON.stringify(figures.steady.failures.slice(0, 10))}`,
  );
});

await test('rolling restart under load: each server SIGTERM, drained, started again; no failed request, no reset', async () => {
  const before = await stats();
  const rolling = load();
  await sleep(1000);
  const problems = [];
  for (const instance of instances) {
    const child = children.get(instance.name);
    const signalled = Date.now();
    child.signal('SIGTERM');
    // HAProxy must see the drain (readiness 503) and take the server out before its listener closes.
    const downMs = await waitForStatus(instance.name, 'DOWN', DRAIN_MS + 5000);
    const exit = await child.exited;
    instance.release += 1;
    const restarted = Date.now();
    startServer(instance);
    await waitForStatus(instance.name, 'UP', 30_000);
    const health = JSON.parse((await get(`http://127.0.0.1:${instance.port}/_shell/health`, { timeoutMs: 5000 })).body);
    const restart = {
      server: instance.name,
      downAfterMs: downMs,
      exitAfterMs: exit.at - signalled,
      exitCode: exit.code,
      upAfterStartMs: Date.now() - restarted,
      version: health.version,
    };
    figures.restarts.push(restart);
    console.log(
      `    ${instance.name}: out of HAProxy ${downMs} ms after SIGTERM, exit ${exit.code} after ${restart.exitAfterMs} ms, back in ${restart.upAfterStartMs} ms after its start (${health.version})`,
    );
    if (exit.code !== 0)
      problems.push(`${instance.name} exited ${exit.code ?? exit.signal}: ${logs.get(instance.name).slice(-2000)}`);
    if (downMs >= DRAIN_MS)
      problems.push(
        `${instance.name}: HAProxy took it out ${downMs} ms after SIGTERM, not before the drain ended (${DRAIN_MS} ms)`,
      );
    if (health.version !== `release-${instance.release}`) problems.push(`${instance.name} serves ${health.version}`);
  }
  await sleep(1000);
  figures.rolling = await rolling.stop();
  figures.rolling.haproxy = counters(before, await stats());
  console.log(`    during the restarts: ${describeLoad(figures.rolling)}`);
  console.log(`    HAProxy: ${JSON.stringify(figures.rolling.haproxy)}`);
  check(
    figures.rolling.failures.length === 0,
    `failed requests: ${JSON.stringify(figures.rolling.failures.slice(0, 10))}`,
  );
  check(figures.rolling.resets === 0, `${figures.rolling.resets} connection resets`);
  // Nothing was hidden by a retry either: no server refused or dropped a connection of HAProxy's.
  check(
    figures.rolling.haproxy.connectionErrors === 0 && figures.rolling.haproxy.responseErrors === 0,
    `HAProxy met server errors: ${JSON.stringify(figures.rolling.haproxy)}`,
  );
  check(problems.length === 0, problems.join('\n'));
});

await test(`SIGKILL under load: at most the requests in flight on the server fail (≤ ${IN_FLIGHT_BOUND}), none after HAProxy's detection time, which takes it out`, async () => {
  const victim = instances[1];
  const before = await stats();
  const killing = load();
  await sleep(2000);
  const inFlight = Number((await stats()).get(victim.name)?.scur ?? 0);
  const killedAt = Date.now();
  children.get(victim.name).signal('SIGKILL');
  const downMs = await waitForStatus(victim.name, 'DOWN', DETECTION_MS + CHECK.timeoutMs + 5000);
  await sleep(3000);
  figures.sigkill = await killing.stop();
  const failures = figures.sigkill.failures.map((failure) => ({ ...failure, afterMs: failure.at - killedAt }));
  const late = failures.filter((failure) => failure.afterMs > DETECTION_MS + SLACK_MS);
  const haproxyCounters = counters(before, await stats());
  figures.sigkill = {
    ...figures.sigkill,
    inFlightAtKill: inFlight,
    downAfterMs: downMs,
    failures,
    haproxy: haproxyCounters,
  };
  console.log(`    SIGKILL ${victim.name} with ${inFlight} request(s) in flight on it (HAProxy's count)`);
  console.log(`    ${describeLoad(figures.sigkill)}`);
  console.log(
    `    HAProxy: ${JSON.stringify(haproxyCounters)} (a request cut by the kill is sent again to another server)`,
  );
  console.log(
    `    HAProxy took it out ${downMs} ms after the kill (detection time ${DETECTION_MS} ms: inter ${CHECK.interMs} + (fall ${CHECK.fall} − 1) × fastinter ${CHECK.fastinterMs})`,
  );
  check(
    failures.length <= IN_FLIGHT_BOUND,
    `${failures.length} failed requests, more than could have been in flight on the server`,
  );
  check(late.length === 0, `failures after the detection time: ${JSON.stringify(late)}`);
  check(downMs <= DETECTION_MS + SLACK_MS, `HAProxy took ${downMs} ms to take it out`);
  // Started again, HAProxy takes it back.
  victim.release += 1;
  startServer(victim);
  figures.sigkill.backInMs = await waitForStatus(victim.name, 'UP', 30_000);
});

// ---------------------------------------------------------------- report

await stopAll();
rmSync(outside, { recursive: true, force: true });
const report = write(resultsFile, { name: fileURLToPath(import.meta.url), startTime: started, extra: { figures } });
const success = report.success;
const haproxyLog = join(root, 'dist', 'test-results', 'rolling-restart-haproxy.log');
writeFileSync(haproxyLog, logs.get('haproxy') ?? '');
if (!success && logs.get('haproxy'))
  console.log(
    `\nHAProxy's log (abnormal sessions, checks; all of it in ${relative(root, haproxyLog)}):\n${logs.get('haproxy').slice(-4000)}`,
  );
if (figures.steady && figures.rolling)
  console.log(
    `\nfigures: p99 steady ${figures.steady.p99} ms, during the rolling restart ${figures.rolling.p99} ms; failed ${figures.rolling.failures.length}, resets ${figures.rolling.resets}` +
      (figures.sigkill
        ? `; SIGKILL: ${figures.sigkill.failures.length} failed (≤ ${IN_FLIGHT_BOUND}), out after ${figures.sigkill.downAfterMs} ms`
        : ''),
  );
console.log(
  `rolling-restart test: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${((Date.now() - started) / 1000).toFixed(1)} s in all; ${relative(root, resultsFile)}`,
);
process.exit(success ? 0 : 1);
