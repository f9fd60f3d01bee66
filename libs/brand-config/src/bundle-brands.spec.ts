// One brand per build (brands.ts): the brand modules, and what a bundle keeps of the brands' data
// when #brand-config/brands is aliased to one of them (withShell() does it for Turbopack; an
// esbuild plugin does the same here) and when nothing aliases it (Node, Jest, Storybook).
import { build, type Plugin } from 'esbuild';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrandData } from './brand-data.ts';
import { BRAND_IDS } from './brands.ts';
import { BRANDS } from './brands/index.ts';
import { BRANDS as NINTH } from './testing/ninth.ts';

const srcDir = fileURLToPath(new URL('.', import.meta.url));
const brandsDir = `${srcDir}brands`;
const moduleOf = (id: string) => (id === 'ninth' ? `${srcDir}testing/ninth.ts` : `${brandsDir}/${id}.ts`);

// What each brand's data leaves in a bundle: its logo mark's detail, its footer colour and its handle.
const EVERY: readonly BrandData[] = [...BRANDS, ...NINTH];
const detail = (brand: BrandData) => brand.theme.logo.shapes.find((shape) => shape.tone === 'detail')?.d ?? '';
const handle = (brand: BrandData) => `"${brand.socialHandle}"`;

function aliasTo(file: string): Plugin {
  return {
    name: 'alias #brand-config/brands',
    setup(bundler) {
      bundler.onResolve({ filter: /^#brand-config\/brands$/ }, () => ({ path: file }));
    },
  };
}

async function bundle(brandModule: string | undefined): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        `export { BRAND_IDS, themeTokens, quickExitUrl, developmentProductName, visitorCountry } from './index.ts';`,
        `export { footerVariant, socialLinks } from './footer.ts';`,
      ].join('\n'),
      resolveDir: srcDir,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'cjs',
    platform: 'browser',
    conditions: ['@therapy-shell/source'],
    external: ['@therapy-shell/core'],
    plugins: brandModule ? [aliasTo(brandModule)] : [],
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** Runs a CommonJS bundle and gives its exports. */
function load(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
}

describe('the brand modules (src/brands)', () => {
  const files = readdirSync(brandsDir)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.spec.ts'))
    .map((file) => file.replace(/\.ts$/, ''));

  it.each(files)("%s.ts exports its own brand alone, under the file's name", async (file) => {
    const { BRANDS: own } = (await import(`./brands/${file}.ts`)) as { BRANDS: readonly BrandData[] };
    expect(own.map((brand) => brand.id)).toEqual([file]);
  });

  it('index.ts lists every brand module once, and the brand ids are read from it', () => {
    expect([...BRAND_IDS].sort()).toEqual([...files].sort());
    expect(BRAND_IDS).toEqual(BRANDS.map((brand) => brand.id));
    expect(new Set(BRAND_IDS).size).toBe(BRAND_IDS.length);
  });

  it.each(EVERY.map((brand) => [brand.id, brand]))(
    "%s's logo detail, footer colour and handle are its own (a bundle can be searched for them)",
    (_id, brand) => {
      for (const other of EVERY.filter((entry) => entry !== brand)) {
        expect(detail(other)).not.toContain(detail(brand));
        expect(other.socialHandle).not.toBe(brand.socialHandle);
      }
    },
  );
});

describe('a bundle with #brand-config/brands aliased to one brand module', () => {
  it.each(EVERY.map((brand) => [brand.id, brand]))(
    'for %s keeps its data and none of the others',
    async (id, brand) => {
      const code = await bundle(moduleOf(id));
      expect(code).toContain(detail(brand));
      expect(code).toContain(brand.theme.colorFooter);
      expect(code).toContain(handle(brand));
      const others = EVERY.filter((entry) => entry !== brand);
      expect(others.filter((other) => code.includes(detail(other))).map((other) => other.id)).toEqual([]);
      expect(others.filter((other) => code.includes(handle(other))).map((other) => other.id)).toEqual([]);
    },
  );

  it("knows that brand alone: asking for another brand's data is an error that says so", async () => {
    const faith = load(await bundle(moduleOf('faith'))) as {
      BRAND_IDS: readonly string[];
      themeTokens: (brand: string) => { colorPrimary: string };
      quickExitUrl: (brand: string) => string;
    };
    expect(faith.BRAND_IDS).toEqual(['faith']);
    expect(faith.themeTokens('faith').colorPrimary).toBe('#6a3d8f');
    expect(() => faith.quickExitUrl('main')).toThrow(
      'The data of brand "main" is not in this build: it carries brand faith only',
    );
  });

  it('for a brand outside src/brands (the ninth brand, data alone) gives its rules their data', async () => {
    const ninth = load(await bundle(moduleOf('ninth'))) as {
      BRAND_IDS: readonly string[];
      developmentProductName: (brand: string) => string;
      visitorCountry: (brand: string, signals: object) => string;
    };
    expect(ninth.BRAND_IDS).toEqual(['ninth']);
    expect(ninth.developmentProductName('ninth')).toBe('Ninth Counsel');
    expect(ninth.visitorCountry('ninth', {})).toBe('gb');
  });
});

describe('a bundle where nothing aliases #brand-config/brands (Node, Jest, Storybook, dev-api)', () => {
  it('keeps every brand of src/brands', async () => {
    const code = await bundle(undefined);
    expect(BRANDS.filter((brand) => !code.includes(detail(brand))).map((brand) => brand.id)).toEqual([]);
    expect(code).not.toContain(detail(NINTH[0]));
  });
});
