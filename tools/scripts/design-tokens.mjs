#!/usr/bin/env node
// brand-config's design token files (`nx run brand-config:tokens`): for every brand,
//   tokens/<brand>.tokens.json  its tokens as a Design Tokens Format Module 2025.10 document, from
//                               brand-config's `designTokens(brand)` (src/design-tokens.ts);
//   tokens/<brand>.css          the shell's `--ts-*` custom properties of the brand, made by Style
//                               Dictionary from that file: what every page of the brand sets
//                               (withShell() inlines the build's brand's file into its documents).
// And for a brand data module outside brand-config (SHELL_BRAND_MODULE, a brand tried before it is
// added), its stylesheet beside it (`<module>.css`), which withShell() asks for: with
// `--module <path>` for one module; the ninth brand of brand-config's tests always.
// Without arguments it checks that the committed files are what it would write, and names the
// ones that are not; `--update` (`-c update`) writes them. Style Dictionary runs here only, at
// build time: nothing at run time imports it.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import StyleDictionary from 'style-dictionary';

const root = fileURLToPath(new URL('../..', import.meta.url));
const lib = join(root, 'libs/brand-config');
const out = join(lib, 'tokens');
const update = process.argv.includes('--update');
const moduleArgument = process.argv.indexOf('--module');
/** Brand modules outside brand-config whose stylesheet is checked or written beside them. */
const brandModules =
  moduleArgument === -1
    ? [join(lib, 'src/testing/ninth.ts')]
    : [resolve(process.env['INIT_CWD'] ?? process.cwd(), process.argv[moduleArgument + 1] ?? '')];

/**
 * brand-config's TypeScript source, bundled for Node (the workspace's source condition, as in every
 * tool), with its brands from `brands` (a brand module) or every brand of brand-config.
 */
