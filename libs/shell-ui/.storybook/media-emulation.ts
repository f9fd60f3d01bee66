// The toolbar's Forced colours and Reduced motion switches. A page cannot ask the browser to emulate
// a media feature (only DevTools and test drivers can), so the preview does what the browser would
// do with the shell's own styles: every `@media` rule that tests the feature is rewritten to match
// (or no longer match), `matchMedia` answers the same way, and for forced colours a stylesheet draws
// the page in the system colours as the browser's forced-colours mode does. Chrome's own emulation
// (DevTools, Rendering: "Emulate CSS media feature") is the exact one: the designers' guide says so.

/** What the toolbar asks for; `undefined` is the browser's own setting. */
export interface EmulatedMedia {
  forcedColors?: 'active' | undefined;
  reducedMotion?: 'reduce' | undefined;
}

// Each feature with the value the switch turns on and the value it turns off: a rule's condition is
// rewritten by swapping the two, which keeps it valid wherever it sits in a media query list.
const FEATURES = [
  { key: 'forcedColors', name: 'forced-colors', on: 'active', off: 'none' },
  { key: 'reducedMotion', name: 'prefers-reduced-motion', on: 'reduce', off: 'no-preference' },
] as const;

const FORCED_COLORS_ATTRIBUTE = 'data-ts-forced-colors';
type MatchMedia = Window['matchMedia'];
/** Each window's own `matchMedia`, kept before the first patch. */
const realMatchMedias = new WeakMap<Window, MatchMedia>();
/** The windows whose media this module has changed. */
const emulating = new WeakSet<Window>();

// What Chromium's forced-colours mode does to author colours (CSS Color Adjustment 1, section 3):
// colours become the system colours, backgrounds keep no image, shadows go. Elements that opt out
// with `forced-color-adjust: none` cannot be told apart in a selector, which is where this differs
// from the browser.
const FORCED_COLORS_CSS = `
html[${FORCED_COLORS_ATTRIBUTE}] { color-scheme: light; }
html[${FORCED_COLORS_ATTRIBUTE}] *, html[${FORCED_COLORS_ATTRIBUTE}] *::before, html[${FORCED_COLORS_ATTRIBUTE}] *::after {
  color: CanvasText !important;
  background-color: Canvas !important;
  background-image: none !important;
  border-color: CanvasText !important;
  outline-color: CanvasText !important;
  text-decoration-color: currentColor !important;
  box-shadow: none !important;
  text-shadow: none !important;
  accent-color: auto !important;
}
html[${FORCED_COLORS_ATTRIBUTE}] body { background-color: Canvas !important; }
html[${FORCED_COLORS_ATTRIBUTE}] a:any-link, html[${FORCED_COLORS_ATTRIBUTE}] a:any-link * { color: LinkText !important; }
html[${FORCED_COLORS_ATTRIBUTE}] :is(button, input[type='button'], input[type='submit'], input[type='reset'], [role='button']) {
  color: ButtonText !important;
  background-color: ButtonFace !important;
  border-color: ButtonText !important;
}
html[${FORCED_COLORS_ATTRIBUTE}] :is(button, [role='button']) * { color: ButtonText !important; background-color: transparent !important; }
html[${FORCED_COLORS_ATTRIBUTE}] :is(:disabled, [aria-disabled='true']) { color: GrayText !important; border-color: GrayText !important; }
html[${FORCED_COLORS_ATTRIBUTE}] ::selection { color: HighlightText !important; background-color: Highlight !important; }
html[${FORCED_COLORS_ATTRIBUTE}] svg :is(path, circle, rect, polygon, use) { fill: currentColor !important; }
`;

const originalText = new WeakMap<CSSMediaRule, string>();

/** `@media` rules of a sheet, those inside `@supports`, `@layer` and other `@media` rules too. */
function* mediaRules(rules: CSSRuleList): Generator<CSSMediaRule> {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSMediaRule) yield rule;
    if (typeof CSSGroupingRule !== 'undefined' && rule instanceof CSSGroupingRule) yield* mediaRules(rule.cssRules);
  }
}

/** Swaps a feature's two values in a media condition: `(forced-colors: active)` <-> `(forced-colors: none)`. */
function swap(condition: string, name: string, on: string, off: string): string {
  const pattern = new RegExp(`\\(\\s*${name}\\s*:\\s*(${on}|${off})\\s*\\)`, 'g');
  return condition.replace(pattern, (_match, value: string) => `(${name}: ${value === on ? off : on})`);
}

/**
 * Applies the toolbar's switches to the document: the media rules of every stylesheet, `matchMedia`,
 * and the forced-colours palette. Idempotent: call it on every render.
 *
 * @example
 * emulateMedia(document, { forcedColors: 'active' });
 */
export function emulateMedia(doc: Document, wanted: EmulatedMedia): void {
  const view = doc.defaultView;
  // Nothing asked for and nothing changed before: leave the document alone; likewise where there is
  // no matchMedia (jsdom, where the stories' Jest tests run).
  const asked = wanted.forcedColors !== undefined || wanted.reducedMotion !== undefined;
  if (!view || typeof view.matchMedia !== 'function' || (!asked && !emulating.has(view))) return;
  emulating.add(view);
  const realMatchMedia = realMatchMedias.get(view) ?? view.matchMedia.bind(view);
  realMatchMedias.set(view, realMatchMedia);
  // A feature is swapped only where the browser's own value differs from the one asked for.
  const swapped = FEATURES.filter(({ key, name, on }) => {
    const asked = wanted[key] !== undefined;
    return asked && !realMatchMedia(`(${name}: ${on})`).matches;
  });
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's stylesheet: not the shell's
    }
    for (const rule of mediaRules(rules)) {
      const original = originalText.get(rule) ?? rule.media.mediaText;
      if (!/forced-colors|prefers-reduced-motion/.test(original)) continue;
      originalText.set(rule, original);
      const text = swapped.reduce((condition, { name, on, off }) => swap(condition, name, on, off), original);
      if (rule.media.mediaText !== text) rule.media.mediaText = text;
    }
  }
  view.matchMedia = (query: string) =>
    realMatchMedia(swapped.reduce((condition, { name, on, off }) => swap(condition, name, on, off), query));
  const forced = wanted.forcedColors === 'active';
  doc.documentElement.toggleAttribute(FORCED_COLORS_ATTRIBUTE, forced);
  let style = doc.getElementById('ts-forced-colors');
  if (forced && !style) {
    style = doc.createElement('style');
    style.id = 'ts-forced-colors';
    style.textContent = FORCED_COLORS_CSS;
    doc.head.append(style);
  }
}
