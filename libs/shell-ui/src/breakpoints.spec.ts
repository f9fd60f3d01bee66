import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BREAKPOINTS,
  DESKTOP_BREAKPOINT,
  MOBILE_MENU_BREAKPOINT,
  IMAGE_DEFAULT_QUALITY,
  IMAGE_DEVICE_SIZES,
  IMAGE_LAZY_MARGIN_PX,
  TOAST_FOCUSABLE_TIMEOUT_MS,
  TOAST_MAX_VISIBLE,
  TOAST_MAX_WIDTH_PX,
  TOAST_TIMEOUT_MS,
} from './constants.ts';

describe('spec 9 constants', () => {
  it('has the toast limits', () => {
    expect([TOAST_TIMEOUT_MS, TOAST_FOCUSABLE_TIMEOUT_MS, TOAST_MAX_VISIBLE, TOAST_MAX_WIDTH_PX]).toEqual([
      5000, 10000, 3, 400,
    ]);
  });

  it('has the breakpoints xs 390, sm 640, md 768, lg 992, xl 1280, 2xl 1536', () => {
    expect(BREAKPOINTS).toEqual({ xs: 390, sm: 640, md: 768, lg: 992, xl: 1280, '2xl': 1536 });
  });

  it('has image device sizes from 640 to 3840, a 200px lazy margin and quality 75', () => {
    expect(IMAGE_DEVICE_SIZES[0]).toBe(640);
    expect(Math.max(...IMAGE_DEVICE_SIZES)).toBe(3840);
    expect([...IMAGE_DEVICE_SIZES]).toEqual([...IMAGE_DEVICE_SIZES].sort((a, b) => a - b));
    expect(IMAGE_LAZY_MARGIN_PX).toBe(200);
    expect(IMAGE_DEFAULT_QUALITY).toBe(75);
  });
});

describe('breakpoints shared by CSS and code', () => {
  // Every page sets them from its brand's stylesheet (brand-config's tokens/<brand>.css, which Style
  // Dictionary makes from the design tokens), for calc(), max-width and container sizes.
  const brandStylesheets = join(__dirname, '../../brand-config/tokens');
  it.each(readdirSync(brandStylesheets).filter((name) => name.endsWith('.css')))(
    '%s sets every breakpoint as a --ts-bp-* custom property',
    (name) => {
      const css = readFileSync(join(brandStylesheets, name), 'utf8');
      const set = Object.fromEntries([...css.matchAll(/(--ts-bp-[\w-]+):\s*([^;]+);/g)].map(([, n, v]) => [n, v]));
      expect(set).toEqual(
        Object.fromEntries(Object.entries(BREAKPOINTS).map(([bp, width]) => [`--ts-bp-${bp}`, `${width}px`])),
      );
    },
  );

  // CSS cannot read custom properties inside @media, so stylesheets write the numbers: each must be a breakpoint.
  const stylesheets = readdirSync(__dirname).filter((name) => name.endsWith('.css'));
  it.each(stylesheets.map((name) => [name]))('%s uses only spec breakpoints in its width media queries', (name) => {
    const css = readFileSync(join(__dirname, name), 'utf8');
    const widths = [...css.matchAll(/\((?:min|max)-width:\s*([\d.]+)px\)/g)].map((match) => Number(match[1]));
    const allowed: number[] = Object.values(BREAKPOINTS);
    for (const width of widths) expect(allowed).toContain(width);
  });
});

describe('the stylesheets use the breakpoints the constants name', () => {
  const css = (file: string) => readFileSync(join(__dirname, file), 'utf8');

  it('the header collapses its navigation into the menu below the mobile-menu breakpoint', () => {
    expect(css('header.module.css')).toContain(`@media (min-width: ${BREAKPOINTS[MOBILE_MENU_BREAKPOINT]}px)`);
  });

  it('toasts take their desktop width (spec 9: 400 px) from the desktop breakpoint', () => {
    expect(css('toaster.module.css')).toContain(`@media (min-width: ${BREAKPOINTS[DESKTOP_BREAKPOINT]}px)`);
  });
});
