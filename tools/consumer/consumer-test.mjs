#!/usr/bin/env node
// The consumer test (docs/consumer-test.md): what a product team does, for real. Every
// @therapy-shell package is built and published to a throwaway registry (verdaccio on loopback); a
// fresh Next.js app made by `npm create @therapy-shell/app` (tools/create-app), in a temp dir outside the workspace, installs
// them from it, builds, and runs against the published dev-api started through its bin; Chromium
// then checks the shell around the app's own page, and the fallback page once dev-api is stopped.
//
// It does so for the App Router app `npm create @therapy-shell/app` writes by default, then for the
// Pages Router app of `--router pages`, from the same registry.
//
//   node tools/consumer/consumer-test.mjs [--keep] [--skip-build]
//
// --keep        keep the temp dir (app, registry storage, logs) and print where it is
// --skip-build  do not run `nx run-many -t build` first (the packages' dist/ must be current)
// CONSUMER_TEMPLATE=<dir>  copy this app instead of running npm create @therapy-shell/app
//
// Results: dist/test-results/consumer-app.json, consumer-app-dev.json and consumer-app-no-backend.json (the App
// Router app), consumer.json, consumer-dev.json and consumer-no-backend.json (the Pages Router app) (Playwright JSON; a step
// that fails before the browser checks writes a consumer.json counting one failed test).
// Every process started here is stopped and every temp dir removed, also on failure and Ctrl-C.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createRegistryUser,
  publishPackage,
  verdaccioBin,
  workspacePackages,
  writeVerdaccioConfig,
} from './local-registry.mjs';
import { createServers } from '@therapy-shell/workspace-tools/servers';

const root = fileURLToPath(new URL('../..', import.meta.url));
// CONSUMER_TEMPLATE=<dir> tries an app of another shape (a next.config change, say) instead of what
// `npm create @therapy-shell/app` writes.
const templateDir = process.env.CONSUMER_TEMPLATE ? resolve(process.env.CONSUMER_TEMPLATE) : undefined;
const resultsDir = join(root, 'dist', 'test-results');
const PORT_RANGE = [5300, 5399];
/** The routers whose app the test creates and checks, the default (create-app's) first. */
const ROUTERS = ['app', 'pages'];
const ROUTER_NAMES = { app: 'App Router', pages: 'Pages Router' };
const LOG_HEAD_LINES = 30;
const LOG_TAIL_LINES = 40;
const started = Date.now();

const argv = process.argv.slice(2);
const unknown = argv.filter((arg) => !['--keep', '--skip-build'].includes(arg));
if (unknown.length > 0) {
  console.error(
    `consumer-test: unknown option ${unknown.join(' ')}. Options: --keep (keep the temp dir), --skip-build (packages already built).`,
  );
  process.exit(2);
}
const keep = argv.includes('--keep') || process.env.CONSUMER_KEEP === '1';
const skipBuild = argv.includes('--skip-build');

/** Environment for every child: telemetry off, and none of the npm_* variables an `npm test` parent sets. */
function childEnv(extra = {}) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    // npm_config_local_prefix and friends would point npm (and Next's package-manager detection) at the workspace.
    if (/^npm_/i.test(key) || key === 'INIT_CWD' || key === 'NODE_PATH' || key === 'NODE_ENV' || key === 'NODE_OPTIONS')
      continue;
    env[key] = value;
  }
  return {
    ...env,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_TUI: 'false',
    NEXT_TELEMETRY_DISABLED: '1',
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    // npx must run the installed bin, never download a package of that name.
    npm_config_yes: 'false',
    ...extra,
  };
}

// ---------------------------------------------------------------------------------------------
// Processes, logs, clean-up

const servers = createServers('consumer-test', { exitOnEarlyExit: false });
/** @type {import('../scripts/src/servers.d.cts').Server[]} */
const services = [];
/** @type {string[]} */
const tempDirs = [];
let logDir = '';
let cleanedUp = false;

class StepError extends Error {
  /** @param {string} message @param {string | undefined} log */
  constructor(message, log) {
    super(message);
    this.log = log;
  }
}

