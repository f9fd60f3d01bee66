#!/usr/bin/env node
// The deploy test (docs/deploy.md): the standalone servers of two brands side by side, as shipped.
//
//   node tools/deploy/deploy-test.mjs
//
// Needs the builds of brands main and faith from build:brands (apps/shell/.next-<brand>, each with
// its standalone server) and dev-api's build. It builds one more server itself: brand faith with
// SHELL_ASSET_PREFIX set (the CDN case), into apps/shell/.next-deploy-cdn, removed at the end.
// Starts two dev-apis (one per brand), the three standalone servers (each copied out of the
// workspace first, as a container gets it) through serve.mjs without SHELL_BRAND (each must serve
// its build's brand), and a stand-in CDN serving the CDN build's
// static files, then checks health, pages, static files, the CDN and CSP (in Chromium), a page-load
// failure during an outage reaching the error sink SHELL_SENTRY_DSN names, the
// backend going away, and SIGTERM with requests in flight.
//
// It also starts brand main with wrong environment values (the start must stop, never ready) and
// against the other brand's backend (readiness 503 misconfigured).
// Writes dist/test-results/jest-deploy.json (jest's counters; npm test adds them up) and exits 1 on
// any failure. Ports: DEPLOY_TEST_PORT (default 5400) + 1..21. DEPLOY_TEST_SKIP_BUILD=1 reuses an
// existing .next-deploy-cdn, DEPLOY_TEST_KEEP=1 keeps it; DEPLOY_TEST_DIST_PREFIX=.next-x- tests the
// builds .next-x-main and .next-x-faith instead of build:brands' ones. Browser checks need Chromium
// (CHROMIUM_PATH, else tools/chromium.json's testPaths): without one they are reported pending, and with
// REQUIRE_BROWSER=1 as failed.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, relative } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, TEST_PATHS, testChromium } from '@therapy-shell/workspace-tools/chromium';
import { check, cleanEnv, createProcesses, createTests, equal, get } from './harness.mjs';
import { assembleStandalone } from './standalone.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const appDir = join(root, 'apps', 'shell');
const resultsFile = join(root, 'dist', 'test-results', 'jest-deploy.json');
const base = Number(process.env.DEPLOY_TEST_PORT ?? 5400);
const port = {
  apiMain: base + 1,
  apiFaith: base + 2,
  main: base + 11,
  faith: base + 12,
  cdnApp: base + 13,
  cdn: base + 21,
};
const cdnPrefix = `http://cdn.localhost:${port.cdn}`;
const cdnDistDir = '.next-deploy-cdn';
const deployedVersion = 'deploy-test-1.2.3';
const appVersion = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')).version;
// The tests' browser (CHROMIUM_PATH, else the first of tools/chromium.json's testPaths installed), or
// what the messages name when there is none.
const chromiumPath = testChromium() || process.env.CHROMIUM_PATH || TEST_PATHS.join(' or ');

// ---------------------------------------------------------------- harness and processes

const tests = createTests('deploy');
const { pending, setupFailed, write } = tests;
// Each test has 30 s unless it says otherwise.
const test = (title, fn, { timeoutMs = 30_000 } = {}) => tests.test(title, fn, { timeoutMs });
const processes = createProcesses(root);
const { children, logs, stop, waitFor } = processes;
/** A Node.js process of the test (a server, dev-api, the CDN). */
const start = (name, args, env) => processes.start(name, process.execPath, args, env);

