import { BRAND_IDS } from './brands.ts';
import { accessibilityWidgetColors, logoMarkSvg, themeTokens } from './theme.ts';

describe('theme tokens (DESIGN.md section 4)', () => {
  it.each(BRAND_IDS.map((id) => [id]))(
    'gives brand %s a logo mark of its own: a base and a detail in a square box',
    (id) => {
      const { viewBox, shapes } = themeTokens(id).logo;
      expect(viewBox).toBe('0 0 40 40');
      expect(shapes.map((shape) => shape.tone)).toEqual(['base', 'detail']);
      const others = BRAND_IDS.filter((other) => other !== id).map((other) => themeTokens(other).logo.shapes[1]?.d);
      expect(others).not.toContain(shapes[1]?.d);
    },
  );

  it.each(BRAND_IDS.map((id) => [id]))("draws brand %s's favicon from its logo mark in its colours", (id) => {
    const svg = logoMarkSvg(id);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 40 40">/);
    expect(svg).toContain(`fill="${themeTokens(id).colorPrimary}"`);
    for (const shape of themeTokens(id).logo.shapes) expect(svg).toContain(`d="${shape.d}"`);
  });

  it.each(BRAND_IDS.map((id) => [id]))('gives brand %s accessibility widget colours (spec 9: per brand)', (id) => {
    const colors = accessibilityWidgetColors(id);
    expect(colors.leadColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(colors.triggerColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(colors).toBe(themeTokens(id).accessibilityWidget);
  });

  // Relative luminance and contrast ratio of WCAG 2.x.
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };

  it.each(BRAND_IDS.map((id) => [id]))('keeps text of brand %s at WCAG AA contrast (4.5:1)', (id) => {
    const t = themeTokens(id);
    expect(contrast(t.colorOnPrimary, t.colorPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t.colorText, t.colorBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t.colorOnFooter, t.colorFooter)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', t.accessibilityWidget.triggerColor)).toBeGreaterThanOrEqual(4.5);
  });

  // Spec 2.4: GetStarted with go=true changes its background; ContactUs changes its theme. The page
  // keeps its text colour and its links the primary colour, so both must stay readable on the new one.
  it.each(
    BRAND_IDS.flatMap((id) => [
      [id, 'get-started-go', themeTokens(id).colorBackgroundGetStartedGo],
      [id, 'contact-us-alternate', themeTokens(id).colorBackgroundContactUsAlternate],
    ]),
  )(
    'gives brand %s a %s page background of its own, with text and links at WCAG AA (4.5:1)',
    (id, _theme, background) => {
      const t = themeTokens(id);
      expect(background).toMatch(/^#[0-9a-f]{6}$/);
      expect(background).not.toBe(t.colorBackground);
      expect(contrast(t.colorText, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(t.colorPrimary, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(BRAND_IDS.map((id) => [id]))("gives brand %s's two page themes different backgrounds", (id) => {
    const t = themeTokens(id);
    expect(t.colorBackgroundGetStartedGo).not.toBe(t.colorBackgroundContactUsAlternate);
  });
});
