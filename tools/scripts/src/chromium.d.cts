// Types of chromium.cjs, for the TypeScript that uses it (the browser tests' configs).

/** Launch flags for Debian's Chromium in this sandbox: headless, no GPU, no sandbox as root, no background network. */
export declare const CHROMIUM_ARGS: string[];

/** Where the tests look for a browser when CHROMIUM_PATH names none, in order. */
export declare const TEST_PATHS: readonly string[];

/**
 * The Chromium the tests drive: `CHROMIUM_PATH` when it exists, else the first of `TEST_PATHS`
 * that exists; undefined when none does.
 *
 * @example
 * testChromium(); // '/usr/bin/chromium-headless-shell'
 */
export declare function testChromium(
  env?: Readonly<Record<string, string | undefined>>,
  exists?: (path: string) => boolean,
): string | undefined;
