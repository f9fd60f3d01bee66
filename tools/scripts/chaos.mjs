#!/usr/bin/env node
// npm run chaos: the built shell (brand main, production server) under autocannon on loopback while
// dev-api injects random faults (500s, slow answers past the call timeout, non-JSON and empty bodies,
// dropped connections) into the page-load step's calls. Bounded in count and duration; stops by itself.
// Prints a report and writes dist/chaos-report.json. Exit status 1 when a target is missed:
// errors other than normal and fallback pages (0), unhandled rejections (0), RSS growth (bounded).
//
// Environment: CHAOS_DURATION_S (default 20), CHAOS_CONNECTIONS (20), CHAOS_RATE (0.3),
// CHAOS_SEED (1), CHAOS_MAX_RSS_GROWTH_MB (200), CHAOS_SKIP_BUILD=1 to reuse apps/shell/.next-main.
// npm run soak: the same, then CHAOS_SOAK_S (300) more seconds at steady load without faults, with
// the server's RSS sampled every 5 s: its growth while warming up (the first CHAOS_SOAK_WARMUP_S,
// 60) and its slope after that, which must stay under CHAOS_MAX_RSS_SLOPE_MB_MIN (2 MB a minute):
// warm-up levels off, a leak keeps growing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { createServers, quietEnv as env, root } from './src/servers.cjs';

const { rssTrend } = createRequire(import.meta.url)('./src/rss-slope.cjs');
const API_PORT = Number(process.env.CHAOS_API_PORT ?? 4500);
const APP_PORT = Number(process.env.CHAOS_APP_PORT ?? 3500);
const DURATION_S = Number(process.env.CHAOS_DURATION_S ?? 20);
const CONNECTIONS = Number(process.env.CHAOS_CONNECTIONS ?? 20);
const RATE = Number(process.env.CHAOS_RATE ?? 0.3);
const SEED = Number(process.env.CHAOS_SEED ?? 1);
const MAX_RSS_GROWTH_MB = Number(process.env.CHAOS_MAX_RSS_GROWTH_MB ?? 200);
const SOAK_S = Number(process.env.CHAOS_SOAK_S ?? 0);
const SOAK_WARMUP_S = Number(process.env.CHAOS_SOAK_WARMUP_S ?? 60);
const MAX_RSS_SLOPE = Number(process.env.CHAOS_MAX_RSS_SLOPE_MB_MIN ?? 2);
const MAX_REQUESTS = 200_000; // a hard cap besides the duration
const SOAK_MAX_REQUESTS = 2_000_000; // the soak's own cap: 5 minutes at steady load is about 200,000 requests
const api = `http://127.0.0.1:${API_PORT}`;
const app = `http://127.0.0.1:${APP_PORT}`;
// The page-load step's calls: session, config and translations (required), availability and locale (optional).
const FAULTY_PATHS = [
  '/api/session',
  '/api/site-config',
  '/api/translations',
  '/api/subscription/unsubscribe/availability',
  '/api/withdrawal/availability',
  '/api/locale/selector',
];

const { start, stopAll, waitFor, startDevApi } = createServers('chaos');

/** Resident set size in MB of the process listening on a port (the Next.js server). */
function serverRssMb(port) {
  const found = spawnSync('fuser', [`${port}/tcp`], { encoding: 'utf8' });
  const pid = found.stdout.trim().split(/\s+/).find(Boolean);
  if (!pid) return undefined;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
}

function load(seconds, cookies, maxRequests = MAX_REQUESTS) {
  return new Promise((resolve, reject) => {
    const statuses = new Map();
    const instance = autocannon(
      {
        url: app,
        connections: CONNECTIONS,
        duration: seconds,
        amount: undefined,
        timeout: 15,
        requests: cookies.map((cookie) => ({ method: 'GET', path: '/', headers: { cookie } })),
      },
      (error, result) => (error ? reject(error) : resolve({ result, statuses })),
    );
    instance.on('response', (_client, statusCode) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1));
    setTimeout(() => instance.stop(), (seconds + 5) * 1000).unref();
    let sent = 0;
    instance.on('response', () => {
      sent += 1;
      if (sent >= maxRequests) instance.stop();
    });
  });
}

