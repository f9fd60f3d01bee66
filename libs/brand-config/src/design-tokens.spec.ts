import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_IDS } from './brands.ts';
import { designTokens, dtcgColor, dtcgDimension, dtcgFontFamily, THEME_TOKEN_PATHS } from './design-tokens.ts';
import type { BrandId } from './brands.ts';
import { themeTokens } from './theme.ts';
import type { ThemeTokens } from './types.ts';

// The shipped files: tokens/<brand>.tokens.json and tokens/<brand>.css (written by
// `npx nx run brand-config:tokens -c update`, which also checks that Style Dictionary makes that CSS).
const TOKENS_DIR = join(__dirname, '..', 'tokens');
const tokenFile = (brand: string) => JSON.parse(readFileSync(join(TOKENS_DIR, `${brand}.tokens.json`), 'utf8'));
/** The custom properties a stylesheet of the form `:root { --name: value; }` sets, comments left out. */
const cssProperties = (file: string) =>
  Object.fromEntries(
    [...readFileSync(file, 'utf8').matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)].map(([, name, value]) => [name, value]),
  );

describe('design token files (DTCG 2025.10)', () => {
  it('has a token file and a stylesheet for every brand, and for no other', () => {
    expect(readdirSync(TOKENS_DIR).sort()).toEqual(
      BRAND_IDS.flatMap((brand) => [`${brand}.css`, `${brand}.tokens.json`]).sort(),
    );
  });

  it.each(BRAND_IDS.map((brand) => [brand]))(
    "%s: the committed token file is brand-config's data (npx nx run brand-config:tokens -c update)",
    (brand) => {
      expect(tokenFile(brand)).toEqual(designTokens(brand));
    },
  );

  // What every page of a brand sets (shell-next's documents inline the stylesheet): the theme's CSS
  // values by name, the status colours and the breakpoints, and nothing else.
  const THEME_PROPERTIES: readonly [string, keyof ThemeTokens][] = [
    ['--ts-color-primary', 'colorPrimary'],
    ['--ts-color-on-primary', 'colorOnPrimary'],
    ['--ts-color-text', 'colorText'],
    ['--ts-color-background', 'colorBackground'],
    ['--ts-color-footer', 'colorFooter'],
    ['--ts-color-on-footer', 'colorOnFooter'],
    ['--ts-color-background-get-started-go', 'colorBackgroundGetStartedGo'],
    ['--ts-color-background-contact-us-alternate', 'colorBackgroundContactUsAlternate'],
    ['--ts-font-family', 'fontFamily'],
    ['--ts-font-family-heading', 'fontFamilyHeading'],
    ['--ts-radius', 'radius'],
    ['--ts-radius-large', 'radiusLarge'],
  ];
  const SHARED_PROPERTIES = {
    '--ts-color-danger': '#b3261e',
    '--ts-color-on-danger': '#ffffff',
    '--ts-color-success': '#1e7a3c',
    '--ts-color-warning': '#8a5a00',
    '--ts-color-info': '#1d5fa8',
    '--ts-color-muted': '#6b6b6b',
    '--ts-bp-xs': '390px',
    '--ts-bp-sm': '640px',
    '--ts-bp-md': '768px',
    '--ts-bp-lg': '992px',
    '--ts-bp-xl': '1280px',
    '--ts-bp-2xl': '1536px',
  };
  const pageProperties = (theme: ThemeTokens) => ({
    ...Object.fromEntries(THEME_PROPERTIES.map(([name, key]) => [name, theme[key]])),
    ...SHARED_PROPERTIES,
  });

  it.each(BRAND_IDS.map((brand) => [brand]))(
    "%s: the stylesheet Style Dictionary made sets the brand's theme, the status colours and the breakpoints",
    (brand: BrandId) => {
      expect(cssProperties(join(TOKENS_DIR, `${brand}.css`))).toEqual(pageProperties(themeTokens(brand)));
    },
  );

  it("sets the ninth brand's own values in the stylesheet beside its module (SHELL_BRAND_MODULE)", async () => {
    const { BRANDS } = await import('./testing/ninth.ts');
    const theme = BRANDS[0]?.theme;
    if (!theme) throw new Error('testing/ninth.ts has no brand');
    expect(cssProperties(join(__dirname, 'testing/ninth.css'))).toEqual(pageProperties(theme));
  });

  it.each(BRAND_IDS.map((brand) => [brand]))("%s: every theme token is in the file with the brand's value", (brand) => {
    const document = designTokens(brand) as unknown as Record<string, Record<string, { $value: unknown }>>;
    const theme = themeTokens(brand);
    for (const [key, [group, name]] of Object.entries(THEME_TOKEN_PATHS)) {
      const css = theme[key as keyof typeof THEME_TOKEN_PATHS];
      const expected =
        group === 'color' ? dtcgColor(css) : group === 'radius' ? dtcgDimension(css) : dtcgFontFamily(css);
      expect(document[group]?.[name]?.$value).toEqual(expected);
    }
  });
});

