import { affectedSteps, STEPS } from './affected-steps.cjs';

const ALL_STEPS = Object.keys(STEPS).sort();
const LIBS_AND_APPS = ['shell-ui', 'shell-next', 'shell', 'shell-app', 'shell-e2e', 'bench', 'consumer'];

// npm test -- --affected: the steps a local change needs (CI runs them all).
describe('npm test -- --affected', () => {
  it.each([
    ['nothing changed', [], [], []],
    ['a documentation file of no project', [], ['docs/designers.md'], []],
    [
      'a library the apps use: everything it reaches',
      LIBS_AND_APPS,
      ['libs/shell-ui/src/footer.tsx'],
      ['apps', 'budgets', 'consumer', 'deploy', 'drift', 'e2e', 'projects', 'registry', 'visual'],
    ],
    [
      'dev-api',
      ['dev-api', 'shell-e2e', 'consumer'],
      ['tools/dev-api/src/main.ts'],
      ['consumer', 'drift', 'e2e', 'projects', 'registry'],
    ],
    ['a browser test', ['shell-e2e'], ['apps/shell-e2e/src/care.e2e.ts'], ['e2e', 'projects']],
    ['the App Router app', ['shell-app', 'shell-e2e'], ['apps/shell-app/app/layout.tsx'], ['apps', 'e2e', 'projects']],
    ['the deploy harness (no project)', [], ['tools/deploy/harness.mjs'], ['deploy']],
    ['the contract (no project)', [], ['contract/backend.openapi.json'], ['drift', 'e2e']],
    ['the root package.json: everything', [], ['package.json'], ALL_STEPS],
    ['the test runner itself: everything', [], ['tools/scripts/test.mjs'], ALL_STEPS],
  ])('%s', (_what, affected, changed, steps) => {
    expect([...affectedSteps(affected, changed).steps].sort()).toEqual([...steps].sort());
  });

  it('narrows the library and app steps to the affected projects, or runs all of them after a root change', () => {
    expect(affectedSteps(['shell-e2e', 'dev-api'], ['tools/dev-api/src/x.ts'])).toMatchObject({
      projects: ['shell-e2e', 'dev-api'],
      apps: [],
    });
    expect(affectedSteps(['shell-app', 'shell-e2e'], ['apps/shell-app/app/page.tsx'])).toMatchObject({
      projects: ['shell-e2e'],
      apps: ['shell-app'],
    });
    expect(affectedSteps([], ['nx.json'])).toMatchObject({ projects: null, apps: null });
  });

  it('builds the brands whenever a step that runs against them does, and only then', () => {
    expect(affectedSteps(['shell-e2e'], ['apps/shell-e2e/src/care.e2e.ts'])).toMatchObject({
      pagesBuilds: true,
      appRouterBuilds: true,
    });
    expect(affectedSteps([], ['tools/deploy/harness.mjs'])).toMatchObject({
      pagesBuilds: true,
      appRouterBuilds: false,
    });
    expect(affectedSteps(['workspace-tools'], ['tools/scripts/src/servers.cjs'])).toMatchObject({
      pagesBuilds: false,
      appRouterBuilds: false,
    });
  });

  it('runs every browser step when the way the tests find Chromium changes', () => {
    const plan = affectedSteps(['workspace-tools'], ['tools/scripts/src/chromium.cjs']);
    for (const step of ['e2e', 'deploy', 'consumer']) expect(plan.steps.has(step)).toBe(true);
    expect(plan.steps.has('visual')).toBe(false);
    expect(affectedSteps([], ['tools/chromium.json']).steps.has('visual')).toBe(true);
  });
});