if (process.env.CHAOS_SKIP_BUILD !== '1') {
  console.log('chaos: building dev-api and brand main');
  const built = spawnSync('node', ['tools/scripts/build-brands.mjs', 'main'], { cwd: root, env, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

await startDevApi(API_PORT);
// With the image's node flags (the Dockerfile's CMD): the memory figures are the deployed server's.
const nodeFlags = createRequire(import.meta.url)('../bench/src/lib/node-flags.cjs').deployedNodeFlags(root);
const nextBin = `${root}node_modules/next/dist/bin/next`;
const server = start(
  'app',
  'node',
  [...nodeFlags, nextBin, 'start', '--port', String(APP_PORT), '--hostname', '127.0.0.1'],
  {
    cwd: `${root}apps/shell`,
    env: { ...env, NODE_ENV: 'production', SHELL_API_ORIGIN: api, SHELL_BRAND: 'main', SHELL_DIST_DIR: '.next-main' },
  },
);
await waitFor(`${app}/health.txt`, { server });

const cookies = [
  'dev_brand=main',
  'dev_brand=main; dev_persona=client',
  'dev_brand=main; dev_persona=counselor',
  'dev_brand=main; pref_language=de',
];
console.log('chaos: warming up (5 s, no faults)');
await load(5, cookies);
const rssBefore = serverRssMb(APP_PORT);

const chaos = await fetch(`${api}/__dev/chaos`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ rate: RATE, paths: FAULTY_PATHS, seed: SEED, max_delay_ms: 4000 }),
});
if (chaos.status !== 201) throw new Error(`chaos: dev-api refused chaos mode: ${await chaos.text()}`);
console.log(
  `chaos: ${DURATION_S} s with ${CONNECTIONS} connections, fault rate ${RATE} on ${FAULTY_PATHS.length} backend paths`,
);
const { result, statuses } = await load(DURATION_S, cookies);
const injected = (await (await fetch(`${api}/__dev/chaos`)).json()).faults;
await fetch(`${api}/__dev/chaos`, { method: 'DELETE' });

// After the storm: the server still serves a normal page, and a fallback page is the spec's.
const after = await fetch(`${app}/`, { headers: { cookie: 'dev_brand=main' } });
const afterStatus = after.status;
await fetch(`${api}/__dev/faults`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ path: '/api/session', status: 500 }),
});
const fallback = await fetch(`${app}/`, { headers: { cookie: 'dev_brand=main' } });
const fallbackText = await fallback.text();
await fetch(`${api}/__dev/faults`, { method: 'DELETE' });
const rssAfter = serverRssMb(APP_PORT);

// The soak: steady load without faults, RSS sampled every 5 s.
let soak;
if (SOAK_S > 0) {
  console.log(`chaos: soak, ${SOAK_S} s at steady load (${CONNECTIONS} connections, no faults), RSS every 5 s`);
  const started = Date.now();
  const samples = [];
  const sample = () => {
    const mb = serverRssMb(APP_PORT);
    if (mb !== undefined) samples.push({ seconds: Math.round((Date.now() - started) / 1000), mb });
  };
  sample();
  const timer = setInterval(sample, 5_000);
  const soaked = await load(SOAK_S, cookies, SOAK_MAX_REQUESTS);
  clearInterval(timer);
  sample();
  soak = {
    seconds: Math.round((Date.now() - started) / 1000),
    warmupSeconds: SOAK_WARMUP_S,
    requests: soaked.result.requests.total,
    latencyMs: { p50: soaked.result.latency.p50, p99: soaked.result.latency.p99 },
    ...rssTrend(samples, SOAK_WARMUP_S),
    bound: MAX_RSS_SLOPE,
    rss: samples,
  };
}

