#!/usr/bin/env node
// npm test: everything. Lint, typecheck, unit and story tests, library builds with publint and API reports, unused
// code (knip), the release dry run, the app build, Storybook's static build, every brand's build (standalone
// servers), the size budgets, a ninth brand built from its data alone, the backend's answers drifting and
// Prism's random answers the contract allows, then in Chromium: the deploy test (two brands' standalone
// servers), the browser tests (dev-api behind Prism's validation proxy) and the consumer test (every package
// published to a throwaway registry and installed into a fresh Next.js app).
// Browser tests (and the visual tests of every Storybook story) need a Chromium (CHROMIUM_PATH, else Debian's
// chromium-headless-shell or chromium: tools/chromium.json): without one they are
// skipped loudly, and with REQUIRE_BROWSER=1 that is a failure. The rolling-restart test (three
// standalone servers behind HAProxy, restarted under load) needs HAProxy (HAPROXY_PATH, else on the
// PATH or in /usr/sbin) the same way: skipped loudly without one, a failure with REQUIRE_BROWSER=1 or CI=true.
// `npm test -- --affected[=<base>]` (local work; CI runs everything): only the steps the change since <base> (default
// main, uncommitted files included) needs, from Nx's affected projects and the changed files
// (tools/scripts/src/affected-steps.cjs); the summary names the steps it left out.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultsDir = join(root, 'dist', 'test-results');
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  NEXT_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};
const steps = [];
const { affectedSteps } = createRequire(import.meta.url)('./src/affected-steps.cjs');

function run(name, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  const seconds = (Date.now() - started) / 1000;
  const ok = result.status === 0;
  steps.push({ name, ok, seconds });
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(0)} s) ===`);
  return ok;
}

// The browser the tests drive: CHROMIUM_PATH, else the first of tools/chromium.json's testPaths that exists
// (Debian's chromium-headless-shell, then its chromium: src/chromium.cjs). Every browser step below gets it
// as CHROMIUM_PATH; the visual tests take the full browser (defaultPath), whose pixels their baselines are.
const { TEST_PATHS, testChromium } = createRequire(import.meta.url)('./src/chromium.cjs');
const chromiumSettings = JSON.parse(readFileSync(join(root, 'tools', 'chromium.json'), 'utf8'));

function haproxyPath() {
  if (process.env.HAPROXY_PATH) return existsSync(process.env.HAPROXY_PATH) ? process.env.HAPROXY_PATH : undefined;
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => join(dir, 'haproxy')).find((path) => existsSync(path));
}

function countResults() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (!existsSync(resultsDir)) return { passed, failed, skipped };
  for (const file of readdirSync(resultsDir).filter((f) => f.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
    if (file.startsWith('jest-')) {
      passed += data.numPassedTests;
      failed += data.numFailedTests + (data.numRuntimeErrorTestSuites ?? 0);
      skipped += data.numPendingTests + data.numTodoTests;
    } else if (data.stats) {
      passed += data.stats.expected;
      failed += data.stats.unexpected + data.stats.flaky;
      skipped += data.stats.skipped;
    }
  }
  return { passed, failed, skipped };
}

// The failed tests by name, with the first lines of each one's error, so that the end of the log (all that a
// CI page may show) says what failed, not only how many.
function failedTests() {
  const failures = [];
  if (!existsSync(resultsDir)) return failures;
  const firstLines = (message = '') =>
    stripVTControlCharacters(message)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .slice(0, 3)
      .join(' / ')
      .slice(0, 300);
  for (const file of readdirSync(resultsDir).filter((f) => f.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
    if (file.startsWith('jest-')) {
      for (const suite of data.testResults ?? []) {
        if (suite.testExecError || (suite.status === 'failed' && suite.assertionResults.length === 0)) {
          failures.push({
            name: relative(root, suite.name),
            error: firstLines(suite.failureMessage ?? suite.testExecError?.message),
          });
        }
        for (const test of suite.assertionResults ?? []) {
          if (test.status === 'failed')
            failures.push({
              name: `${test.fullName} (${relative(root, suite.name)})`,
              error: firstLines(test.failureMessages[0]),
            });
        }
      }
    } else if (data.suites) {
      const walk = (suite, path) => {
        for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests) {
            if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
            const result = test.results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
            failures.push({
              name: `[${test.projectName}] ${[...path, spec.title].join(' › ')} (${spec.file}:${spec.line})`,
              error: firstLines(result?.error?.message),
            });
          }
        }
      };
      walk(data, []);
    }
  }
  return failures;
}

rmSync(resultsDir, { recursive: true, force: true });

// --affected[=<base>]: the steps this change needs (undefined: all of them).
const args = process.argv.slice(2);
const affectedArg = args.find((arg) => arg === '--affected' || arg.startsWith('--affected='));
const unknownArgs = args.filter((arg) => arg !== affectedArg);
if (unknownArgs.length > 0) {
  console.error(
    `npm test: unknown option ${unknownArgs.join(' ')}. Options: --affected[=<base>] (local work: only what the change needs).`,
  );
  process.exit(2);
}
const plan = affectedArg ? affectedPlan(affectedArg.includes('=') ? affectedArg.split('=')[1] : 'main') : undefined;
const leftOut = [];
/** Whether a step runs: always in a full run; with --affected, when the change needs it. */
function wants(step, name) {
  if (!plan || plan.steps.has(step)) return true;
  leftOut.push(name);
  return false;
}

/** The affected projects and changed files since `base` (uncommitted and untracked files included), and the steps they need. */
function affectedPlan(base) {
  if (process.env.CI === 'true') {
    console.error('npm test: --affected is for local work; CI runs every step.');
    process.exit(2);
  }
  const git = (...gitArgs) => spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' });
  const mergeBase = git('merge-base', base, 'HEAD');
  if (mergeBase.status !== 0) {
    console.error(
      `npm test --affected: no common commit of "${base}" and HEAD (${mergeBase.stderr.trim()}). Name another base: --affected=<branch or commit>.`,
    );
    process.exit(2);
  }
  const lines = (result) => result.stdout.split('\n').filter(Boolean);
  const changed = [
    ...lines(git('diff', '--name-only', mergeBase.stdout.trim())),
    ...lines(git('ls-files', '--others', '--exclude-standard')),
  ];
  const shown = spawnSync('npx', ['nx', 'show', 'projects', '--affected', `--base=${base}`, '--json'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (shown.status !== 0) {
    console.error(`npm test --affected: nx show projects --affected failed:\n${shown.stderr}`);
    process.exit(2);
  }
  const affected = JSON.parse(shown.stdout);
  const chosen = affectedSteps(affected, changed);
  console.log(
    `npm test --affected (since ${base}): ${changed.length} changed files; affected projects: ${affected.join(', ') || 'none'}; steps: ${[...chosen.steps].join(', ') || 'none'}`,
  );
  return chosen;
}

// Which Node runs the tests: through npm, node_modules/.bin's Node 24 (README, versions).
console.log(`npm test: Node ${process.version} (${process.execPath})`);
if (Number(process.versions.node.split('.')[0]) < 22)
  console.warn(
    `npm test: Node ${process.version} is older than the packages promise (^22.12.0 || >=24.0.0): run \`npm test\`, which uses node_modules' Node 24.`,
  );

