// How every browser test here finds Chromium (tools/chromium.json): CHROMIUM_PATH, else the first of
// its testPaths installed (Debian's chromium-headless-shell, then its chromium). Playwright downloads
// none. The browser tests, the deploy test, the consumer test and `npm test` itself use it; the
// benchmark and the visual tests take the full browser (defaultPath) on purpose.
const { existsSync } = require('node:fs');
const settings = require('../../chromium.json');

/** Launch flags for Debian's Chromium in this sandbox: headless, no GPU, no sandbox as root, no background network. */
const CHROMIUM_ARGS = [...settings.args];

/** Where the tests look for a browser when CHROMIUM_PATH names none, in order. */
const TEST_PATHS = [...settings.testPaths];

/**
 * The Chromium the tests drive: `CHROMIUM_PATH` when it exists, else the first of `TEST_PATHS`
 * that exists; undefined when none does (a CHROMIUM_PATH that names a missing file finds nothing,
 * rather than another browser).
 *
 * @example
 * testChromium(); // '/usr/bin/chromium-headless-shell'
 */
function testChromium(env = process.env, exists = existsSync) {
  const candidates = env.CHROMIUM_PATH ? [env.CHROMIUM_PATH] : TEST_PATHS;
  return candidates.find((path) => exists(path));
}

module.exports = { CHROMIUM_ARGS, TEST_PATHS, testChromium };
