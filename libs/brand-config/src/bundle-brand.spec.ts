import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { BRAND_IDS, type BrandId } from './brands.ts';
import { inBundle, type BrandTable } from './bundle-brand.ts';
import { themeTokens } from './theme.ts';

// The logo path data is unique per brand (colours are not: regional shares main's primary).
const logoData = (brand: BrandId) =>
  themeTokens(brand)
    .logo.shapes.map((shape) => shape.d)
    .find((d) => !d.startsWith('M20 0') && !d.startsWith('M10 0'));

async function bundleFor(brand: BrandId | undefined): Promise<string> {
  const result = await build({
    stdin: {
      contents: `export { themeTokens, footerVariant, socialLinks, quickExitUrl } from './index.ts';`,
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    external: ['@therapy-shell/core'],
    define: brand
      ? { 'process.env.SHELL_BUNDLE_BRAND': JSON.stringify(brand) }
      : { 'process.env.SHELL_BUNDLE_BRAND': 'undefined' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('one brand per bundle (issue 11)', () => {
  it.each(BRAND_IDS)(
    'a bundle for %s keeps its own logo, colours and handle and none of the other seven',
    async (brand) => {
      const code = await bundleFor(brand);
      expect(code).toContain(logoData(brand));
      expect(code).toContain(themeTokens(brand).colorFooter);
      for (const other of BRAND_IDS.filter((id) => id !== brand)) {
        expect(code).not.toContain(logoData(other));
        expect(code).not.toContain(`therapyshell${other === 'main' ? '"' : other}`);
      }
    },
  );

  it('a bundle built without a brand keeps every brand (Storybook, tests, Node)', async () => {
    const code = await bundleFor(undefined);
    for (const brand of BRAND_IDS) expect(code).toContain(logoData(brand));
  });

  it('every table entry is present where nothing inlines the brand (Node, Jest, dev-api)', () => {
    for (const brand of BRAND_IDS) expect(() => themeTokens(brand)).not.toThrow();
  });
});

describe('inBundle', () => {
  const table: BrandTable<string> = {
    main: 'a',
    organisation: undefined,
    faith: 'c',
    pride: 'd',
    fifth: 'e',
    regional: 'f',
    teen: 'g',
    eighth: 'h',
  };

  it('returns the entry of a brand in the bundle', () => {
    expect(inBundle(table, 'faith', 'handle')).toBe('c');
  });

  it('names the brand and what was asked when the brand is not in the bundle', () => {
    expect(() => inBundle(table, 'organisation', 'social handle')).toThrow(
      'The social handle of brand "organisation" is not in this bundle: it was built for one brand only (SHELL_BUNDLE_BRAND).',
    );
  });
});