// Formatting: Prettier (.prettierrc.json, print width 120), the same check as `npm run lint`; `npm run format` fixes it.
run('formatting (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
// Each commit of the change: Conventional Commits, a subject of at most 100 characters (commitlint.config.mjs).
run('commit messages (npm run commits: commitlint)', 'node', ['tools/scripts/commits.mjs']);
const libraryStep =
  'lint, typecheck, unit and story tests, library builds, publint, API reports, backend contract, Storybook build, design token files';
if (wants('projects', libraryStep))
  run(libraryStep, 'npx', [
    'nx',
    'run-many',
    '-t',
    'lint',
    'typecheck',
    'test',
    'build',
    'publint',
    'api-report',
    'contract',
    'build-storybook',
    'tokens',
    ...(plan?.projects ? ['-p', plan.projects.join(',')] : ['--exclude=shell,shell-app']),
    '--outputStyle=static',
    '--parallel=2',
  ]);
// After the library builds: knip loads next.config.mjs and the Playwright config, which import built libraries.
run('unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']);
// What a release would do (after the library builds, so it also shows what each package packs): the version plans
// checked against the fixed release group, then nx release's versions and changelogs. Offline and read-only: it
// fails if it changed the working tree. A plan that nx release refuses fails here, not on release day.
run('release dry run (npm run release:dry: version plans, versions, changelogs)', 'node', [
  'tools/scripts/release.mjs',
  '--dry-run',
]);
// `npm run registry:local` as a product team runs it (the libraries are built by the first step): every package
// published to a throwaway verdaccio and found there, then stopped. Port 5398: in the consumer test's range, unused
// until it runs.
if (wants('registry', 'local registry'))
  run('local registry (npm run registry:local -- --check)', 'node', [
    'tools/consumer/registry-local.mjs',
    '--check',
    '--skip-build',
    '--port',
    '5398',
  ]);
