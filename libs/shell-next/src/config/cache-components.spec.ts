/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cacheComponentsProblem } from './cache-components.ts';
import { withShell } from './with-shell.ts';

const SHELL_LAYOUT = "export { ShellRootLayout as default } from '@therapy-shell/shell-next/app';\n";

// An App Router app with Cache Components (create-next-app's default) renders every page per
// request: withShell() stops a build whose root layout does not opt out of the static shell.
describe("withShell's check of an app with cacheComponents", () => {
  let app: string;
  beforeEach(() => {
    app = mkdtempSync(join(tmpdir(), 'shell-cache-components-'));
  });
  afterEach(() => rmSync(app, { recursive: true, force: true }));

  it.each<[string, boolean | undefined, string, string, RegExp | undefined]>([
    [
      'the opt-out in app/layout.tsx',
      true,
      'app/layout.tsx',
      `${SHELL_LAYOUT}export const instant = false;\n`,
      undefined,
    ],
    [
      'the opt-out in src/app/layout.js, indented after a comment',
      true,
      'src/app/layout.js',
      `// blocking\n  export const instant = false\n${SHELL_LAYOUT}`,
      undefined,
    ],
    [
      'no opt-out',
      true,
      'app/layout.tsx',
      SHELL_LAYOUT,
      /cacheComponents is on, and app\/layout\.tsx does not opt out[\s\S]*export const instant = false;/,
    ],
    ['instant = true', true, 'app/layout.tsx', `${SHELL_LAYOUT}export const instant = true;\n`, /does not opt out/],
    [
      'the opt-out only in a comment',
      true,
      'app/layout.tsx',
      `${SHELL_LAYOUT}// export const instant = false;\n`,
      /does not opt out/,
    ],
    ['no root layout (a Pages Router app)', true, 'pages/_app.tsx', 'export default function App() {}\n', undefined],
    ['cacheComponents off, no opt-out', false, 'app/layout.tsx', SHELL_LAYOUT, undefined],
    ['cacheComponents unset, no opt-out', undefined, 'app/layout.tsx', SHELL_LAYOUT, undefined],
  ])('%s', (_case, cacheComponents, file, source, problem) => {
    mkdirSync(dirname(join(app, file)), { recursive: true });
    writeFileSync(join(app, file), source);
    const found = cacheComponentsProblem(app, cacheComponents === undefined ? {} : { cacheComponents });
    if (problem) expect(found).toMatch(problem);
    else expect(found).toBeUndefined();
  });
});

describe('withShell with cacheComponents', () => {
  const env = { SHELL_BRAND: 'main' };

  it('renders every page in full: htmlLimitedBots matches every user agent, replacing the app’s own', () => {
    const config = withShell({ cacheComponents: true, htmlLimitedBots: /Googlebot/ }, { env });
    const bots = config.htmlLimitedBots;
    expect(bots).toBeInstanceOf(RegExp);
    for (const agent of ['Mozilla/5.0 (X11; Linux x86_64) Chrome/159.0', 'curl/8.0', 'unnamed', 'x'])
      expect(bots?.test(agent)).toBe(true);
  });

  it.each([true, false, undefined])(
    'turns partial prefetching off (the app said %s): a shell page has nothing static to prefetch',
    (partialPrefetching) => {
      const config = withShell(
        partialPrefetching === undefined ? { cacheComponents: true } : { cacheComponents: true, partialPrefetching },
        { env },
      );
      expect(config.partialPrefetching).toBe(false);
    },
  );

  it.each<[string | undefined, string]>([
    [undefined, 'manual-warning'],
    ['warning', 'manual-warning'],
    ['experimental-error', 'manual-warning'],
    ['manual-warning', 'manual-warning'],
    ['experimental-manual-error', 'experimental-manual-error'],
  ])('validates instant navigations only where a segment sets instant (the app said %s: %s)', (given, level) => {
    const config = withShell(
      {
        cacheComponents: true,
        experimental: given === undefined ? {} : { instantInsights: { validationLevel: given as 'warning' } },
      },
      { env },
    );
    expect(config.experimental?.instantInsights?.validationLevel).toBe(level);
  });

  it.each([false, undefined])('leaves both alone with cacheComponents %s', (cacheComponents) => {
    const config = withShell(
      cacheComponents === undefined ? { partialPrefetching: true } : { cacheComponents, partialPrefetching: true },
      { env },
    );
    expect(config.htmlLimitedBots).toBeUndefined();
    expect(config.partialPrefetching).toBe(true);
    expect(config.experimental?.instantInsights).toBeUndefined();
  });
});