async function post(url, body) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  check(answer.ok, `POST ${url}: ${answer.status} ${await answer.text()}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const app = (name, path) => `http://127.0.0.1:${port[name]}${path}`;
const json = (answer) => JSON.parse(answer.body);
/** The environment of a brand's server: its own variables only, on loopback. */
const server = (extra) => cleanEnv({ HOSTNAME: '127.0.0.1', ...extra });
const serveOf = (distDir) => join(appDir, distDir, 'standalone', 'apps', 'shell', 'serve.mjs');
// Builds under test: build:brands' .next-<brand> (DEPLOY_TEST_DIST_PREFIX tests others, e.g. a session's own builds).
const brandDist = (brand) => `${process.env.DEPLOY_TEST_DIST_PREFIX || '.next-'}${brand}`;
// Each server runs from a copy outside the workspace, as in a container: a module the build did not
// trace would otherwise be found in the workspace's node_modules and the gap would go unnoticed.
const outside = mkdtempSync(join(tmpdir(), 'therapy-shell-deploy-'));
/** @type {Record<string, string>} */
const shipped = {};
// Prints which React server builds the process has loaded (the renderer test below reads it).
const rendererProbe = join(root, 'tools', 'scripts', 'react-renderer-probe.cjs');
function ship(name, distDir) {
  cpSync(join(appDir, distDir, 'standalone'), join(outside, name), { recursive: true, verbatimSymlinks: true });
  shipped[name] = join(outside, name, 'apps', 'shell', 'serve.mjs');
}

/** The stand-in CDN: <CDN build>/static as /_next/static, what a deploy uploads. */
function startCdn(hits) {
  const staticDir = join(appDir, cdnDistDir, 'static');
  const types = {
    '.js': 'application/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json',
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://cdn').pathname);
    hits.push(path);
    const file = normalize(join(staticDir, path.replace(/^\/_next\/static\//, '')));
    if (!path.startsWith('/_next/static/') || relative(staticDir, file).startsWith('..') || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
    });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port.cdn, '127.0.0.1', () => resolve(server)));
}

/** Every URL of the page that names /_next/static/ (scripts, stylesheets, preloads). */
function staticReferences(html) {
  return [...html.matchAll(/(?:src|href)="([^"]*\/_next\/static\/[^"]*)"/g)].map((match) => match[1]);
}

function directives(policy) {
  return Object.fromEntries(
    String(policy ?? '')
      .split(/;\s*/)
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(' ');
        return [name, values];
      }),
  );
}

// ---------------------------------------------------------------- setup