async function loadBrandConfig(brands) {
  const bundle = await build({
    stdin: {
      contents: `export { BRAND_IDS } from './src/brands.ts'; export { designTokens } from './src/design-tokens.ts';`,
      resolveDir: lib,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    conditions: ['@therapy-shell/source'],
    logLevel: 'error',
    plugins: brands
      ? [
          {
            name: 'brand-module',
            setup(plugin) {
              plugin.onResolve({ filter: /^#brand-config\/brands$/ }, () => ({ path: brands }));
            },
          },
        ]
      : [],
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`);
}
const { BRAND_IDS, designTokens } = await loadBrandConfig(undefined);

// ---- Style Dictionary: the format's 2025.10 values (objects) as CSS -------------------------------
const isColor = (value) => typeof value === 'object' && value !== null && value.colorSpace === 'srgb';
const isDimension = (value) => typeof value === 'object' && value !== null && typeof value.unit === 'string';
const cssColor = (color) =>
  color.alpha === undefined || color.alpha === 1
    ? color.hex
    : `rgb(${color.components.map((c) => Math.round(c * 255)).join(' ')} / ${color.alpha})`;
const cssDimension = (dimension) => `${dimension.value}${dimension.unit}`;
// A font name that is not one CSS identifier is quoted (`"Segoe UI"`), as brand-config writes its stacks.
const cssFontFamily = (names) =>
  (Array.isArray(names) ? names : [names]).map((name) => (/^[\w-]+$/.test(name) ? name : `"${name}"`)).join(', ');
/**
 * What every page gets as custom properties: the theme's groups (brand-config's THEME_TOKEN_PATHS)
 * with the status colours, and the breakpoints (`--ts-bp-md`: for `calc()` and container sizes, as
 * CSS cannot use custom properties in `@media`).
 */
const CSS_GROUPS = ['color', 'font-family', 'radius', 'breakpoint'];
/** Groups whose custom properties have a shorter name than the group. */
const CSS_NAMES = { breakpoint: 'bp' };

const hooks = {
  transforms: {
    // --ts-<group>-<name>, without the format's `$root` (a group's own value): --ts-radius, --ts-radius-large.
    'therapy-shell/name': {
      type: 'name',
      transform: (token, options) =>
        [options.prefix, CSS_NAMES[token.path[0]] ?? token.path[0], ...token.path.slice(1)]
          .filter((part) => part && part !== '$root')
          .join('-'),
    },
    'therapy-shell/value': {
      type: 'value',
      transform: (token) => {
        const value = token.$value ?? token.value;
        const type = token.$type ?? token.type;
        if (type === 'color' && isColor(value)) return cssColor(value);
        if (type === 'dimension' && isDimension(value)) return cssDimension(value);
        if (type === 'fontFamily') return cssFontFamily(value);
        if (type === 'fontWeight' || type === 'number') return String(value);
        if (type === 'shadow')
          return (Array.isArray(value) ? value : [value])
            .map((shadow) =>
              [
                shadow.inset ? 'inset' : '',
                ...[shadow.offsetX, shadow.offsetY, shadow.blur, shadow.spread].map(cssDimension),
                cssColor(shadow.color),
              ]
                .filter(Boolean)
                .join(' '),
            )
            .join(', ');
        throw new Error(`${token.path.join('.')}: no CSS for a ${type} token`);
      },
    },
  },
};

async function stylesheet(brand, source, sourceName = `${brand}.tokens.json`) {
  const dictionary = new StyleDictionary({
    source: [source],
    usesDtcg: true,
    hooks,
    log: { verbosity: 'silent', warnings: 'error' },
    platforms: {
      css: {
        prefix: 'ts',
        transforms: ['therapy-shell/name', 'therapy-shell/value'],
        files: [
          {
            destination: `${brand}.css`,
            format: 'css/variables',
            filter: (token) => CSS_GROUPS.includes(token.path[0]),
            options: { outputReferences: false, showFileHeader: false },
          },
        ],
      },
    },
  });
  const [file] = await dictionary.formatPlatform('css');
  const header = `/* The --ts-* custom properties of brand ${brand}, made by Style Dictionary from ${sourceName}: do not edit. */\n`;
  return header + file.output;
}

// ---- write or check ----------------------------------------------------------------------------
const stale = [];
function keep(file, text, dir = out) {
  const path = join(dir, file);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (current === text) return;
  if (update) writeFileSync(path, text);
  else stale.push(relative(root, path));
}

mkdirSync(out, { recursive: true });
for (const brand of BRAND_IDS) {
  keep(`${brand}.tokens.json`, `${JSON.stringify(designTokens(brand), null, 2)}\n`);
  // From the file on disk (just written, or the committed one that the check above compared).
  const source = join(out, `${brand}.tokens.json`);
  if (existsSync(source)) keep(`${brand}.css`, await stylesheet(brand, source));
}

// A brand module's stylesheet, from its tokens (a temporary file: only the stylesheet is kept).
for (const brandModule of brandModules) {
  if (!existsSync(brandModule)) throw new Error(`--module: ${brandModule} is not a file`);
  const brands = await loadBrandConfig(brandModule);
  const [brand] = brands.BRAND_IDS;
  const dir = join(root, 'dist/design-tokens');
  mkdirSync(dir, { recursive: true });
  const source = join(dir, `${brand}.tokens.json`);
  writeFileSync(source, `${JSON.stringify(brands.designTokens(brand), null, 2)}\n`);
  const name = `${basename(brandModule).replace(/\.[cm]?[jt]sx?$/, '')}.css`;
  keep(name, await stylesheet(brand, source, `the design tokens of ${basename(brandModule)}`), join(brandModule, '..'));
}

if (stale.length > 0) {
  console.error(
    `The design token files differ from brand-config's data:\n  ${stale.join('\n  ')}\n` +
      'Write them with `npx nx run brand-config:tokens -c update` and commit them.',
  );
  process.exit(1);
}
console.log(
  `${update ? 'Wrote' : 'Checked'} the design token files of ${BRAND_IDS.length} brands (libs/brand-config/tokens) and the stylesheet of ${brandModules.map((file) => relative(root, file)).join(', ')}.`,
);
