// One audit of one state of a page (the page, or an open dialog): the WCAG 2.2 AA criteria axe
// cannot check (a11y-rules.ts), measured at normal text, with WCAG's text spacing and at 200 % text
// size, a keyboard walk through every Tab stop, and axe with the WCAG 2.2 AA tags. Each
// measurement is one page.evaluate; the walk is one key press per stop and one evaluate at the end.
import type { CDPSession, Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import {
  collectLayout,
  countTabStops,
  installFocusRecorder,
  readFocusStops,
  type FocusStop,
  type LayoutSnapshot,
} from './a11y-geometry.ts';
import {
  clippedText,
  focusEscapes,
  focusOrderAgainstLayout,
  invisibleFocus,
  obscuredFocus,
  overlappingText,
  smallTargets,
  unscaledText,
} from './a11y-rules.ts';

/**
 * WCAG 1.4.12's text spacing, as the W3C's test applies it: line height 1.5, letter spacing 0.12,
 * word spacing 0.16 and paragraph spacing 2 times the font size.
 */
const TEXT_SPACING_CSS =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** Chromium's default font sizes (the browser's text size setting at 100 %), standard and monospace. */
const TEXT_SIZE_100 = { standard: 16, fixed: 13 };

/** What a state of the page is measured within. */
export interface AuditScope {
  /** Selector of the part to measure and walk (an open dialog); the whole body when null. */
  within: string | null;
  /** For failure messages: brand, language, width and page. */
  label: string;
}

/** Which measurements an audit makes; all by default. */
export interface AuditParts {
  layout?: boolean;
  textSpacing?: boolean;
  textSize?: boolean;
  focus?: boolean;
  axe?: boolean;
}

/**
 * Sets the browser's text size, as a visitor does in its settings (Chromium's default font size;
 * sizes in rem and em follow it, sizes in px do not). 1 is 100 %.
 *
 * @example
 * await setTextSize(cdp, 2); // 200 %
 */
async function setTextSize(cdp: CDPSession, scale: number): Promise<void> {
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: TEXT_SIZE_100.standard * scale, fixed: TEXT_SIZE_100.fixed * scale },
  });
}

/**
 * The layout failures of one snapshot: reflow and cut-off text (1.4.10), overlaps, and with
 * `targets` the target sizes (2.5.8).
 *
 * @example
 * layoutFailures(await page.evaluate(collectLayout, { scope: null }), { targets: true });
 */
function layoutFailures(layout: LayoutSnapshot, { targets }: { targets: boolean }): string[] {
  return [...clippedText(layout), ...overlappingText(layout), ...(targets ? smallTargets(layout) : [])];
}

/**
 * Presses Tab through the page or the dialog once around (as many times as it has focusable
 * elements, and four times more: past the browser's own controls and back, with room for a
 * control that becomes focusable during the walk, such as a dialog body that starts to scroll),
 * recording each stop.
 *
 * @example
 * const stops = await tabThrough(page, null);
 */
async function tabThrough(page: Page, within: string | null): Promise<FocusStop[]> {
  const presses = (await page.evaluate(countTabStops, { within })) + 4;
  await page.evaluate(installFocusRecorder, { within });
  for (let press = 0; press < presses; press += 1) await page.keyboard.press('Tab');
  return page.evaluate(readFocusStops);
}

/**
 * Audits the page's current state; every failure comes back as one line naming the criterion,
 * the state and the element. Leaves the page as it found it (text size and spacing back to
 * normal, focus moved by the walk).
 *
 * @example
 * expect(await audit(page, cdp, { within: null, label: 'main de 320 px home' })).toEqual([]);
 */
export async function audit(page: Page, cdp: CDPSession, scope: AuditScope, parts: AuditParts = {}): Promise<string[]> {
  const { layout = true, textSpacing = true, textSize = true, focus = true, axe = true } = parts;
  const failures: string[] = [];
  const note = (criterion: string, lines: string[]) =>
    failures.push(...lines.map((line) => `${scope.label}: ${criterion}: ${line}`));
  const snapshot = () => page.evaluate(collectLayout, { scope: scope.within });

  const normal = await snapshot();
  if (layout) note('reflow and target size (1.4.10, 2.5.8)', layoutFailures(normal, { targets: true }));

  if (textSpacing) {
    const style = await page.addStyleTag({ content: TEXT_SPACING_CSS });
    note('text spacing (1.4.12)', layoutFailures(await snapshot(), { targets: false }));
    await style.evaluate((element) => (element as Element).remove());
  }

  if (textSize) {
    await setTextSize(cdp, 2);
    try {
      const large = await snapshot();
      note('resize text to 200 % (1.4.4)', [
        ...unscaledText(normal, large),
        ...layoutFailures(large, { targets: false }),
      ]);
    } finally {
      await setTextSize(cdp, 1);
    }
  }

  if (focus) {
    const stops = await tabThrough(page, scope.within);
    note('focus not obscured (2.4.11)', obscuredFocus(stops));
    note('focus visible (2.4.7)', invisibleFocus(stops));
    note('focus order (2.4.3)', focusOrderAgainstLayout(stops));
    if (scope.within) note('focus kept in the dialog', focusEscapes(stops));
  }

  if (axe) note('axe (WCAG 2.2 AA)', await axeViolations(page, { wcag22: true }));
  return failures;
}

/**
 * Page titled (2.4.2): the page's title is the one expected (in the visitor's language, with the
 * product name), as one failure line, or none.
 *
 * @example
 * failures.push(...(await titleFailures(page, 'main de 320 px /gethelpnow/', 'Jetzt Hilfe finden – Therapy Shell')));
 */
export async function titleFailures(page: Page, label: string, expected: string): Promise<string[]> {
  const title = await page.title();
  return title === expected ? [] : [`${label}: page titled (2.4.2): the title is "${title}", not "${expected}"`];
}