// What the format (Design Tokens Format Module 2025.10, its Color module) allows for each type this
// library writes: a tool that follows it must be able to read every token.
const srgb = (value: unknown) => {
  const color = value as { colorSpace?: unknown; components?: unknown; alpha?: unknown; hex?: unknown };
  return (
    color.colorSpace === 'srgb' &&
    Array.isArray(color.components) &&
    color.components.length === 3 &&
    color.components.every((c) => typeof c === 'number' && c >= 0 && c <= 1) &&
    (color.alpha === undefined || (typeof color.alpha === 'number' && color.alpha >= 0 && color.alpha <= 1)) &&
    typeof color.hex === 'string' &&
    /^#[0-9a-f]{6}$/.test(color.hex) &&
    color.components.every(
      (c, i) => Math.round((c as number) * 255) === parseInt((color.hex as string).slice(1 + 2 * i, 3 + 2 * i), 16),
    )
  );
};
const dimension = (value: unknown) => {
  const d = value as { value?: unknown; unit?: unknown };
  return typeof d.value === 'number' && (d.unit === 'px' || d.unit === 'rem') && Object.keys(d).length === 2;
};
const VALID: Record<string, (value: unknown) => boolean> = {
  color: srgb,
  dimension,
  fontFamily: (value) =>
    typeof value === 'string' || (Array.isArray(value) && value.every((name) => typeof name === 'string')),
  fontWeight: (value) => typeof value === 'number' && value >= 1 && value <= 1000,
  number: (value) => typeof value === 'number',
  shadow: (value) => {
    const s = value as Record<string, unknown>;
    return (
      srgb(s['color']) &&
      ['offsetX', 'offsetY', 'blur', 'spread'].every((key) => dimension(s[key])) &&
      Object.keys(s).every((key) => ['color', 'offsetX', 'offsetY', 'blur', 'spread', 'inset'].includes(key))
    );
  },
};

describe.each(BRAND_IDS.map((brand) => [brand]))('the token file of %s follows the format', (brand) => {
  const document = tokenFile(brand) as Record<string, unknown>;
  const groups = Object.entries(document).filter(([name]) => !name.startsWith('$'));

  it('names its schema and says what it is', () => {
    expect(document['$schema']).toBe('https://www.designtokens.org/schemas/2025.10/format.json');
    expect(document['$description']).toEqual(expect.stringContaining(brand));
  });

  it.each(groups)('group %s: a type the format defines, and every token a valid value of it', (_name, group) => {
    const { $type, $description, ...entries } = group as Record<string, unknown>;
    expect(Object.keys(VALID)).toContain($type);
    expect(typeof $description).toBe('string');
    expect(Object.keys(entries).length).toBeGreaterThan(0);
    for (const [name, token] of Object.entries(entries)) {
      // Names may not start with $ (except the group's own value, $root), nor hold {, } or . (the format's reference syntax).
      expect(name === '$root' || /^[^${}.]+$/.test(name)).toBe(true);
      const { $value, ...rest } = token as Record<string, unknown>;
      expect(Object.keys(rest).every((key) => key === '$description')).toBe(true);
      expect({ name, valid: VALID[$type as string]?.($value) }).toEqual({ name, valid: true });
    }
  });
});

describe('values in the format', () => {
  it.each([
    ['#ffffff', [1, 1, 1]],
    ['#000000', [0, 0, 0]],
    ['#2e6b47', [0.1804, 0.4196, 0.2784]],
  ])('writes %s as sRGB components %j with the hex', (hex, components) => {
    expect(dtcgColor(hex)).toEqual({ colorSpace: 'srgb', components, hex });
  });

  it.each([
    ['8px', { value: 8, unit: 'px' }],
    ['1.5rem', { value: 1.5, unit: 'rem' }],
  ])('writes %s as the dimension %j', (css, value) => {
    expect(dtcgDimension(css)).toEqual(value);
  });

  it.each(['8', '1em', '50%', 'calc(1px + 1rem)'])('refuses %s, which the format has no dimension for', (css) => {
    expect(() => dtcgDimension(css)).toThrow(/px or rem/);
  });

  it('writes a font stack as its names in order, without quotes', () => {
    expect(dtcgFontFamily('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif')).toEqual([
      'system-ui',
      '-apple-system',
      'Segoe UI',
      'Roboto',
      'sans-serif',
    ]);
  });
});