const started = Date.now();
let cdnBuildSeconds;
let cdnServer;
const cdnHits = [];
const cleanup = async () => {
  for (const name of [...children.keys()]) await stop(name);
  await new Promise((resolve) => (cdnServer ? cdnServer.close(() => resolve()) : resolve()));
  rmSync(outside, { recursive: true, force: true });
  if (process.env.DEPLOY_TEST_KEEP !== '1') rmSync(join(appDir, cdnDistDir), { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

console.log('deploy test: standalone servers of brands main and faith side by side, and faith built for a CDN');
try {
  for (const brand of ['main', 'faith']) {
    if (!existsSync(serveOf(brandDist(brand)))) {
      throw new Error(
        `No standalone server for brand ${brand} at ${relative(root, serveOf(brandDist(brand)))}: run npm run build:brands -- main faith first.`,
      );
    }
  }
  if (!existsSync(join(root, 'tools', 'dev-api', 'dist', 'main.js')))
    throw new Error('dev-api is not built: run npx nx run dev-api:build first.');

  if (process.env.DEPLOY_TEST_SKIP_BUILD === '1' && existsSync(serveOf(cdnDistDir))) {
    console.log(`reusing ${cdnDistDir} (DEPLOY_TEST_SKIP_BUILD=1)`);
  } else {
    console.log(`building brand faith with SHELL_ASSET_PREFIX=${cdnPrefix} into apps/shell/${cdnDistDir}`);
    const buildStarted = Date.now();
    const build = spawnSync('npx', ['next', 'build'], {
      cwd: appDir,
      env: cleanEnv({
        SHELL_BRAND: 'faith',
        SHELL_DIST_DIR: cdnDistDir,
        SHELL_ASSET_PREFIX: cdnPrefix,
        NX_DAEMON: 'false',
      }),
      encoding: 'utf8',
    });
    cdnBuildSeconds = (Date.now() - buildStarted) / 1000;
    if (build.status !== 0) throw new Error(`next build of the CDN variant failed:\n${build.stdout}\n${build.stderr}`);
    assembleStandalone(cdnDistDir);
    console.log(`built in ${cdnBuildSeconds.toFixed(1)} s`);
  }

  ship('main', brandDist('main'));
  ship('faith', brandDist('faith'));
  ship('cdnApp', cdnDistDir);
  start(
    'dev-api main',
    ['tools/dev-api/dist/main.js'],
    cleanEnv({ DEV_API_PORT: String(port.apiMain), SHELL_BRAND: 'main' }),
  );
  start(
    'dev-api faith',
    ['tools/dev-api/dist/main.js'],
    cleanEnv({ DEV_API_PORT: String(port.apiFaith), SHELL_BRAND: 'faith' }),
  );
  start(
    'main',
    ['--require', rendererProbe, shipped.main],
    server({
      PORT: String(port.main),
      SHELL_API_ORIGIN: `http://127.0.0.1:${port.apiMain}`,
      SHELL_VERSION: deployedVersion,
      // The server's error reports go to dev-api main's Sentry sink without asking the backend.
      SHELL_SENTRY_DSN: `http://deploy@127.0.0.1:${port.apiMain}/1`,
      SHELL_SENTRY_ENVIRONMENT: 'deploy-test',
    }),
  );
  start(
    'faith',
    [shipped.faith],
    server({
      PORT: String(port.faith),
      SHELL_API_ORIGIN: `http://127.0.0.1:${port.apiFaith}`,
      SHELL_SHUTDOWN_DELAY_MS: '800',
    }),
  );
  start(
    'cdnApp',
    [shipped.cdnApp],
    server({
      PORT: String(port.cdnApp),
      SHELL_API_ORIGIN: `http://127.0.0.1:${port.apiFaith}`,
      SHELL_SHUTDOWN_TIMEOUT_MS: '1500',
    }),
  );
  cdnServer = await startCdn(cdnHits);
  await waitFor(`http://127.0.0.1:${port.apiMain}/__dev/health`, 'dev-api main');
  await waitFor(`http://127.0.0.1:${port.apiFaith}/__dev/health`, 'dev-api faith');
  for (const name of ['main', 'faith', 'cdnApp']) await waitFor(app(name, '/_shell/live'), name);
} catch (error) {
  setupFailed(error);
  console.error(`setup failed: ${error.message}`);
}

// ---------------------------------------------------------------- tests

const productName = {};
await test('each dev-api serves its brand (the backends of the two sites)', async () => {
  for (const [brand, api] of [
    ['main', port.apiMain],
    ['faith', port.apiFaith],
  ]) {
    const config = json(await get(`http://127.0.0.1:${api}/api/site-config`));
    equal(config.product_code_name, brand, `dev-api ${brand} product_code_name`);
    productName[brand] = config.product_name;
  }
  check(productName.main !== productName.faith, 'the two brands need different product names for the page checks');
});

await test('main: readiness 200 with brand main, the deployed version (SHELL_VERSION) and the backend reachable', async () => {
  const answer = await get(app('main', '/_shell/health'));
  equal(answer.status, 200, 'status');
  const body = json(answer);
  equal(
    { ...body, backend: { ...body.backend, latencyMs: typeof body.backend?.latencyMs } },
    {
      status: 'ok',
      brand: 'main',
      version: deployedVersion,
      backend: { reachable: true, status: 200, latencyMs: 'number' },
    },
    'body',
  );
});

await test("faith: readiness 200 with brand faith (from its build, no SHELL_BRAND given) and the app's package version", async () => {
  const answer = await get(app('faith', '/_shell/health'));
  equal(answer.status, 200, 'status');
  const body = json(answer);
  equal(
    [body.status, body.brand, body.version, body.backend.reachable],
    ['ok', 'faith', appVersion, true],
    'status, brand, version, reachable',
  );
});

await test('health answers are never cached, carry the security headers and name no backend origin; liveness answers 200', async () => {
  for (const name of ['main', 'faith']) {
    for (const path of ['/_shell/health', '/_shell/live']) {
      const answer = await get(app(name, path));
      equal(answer.status, 200, `${name} ${path} status`);
      equal(answer.headers['cache-control'], 'private, no-store', `${name} ${path} cache-control`);
      equal(answer.headers['x-content-type-options'], 'nosniff', `${name} ${path} nosniff`);
      check(
        /^application\/json/.test(answer.headers['content-type'] ?? ''),
        `${name} ${path} content-type ${answer.headers['content-type']}`,
      );
      check(
        !answer.body.includes(`:${port.apiMain}`) && !answer.body.includes(`:${port.apiFaith}`),
        `${name} ${path} names the backend: ${answer.body}`,
      );
    }
  }
  // No trailing-slash redirect in front of the probes (load balancers rarely follow one).
  equal((await get(app('main', '/_shell/health'))).headers.location, undefined, 'redirect');
});

const homes = {};
await test("each brand's home page: its own product name and theme, not the other brand's", async () => {
  for (const [brand, other] of [
    ['main', 'faith'],
    ['faith', 'main'],
  ]) {
    const answer = await get(app(brand, '/'));
    equal(answer.status, 200, `${brand} home status`);
    homes[brand] = answer.body;
    check(answer.body.includes(`data-brand="${brand}"`), `${brand} home has no data-brand="${brand}"`);
    check(answer.body.includes(productName[brand]), `${brand} home does not name "${productName[brand]}"`);
    check(!answer.body.includes(productName[other]), `${brand} home names the other brand "${productName[other]}"`);
    equal(answer.headers['cache-control'], 'private, no-store', `${brand} home cache-control`);
  }
});

await test("main renders with React's Node build, not the edge build Next.js loads by default (installNodeRenderer in instrumentation.ts)", async () => {
  equal((await get(app('main', '/faq/'))).status, 200, 'faq status');
  const deadline = Date.now() + 3000;
  const builds = () => [...logs.get('main').matchAll(/react server builds: (.*)/g)].map((m) => m[1]).pop() ?? '';
  while (!/react-dom-server\.node\.production\.js/.test(builds()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  check(/react-dom-server\.node\.production\.js/.test(builds()), `the Node build is not loaded: "${builds()}"`);
  check(!/react-dom-server\.edge\.production\.js/.test(builds()), `the edge build is loaded: "${builds()}"`);
});

await test('static files, public/ and /favicon.ico are served by each standalone server itself', async () => {
  for (const brand of ['main', 'faith']) {
    const refs = staticReferences(homes[brand] ?? '');
    const script = refs.find((ref) => ref.endsWith('.js'));
    const style = refs.find((ref) => ref.endsWith('.css'));
    check(script && style, `${brand} home references no /_next/static script and stylesheet: ${refs.join(', ')}`);
    check(
      refs.every((ref) => ref.startsWith('/_next/static/')),
      `${brand} (no asset prefix) references other hosts: ${refs.join(', ')}`,
    );
    for (const ref of [script, style]) {
      const answer = await get(app(brand, ref));
      equal(answer.status, 200, `${brand} ${ref} status`);
      check(answer.body.length > 0, `${brand} ${ref} is empty`);
      check(
        /immutable/.test(answer.headers['cache-control'] ?? ''),
        `${brand} ${ref} cache-control ${answer.headers['cache-control']}`,
      );
    }
    const publicFile = await get(app(brand, '/health.txt'));
    equal(publicFile.status, 200, `${brand} /health.txt (public/) status`);
    const icon = await get(app(brand, '/favicon.ico'));
    equal([icon.status, icon.headers['content-type']], [200, 'image/svg+xml'], `${brand} /favicon.ico`);
  }
});

await test("/api/* reaches each brand's own backend through the proxy", async () => {
  for (const brand of ['main', 'faith']) {
    const answer = await get(app(brand, '/api/site-config'));
    equal([answer.status, json(answer).product_code_name], [200, brand], `${brand} /api/site-config`);
  }
});

await test("a SHELL_BRAND other than the build's stops the start with both values", async () => {
  const wrong = spawnSync(process.execPath, [shipped.main], {
    env: cleanEnv({ SHELL_BRAND: 'faith', PORT: String(base + 19), HOSTNAME: '127.0.0.1' }),
    encoding: 'utf8',
    timeout: 20_000,
  });
  equal(wrong.status, 2, 'exit code');
  check(/SHELL_BRAND="faith".*SHELL_BRAND="main"/.test(wrong.stderr), `message: ${wrong.stderr}`);
});

// A rollout with a wrong value never becomes ready: the server reads and checks its environment when
// it starts (instrumentation.ts, checkShellEnv) and exits 2 naming the variable, instead of going on to
// answer every page, /gethelpnow/ and the health checks with Next.js's bare 500.
for (const [variable, value, named] of [
  ['SHELL_BRAND_CODES', '{main:faith', /SHELL_BRAND_CODES="\{main:faith": SHELL_BRAND_CODES is not valid JSON/],
  [
    'SHELL_BRAND_CODES',
    '{"main":"faith"}',
    /SHELL_BRAND_CODES="\{"main":"faith"\}": .*"faith", which is not a brand id/,
  ],
  ['SHELL_CACHE_TTL_MS', '1m', /SHELL_CACHE_TTL_MS="1m": must be a whole number of milliseconds/],
  [
    'SHELL_TRUSTED_PROXIES',
    '10.0.0.0/33',
    /SHELL_TRUSTED_PROXIES="10\.0\.0\.0\/33": must be IP addresses or CIDR ranges/,
  ],
]) {
  await test(`${variable}=${value} stops the start with the variable and the value named, and never becomes ready`, async () => {
    const name = `wrong ${variable} ${value}`;
    const probe = base + 18;
    const child = start(
      name,
      [shipped.main],
      server({ PORT: String(probe), SHELL_API_ORIGIN: `http://127.0.0.1:${port.apiMain}`, [variable]: value }),
    );
    const ready = [];
    // Readiness as an orchestrator polls it, until the process ends.
    while (!child.hasExited()) {
      ready.push(
        await get(`http://127.0.0.1:${probe}/_shell/health`, { timeoutMs: 2000 }).then(
          (a) => a.status,
          () => 0,
        ),
      );
      await delay(100);
    }
    const { code } = await child.exited;
    equal(code, 2, 'exit code');
    check(!ready.includes(200), `readiness answered 200 before the process ended: ${ready.join(', ')}`);
    check(named.test(logs.get(name) ?? ''), `message: ${logs.get(name)}`);
  });
}

// The backend answers for another brand (or for none): every page would be the fallback page, so
// readiness says so under both SHELL_HEALTH_BACKEND settings, and a rollout stops there.
await test("readiness 503 misconfigured when the backend's product code is another brand's, under both SHELL_HEALTH_BACKEND settings", async () => {
  for (const [offset, health] of [
    [16, 'required'],
    [17, 'reported'],
  ]) {
    const name = `main against faith's backend (${health})`;
    const probe = base + offset;
    start(
      name,
      [shipped.main],
      server({
        PORT: String(probe),
        SHELL_API_ORIGIN: `http://127.0.0.1:${port.apiFaith}`,
        SHELL_HEALTH_BACKEND: health,
      }),
    );
    try {
      await waitFor(`http://127.0.0.1:${probe}/_shell/live`, name);
      const answer = await get(`http://127.0.0.1:${probe}/_shell/health`);
      equal(answer.status, 503, `${health}: status`);
      const body = json(answer);
      equal([body.status, body.brand], ['misconfigured', 'main'], `${health}: body`);
      check(
        /product_code_name "faith" maps to no brand of this server \(brand "main"/.test(body.reason),
        `${health}: reason ${body.reason}`,
      );
      // The pages say the same to the visitor: the fallback page with the crisis lines.
      const home = await get(`http://127.0.0.1:${probe}/`);
      equal(home.status, 500, `${health}: home`);
      check(home.body.includes('/gethelpnow/'), `${health}: the fallback page has no crisis link`);
    } finally {
      await stop(name);
    }
  }
});

let cdnHome;
await test(`CDN build: every /_next/static reference is on ${cdnPrefix}, and the page policy allows that origin`, async () => {
  cdnHome = await get(app('cdnApp', '/'));
  equal(cdnHome.status, 200, 'status');
  const refs = staticReferences(cdnHome.body);
  check(
    refs.some((ref) => ref.endsWith('.js')) && refs.some((ref) => ref.endsWith('.css')),
    `no scripts or stylesheets referenced: ${refs.join(', ')}`,
  );
  const local = refs.filter((ref) => !ref.startsWith(`${cdnPrefix}/_next/static/`));
  check(local.length === 0, `references not on the CDN: ${local.join(', ')}`);
  check(
    cdnHome.body.includes(`"assetPrefix":"${cdnPrefix}"`),
    'the page data does not carry the asset prefix (lazy chunks would load from the site)',
  );
  const policy = directives(cdnHome.headers['content-security-policy']);
  for (const name of ['style-src', 'font-src', 'img-src'])
    check(policy[name]?.includes(cdnPrefix), `${name} does not allow ${cdnPrefix}: ${policy[name]?.join(' ')}`);
  check(
    policy['script-src']?.includes("'strict-dynamic'") &&
      policy['script-src'].some((source) => source.startsWith("'nonce-")),
    `script-src: ${policy['script-src']?.join(' ')}`,
  );
  const nonce = policy['script-src'].find((source) => source.startsWith("'nonce-")).slice(7, -1);
  const scripts = [...cdnHome.body.matchAll(/<script src="([^"]+)"([^>]*)>/g)];
  check(
    scripts.length > 0 && scripts.every(([, , attributes]) => attributes.includes(`nonce="${nonce}"`)),
    'a CDN script tag lacks the page nonce',
  );
});

// Chromium: what really loads, and whether the policy blocks any of it.
let chromium;
if (existsSync(chromiumPath)) {
  try {
    ({ chromium } = await import('playwright-core'));
  } catch (error) {
    console.warn(`playwright-core not importable: ${error.message}`);
  }
}

async function inBrowser(fn) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = [];
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        /Content Security Policy|ChunkLoadError|client-side exception/i.test(message.text())
      )
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) =>
      problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`),
    );
    const local = [];
    page.on('request', (request) => {
      if (request.url().startsWith(app('cdnApp', '/_next/static/'))) local.push(request.url());
    });
    await fn({ context, page, problems, local });
  } finally {
    await browser.close();
  }
}

const browserTests = [
  [
    'CDN build in Chromium: scripts and stylesheets (lazy chunks too) load from the CDN, the page hydrates, no CSP violation',
    () =>
      inBrowser(async ({ page, problems, local }) => {
        cdnHits.length = 0;
        await page.goto(app('cdnApp', '/'), { waitUntil: 'networkidle' });
        check(await page.evaluate(() => Boolean(window.next?.router)), 'the page did not hydrate');
        await page.waitForTimeout(500);
        check(
          cdnHits.some((path) => path.endsWith('.js')) && cdnHits.some((path) => path.endsWith('.css')),
          `the CDN served no script or stylesheet: ${cdnHits.join(', ')}`,
        );
        check(local.length === 0, `static files asked from the site instead of the CDN: ${local.join(', ')}`);
        check(problems.length === 0, problems.join('\n'));
        check(
          (await page.textContent('body'))?.includes(productName.faith),
          `the page does not name ${productName.faith}`,
        );
      }),
  ],
  [
    'CDN build fallback page (backend failing) in Chromium: answered 500 and styled from the CDN without CSP violation',
    async () => {
      await post(`http://127.0.0.1:${port.apiFaith}/__dev/faults`, {
        path: '/api/session',
        persona: 'client',
        status: 500,
        body: 'boom',
      });
      try {
        await inBrowser(async ({ context, page, problems }) => {
          await context.addCookies([{ name: 'dev_persona', value: 'client', url: app('cdnApp', '/') }]);
          cdnHits.length = 0;
          const answer = await page.goto(app('cdnApp', '/'), { waitUntil: 'networkidle' });
          equal(answer?.status(), 500, 'fallback status');
          check(
            cdnHits.some((path) => path.endsWith('.css')),
            `the fallback page took no stylesheet from the CDN: ${cdnHits.join(', ')}`,
          );
          check(problems.length === 0, problems.join('\n'));
        });
      } finally {
        await fetch(`http://127.0.0.1:${port.apiFaith}/__dev/faults`, { method: 'DELETE' });
      }
    },
  ],
];
for (const [title, fn] of browserTests) {
  if (chromium) await test(title, fn, { timeoutMs: 60_000 });
  else if (process.env.REQUIRE_BROWSER === '1')
    await test(title, () => Promise.reject(new Error(`REQUIRE_BROWSER=1 but no Chromium at ${chromiumPath}`)));
  else pending(title, `no Chromium at ${chromiumPath}`);
}

