// A product team's Jest configuration for tests that import the shell's packages
// (@therapy-shell/shell-next/jest). Jest runs modules as CommonJS: the shell's packages and two of
// their dependencies ship ES modules only and must be compiled, and the shell's stylesheets must be
// mapped to a stub (next/jest does that), as Next.js's bundler handles both for the app.

/**
 * Packages under node_modules that Jest must compile: the shell's own, and intl-messageformat and
 * @formatjs/*, which ship ES modules only. A path whose last node_modules entry is one of them.
 */
const COMPILED_PACKAGES =
  '[\\\\/]node_modules[\\\\/](?:@therapy-shell[\\\\/][^\\\\/]+|intl-messageformat|@formatjs[\\\\/][^\\\\/]+)(?=[\\\\/])(?![\\s\\S]*[\\\\/]node_modules[\\\\/])';

/** Jest's own default, when a configuration names none. */
const JEST_DEFAULT_IGNORE = ['/node_modules/', '\\.pnp\\.[^\\/]+$'];

/** An import of the shell's stylesheets (CSS Modules), for checking that a configuration maps them. */
const STYLESHEET_IMPORT = './button.module.css';

/**
 * The ignore patterns with the shell's packages let through: each pattern ignores what it ignored
 * before, except the files of those packages. A pattern that starts with `<rootDir>` is kept as it
 * is (Jest replaces that token only at the start).
 */
function letShellPackagesThrough(patterns: readonly string[]): string[] {
  return patterns.map((pattern) =>
    pattern.startsWith('<rootDir>') ? pattern : `^(?![\\s\\S]*${COMPILED_PACKAGES})[\\s\\S]*?(?:${pattern})`,
  );
}

/** Whether one of the configuration's mappings answers the shell's stylesheet imports. */
function mapsStylesheets(mapper: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(mapper).some((pattern) => {
    try {
      return new RegExp(pattern).test(STYLESHEET_IMPORT);
    } catch {
      return false; // Jest refuses it with its own message
    }
  });
}

/**
 * Makes a Jest configuration run tests that import `@therapy-shell/*`: Jest compiles the shell's
 * packages and the ES-module-only intl-messageformat and @formatjs/* (its `transformIgnorePatterns`
 * let them through; every other option is kept as it is). Takes a configuration object or
 * next/jest's function, and gives Jest a function. The configuration compiles them with its
 * `transform` and answers the shell's stylesheet imports with its `moduleNameMapper`: next/jest
 * does both; a configuration of your own needs a transform (`@swc/jest`, `babel-jest`) and a
 * mapping such as `{ '\\.css$': 'identity-obj-proxy' }`, and one without a mapping for stylesheets
 * is refused with a message saying so.
 *
 * @example
 * // jest.config.mjs
 * import nextJest from 'next/jest.js';
 * import { withShellJest } from '@therapy-shell/shell-next/jest';
 *
 * export default withShellJest(nextJest({ dir: './' })({ testEnvironment: 'jsdom' }));
 */
export function withShellJest<C extends object>(
  config: C | (() => C | Promise<C>),
): () => Promise<C & { transformIgnorePatterns: string[] }> {
  return async () => {
    const resolved = typeof config === 'function' ? await (config as () => C | Promise<C>)() : config;
    const options = resolved as C & { transformIgnorePatterns?: unknown; moduleNameMapper?: unknown };
    const patterns = Array.isArray(options.transformIgnorePatterns)
      ? options.transformIgnorePatterns.filter((pattern): pattern is string => typeof pattern === 'string')
      : JEST_DEFAULT_IGNORE;
    const mapper =
      typeof options.moduleNameMapper === 'object' && options.moduleNameMapper !== null
        ? (options.moduleNameMapper as Record<string, unknown>)
        : {};
    if (!mapsStylesheets(mapper))
      throw new TypeError(
        "withShellJest: the Jest configuration maps no stylesheets, and the shell's packages import CSS modules. " +
          "Use next/jest (it maps them), or add moduleNameMapper: { '\\\\.css$': 'identity-obj-proxy' } (npm install --save-dev identity-obj-proxy).",
      );
    return { ...resolved, transformIgnorePatterns: letShellPackagesThrough(patterns) };
  };
}
