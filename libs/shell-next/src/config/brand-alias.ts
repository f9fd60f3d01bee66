// The bundler alias that makes an app's build carry one brand's data: brand-config reads its brands
// from `#brand-config/brands` (every brand, where nothing aliases it: Node, Jest, Storybook), and
// the build gets the brand's own module in its place (brand-config's brands.ts explains why).
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertBrandId } from '@therapy-shell/brand-config';

/** What brand-config imports its brands as (its package.json "imports"). */
export const BRANDS_IMPORT = '#brand-config/brands';

const BRAND_ID = /^[a-z][a-z0-9-]*$/;

/** A brand, the module of its data, as a path from the app's directory, and its stylesheet. */
export interface BrandAlias {
  readonly brand: string;
  /** `./`- or `../`-relative: Turbopack resolves relative alias targets from the app's directory and ignores absolute ones. */
  readonly module: string;
  /**
   * The brand's `--ts-*` custom properties, made by Style Dictionary from its design tokens (an
   * absolute path): brand-config's `tokens/<id>.css`, or for a brand module the `.css` file beside it.
   */
  readonly stylesheet: string;
}

const NEXT_CONFIG = /[\\/]next\.config(\.[\w-]+)*\.[cm]?[jt]s$/;

/**
 * The app's directory, which Turbopack resolves relative alias targets from (and silently ignores a
 * target it cannot resolve there, bundling every brand): the directory of the next.config file that
 * calls withShell, found on the call stack, whatever the working directory (`next build apps/shell`,
 * a tool loading the config); else the working directory.
 */
export function appDirectory(): string {
  const prepare = Error.prepareStackTrace;
  let files: (string | null)[] = [];
  try {
    Error.prepareStackTrace = (_error, sites) => sites.map((site) => site.getFileName());
    files = (new Error().stack as unknown as (string | null)[] | undefined) ?? [];
  } finally {
    Error.prepareStackTrace = prepare;
  }
  for (const name of files) {
    const file = name?.startsWith('file:') ? fileURLToPath(name) : name;
    if (file && NEXT_CONFIG.test(file)) return dirname(file);
  }
  return process.cwd();
}

function fromApp(appDir: string, file: string): string {
  const path = relative(appDir, file).split(sep).join('/');
  return path.startsWith('../') ? path : `./${path}`;
}

/**
 * The brand of a build and its data module. Without a module the brand must be one of brand-config's
 * (a wrong id stops the build with the valid ids), and its module is brand-config's
 * `src/brands/<id>.ts` where brand-config is a workspace library (linked, compiled from source like
 * the app's other workspace libraries), else the installed `dist/brands/<id>.js`. With a module (a
 * brand's data file outside brand-config, `SHELL_BRAND_MODULE`: a brand tried before it is added),
 * the brand id only has to be well formed; the build's `BRAND_IDS` is then that module's brand.
 *
 * @example
 * brandAlias('faith', undefined, 'SHELL_BRAND', '/repo/apps/shell'); // { brand: 'faith', module: '../../libs/brand-config/src/brands/faith.ts' }
 */
export function brandAlias(
  brand: string | undefined,
  brandModule: string | undefined,
  source: string,
  appDir: string,
): BrandAlias {
  if (brandModule) {
    const id = brand || 'main';
    if (!BRAND_ID.test(id)) {
      throw new Error(`withShell: ${source}="${id}" is not a brand id (lower-case letters, digits and dashes).`);
    }
    const file = resolve(appDir, brandModule);
    if (!existsSync(file)) throw new Error(`withShell: SHELL_BRAND_MODULE "${brandModule}" is not a file (${file}).`);
    const stylesheet = file.replace(/\.[cm]?[jt]sx?$/, '') + '.css';
    if (!existsSync(stylesheet)) {
      throw new Error(
        `withShell: SHELL_BRAND_MODULE "${brandModule}" has no stylesheet beside it (${stylesheet}): make the brand's custom properties from its design tokens with Style Dictionary, as brand-config's tokens/<brand>.css are made (brand-config's README, "Design tokens").`,
      );
    }
    return { brand: id, module: fromApp(appDir, file), stylesheet };
  }
  const id = assertBrandId(brand, source);
  const packageDir = realpathSync(
    dirname(createRequire(join(appDir, 'package.json')).resolve('@therapy-shell/brand-config/package.json')),
  );
  const installed = packageDir.split(sep).includes('node_modules');
  const file = installed
    ? join(packageDir, 'dist', 'brands', `${id}.js`)
    : join(packageDir, 'src', 'brands', `${id}.ts`);
  if (!existsSync(file)) throw new Error(`withShell: brand "${id}" has no data module at ${file}.`);
  const stylesheet = join(packageDir, 'tokens', `${id}.css`);
  if (!existsSync(stylesheet)) throw new Error(`withShell: brand "${id}" has no stylesheet at ${stylesheet}.`);
  return { brand: id, module: fromApp(appDir, file), stylesheet };
}

/**
 * A brand's stylesheet as the text its pages inline: the declarations of Style Dictionary's file
 * without its comments and spaces (about half its size: it is in every page's HTML).
 *
 * @example
 * themeStylesheetText('/repo/libs/brand-config/tokens/main.css'); // ':root{--ts-color-primary:#2e6b47;...}'
 */
export function themeStylesheetText(stylesheet: string): string {
  const text = readFileSync(stylesheet, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*([{};:,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
  if (!/^:root\{--ts-[^<]*\}$/.test(text)) {
    throw new Error(`withShell: ${stylesheet} is not a brand stylesheet (one :root rule of --ts-* custom properties).`);
  }
  return text;
}