/** The error events dev-api main's Sentry sink holds for a request id, waiting up to 5 s for the first. */
async function reportedEvents(requestId) {
  const reported = async () =>
    json(await get(`http://127.0.0.1:${port.apiMain}/__dev/errors?type=event`)).filter(
      (item) => item.payload?.tags?.request_id === requestId,
    );
  const deadline = Date.now() + 5000;
  while ((await reported()).length === 0 && Date.now() < deadline) await delay(200);
  return reported();
}

await test('backend down (persona backend-down): the page-load failure reaches the sink SHELL_SENTRY_DSN names, though the backend cannot name it', async () => {
  const requestId = `deploy-outage-${Date.now()}`;
  // The persona fails the visitor's calls; the fault fails the cookie-less site config too, which
  // is where the server would otherwise find the DSN (so only SHELL_SENTRY_DSN can name the sink).
  await post(`http://127.0.0.1:${port.apiMain}/__dev/faults`, { path: '/api/site-config', status: 503 });
  let page;
  try {
    page = await get(app('main', '/faq/'), {
      headers: { cookie: 'dev_persona=backend-down', 'x-request-id': requestId },
    });
  } finally {
    await fetch(`http://127.0.0.1:${port.apiMain}/__dev/faults`, { method: 'DELETE' });
  }
  equal(page.status, 500, 'main /faq/ with the backend down');
  const events = await reportedEvents(requestId);
  equal(events.length, 1, 'page-load failure events with the request id');
  const [event] = events;
  equal([event.payload.level, event.payload.environment], ['error', 'deploy-test'], 'level and environment');
  check(/page-load step failed/.test(event.payload.message ?? ''), `message: ${event.payload.message}`);
});

