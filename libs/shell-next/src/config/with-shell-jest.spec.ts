/** @jest-environment node */
import { withShell } from './with-shell.ts';
import { withShellJest } from './with-shell-jest.ts';

/** Whether Jest compiles a file: it does unless an ignore pattern matches its path. */
const compiles = (patterns: readonly string[], path: string) => !patterns.some((p) => new RegExp(p).test(path));

// What next/jest writes for an app whose next.config is withShell() (its transpilePackages), and Jest's default.
const transpiled = [...(withShell({}, { brand: 'main', env: {} }).transpilePackages ?? []), 'geist'].join('|');
const NEXT_JEST = {
  transformIgnorePatterns: [`/node_modules/(?!.pnpm)(?!(${transpiled})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  moduleNameMapper: { '^.+\\.module\\.(css|sass|scss)$': '/next/object-proxy.js' },
};
const PLAIN = { moduleNameMapper: { '\\.css$': 'identity-obj-proxy' } };

describe('withShellJest (@therapy-shell/shell-next/jest)', () => {
  it.each<[string, boolean]>([
    ['/app/node_modules/@therapy-shell/shell-ui/dist/button.js', true],
    ['/app/node_modules/@therapy-shell/i18n/dist/index.js', true],
    ['/app/node_modules/intl-messageformat/index.js', true],
    ['/app/node_modules/intl-messageformat/lib/src/core.js', true],
    ['/app/node_modules/@formatjs/icu-messageformat-parser/index.js', true],
    ['/app/pages/index.tsx', true],
    ['/app/tests/home.test.tsx', true],
    ['/app/node_modules/react/index.js', false],
    ['/app/node_modules/zustand/index.js', false],
    ['/app/node_modules/@sentry/node/build/cjs/index.js', false],
    // A package installed inside one of the shell's is not the shell's.
    ['/app/node_modules/@therapy-shell/shell-next/node_modules/undici/index.js', false],
    ['/app/node_modules/intl-messageformat-extra/index.js', false],
    ['/app/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js', false],
  ])('Jest compiles %s: %s (next/jest and a configuration of its own)', async (path, compiled) => {
    const fromNextJest = await withShellJest(async () => NEXT_JEST)();
    const fromPlain = await withShellJest(PLAIN)();
    expect(compiles(fromNextJest.transformIgnorePatterns, path)).toBe(compiled);
    expect(compiles(fromPlain.transformIgnorePatterns, path)).toBe(compiled);
  });

  it('is needed: without it, Jest compiles neither the ES-module-only dependencies nor, plainly, the shell', () => {
    expect(compiles(NEXT_JEST.transformIgnorePatterns, '/app/node_modules/intl-messageformat/index.js')).toBe(false);
    expect(compiles(['/node_modules/'], '/app/node_modules/@therapy-shell/shell-ui/dist/button.js')).toBe(false);
  });

  it("keeps every other option and a pattern of the team's own", async () => {
    const config = await withShellJest({
      ...PLAIN,
      testEnvironment: 'jsdom',
      transformIgnorePatterns: ['/node_modules/', '/generated/', '<rootDir>/vendor/'],
    })();
    expect(config).toMatchObject({ ...PLAIN, testEnvironment: 'jsdom' });
    expect(compiles(config.transformIgnorePatterns, '/app/generated/api.js')).toBe(false);
    expect(config.transformIgnorePatterns[2]).toBe('<rootDir>/vendor/');
  });

  it('refuses a configuration that maps no stylesheets, saying what to add', async () => {
    await expect(withShellJest({ testEnvironment: 'jsdom' })()).rejects.toThrow(
      "withShellJest: the Jest configuration maps no stylesheets, and the shell's packages import CSS modules. Use next/jest (it maps them), or add moduleNameMapper: { '\\\\.css$': 'identity-obj-proxy' }",
    );
    await expect(withShellJest({ moduleNameMapper: { '\\.svg$': 'x' } })()).rejects.toThrow(TypeError);
  });
});