const serverLog = server.output();
const unhandled = (serverLog.match(/unhandled ?rejection|UnhandledPromiseRejection/gi) ?? []).length;
const total = [...statuses.values()].reduce((a, b) => a + b, 0);
const normal = statuses.get(200) ?? 0;
const fallbacks = statuses.get(500) ?? 0;
const otherStatuses = Object.fromEntries([...statuses].filter(([code]) => code !== 200 && code !== 500));
const unexpected = total - normal - fallbacks + result.errors + result.timeouts;
const report = {
  date: new Date().toISOString(),
  settings: {
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    faultRate: RATE,
    seed: SEED,
    faultyPaths: FAULTY_PATHS,
  },
  faultsInjected: injected,
  requestsServed: total,
  normalPages: normal,
  fallbackPages: fallbacks,
  normalShare: total ? normal / total : 0,
  fallbackShare: total ? fallbacks / total : 0,
  unexpected: { count: unexpected, otherStatuses, socketErrors: result.errors, timeouts: result.timeouts },
  unhandledRejections: unhandled,
  latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  rssMb: {
    before: rssBefore,
    after: rssAfter,
    growth: rssBefore !== undefined && rssAfter !== undefined ? rssAfter - rssBefore : undefined,
    bound: MAX_RSS_GROWTH_MB,
  },
  afterTheRun: {
    normalPageStatus: afterStatus,
    fallbackStatus: fallback.status,
    fallbackShowsSpecText: fallbackText.includes('having an issue'),
  },
  ...(soak ? { soak } : {}),
};
mkdirSync(`${root}dist`, { recursive: true });
writeFileSync(`${root}dist/chaos-report.json`, `${JSON.stringify(report, null, 2)}\n`);

const pct = (share) => `${(share * 100).toFixed(1)} %`;
console.log(`
chaos report (dist/chaos-report.json)
  faults injected            ${injected}
  requests served            ${total}
  normal pages (200)         ${normal} (${pct(report.normalShare)})
  fallback pages (500)       ${fallbacks} (${pct(report.fallbackShare)})
  unexpected errors          ${unexpected} (target 0) ${JSON.stringify(report.unexpected)}
  unhandled rejections       ${unhandled} (target 0)
  latency p50 / p99 / max    ${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms
  server RSS                 ${rssBefore} MB -> ${rssAfter} MB (growth ${report.rssMb.growth} MB, bound ${MAX_RSS_GROWTH_MB} MB)
  after the run              normal page ${afterStatus}, fallback ${fallback.status} with the spec's text: ${report.afterTheRun.fallbackShowsSpecText}`);
if (soak) {
  console.log(`  soak                       ${soak.seconds} s, ${soak.requests} requests, p50 / p99 ${soak.latencyMs.p50} / ${soak.latencyMs.p99} ms
  RSS while warming up       +${soak.warmupGrowthMb} MB in the first ${soak.warmupSeconds} s (to ${soak.steadyFromMb} MB)
  RSS slope after warm-up    ${soak.slopeMbPerMinute} MB a minute (bound ${MAX_RSS_SLOPE}; ${soak.samples} samples, last ${soak.lastMb} MB)`);
}

const failures = [];
if (unexpected > 0) failures.push(`${unexpected} unexpected errors`);
if (unhandled > 0) failures.push(`${unhandled} unhandled rejections`);
if (report.rssMb.growth === undefined || report.rssMb.growth > MAX_RSS_GROWTH_MB)
  failures.push(`RSS growth ${report.rssMb.growth} MB over ${MAX_RSS_GROWTH_MB} MB`);
if (afterStatus !== 200 || fallback.status !== 500 || !report.afterTheRun.fallbackShowsSpecText)
  failures.push('the server did not serve normally after the run');
if (normal === 0 || fallbacks === 0)
  failures.push('the run saw no normal or no fallback pages: the faults did not take effect');
if (soak && !(soak.slopeMbPerMinute <= MAX_RSS_SLOPE))
  failures.push(
    `RSS grows ${soak.slopeMbPerMinute} MB a minute at steady load after warm-up (bound ${MAX_RSS_SLOPE}): a leak`,
  );
await stopAll();
if (failures.length > 0) {
  console.error(`\nchaos: FAILED: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nchaos: passed');
process.exit(0);