await test("a page that throws while the server renders it: the error reaches the sink SHELL_SENTRY_DSN names through instrumentation.ts's onRequestError", async () => {
  const requestId = `deploy-throw-${Date.now()}`;
  const page = await get(app('main', '/dev/throw/?throw=server'), { headers: { 'x-request-id': requestId } });
  equal(page.status, 500, 'main /dev/throw/?throw=server');
  const events = await reportedEvents(requestId);
  equal(events.length, 1, 'render error events with the request id');
  const { payload } = events[0];
  const text = JSON.stringify(payload);
  check(text.includes('Throw playground: a server render error'), `the event names the error: ${text.slice(0, 300)}`);
  equal(
    [payload.tags?.route, payload.tags?.route_type, payload.tags?.method, payload.extra?.path],
    ['/dev/throw', 'render', 'GET', '/dev/throw/'],
    'route, route type, method and the path without its query string',
  );
});

await test('backend gone: readiness 503 within its probe limit, liveness 200, the other brand unaffected, pages fall back to 500', async () => {
  await stop('dev-api main');
  const before = Date.now();
  const answer = await get(app('main', '/_shell/health'));
  check(Date.now() - before < 3000, `readiness took ${Date.now() - before} ms`);
  equal(answer.status, 503, 'main readiness status');
  const body = json(answer);
  equal(
    [body.status, body.brand, body.backend.reachable, body.backend.status],
    ['unavailable', 'main', false, null],
    'main readiness body',
  );
  equal(answer.headers['cache-control'], 'private, no-store', 'cache-control');
  equal((await get(app('main', '/_shell/live'))).status, 200, 'main liveness');
  equal((await get(app('faith', '/_shell/health'))).status, 200, 'faith readiness');
  const home = await get(app('main', '/'));
  equal(home.status, 500, 'main home without backend');
  check(home.body.includes('data-brand="main"'), 'the fallback page is not branded main');
});

