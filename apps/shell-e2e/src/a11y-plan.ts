// Which accessibility checks run where (accessibility.e2e.ts; the App Router's languages also in
// playwright.config.ts). A run of the eight brands makes every check in every language at both
// widths on each router; one brand makes part of them. a11y-plan.spec.ts holds the plan to that.
//
// Measured on brand main's Pages Router (2026-12-04, five languages, 70 page states): of 100 s of
// audits, axe took 41 s, text spacing 18 s, the keyboard walk 15 s, 200 % text 12 s and the plain
// layout 13 s; the rest of the 143 s was page loads and dialogs opening. So:
// - the plain layout (reflow, target size, cut-off and overlapping text) is measured in every
//   language at both widths on every brand: it is cheap, and reflow at 320 px is where a long
//   German or Dutch label breaks first;
// - text spacing, 200 % text and axe run at one width per language, the width alternating by
//   language and by brand: a brand makes them at both widths, two brands side by side make them
//   in each language at both;
// - the keyboard walk runs in German at 320 px and English at desktop width on every brand (on the
//   App Router its other language), and in one more language and width per brand;
// - the App Router composes the same components with the same texts and styles (routers.e2e.ts,
//   aria-snapshots.e2e.ts and visual.e2e.ts hold it to the Pages Router on every brand), so its
//   accessibility pass runs in two languages per brand, German (the longest labels) and one that
//   changes by brand: the eight brands cover every language, width, check and walk.
import { BRAND_IDS, type BrandId } from '@therapy-shell/brand-config';
import { LANGUAGES, type Language } from '@therapy-shell/core';

/** The widths of the matrix: WCAG 1.4.10's 320 CSS px, and the desktop width of the visual baselines. */
export const WIDTHS = [
  { width: 320, height: 640 },
  { width: 1280, height: 900 },
] as const;

export type Width = (typeof WIDTHS)[number]['width'];

export type Router = 'pages' | 'app';

/** The keyboard walk's third language and width, by the brand's place in BRAND_IDS. */
const MORE_WALKS = [
  ['fr', 320],
  ['nl', 1280],
  ['es', 320],
  ['de', 1280],
  ['en', 320],
  ['fr', 1280],
  ['nl', 320],
  ['es', 1280],
] as const satisfies readonly (readonly [Language, Width])[];

/** The App Router's language beside German, by the brand's place: each one's walk (MORE_WALKS) is in it. */
const APP_ROUTER_MORE = ['fr', 'nl', 'es', 'en', 'en', 'fr', 'nl', 'es'] as const satisfies readonly Language[];

function place(brand: BrandId): number {
  const index = BRAND_IDS.indexOf(brand);
  if (index < 0) throw new Error(`a11y-plan: unknown brand "${brand}"`);
  return index;
}

/**
 * The languages of a router's accessibility pass on a brand: every language on the Pages Router;
 * German and one more on the App Router.
 *
 * @example
 * languagesChecked('main', 'app'); // ['de', 'fr']
 */
export function languagesChecked(brand: BrandId, router: Router): readonly Language[] {
  if (router === 'pages') return LANGUAGES;
  const more = APP_ROUTER_MORE[place(brand) % APP_ROUTER_MORE.length] ?? 'en';
  return LANGUAGES.filter((language) => language === 'de' || language === more);
}

/**
 * The width at which text spacing, 200 % text and axe run for a brand and language on a router:
 * alternating by the language's place among the router's languages and by the brand's place, so a
 * brand's pass makes them at both widths and two brands side by side in each language at both.
 *
 * @example
 * fullAuditWidth('main', 'en', 'pages'); // 320
 */
export function fullAuditWidth(brand: BrandId, language: Language, router: Router): Width {
  const checked = languagesChecked(brand, router);
  if (!checked.includes(language)) throw new Error(`a11y-plan: ${router} does not check "${language}" on ${brand}`);
  const width = WIDTHS[(place(brand) + checked.indexOf(language)) % WIDTHS.length]?.width;
  return width ?? WIDTHS[0].width;
}

/**
 * Whether the keyboard walk runs for a brand, language and width on a router: German at 320 px,
 * at desktop width English (the App Router: its language beside German), and one more language
 * and width per brand.
 *
 * @example
 * walks('main', 'de', 320, 'pages'); // true
 */
export function walks(brand: BrandId, language: Language, width: Width, router: Router): boolean {
  const [moreLanguage, moreWidth] = MORE_WALKS[place(brand) % MORE_WALKS.length] ?? MORE_WALKS[0];
  const desktop = router === 'pages' ? language === 'en' : language !== 'de';
  return (
    (language === 'de' && width === 320) ||
    (desktop && width !== 320) ||
    (language === moreLanguage && width === moreWidth)
  );
}

/** The tag of a language's accessibility test, by which the App Router's projects leave out the others. */
export function languageTag(language: Language): `@language-${Language}` {
  return `@language-${language}`;
}

/**
 * The tags of the languages a router leaves out on a brand, for the project's grepInvert.
 *
 * @example
 * languageTagsLeftOut('main', 'app'); // ['@language-en', '@language-nl', '@language-es']
 */
export function languageTagsLeftOut(brand: BrandId, router: Router): string[] {
  const checked = languagesChecked(brand, router);
  return LANGUAGES.filter((language) => !checked.includes(language)).map(languageTag);
}