if (wants('apps', 'app lint, typecheck and tests'))
  run('app lint, typecheck and tests', 'npx', [
    'nx',
    'run-many',
    '-t',
    'lint',
    'typecheck',
    'test',
    '-p',
    ...(plan?.apps ?? ['shell', 'shell-app']),
    '--outputStyle=static',
  ]);
if (!plan || plan.pagesBuilds)
  run('build every brand', 'npx', ['nx', 'run', 'shell:build-brands', '--outputStyle=static']);
else leftOut.push('build every brand');
// The App Router reference app (apps/shell-app), once per brand: the browser tests of routers.e2e.ts run on it.
if (!plan || plan.appRouterBuilds)
  run('build every brand on the App Router (apps/shell-app)', 'npx', [
    'nx',
    'run',
    'shell-app:build-brands',
    '--outputStyle=static',
  ]);
else leftOut.push('build every brand on the App Router');
// Deterministic size budgets of the brand builds (first-load JS per brand, no SDK in a first-load chunk, no other
// brand's data, per-library import budgets): tools/bench/budgets.json, docs/benchmark.md.
if (wants('budgets', 'size budgets, benchmark bundle, ninth brand'))
  run('size budgets of every brand build', 'npx', [
    'nx',
    'run',
    'bench:budgets',
    '--excludeTaskDependencies',
    '--outputStyle=static',
  ]);
// The benchmark's bundles load and answer (`npm run bench` itself runs outside CI: it takes minutes).
if (!plan || plan.steps.has('budgets')) {
  run('benchmark bundle (npm run bench -- --help)', 'node', ['tools/bench/bench.mjs', '--help']);
  run('profile bundle (profile-functions.mjs --help)', 'node', ['tools/bench/profile-functions.mjs', '--help']);
}
// A ninth brand that is one data module (libs/brand-config/src/testing/ninth.ts): one more build of the app (about
// a minute), its page rendered against dev-api, its client files searched for the eight brands' data.
if (!plan || plan.steps.has('budgets'))
  run('a ninth brand by data alone: build, render, no other brand in it', 'npx', [
    'nx',
    'run',
    'bench:brand-fixture',
    '--excludeTaskDependencies',
    '--outputStyle=static',
  ]);

// The backend's answers drifting field by field (fixed seed, a few mutations per persona): no 500 from
// an optional field, one warning per drifted field. `npm run drift` runs longer (DRIFT_RUNS).
if (wants('drift', 'backend drift and Prism'))
  run('backend drift (tolerant reader against dev-api, fixed seed)', 'node', ['tools/scripts/drift.mjs'], {
    env: { ...env, DRIFT_SKIP_BUILD: '1', DRIFT_SEED: '1', DRIFT_RUNS: '20' },
  });
// Random answers that the contract allows, made by a tool we did not write (Prism, `prism mock -d`): the shell
// renders each as a page, never a 500 (docs/backend-contract.md). About 15 s.
if (!plan || plan.steps.has('drift'))
  run(
    'backend contract, by Prism: random answers the contract allows give a page (seed 1)',
    'node',
    ['tools/scripts/contract-prism.mjs'],
    {
      env: { ...env, PRISM_SKIP_BUILD: '1', PRISM_SEED: '1', PRISM_ROUNDS: '50' },
    },
  );