await test('SIGTERM: readiness says draining, the request in flight completes, new connections are refused, exit 0 within the bound', async () => {
  // Every /api/session answer of faith's backend now takes 2.5 s.
  await post(`http://127.0.0.1:${port.apiFaith}/__dev/faults`, {
    path: '/api/session',
    status: 200,
    body: { id: 7, user_type: 'client' },
    delay_ms: 2500,
  });
  const child = children.get('faith');
  const inFlight = get(app('faith', '/api/session'));
  await sleep(300);
  const signalled = Date.now();
  child.signal('SIGTERM');
  await sleep(200);
  // Within SHELL_SHUTDOWN_DELAY_MS (800): still accepting, readiness 503 draining, liveness 200.
  const readiness = await get(app('faith', '/_shell/health'));
  equal([readiness.status, json(readiness).status], [503, 'draining'], 'readiness while draining');
  equal(json(await get(app('faith', '/_shell/live'))).status, 'draining', 'liveness body while draining');
  await sleep(1000);
  // Past the delay: the listener is closed while the slow request is still running.
  const refused = await get(app('faith', '/_shell/live'), { timeoutMs: 2000 }).then(
    (answer) => `answered ${answer.status}`,
    (error) => error.code ?? error.message,
  );
  equal(refused, 'ECONNREFUSED', 'a new connection after the delay');
  const slow = await inFlight;
  equal([slow.status, json(slow).id], [200, 7], 'the request in flight');
  const exit = await child.exited;
  equal([exit.code, exit.signal], [0, null], 'exit');
  check(exit.at - signalled < 2500 + 800 + 2500, `exit ${exit.at - signalled} ms after SIGTERM`);
  check(/stopped: every request finished/.test(logs.get('faith')), `serve log: ${logs.get('faith')}`);
  await fetch(`http://127.0.0.1:${port.apiFaith}/__dev/faults`, { method: 'DELETE' });
});

