import { BRAND_IDS } from '@therapy-shell/brand-config';
import { LANGUAGES } from '@therapy-shell/core';
import { WIDTHS, fullAuditWidth, languageTagsLeftOut, languagesChecked, walks, type Router } from './a11y-plan.ts';

// The accessibility pass leaves checks out per brand (a11y-plan.ts): a run of the eight brands must
// still make every check in every language at both widths on each router.

const ROUTERS: readonly Router[] = ['pages', 'app'];
const COMBINATIONS = LANGUAGES.flatMap((language) => WIDTHS.map(({ width }) => ({ language, width })));

describe.each(ROUTERS)('the %s router, over the eight brands', (router) => {
  it.each(COMBINATIONS)('makes text spacing, 200 % text and axe in $language at $width px', ({ language, width }) => {
    const brands = BRAND_IDS.filter(
      (brand) =>
        languagesChecked(brand, router).includes(language) && fullAuditWidth(brand, language, router) === width,
    );
    expect(brands).not.toEqual([]);
  });

  it.each(COMBINATIONS)('walks the keyboard in $language at $width px', ({ language, width }) => {
    const brands = BRAND_IDS.filter(
      (brand) => languagesChecked(brand, router).includes(language) && walks(brand, language, width, router),
    );
    expect(brands).not.toEqual([]);
  });

  it.each([...BRAND_IDS])('makes the full audit at both widths on brand %s', (brand) => {
    const widths = new Set(languagesChecked(brand, router).map((language) => fullAuditWidth(brand, language, router)));
    expect([...widths].sort((a, b) => a - b)).toEqual(WIDTHS.map(({ width }) => width));
  });

  it.each([...BRAND_IDS])('walks the keyboard at both widths on brand %s', (brand) => {
    const widths = WIDTHS.filter(({ width }) =>
      languagesChecked(brand, router).some((language) => walks(brand, language, width, router)),
    );
    expect(widths).toEqual(WIDTHS);
  });
});

describe('the languages of each router', () => {
  it('are all five on the Pages Router, on every brand', () => {
    for (const brand of BRAND_IDS) expect(languagesChecked(brand, 'pages')).toEqual(LANGUAGES);
  });

  it.each([...BRAND_IDS])('are German and one more on the App Router on brand %s, the rest tagged out', (brand) => {
    const checked = languagesChecked(brand, 'app');
    expect(checked).toHaveLength(2);
    expect(checked).toContain('de');
    expect(languageTagsLeftOut(brand, 'app').sort()).toEqual(
      LANGUAGES.filter((language) => !checked.includes(language))
        .map((language) => `@language-${language}`)
        .sort(),
    );
    expect(languageTagsLeftOut(brand, 'pages')).toEqual([]);
  });

  it('refuses a language the router does not check, and an unknown brand', () => {
    const brand = 'main';
    const left = LANGUAGES.find((language) => !languagesChecked(brand, 'app').includes(language));
    expect(left).toBeDefined();
    expect(() => fullAuditWidth(brand, left ?? 'en', 'app')).toThrow(/does not check/);
    expect(() => languagesChecked('nobody' as typeof brand, 'app')).toThrow(/unknown brand "nobody"/);
  });
});
