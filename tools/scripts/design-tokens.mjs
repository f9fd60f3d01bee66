#!/usr/bin/env node
// brand-config's design token files (`nx run brand-config:tokens`): for every brand,
//   tokens/<brand>.tokens.json  its tokens as a Design Tokens Format Module 2025.10 document, from
//                               brand-config's `designTokens(brand)` (src/design-tokens.ts);
//   tokens/<brand>.css          the shell's `--ts-*` custom properties of the brand, made by Style
//                               Dictionary from that file (the same properties `themeCssVariables`
//                               sets on every page, which brand-config's tests hold against it).
// Without arguments it checks that the committed files are what it would write, and names the
// ones that are not; `--update` (`-c update`) writes them. Style Dictionary runs here only, at
// build time: nothing at run time imports it.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import StyleDictionary from 'style-dictionary';

const root = fileURLToPath(new URL('../..', import.meta.url));
const lib = join(root, 'libs/brand-config');
const out = join(lib, 'tokens');
const update = process.argv.includes('--update');

// brand-config's TypeScript source, bundled for Node (the workspace's source condition, as in every tool).
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
});
const { BRAND_IDS, designTokens } = await import(
  `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`
);

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
/** The theme's groups: what every page gets as custom properties (brand-config's THEME_TOKEN_PATHS), and the status colours. */
const CSS_GROUPS = ['color', 'font-family', 'radius'];

const hooks = {
  transforms: {
    // --ts-<group>-<name>, without the format's `$root` (a group's own value): --ts-radius, --ts-radius-large.
    'therapy-shell/name': {
      type: 'name',
      transform: (token, options) =>
        [options.prefix, ...token.path.filter((part) => part !== '$root')].filter(Boolean).join('-'),
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

async function stylesheet(brand, source) {
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
  const header = `/* The --ts-* custom properties of brand ${brand}, made by Style Dictionary from ${brand}.tokens.json: do not edit. */\n`;
  return header + file.output;
}

// ---- write or check ----------------------------------------------------------------------------
const stale = [];
function keep(file, text) {
  const path = join(out, file);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (current === text) return;
  if (update) writeFileSync(path, text);
  else stale.push(`libs/brand-config/tokens/${file}`);
}

mkdirSync(out, { recursive: true });
for (const brand of BRAND_IDS) {
  keep(`${brand}.tokens.json`, `${JSON.stringify(designTokens(brand), null, 2)}\n`);
  // From the file on disk (just written, or the committed one that the check above compared).
  const source = join(out, `${brand}.tokens.json`);
  if (existsSync(source)) keep(`${brand}.css`, await stylesheet(brand, source));
}

if (stale.length > 0) {
  console.error(
    `The design token files differ from brand-config's data:\n  ${stale.join('\n  ')}\n` +
      'Write them with `npx nx run brand-config:tokens -c update` and commit them.',
  );
  process.exit(1);
}
console.log(
  `${update ? 'Wrote' : 'Checked'} the design token files of ${BRAND_IDS.length} brands (libs/brand-config/tokens).`,
);