/** The log's first and last lines (a build's first error is at the top, a server's last words at the end). */
function tail(path) {
  if (!path || !existsSync(path)) return '(no log)';
  const lines = readFileSync(path, 'utf8')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trimEnd()
    .split('\n');
  if (lines.length <= LOG_HEAD_LINES + LOG_TAIL_LINES) return lines.join('\n') || '(empty log)';
  return [
    ...lines.slice(0, LOG_HEAD_LINES),
    `[... ${lines.length - LOG_HEAD_LINES - LOG_TAIL_LINES} lines ...]`,
    ...lines.slice(-LOG_TAIL_LINES),
  ].join('\n');
}

/**
 * Runs a command to completion with its output in a log file; throws a StepError with the log's
 * tail when it fails or outlives `timeoutMs`.
 */
function run(name, command, args, { cwd = root, env = childEnv(), timeoutMs = 10 * 60_000 } = {}) {
  const log = join(logDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  const result = spawnSync(command, args, {
    cwd,
    env,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 256 * 1024 * 1024,
    killSignal: 'SIGKILL',
  });
  writeFileSync(log, `$ ${command} ${args.join(' ')}\n(cwd ${cwd})\n\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.error) throw new StepError(`${name}: ${result.error.message}`, log);
  if (result.signal)
    throw new StepError(`${name}: stopped by ${result.signal} (timeout ${Math.round(timeoutMs / 1000)} s)`, log);
  if (result.status !== 0)
    throw new StepError(`${name}: \`${command} ${args.join(' ')}\` exited with ${result.status}`, log);
  return { stdout: result.stdout, log };
}

/** Starts a long-running process (servers.cjs: a process group of its own, its output in a log file). */
function startService(name, command, args, { cwd, env }) {
  const log = join(logDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  const service = servers.start(name, command, args, { cwd, env, log });
  services.push(service);
  return service;
}

/** SIGTERM to the process group, SIGKILL after `graceMs`; resolves when the leader has exited. */
function stopService(service, graceMs = 5_000) {
  return service.stop(graceMs);
}

function cleanUpSync() {
  if (cleanedUp) return;
  cleanedUp = true;
  // The services' process groups are killed by servers.cjs when the process exits.
  for (const dir of tempDirs) {
    if (keep) continue;
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

async function cleanUp() {
  await Promise.all(services.map((service) => stopService(service)));
  cleanUpSync();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\nconsumer-test: ${signal}, stopping everything it started.`);
    cleanUpSync();
    process.exit(130);
  });
}
process.on('exit', cleanUpSync);

// ---------------------------------------------------------------------------------------------
// Helpers

const usedPorts = new Set();

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ host: '127.0.0.1', port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A free port of the range this test may use (5300-5399). */
async function freePort() {
  const [from, to] = PORT_RANGE;
  const span = to - from + 1;
  const offset = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i += 1) {
    const port = from + ((offset + i) % span);
    if (usedPorts.has(port)) continue;
    if (await portIsFree(port)) {
      usedPorts.add(port);
      return port;
    }
  }
  throw new StepError(`no free port in ${from}-${to}`);
}

/** Polls `url` until it answers (any status `accept` takes), the service exits, or `timeoutMs` passes. */
async function waitForHttp(service, url, { timeoutMs = 60_000, accept = (status) => status < 500 } = {}) {
  try {
    return await servers.waitFor(url, { server: service, timeoutMs, accept });
  } catch (error) {
    // The service's log file is the StepError's report: the message's first line is enough.
    throw new StepError(error.message.split('\n')[0], service.log);
  }
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * The arguments of the app's `dev-api` script (`therapy-shell-dev-api --port 4000 ...`) with the
 * port given; only the port when the app has no such script (CONSUMER_TEMPLATE).
 */
function appDevApiArgs(manifest, port) {
  const [bin, ...args] = (manifest.scripts?.['dev-api'] ?? '').trim().split(/\s+/);
  if (bin !== 'therapy-shell-dev-api') return ['--port', String(port)];
  const at = args.indexOf('--port');
  if (at === -1) return ['--port', String(port), ...args];
  return args.map((arg, index) => (index === at + 1 ? String(port) : arg));
}

/** Each @therapy-shell dependency of a package must be one of the packages published, at that version. */
function checkInternalVersions(packages) {
  const versions = new Map(packages.map((p) => [p.manifest.name, p.manifest.version]));
  const problems = [];
  for (const { manifest } of packages) {
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const [name, range] of Object.entries(manifest[field] ?? {})) {
        if (!name.startsWith('@therapy-shell/')) continue;
        if (!versions.has(name))
          problems.push(`${manifest.name} ${field} names ${name}, which is private or not in the workspace`);
        else if (!satisfiesExactOrCaret(versions.get(name), range)) {
          problems.push(`${manifest.name} ${field} wants ${name}@${range}, the workspace has ${versions.get(name)}`);
        }
      }
    }
  }
  if (problems.length > 0)
    throw new StepError(`internal dependency versions do not match what is published:\n  ${problems.join('\n  ')}`);
}

/** Enough of semver for the ranges the workspace writes: exact, ^x.y.z, ~x.y.z, *. */
function satisfiesExactOrCaret(version, range) {
  if (range === '*' || range === version) return true;
  const parse = (v) => v.split('-')[0].split('.').map(Number);
  const match = /^([~^])(\d+\.\d+\.\d+(?:-[\w.]+)?)$/.exec(range);
  if (!match) return false;
  const [major, minor, patch] = parse(version);
  const [rMajor, rMinor, rPatch] = parse(match[2]);
  const atLeast = major > rMajor || (major === rMajor && (minor > rMinor || (minor === rMinor && patch >= rPatch)));
  if (!atLeast) return false;
  if (match[1] === '~') return major === rMajor && minor === rMinor;
  return rMajor > 0
    ? major === rMajor
    : rMinor > 0
      ? major === 0 && minor === rMinor
      : major === 0 && minor === 0 && patch === rPatch;
}

async function mapLimit(items, limit, task) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function writeSetupFailure(step, message) {
  mkdirSync(resultsDir, { recursive: true });
  const title = `consumer test: ${step}`;
  writeFileSync(
    join(resultsDir, 'consumer.json'),
    `${JSON.stringify(
      {
        config: {},
        suites: [
          {
            title: 'consumer-test.mjs',
            specs: [
              {
                title,
                ok: false,
                tests: [{ status: 'unexpected', results: [{ status: 'failed', error: { message } }] }],
              },
            ],
          },
        ],
        errors: [{ message }],
        stats: {
          startTime: new Date(started).toISOString(),
          duration: Date.now() - started,
          expected: 0,
          unexpected: 1,
          skipped: 0,
          flaky: 0,
        },
      },
      null,
      2,
    )}\n`,
  );
}

// ---------------------------------------------------------------------------------------------
// Steps

const steps = [];
let currentStep = '';

async function step(name, action) {
  currentStep = name;
  const begin = Date.now();
  process.stdout.write(`consumer-test: ${name} ...\n`);
  const value = await action();
  const seconds = (Date.now() - begin) / 1000;
  steps.push({ name, seconds });
  process.stdout.write(`consumer-test: ${name}: ok (${seconds.toFixed(1)} s)\n`);
  return value;
}

async function main() {
  for (const router of ['', '-app'])
    for (const suffix of ['', '-no-backend', '-dev'])
      rmSync(join(resultsDir, `consumer${router}${suffix}.json`), { force: true });
  const work = mkdtempSync(join(tmpdir(), 'therapy-shell-consumer-'));
  tempDirs.push(work);
  logDir = join(work, 'logs');
  mkdirSync(logDir);
  if (relative(root, work).split(/[\\/]/)[0] !== '..')
    throw new StepError(`the temp dir ${work} is inside the workspace ${root}`);
  process.stdout.write(`consumer-test: working in ${work}${keep ? ' (kept)' : ''}\n`);

  const packages = workspacePackages(root);
  if (packages.length === 0)
    throw new StepError('no publishable @therapy-shell package found in libs/, tools/ or apps/');
  checkInternalVersions(packages);

  if (!skipBuild) {
    const projects = packages.map((p) => p.project).filter(Boolean);
    await step(`build ${projects.length} packages (nx, cached)`, () =>
      run('build', 'npx', ['nx', 'run-many', '-t', 'build', '-p', projects.join(','), '--outputStyle=static']),
    );
  }
  for (const { dir, manifest } of packages) {
    const entry = manifest.exports?.['.']?.import ?? manifest.main;
    if (entry && !existsSync(join(dir, entry))) {
      throw new StepError(
        `${manifest.name} is not built: ${join(relative(root, dir), entry)} is missing (run without --skip-build)`,
      );
    }
  }

  // 1. The registry: @therapy-shell/* only, no uplink; the app gets everything else from the usual registry.
  const registryPort = await freePort();
  const registry = `http://127.0.0.1:${registryPort}/`;
  await step(`start verdaccio on ${registry}`, async () => {
    const dir = join(work, 'registry');
    const config = writeVerdaccioConfig(dir);
    let verdaccio;
    try {
      verdaccio = verdaccioBin();
    } catch (error) {
      throw new StepError(error.message);
    }
    const service = startService(
      'verdaccio',
      process.execPath,
      [verdaccio, '--config', config, '--listen', `127.0.0.1:${registryPort}`],
      { cwd: dir, env: childEnv() },
    );
    await waitForHttp(service, `${registry}-/ping`, { timeoutMs: 60_000, accept: (status) => status === 200 });
  });

  // 2. A user and its token, non-interactively (verdaccio's htpasswd sign-up over the npm adduser API).
  const userconfig = join(work, 'publish.npmrc');
  await step('create a registry user', async () => {
    try {
      await createRegistryUser(registry, userconfig, 'consumer-test');
    } catch (error) {
      throw new StepError(error.message, services[0]?.log);
    }
  });

  // 3. Publish every package as it is in the workspace.
  await step(`publish ${packages.length} packages`, () =>
    mapLimit(packages, 4, async ({ dir, manifest }) => {
      const log = join(logDir, `publish-${manifest.name.replace(/[^a-z0-9]+/gi, '-')}.log`);
      const { code, output } = await publishPackage({ dir, registry, userconfig, env: childEnv() });
      writeFileSync(log, output);
      if (code !== 0)
        throw new StepError(`npm publish of ${manifest.name} (${relative(root, dir)}) exited with ${code}`, log);
    }),
  );

  // 4-8 for each router's app (CONSUMER_TEMPLATE: the one app copied from that directory).
  const createVersion = packages.find((p) => p.manifest.name === '@therapy-shell/create-app')?.manifest.version;
  let browserFailures = 0;
  let installed;
  for (const router of templateDir ? [undefined] : ROUTERS) {
    browserFailures += await checkApp({ router, work, registry, packages, createVersion, installed });
    installed = join(work, `app-${router}`);
  }
  if (browserFailures > 0) {
    const appLog = services.find((s) => s.name.endsWith('next start'))?.log;
    throw new StepError(
      'browser checks failed (see the Playwright output above; traces in dist/consumer-test-results)',
      appLog,
    );
  }
}

/**
 * Steps 4-8 for one app: `npm create @therapy-shell/app -- --router <router>` (or the copied
 * template), installed from the registry, built, tested, served against the published dev-api and
 * checked in Chromium with the backend, in development and without it. Resolves to the number of
 * browser runs that failed; a step that fails otherwise throws.
 */
async function checkApp({ router, work, registry, packages, createVersion, installed }) {
  const label = router ? `${ROUTER_NAMES[router]}: ` : '';
  const name = (what) => `${label}${what}`;
  /** A step of this app's, named with its router. */
  const appStep = (what, action) => step(name(what), action);
  // The Pages Router app keeps the result files' first names; the App Router's are consumer-app*.json.
  const results = (suffix) => join(resultsDir, `consumer${router === 'app' ? '-app' : ''}${suffix}.json`);
  // 4. A fresh app, outside the workspace, made as a product team makes it: `npm create @therapy-shell/app`
  //    from the registry (CONSUMER_TEMPLATE: copied from a directory instead), then installed from it.
  const app = join(work, router ? `app-${router}` : 'app');
  const stepName = templateDir
    ? `create the app from ${relative(root, templateDir).startsWith('..') ? templateDir : relative(root, templateDir)} and npm install`
    : `npm create @therapy-shell/app@${createVersion} -- --router ${router} and npm install`;
  await appStep(stepName, () => {
    if (templateDir) {
      if (!existsSync(join(templateDir, 'package.json')))
        throw new StepError(`no template at ${templateDir} (a package.json is missing)`);
      cpSync(templateDir, app, {
        recursive: true,
        filter: (source) => !/[\\/](node_modules|\.next)([\\/]|$)/.test(source),
      });
    } else {
      if (!createVersion) throw new StepError('the workspace does not publish @therapy-shell/create-app');
      // npm create runs the create package's bin, fetched from the throwaway registry (the scope's
      // registry is set in the work dir's .npmrc, which npm reads there); --registry writes the same
      // line into the app's .npmrc.
      writeFileSync(join(work, '.npmrc'), `@therapy-shell:registry=${registry}\n`);
      run(
        name('npm create'),
        'npm',
        [
          'create',
          `@therapy-shell/app@${createVersion}`,
          '--yes',
          relative(work, app),
          '--',
          '--router',
          router,
          '--brand',
          'main',
          '--registry',
          registry,
        ],
        // A cache of its own: npm exec keeps what it ran under ~/.npm/_npx by package spec, and an
        // earlier run's create-app of the same version would be run again instead of this one.
        { cwd: work, env: childEnv({ npm_config_yes: 'true', npm_config_cache: join(work, 'npm-create-cache') }) },
      );
    }
    const manifestPath = join(app, 'package.json');
    const manifest = readJson(manifestPath);
    const published = new Map(packages.map((p) => [p.manifest.name, p.manifest.version]));
    for (const field of ['dependencies', 'devDependencies']) {
      for (const name of Object.keys(manifest[field] ?? {})) {
        if (!name.startsWith('@therapy-shell/')) continue;
        if (!published.has(name))
          throw new StepError(`the app depends on ${name}, which the workspace does not publish`);
        if (templateDir) manifest[field][name] = published.get(name);
        else if (manifest[field][name] !== published.get(name))
          throw new StepError(
            `npm create wrote ${name}@${manifest[field][name]}, not the published ${published.get(name)}`,
          );
      }
    }
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    // Only @therapy-shell/* from the throwaway registry; next, react and the rest from the machine's registry (and npm's cache).
    if (templateDir) writeFileSync(join(app, '.npmrc'), `@therapy-shell:registry=${registry}\n`);
    else if (readFileSync(join(app, '.npmrc'), 'utf8') !== `@therapy-shell:registry=${registry}\n`)
      throw new StepError("npm create --registry did not write the scope line into the app's .npmrc");
    // The second app starts from the first one's install (the same dependencies, from the same
    // registry a minute before), which npm install then checks against this app's package.json:
    // about a minute less of npm test. The first app installs from nothing.
    if (installed) {
      cpSync(join(installed, 'node_modules'), join(app, 'node_modules'), { recursive: true, verbatimSymlinks: true });
      cpSync(join(installed, 'package-lock.json'), join(app, 'package-lock.json'));
    }
    run(name('npm install'), 'npm', ['install', '--no-audit', '--no-fund', '--loglevel=warn'], {
      cwd: app,
      timeoutMs: 8 * 60_000,
    });
    for (const name of published.keys()) {
      if (name in (manifest.dependencies ?? {}) || name in (manifest.devDependencies ?? {})) {
        const installed = readJson(join(app, 'node_modules', ...name.split('/'), 'package.json'));
        if (installed.version !== published.get(name))
          throw new StepError(`${name}: installed ${installed.version}, published ${published.get(name)}`);
      }
    }
  });

  // React's Node renderer is opt-in (the template leaves it off): the Pages Router app turns it on
  // as docs/product-teams.md says, so that the published installNodeRenderer is checked below. The
  // App Router renders with the React that Next.js bundles in its runtime
  // (next/dist/compiled/next-server/app-page*.runtime), never react-dom/server.edge from
  // node_modules, so the call has nothing to change there and the App Router app leaves it off.
  const nodeRenderer = router !== 'app';
  if (nodeRenderer)
    await appStep("turn React's Node renderer on in instrumentation.ts, as docs/product-teams.md says", () => {
      const file = join(app, 'instrumentation.ts');
      const source = readFileSync(file, 'utf8');
      // The template's one-line re-export of the shell's hooks becomes the factory with the option,
      // as the template's comment and the guide write it.
      const reexport = /^export \{ register, onRequestError \} from '@therapy-shell\/shell-next\/instrumentation';$/m;
      if (!reexport.test(source))
        throw new StepError(
          "the template's instrumentation.ts has no `export { register, onRequestError } from '@therapy-shell/shell-next/instrumentation';` line to turn the Node renderer on in",
        );
      const on = source.replace(
        reexport,
        "import { shellInstrumentation } from '@therapy-shell/shell-next/instrumentation';\n\nexport const { register, onRequestError } = shellInstrumentation({ nodeRenderer: true });",
      );
      writeFileSync(file, on);
    });

  // The app's own sink of the shell's events and its reporter, given as docs/product-teams.md says:
  // on the App Router the root layout's `events` and `reporter`, exports of a 'use client' module
  // (client references: the layout is a Server Component); on the Pages Router createShellApp's. The
  // browser checks read what reached them (consumer.e2e.ts).
  await appStep("give the shell the app's own events sink and reporter, as docs/product-teams.md says", () => {
    const [servicesFile, entryFile, entryLine, entry] =
      router === 'app'
        ? [
            join(app, 'app', 'shell-services.ts'),
            join(app, 'app', 'layout.tsx'),
            /^export \{ ShellRootLayout as default, shellMetadata as generateMetadata \} from '@therapy-shell\/shell-next\/app';$/m,
            [
              "import type { ReactNode } from 'react';",
              "import { ShellRootLayout } from '@therapy-shell/shell-next/app';",
              "import { events, reporter } from './shell-services';",
              '',
              "export { shellMetadata as generateMetadata } from '@therapy-shell/shell-next/app';",
              '',
              'export default function RootLayout({ children }: { children: ReactNode }) {',
              '  return (',
              '    <ShellRootLayout events={events} reporter={reporter}>',
              '      {children}',
              '    </ShellRootLayout>',
              '  );',
              '}',
            ].join('\n'),
          ]
        : [
            join(app, 'shell-services.ts'),
            join(app, 'pages', '_app.tsx'),
            /^export default createShellApp\(\{ linkComponent: Link \}\);$/m,
            "import { events, reporter } from '../shell-services';\n\nexport default createShellApp({ linkComponent: Link, events, reporter });",
          ];
    const types = router === 'app' ? 'ShellRootLayoutProps' : 'ShellAppOptions';
    const typesFrom = router === 'app' ? '@therapy-shell/shell-next/app' : '@therapy-shell/shell-next';
    writeFileSync(
      servicesFile,
      [
        ...(router === 'app' ? ["'use client';", ''] : []),
        `import type { ${types} } from '${typesFrom}';`,
        '',
        'declare global {',
        '  interface Window {',
        '    appShellEvents?: string[];',
        '    appShellReports?: string[];',
        '  }',
        '}',
        '',
        "// The app's sink of the shell's events and its reporter: lists on the window, which the consumer test reads.",
        `export const events: NonNullable<${types}['events']> = {`,
        '  track(event) {',
        '    (window.appShellEvents ??= []).push(event);',
        '  },',
        '};',
        '',
        `export const reporter: NonNullable<${types}['reporter']> = {`,
        '  report(error, context) {',
        '    (window.appShellReports ??= []).push(context.message ?? String(error));',
        '  },',
        '};',
        '',
      ].join('\n'),
    );
    const source = readFileSync(entryFile, 'utf8');
    if (!entryLine.test(source))
      throw new StepError(`${relative(app, entryFile)} has no line ${entryLine} to give the app's services in`);
    writeFileSync(entryFile, source.replace(entryLine, entry));
  });

  // 5. next build, as a product team runs it (type checking included).
  await appStep('next build, with no warning of a Node.js API in the Edge Runtime', () => {
    const { log } = run(name('next build'), join(app, 'node_modules', '.bin', 'next'), ['build'], {
      cwd: app,
      env: childEnv({ SHELL_BRAND: 'main' }),
      timeoutMs: 8 * 60_000,
    });
    // Next.js builds instrumentation.ts for the Edge Runtime too: the shell's server code must stay
    // out of that build (shell-next's /instrumentation imports it only under NEXT_RUNTIME === 'nodejs').
    const edgeWarning = /A Node\.js (?:API|module) is (?:used|loaded).*Edge Runtime/.exec(readFileSync(log, 'utf8'));
    if (edgeWarning) throw new StepError(`next build warned: ${edgeWarning[0]}`, log);
  });
  if (!templateDir)
    await appStep("the app's own npm test (tsc --noEmit, then its component test with Jest)", () => {
      const { log } = run(name('npm test'), 'npm', ['test', '--silent'], { cwd: app, timeoutMs: 4 * 60_000 });
      // Jest prints its summary last; a run that found no test passes without one.
      const summary = /^Tests:\s+(.*)$/m.exec(readFileSync(log, 'utf8'))?.[1] ?? '';
      if (!/^\d+ passed, \d+ total$/.test(summary.trim()))
        throw new StepError(`npm test ran no component test, or not all passed ("Tests: ${summary}")`, log);
    });

  // 6. The published dev-api through its bin, and the app against it.
  const apiPort = await freePort();
  const appPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const appUrl = `http://127.0.0.1:${appPort}`;
  // As the app's `npm run dev-api` starts it (its personas, which mock its /api/care-plan/, then the
  // shipped ones for the names it lacks), on a port of this test's.
  const devApiArgs = appDevApiArgs(readJson(join(app, 'package.json')), apiPort);
  const devApi = await appStep(
    `start the published dev-api (npx therapy-shell-dev-api ${devApiArgs.join(' ')})`,
    async () => {
      const service = startService(name('dev-api'), 'npx', ['therapy-shell-dev-api', ...devApiArgs], {
        cwd: app,
        env: childEnv(),
      });
      const health = await waitForHttp(service, `${apiUrl}/__dev/health`, {
        timeoutMs: 30_000,
        accept: (status) => status === 200,
      });
      const body = await health.json();
      if (!Array.isArray(body.personas) || !body.personas.includes('default'))
        throw new StepError(`dev-api health lists no default persona: ${JSON.stringify(body)}`, service.log);
      return service;
    },
  );
  const nextStart = await appStep(`start the app (next start on ${appUrl})`, async () => {
    const service = startService(
      name('next start'),
      join(app, 'node_modules', '.bin', 'next'),
      ['start', '--port', String(appPort), '--hostname', '127.0.0.1'],
      {
        cwd: app,
        // The probe prints which React server builds the server has loaded (checked below).
        env: childEnv({
          SHELL_BRAND: 'main',
          SHELL_API_ORIGIN: apiUrl,
          NODE_OPTIONS: `--require ${join(root, 'tools', 'scripts', 'react-renderer-probe.cjs')}`,
        }),
      },
    );
    await waitForHttp(service, `${appUrl}/care-guide/`, { timeoutMs: 60_000, accept: (status) => status === 200 });
    return service;
  });
  if (nodeRenderer)
    await appStep(
      "the app renders with React's Node build (installNodeRenderer from the published shell-next, turned on in the app's instrumentation.ts)",
      async () => {
        const builds = () =>
          [...readFileSync(nextStart.log, 'utf8').matchAll(/react server builds: (.*)/g)].map((m) => m[1]).pop() ?? '';
        const deadline = Date.now() + 3000;
        while (!/react-dom-server\.node\.production\.js/.test(builds()) && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
        if (
          !/react-dom-server\.node\.production\.js/.test(builds()) ||
          /react-dom-server\.edge\.production\.js/.test(builds())
        ) {
          throw new StepError(`the app's server loaded "${builds()}", not React's Node build alone`, nextStart.log);
        }
      },
    );

  // 7. Chromium: with the backend, then without it.
  const playwright = (project, resultsFile, url = appUrl) =>
    spawnSync('npx', ['playwright', 'test', '--config', 'tools/consumer/playwright.config.ts', '--project', project], {
      cwd: root,
      env: childEnv({ CONSUMER_APP_URL: url, CONSUMER_API_URL: apiUrl, CONSUMER_RESULTS: resultsFile }),
      stdio: 'inherit',
      timeout: 5 * 60_000,
    });
  let browserFailures = 0;
  await appStep('browser checks with the backend', async () => {
    const result = playwright('with-backend', results(''));
    if (result.status !== 0) browserFailures += 1;
  });
  if (!templateDir)
    await appStep(
      "a persona nobody has: the fallback page, and the app's log line names the missing file",
      async () => {
        const response = await fetch(`${appUrl}/`, { headers: { cookie: 'dev_persona=nobody' } });
        if (response.status !== 500)
          throw new StepError(`GET / as persona "nobody" answered ${response.status}, not the fallback page's 500`);
        // The page-load step writes its line before the page answers.
        const lines = readFileSync(nextStart.log, 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('{') && line.includes('nobody'))
          .map((line) => JSON.parse(line));
        const failure = lines.find((line) => line.message?.startsWith('Shell page-load step failed'));
        const expected = `Unknown persona "nobody" (cookie dev_persona): no file nobody.json in ${join(app, 'personas')} or `;
        if (failure?.error !== 'BadRequestError: Bad Request' || !failure.reason?.startsWith(expected))
          throw new StepError(
            `the page-load failure line does not carry dev-api's reason (wanted reason "${expected}...")`,
            nextStart.log,
          );
      },
    );
  // 8. `next dev`, as a team develops (React's strict mode on): the first click opens a dialog. On
  //    the first app only (the App Router's, create-app's default): the dialogs are the same client
  //    code on both routers, and a development server costs about 40 s of npm test.
  if (!installed) {
    const devPort = await freePort();
    const devUrl = `http://127.0.0.1:${devPort}`;
    const nextDev = await appStep(`start the app in development (next dev on ${devUrl})`, async () => {
      const service = startService(
        name('next dev'),
        join(app, 'node_modules', '.bin', 'next'),
        ['dev', '--port', String(devPort), '--hostname', '127.0.0.1'],
        { cwd: app, env: childEnv({ SHELL_BRAND: 'main', SHELL_API_ORIGIN: apiUrl }) },
      );
      // The first request compiles the page: on a busy two-core machine that takes a while.
      await waitForHttp(service, `${devUrl}/care-guide/`, { timeoutMs: 240_000, accept: (status) => status === 200 });
      return service;
    });
    await appStep('browser checks in development', async () => {
      const result = playwright('dev', results('-dev'), devUrl);
      if (result.status !== 0) browserFailures += 1;
    });
    await appStep('stop next dev', () => stopService(nextDev));
  }
  await appStep('stop dev-api', async () => {
    await stopService(devApi);
    const response = await fetch(`${apiUrl}/__dev/health`).catch(() => undefined);
    if (response) throw new StepError(`dev-api still answers on ${apiUrl} after it was stopped`, devApi.log);
  });
  await appStep('browser checks with no backend', async () => {
    const result = playwright('no-backend', results('-no-backend'));
    if (result.status !== 0) browserFailures += 1;
  });
  await appStep('stop next start', () => stopService(nextStart));
  return browserFailures;
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  const message = error instanceof Error ? error.message : String(error);
  console.error(`\nconsumer-test FAILED at step "${currentStep || 'preparation'}": ${message}`);
  if (error instanceof StepError && error.log) {
    console.error(`--- ${error.log} ---\n${tail(error.log)}\n--- end of log ---`);
  } else if (!(error instanceof StepError) && error instanceof Error) {
    console.error(error.stack);
  }
  if (!existsSync(join(resultsDir, 'consumer.json'))) writeSetupFailure(currentStep || 'preparation', message);
  if (!keep && logDir) console.error('Run with --keep to keep the app, the registry and every log for a closer look.');
} finally {
  const cleanupStarted = Date.now();
  await cleanUp();
  steps.push({
    name: keep ? 'stop processes' : 'stop processes and remove the temp dir',
    seconds: (Date.now() - cleanupStarted) / 1000,
  });
  if (keep && tempDirs[0])
    console.log(`consumer-test: kept ${tempDirs[0]} (app/, registry/, logs/); remove it when done.`);
}
const total = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\nconsumer-test: ${exitCode === 0 ? 'passed' : 'FAILED'} in ${total} s`);
for (const { name, seconds } of steps) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
process.exit(exitCode);
