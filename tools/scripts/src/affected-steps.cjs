// `npm test -- --affected`: which steps of npm test a local change needs, from Nx's affected
// projects (the project graph: a library's change affects every project that uses it, the apps
// included) and, for files of no project (tools/deploy, the contract, root config), the changed
// paths. CI always runs every step.

/** The packages npm publishes (the release group of nx.json). */
const PUBLISHED = [
  'core',
  'request',
  'brand-config',
  'i18n',
  'consent',
  'analytics',
  'realtime',
  'shell-ui',
  'shell-next',
  'dev-api',
  'create-app',
];

/** How the browser tests find and launch Chromium (tools/scripts/src/chromium.cjs). */
const CHROMIUM = ['tools/chromium.json', 'tools/scripts/src/chromium.cjs'];

/** The projects each step tests, and the files of no project it also depends on. */
const STEPS = {
  // lint, typecheck, unit and story tests, library builds, Storybook: `nx run-many -p <affected>`.
  projects: { projects: null, files: [] },
  apps: { projects: ['shell', 'shell-app'], files: [] },
  registry: {
    projects: PUBLISHED,
    files: ['tools/consumer/'],
  },
  budgets: { projects: ['shell', 'bench'], files: [] },
  drift: {
    projects: ['shell', 'dev-api'],
    files: ['tools/scripts/drift.mjs', 'tools/scripts/contract-prism.mjs', 'contract/'],
  },
  deploy: { projects: ['shell'], files: ['tools/deploy/', 'Dockerfile', 'deploy/', ...CHROMIUM] },
  visual: { projects: ['shell-ui'], files: ['tools/chromium.json'] },
  e2e: { projects: ['shell', 'shell-app', 'shell-e2e'], files: ['contract/', ...CHROMIUM] },
  consumer: {
    projects: [...PUBLISHED, 'consumer'],
    files: ['tools/consumer/', ...CHROMIUM],
  },
};

/** Files whose change can touch anything: every step runs. */
const EVERYTHING = [
  'package.json',
  'package-lock.json',
  'nx.json',
  'tsconfig.base.json',
  'eslint.config.mjs',
  'jest.preset.cjs',
  'tools/scripts/test.mjs',
  'tools/scripts/src/affected-steps.cjs',
];

/**
 * The steps a change needs, with the projects of the `projects` and `apps` steps narrowed to the
 * affected ones (null: all of them, after a change of root configuration); the brand builds
 * whenever a step that runs against them does.
 *
 * @param {readonly string[]} affected Nx's affected projects
 * @param {readonly string[]} changed the changed files, workspace-relative
 * @returns {{ steps: Set<string>, projects: string[] | null, apps: string[] | null, pagesBuilds: boolean, appRouterBuilds: boolean }}
 *
 * @example
 * affectedSteps(['dev-api'], ['tools/dev-api/src/main.ts']).steps.has('drift'); // true
 */
function affectedSteps(affected, changed) {
  const all = changed.some((file) => EVERYTHING.includes(file));
  const steps = new Set();
  for (const [step, { projects, files }] of Object.entries(STEPS)) {
    // `projects: null`: any project but the apps (the library step's own).
    const byProject =
      projects === null
        ? affected.some((p) => !STEPS.apps.projects.includes(p))
        : projects.some((p) => affected.includes(p));
    const byFile = changed.some((file) => files.some((prefix) => file === prefix || file.startsWith(prefix)));
    if (all || byProject || byFile) steps.add(step);
  }
  const apps = STEPS.apps.projects;
  return {
    steps,
    projects: all ? null : affected.filter((p) => !apps.includes(p)),
    apps: all ? null : apps.filter((p) => affected.includes(p)),
    // What runs against the brand builds: the budgets, drift and Prism, the deploy tests, the browser tests.
    pagesBuilds: ['budgets', 'drift', 'deploy', 'e2e'].some((step) => steps.has(step)),
    appRouterBuilds: steps.has('e2e'),
  };
}

module.exports = { affectedSteps, STEPS, EVERYTHING };