const chromium = testChromium();
let browserSkipped = false;
let rollingSkipped = false;
if (wants('deploy', 'deploy and rolling-restart tests')) {
  // Its two in-browser checks are pending without a Chromium (failed with REQUIRE_BROWSER=1); the rest runs anyway.
  run(
    'deploy: standalone servers of two brands, CDN build, health, SIGTERM',
    'node',
    ['tools/deploy/deploy-test.mjs'],
    {
      env: { ...env, CHROMIUM_PATH: chromium ?? '' },
    },
  );
  // Needs brand main's build and dev-api's (both made above); about a minute.
  const haproxy = haproxyPath();
  if (haproxy) {
    run(
      'rolling restart: 3 standalone servers behind HAProxy, SIGTERM each and SIGKILL one under load',
      'node',
      ['tools/deploy/rolling-restart.mjs'],
      { env: { ...env, HAPROXY_PATH: haproxy } },
    );
  } else if (process.env.REQUIRE_BROWSER === '1' || process.env.CI === 'true') {
    console.error(
      '\nREQUIRE_BROWSER=1 or CI=true but no HAProxy was found (HAPROXY_PATH, else the PATH or /usr/sbin).',
    );
    console.error("Install Debian's haproxy (apt-get install haproxy; .ci/run does) or point HAPROXY_PATH at one.");
    steps.push({ name: 'rolling restart (no HAProxy found)', ok: false, seconds: 0 });
  } else {
    rollingSkipped = true;
    console.warn(`
  !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!
  !! ROLLING-RESTART TEST SKIPPED: no HAProxy (HAPROXY_PATH, the PATH, /usr/sbin).
  !! Enable it: apt-get install haproxy, or set HAPROXY_PATH to a haproxy binary.
  !! Set REQUIRE_BROWSER=1 (or CI=true) to make a missing HAProxy fail the run (CI does).
  !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!`);
  }
}
if (chromium) {
  // Every story of the static Storybook build (made by the first step) in every brand, the text-heavy ones also in
  // German at 390 px, each against its committed baseline and checked by axe (WCAG 2.2 A and AA): libs/shell-ui/visual,
  // docs/designers.md. Budget 5 minutes on 2 cores; a failure writes dist/visual-report/index.html.
  if (wants('visual', 'visual tests of every story'))
    run(
      'visual tests of every story in every brand, axe WCAG 2.2 AA (npm run visual)',
      'npx',
      ['nx', 'run', 'shell-ui:visual', '--excludeTaskDependencies', '--outputStyle=static'],
      // The full chromium: the baselines are its pixels (tools/chromium.json's defaultPath).
      { env: { ...env, CHROMIUM_PATH: process.env.CHROMIUM_PATH || chromiumSettings.defaultPath } },
    );
  if (wants('e2e', 'browser tests'))
    run(
      // Through Prism's validation proxy: every answer dev-api gives the apps is checked against the contract.
      `browser tests (${chromium}), dev-api's answers checked by Prism's validation proxy`,
      'npx',
      ['nx', 'run', 'shell-e2e:e2e', '--excludeTaskDependencies', '--outputStyle=static'],
      {
        env: { ...env, CHROMIUM_PATH: chromium },
      },
    );
  // The libraries and dev-api are already built by the first step.
  if (wants('consumer', 'consumer test'))
    run(
      'consumer test (published packages in fresh App Router and Pages Router apps)',
      'node',
      ['tools/consumer/consumer-test.mjs', '--skip-build'],
      {
        env: { ...env, CHROMIUM_PATH: chromium },
      },
    );
} else if (process.env.REQUIRE_BROWSER === '1') {
  console.error(`\nREQUIRE_BROWSER=1 but no Chromium was found (CHROMIUM_PATH, else ${TEST_PATHS.join(' or ')}).`);
  console.error(
    "Install Debian's chromium-headless-shell (apt-get install chromium-headless-shell) or point CHROMIUM_PATH at a Chromium.",
  );
  steps.push({ name: 'browser tests (no Chromium found)', ok: false, seconds: 0 });
} else {
  browserSkipped = true;
  console.warn(`
!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!
!! BROWSER TESTS SKIPPED: no Chromium at ${process.env.CHROMIUM_PATH || TEST_PATHS.join(' or ')}.
!! Enable them: apt-get install chromium-headless-shell, or set CHROMIUM_PATH to a Chromium binary.
!! Set REQUIRE_BROWSER=1 to make a missing browser fail the run (CI does).
!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!`);
}

console.log('\n=== summary ===');
for (const step of steps) console.log(`${step.ok ? 'ok    ' : 'FAILED'} ${step.name} (${step.seconds.toFixed(0)} s)`);
if (browserSkipped) console.log('SKIPPED browser tests (no Chromium)');
if (rollingSkipped) console.log('SKIPPED rolling-restart test (no HAProxy)');
if (leftOut.length > 0) console.log(`left out by --affected (the change does not need them): ${leftOut.join('; ')}`);
const { passed, failed, skipped } = countResults();
// At most ten, so that the summary's own lines stay near the end of the log.
const failures = failedTests();
for (const { name, error } of failures.slice(0, 10)) console.log(`failed: ${name}${error ? `\n        ${error}` : ''}`);
if (failures.length > 10) console.log(`failed: ... and ${failures.length - 10} more (dist/test-results)`);
const failedSteps = steps.filter((s) => !s.ok).length;
// Tests that did not run because their step failed before them are counted as one failure per step.
console.log(
  `${passed} passed, ${failed + (failed === 0 ? failedSteps : 0)} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
