import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import tokens from '@therapy-shell/brand-config/tokens/main.tokens.json';
import { BREAKPOINTS } from './constants.ts';

// brand-config's design token files (what designers take into their tools) carry the scales every
// brand shares; shell-ui's stylesheets write them as numbers. These tests keep the two the same: a new
// font size, shadow or status colour in a stylesheet fails here until it is a token of brand-config
// (libs/brand-config/src/design-tokens.ts, then `npx nx run brand-config:tokens -c update`).
type Tokens = Record<string, { $value: unknown }>;
const group = (name: keyof typeof tokens): Tokens => {
  const { $type: _type, $description: _description, ...entries } = tokens[name] as Record<string, unknown>;
  return entries as Tokens;
};
const dimensions = (name: keyof typeof tokens) =>
  Object.values(group(name)).map(({ $value }) => {
    const { value, unit } = $value as { value: number; unit: string };
    return `${value}${unit}`;
  });

const stylesheets = readdirSync(__dirname)
  .filter((name) => name.endsWith('.css'))
  .map((name) => [name, readFileSync(join(__dirname, name), 'utf8')] as const);
const declarations = (property: string) =>
  stylesheets.flatMap(([name, css]) =>
    [...css.matchAll(new RegExp(`(?:^|[;{\\s])${property}:\\s*([^;}]+)`, 'g'))].map(
      (match) => [name, (match[1] ?? '').trim()] as const,
    ),
  );

describe("shell-ui's stylesheets and code use brand-config's design tokens", () => {
  it('has the breakpoints of the token files', () => {
    expect(Object.fromEntries(Object.entries(group('breakpoint')).map(([name, { $value }]) => [name, $value]))).toEqual(
      Object.fromEntries(Object.entries(BREAKPOINTS).map(([name, width]) => [name, { value: width, unit: 'px' }])),
    );
  });

  // Each test lists the declarations that are not tokens, by stylesheet: it passes when the list is empty.
  it('writes every font size as a step of the type scale', () => {
    expect(declarations('font-size').filter(([, size]) => !dimensions('font-size').includes(size))).toEqual([]);
  });

  it('writes every font weight as a font-weight token', () => {
    const weights = Object.values(group('font-weight')).map(({ $value }) => String($value));
    expect(declarations('font-weight').filter(([, weight]) => !weights.includes(weight))).toEqual([]);
  });

  // Unitless line heights (a line height in rem sizes a box, not text; 0 hides a line).
  it('writes every unitless line height as a line-height token', () => {
    const heights = Object.values(group('line-height')).map(({ $value }) => String($value));
    expect(
      declarations('line-height').filter(
        ([, height]) => /^[\d.]+$/.test(height) && height !== '0' && !heights.includes(height),
      ),
    ).toEqual([]);
  });

  // Elevation: the black shadows (focus rings and the quick exit's pressed edge have colours of their own).
  it('draws every black shadow as a shadow token', () => {
    const shadows = Object.values(group('shadow')).map(({ $value }) => {
      const { offsetX, offsetY, blur, spread, color } = $value as Record<string, { value: number; alpha?: number }>;
      return `${offsetX?.value} ${offsetY?.value} ${blur?.value} ${spread?.value} ${color?.alpha}`;
    });
    const SHADOW = /^(-?\d+)(?:px)? (-?\d+)(?:px)? (\d+)px(?: (-?\d+)px)? rgb\(0 0 0 \/ ([\d.]+)(%)?\)$/;
    const offenders = declarations('box-shadow')
      .filter(([, shadow]) => shadow.includes('rgb(0 0 0 /'))
      .filter(([, shadow]) => {
        const [, x, y, blur, spread = '0', alpha = '', percent] = SHADOW.exec(shadow) ?? [];
        return !shadows.includes(`${x} ${y} ${blur} ${spread} ${Number(alpha) / (percent ? 100 : 1)}`);
      });
    expect(offenders).toEqual([]);
  });

  // The status colours no brand sets: the stylesheets' fallbacks are the tokens' values.
  it('falls back to the status colour tokens', () => {
    const longHex = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex);
    const STATUS = ['danger', 'on-danger', 'success', 'warning', 'info', 'muted'];
    const fallbacks = stylesheets.flatMap(([file, css]) =>
      [...css.matchAll(/var\(--ts-color-([\w-]+),\s*(#[0-9a-f]{3,6})\)/g)]
        .filter(([, name]) => STATUS.includes(name ?? ''))
        .map(([, name = '', hex = '']) => [file, name, hex] as const),
    );
    expect(fallbacks.length).toBeGreaterThan(0);
    expect(
      fallbacks.filter(([, name, hex]) => (group('color')[name]?.$value as { hex?: string })?.hex !== longHex(hex)),
    ).toEqual([]);
  });
});
