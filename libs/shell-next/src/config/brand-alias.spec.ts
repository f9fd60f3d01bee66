/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { appDirectory, brandAlias, themeStylesheetText } from './brand-alias.ts';
import { withShell } from './with-shell.ts';

const workspace = resolve(__dirname, '../../../..');

describe('brandAlias: the data module of the build’s brand, from the app’s directory', () => {
  it('is brand-config’s TypeScript source in the workspace (the app compiles workspace libraries from source)', () => {
    const appDir = join(workspace, 'apps/shell');
    const { brand, module } = brandAlias('teen', undefined, 'SHELL_BRAND', appDir);
    expect(brand).toBe('teen');
    expect(module).toBe('../../libs/brand-config/src/brands/teen.ts');
    expect(resolve(appDir, module)).toBe(join(workspace, 'libs/brand-config/src/brands/teen.ts'));
  });

  it('is the built module of an installed brand-config (a product team’s app)', () => {
    const appDir = realpathSync(mkdtempSync(join(tmpdir(), 'brand-alias-')));
    try {
      const installed = join(appDir, 'node_modules/@therapy-shell/brand-config');
      mkdirSync(join(installed, 'dist/brands'), { recursive: true });
      writeFileSync(
        join(installed, 'package.json'),
        JSON.stringify({ name: '@therapy-shell/brand-config', exports: { './package.json': './package.json' } }),
      );
      writeFileSync(join(installed, 'dist/brands/faith.js'), 'export const BRANDS = [];\n');
      writeFileSync(join(installed, 'dist/brands/teen.js'), 'export const BRANDS = [];\n');
      mkdirSync(join(installed, 'tokens'));
      writeFileSync(join(installed, 'tokens/faith.css'), ':root { --ts-color-primary: #6a3d8f; }\n');
      expect(brandAlias('faith', undefined, 'SHELL_BRAND', appDir)).toEqual({
        brand: 'faith',
        module: './node_modules/@therapy-shell/brand-config/dist/brands/faith.js',
        stylesheet: join(installed, 'tokens/faith.css'),
      });
      expect(() => brandAlias('teen', undefined, 'SHELL_BRAND', appDir)).toThrow(
        /^withShell: brand "teen" has no stylesheet at .*tokens\/teen\.css\.$/,
      );
      expect(() => brandAlias('pride', undefined, 'SHELL_BRAND', appDir)).toThrow(
        /^withShell: brand "pride" has no data module at .*dist\/brands\/pride\.js\.$/,
      );
    } finally {
      rmSync(appDir, { recursive: true, force: true });
    }
  });

  it('stops the build on a brand id brand-config does not know, naming the valid ones', () => {
    expect(() => brandAlias('ninth', undefined, 'SHELL_BRAND', workspace)).toThrow(
      'SHELL_BRAND="ninth" is not a brand id. Valid ids: main, organisation, faith, pride, fifth, regional, teen, eighth.',
    );
  });

  it('takes a brand data module outside brand-config from SHELL_BRAND_MODULE (a path from the app’s directory)', () => {
    const appDir = join(workspace, 'apps/shell');
    expect(brandAlias('ninth', '../../libs/brand-config/src/testing/ninth.ts', 'SHELL_BRAND', appDir)).toEqual({
      brand: 'ninth',
      module: '../../libs/brand-config/src/testing/ninth.ts',
      stylesheet: join(workspace, 'libs/brand-config/src/testing/ninth.css'),
    });
    expect(
      brandAlias('ninth', join(workspace, 'libs/brand-config/src/testing/ninth.ts'), 'SHELL_BRAND', workspace).module,
    ).toBe('./libs/brand-config/src/testing/ninth.ts');
  });

  it.each([
    [
      'Ninth',
      'testing/ninth.ts',
      'withShell: SHELL_BRAND="Ninth" is not a brand id (lower-case letters, digits and dashes).',
    ],
    ['ninth', 'testing/tenth.ts', 'withShell: SHELL_BRAND_MODULE "testing/tenth.ts" is not a file'],
    ['ninth', 'brands/index.ts', 'withShell: SHELL_BRAND_MODULE "brands/index.ts" has no stylesheet beside it'],
  ])('refuses brand %s with module %s', (brand, module, message) => {
    expect(() => brandAlias(brand, module, 'SHELL_BRAND', join(workspace, 'libs/brand-config/src'))).toThrow(message);
  });
});

describe("themeStylesheetText: the brand's stylesheet as its pages inline it", () => {
  const main = join(workspace, 'libs/brand-config/tokens/main.css');

  it("is the one rule of Style Dictionary's file, without comments and spaces, every declaration kept", () => {
    const file = readFileSync(main, 'utf8');
    const text = themeStylesheetText(main);
    expect(text).toMatch(/^:root\{--ts-color-primary:#2e6b47;.*;--ts-bp-2xl:1536px\}$/);
    expect(text).toContain('--ts-font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;');
    expect(text).not.toContain('/*');
    expect(text.split(';')).toHaveLength(file.match(/^\s+--ts-/gm)?.length ?? -1);
    expect(text.length).toBeLessThan(file.length / 2);
  });

  it.each([
    ['a rule of another selector', 'body { --ts-color-primary: red; }'],
    ['a property of another name', ':root { color: red; }'],
    ['markup that would end the style element', ':root { --ts-x: "</style><script>"; }'],
  ])('refuses %s', (_case, css) => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), 'theme-css-')));
    try {
      writeFileSync(join(dir, 'x.css'), css);
      expect(() => themeStylesheetText(join(dir, 'x.css'))).toThrow('is not a brand stylesheet');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('appDirectory: where Turbopack resolves the alias from', () => {
  it('is the directory of the next.config file that calls it, whatever the working directory', () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), 'app-dir-')));
    try {
      const caller = join(dir, 'next.config.cjs');
      writeFileSync(
        caller,
        `module.exports = require(${JSON.stringify(join(__dirname, 'brand-alias.ts'))}).appDirectory();\n`,
      );
      expect(jest.requireActual<string>(caller)).toBe(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is the working directory when no next.config file calls it', () => {
    expect(appDirectory()).toBe(process.cwd());
  });
});

describe('withShell: the brand alias', () => {
  it('is the brand’s own, whatever alias of #brand-config/brands the app gives', () => {
    const config = withShell(
      { turbopack: { resolveAlias: { '#brand-config/brands': './every-brand.js' } } },
      { brand: 'pride', env: {} },
    );
    expect(config.turbopack?.resolveAlias?.['#brand-config/brands']).toMatch(/brand-config\/src\/brands\/pride\.ts$/);
  });

  it('builds the brand of SHELL_BRAND_MODULE and inlines its id', () => {
    const module = join(workspace, 'libs/brand-config/src/testing/ninth.ts');
    const config = withShell({}, { env: { SHELL_BRAND: 'ninth', SHELL_BRAND_MODULE: module } });
    expect(config.env?.['SHELL_BRAND']).toBe('ninth');
    expect(resolve(process.cwd(), String(config.turbopack?.resolveAlias?.['#brand-config/brands']))).toBe(module);
  });
});
