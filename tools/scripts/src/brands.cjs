// Brand ids for workspace scripts, read from brand-config's brand list (src/brands/index.ts, one
// import per brand module) so there is one list. (Scripts run on plain Node, which cannot import the
// TypeScript source.)
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const index = join(__dirname, '../../../libs/brand-config/src/brands/index.ts');
/** The brand ids, in the spec's order: the brand modules index.ts imports, in its order. */
const BRAND_IDS = [
  ...readFileSync(index, 'utf8').matchAll(/^import \{ BRANDS as [\w]+ \} from '\.\/([a-z][a-z0-9-]*)\.ts';$/gm),
].map((m) => m[1]);
if (BRAND_IDS.length === 0) throw new Error(`No brand module imports found in ${index}`);

/**
 * Which brands to build: the ids given on the command line, else those in SHELL_BRAND
 * (comma-separated), else all. An unknown id is an error listing the valid ids.
 *
 * @param {readonly string[]} args
 * @param {string | undefined} [shellBrand] value of SHELL_BRAND
 * @returns {string[]}
 */
function brandsToBuild(args, shellBrand) {
  if (args.length === 0 && shellBrand) {
    const wrong = shellBrand.split(',').filter((id) => !BRAND_IDS.includes(id));
    if (wrong.length > 0)
      throw new Error(`SHELL_BRAND="${shellBrand}" is not a brand id. Valid ids: ${BRAND_IDS.join(', ')}.`);
    return [...new Set(shellBrand.split(','))];
  }
  if (args.length === 0) return [...BRAND_IDS];
  const unknown = args.filter((id) => !BRAND_IDS.includes(id));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown brand id${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Valid ids: ${BRAND_IDS.join(', ')}.`,
    );
  }
  return [...new Set(args)];
}

/**
 * Output folder (inside apps/shell) of one brand's build.
 *
 * @param {string} brand
 */
function brandDistDir(brand) {
  return `.next-${brand}`;
}

/**
 * The folder (inside the app) every brand is built in by build:brands before it is renamed to its
 * brandDistDir. The standalone server inside keeps this name (its server.js names the folder it was
 * built in), so every brand's server has its build at apps/<app>/.next-build: the one path the
 * Kubernetes manifests mount Next's cache at (docs/deploy.md).
 */
const BUILD_DIR = '.next-build';

module.exports = { BRAND_IDS, BUILD_DIR, brandsToBuild, brandDistDir };