await test('SIGTERM: a request outlasting SHELL_SHUTDOWN_TIMEOUT_MS (1500) is cut and the server exits 1 within the bound', async () => {
  await post(`http://127.0.0.1:${port.apiFaith}/__dev/faults`, {
    path: '/api/session',
    status: 200,
    body: { id: 8 },
    delay_ms: 20_000,
  });
  const child = children.get('cdnApp');
  const hanging = get(app('cdnApp', '/api/session')).then(
    (answer) => `answered ${answer.status}`,
    (error) => error.code ?? error.message,
  );
  await sleep(300);
  const signalled = Date.now();
  child.signal('SIGTERM');
  const exit = await child.exited;
  equal([exit.code, exit.signal], [1, null], 'exit');
  check(
    exit.at - signalled >= 1400 && exit.at - signalled < 4000,
    `exit ${exit.at - signalled} ms after SIGTERM (limit 1500)`,
  );
  equal(await hanging, 'ECONNRESET', 'the cut request');
  await fetch(`http://127.0.0.1:${port.apiFaith}/__dev/faults`, { method: 'DELETE' });
});

await test('SIGTERM with nothing in flight: exit 0 at once', async () => {
  const child = children.get('main');
  const signalled = Date.now();
  child.signal('SIGTERM');
  const exit = await child.exited;
  equal([exit.code, exit.signal], [0, null], 'exit');
  check(exit.at - signalled < 2000, `exit ${exit.at - signalled} ms after SIGTERM`);
});

// ---------------------------------------------------------------- report

await cleanup();
const report = write(resultsFile, {
  name: fileURLToPath(import.meta.url),
  startTime: started,
  extra: { cdnBuildSeconds: cdnBuildSeconds ?? null },
});
console.log(
  `\ndeploy test: ${report.numPassedTests} passed, ${report.numFailedTests} failed${report.numPendingTests ? `, ${report.numPendingTests} pending` : ''}` +
    `${cdnBuildSeconds ? ` (CDN build ${cdnBuildSeconds.toFixed(1)} s)` : ''}, ${((Date.now() - started) / 1000).toFixed(1)} s in all; ${relative(root, resultsFile)}`,
);
process.exit(report.success ? 0 : 1);
