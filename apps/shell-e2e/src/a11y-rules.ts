// The WCAG 2.2 AA criteria that axe cannot check, as pure functions of what a11y-geometry.ts
// measured in the browser. Each returns its failures as sentences that name the criterion and the
// element, and an empty list when the page passes. a11y-rules.spec.ts holds each rule to its cases.
import type { Box, ElementGeometry, FocusStop, HelpMechanism, LayoutSnapshot, TextGeometry } from './a11y-geometry.ts';

/** Rounding of layout (subpixel positions, antialiasing): what less than this is not a failure. */
const TOLERANCE_PX = 1;

/** The smallest target of WCAG 2.5.8 (AA), in CSS pixels. */
const MIN_TARGET_PX = 24;

/**
 * Text size of WCAG 1.4.4: with the browser's text size at 200 %, every text is at least this
 * many times its size at 100 % (a size in px that ignores the visitor's setting fails; Chromium's
 * rounding stays above it).
 */
const MIN_TEXT_GROWTH = 1.9;

const right = (box: Box) => box.x + box.width;
const bottom = (box: Box) => box.y + box.height;
const px = (value: number) => `${Math.round(value * 10) / 10}`;

function overlap(a: Box, b: Box): { width: number; height: number } {
  return {
    width: Math.min(right(a), right(b)) - Math.max(a.x, b.x),
    height: Math.min(bottom(a), bottom(b)) - Math.max(a.y, b.y),
  };
}

function byId(layout: LayoutSnapshot): Map<number, ElementGeometry> {
  return new Map(layout.elements.map((element) => [element.id, element]));
}

/** The element and its ancestors, innermost first, as far as the snapshot has them. */
function ancestry(elements: Map<number, ElementGeometry>, id: number): ElementGeometry[] {
  const chain: ElementGeometry[] = [];
  for (
    let element = elements.get(id);
    element;
    element = element.parent === null ? undefined : elements.get(element.parent)
  )
    chain.push(element);
  return chain;
}

const SCROLLS = new Set(['auto', 'scroll']);
const CLIPS = new Set(['hidden', 'clip']);
// The document and the body: what they clip is the viewport's business (a page that scrolls sideways).
const isRoot = (element: ElementGeometry) => element.parent === null || /^(html|body)\b/.test(element.name);

/**
 * Reflow (1.4.10) and what resizing or spacing text must not do (1.4.4, 1.4.12): the page does not
 * scroll sideways (the elements that reach past the viewport are named); no part of the page
 * scrolls sideways; no text is cut off by an element that hides its overflow, or by the viewport's
 * edge. Text that a part of the page scrolls to vertically is not cut off; visually hidden text is
 * never judged.
 *
 * @example
 * expect(clippedText(await page.evaluate(collectLayout, { scope: null }))).toEqual([]);
 */
export function clippedText(layout: LayoutSnapshot): string[] {
  const failures: string[] = [];
  const elements = byId(layout);
  const width = layout.viewport.width;
  const pageScrollsSideways = layout.documentWidth > width + TOLERANCE_PX;
  if (pageScrollsSideways) {
    // The innermost elements past the viewport's edge: none of their children is (what does not
    // wrap, rather than every box it widens).
    const past = (element: ElementGeometry) => right(element.box) > width + TOLERANCE_PX;
    const widening = new Set(
      layout.elements.filter((element) => past(element) && !element.visuallyHidden).map((element) => element.parent),
    );
    const culprits = layout.elements
      .filter((element) => past(element) && !element.visuallyHidden && !isRoot(element) && !widening.has(element.id))
      .map((element) => `${element.name} (to ${px(right(element.box))} px)`);
    // A word wider than its box runs past the edge while the box stays within it: name the text.
    const overflowing = layout.texts.flatMap((text) => {
      const reach = Math.max(...text.rects.map(right));
      const chain = ancestry(elements, text.element);
      return reach > width + TOLERANCE_PX && !chain.some((element) => element.visuallyHidden)
        ? [`"${text.text}" in ${chain[0]?.name ?? 'the page'} (to ${px(reach)} px)`]
        : [];
    });
    failures.push(
      `the page scrolls sideways: ${layout.documentWidth} px of content in a ${width} px viewport, past its edge: ${
        [...culprits, ...overflowing].slice(0, 5).join(', ') || 'nothing measured'
      }`,
    );
  }
  for (const element of layout.elements) {
    if (element.visuallyHidden || isRoot(element)) continue;
    if (SCROLLS.has(element.overflowX) && element.scrollWidth > element.clientWidth + TOLERANCE_PX)
      failures.push(
        `${element.name} scrolls sideways: ${element.scrollWidth} px of content in ${element.clientWidth} px`,
      );
  }
  for (const text of layout.texts) {
    const chain = ancestry(elements, text.element);
    if (chain.some((element) => element.visuallyHidden)) continue;
    const cut = cutOff(text, chain, pageScrollsSideways ? null : width);
    if (cut) failures.push(`"${text.text}" in ${chain[0]?.name ?? 'the page'} is cut off ${cut}`);
  }
  return failures;
}

/**
 * How a text is cut off, or null: by a box around it that hides its overflow, else (what of it
 * shows) by the viewport's edge; `viewportWidth` null when the page scrolls sideways (reported once).
 */
function cutOff(text: TextGeometry, chain: ElementGeometry[], viewportWidth: number | null): string | null {
  let scrollsVertically = false;
  let scrollsSideways = false;
  for (const element of chain) {
    if (isRoot(element)) break;
    const clipsX = CLIPS.has(element.overflowX) && !scrollsSideways;
    const clipsY = CLIPS.has(element.overflowY) && !scrollsVertically;
    for (const rect of text.rects) {
      const outX = rect.x < element.inner.x - TOLERANCE_PX || right(rect) > right(element.inner) + TOLERANCE_PX;
      const outY = rect.y < element.inner.y - TOLERANCE_PX || bottom(rect) > bottom(element.inner) + TOLERANCE_PX;
      if ((clipsX && outX) || (clipsY && outY)) return `by ${element.name}, which hides its overflow`;
    }
    if (SCROLLS.has(element.overflowY) && element.scrollHeight > element.clientHeight) scrollsVertically = true;
    if (SCROLLS.has(element.overflowX) && element.scrollWidth > element.clientWidth) scrollsSideways = true;
  }
  if (viewportWidth !== null)
    for (const rect of text.rects) {
      const part = shown(rect, chain);
      if (part && (part.x < -TOLERANCE_PX || right(part) > viewportWidth + TOLERANCE_PX))
        return `by the edge of the ${viewportWidth} px viewport`;
    }
  return null;
}

/** The part of a box its clipping ancestors show (null when none of it shows: scrolled out of view). */
function shown(box: Box, chain: ElementGeometry[]): Box | null {
  let x1 = box.x;
  let y1 = box.y;
  let x2 = right(box);
  let y2 = bottom(box);
  for (const element of chain) {
    if (isRoot(element)) break;
    if (element.overflowX === 'visible' && element.overflowY === 'visible') continue;
    x1 = Math.max(x1, element.inner.x);
    y1 = Math.max(y1, element.inner.y);
    x2 = Math.min(x2, right(element.inner));
    y2 = Math.min(y2, bottom(element.inner));
  }
  return x2 - x1 > 0 && y2 - y1 > 0 ? { x: x1, y: y1, width: x2 - x1, height: y2 - y1 } : null;
}

/** The positioned element (absolute, fixed or sticky) a part of the page is laid over the rest in; 0 for the page's flow. */
function layerOf(chain: ElementGeometry[]): number {
  return chain.find((element) => ['absolute', 'fixed', 'sticky'].includes(element.position))?.id ?? 0;
}

/**
 * Nothing overlaps (1.4.4, 1.4.12): no text covers another text or a control it is not part of,
 * within a layer (a menu or a list laid over the page on purpose is a layer of its own). Only what
 * shows counts: text scrolled out of its box is not compared. Two boxes overlap when they share more
 * than a pixel across and more than a third of the smaller one's height (lines set tighter than
 * their font touch, which is not a failure). An inline link is judged by its text, not by the box
 * around its lines.
 *
 * @example
 * expect(overlappingText(layout)).toEqual([]);
 */
export function overlappingText(layout: LayoutSnapshot): string[] {
  const failures: string[] = [];
  const elements = byId(layout);
  const covers = (a: Box, b: Box) => {
    const shared = overlap(a, b);
    return shared.width > TOLERANCE_PX && shared.height > Math.min(a.height, b.height) / 3;
  };
  const texts = layout.texts.flatMap((text) => {
    const chain = ancestry(elements, text.element);
    if (chain.some((element) => element.visuallyHidden)) return [];
    const rects = text.rects.flatMap((rect) => shown(rect, chain) ?? []);
    return rects.length > 0 ? [{ text, chain, rects, layer: layerOf(chain) }] : [];
  });
  const controls = layout.elements.flatMap((element) => {
    if (!element.control || element.visuallyHidden || element.display === 'inline') return [];
    const chain = ancestry(elements, element.id);
    const box = shown(element.box, chain.slice(1));
    return box ? [{ element, box, layer: layerOf(chain) }] : [];
  });
  for (let i = 0; i < texts.length; i += 1) {
    const a = texts[i] as (typeof texts)[number];
    for (let j = i + 1; j < texts.length; j += 1) {
      const b = texts[j] as (typeof texts)[number];
      if (a.layer === b.layer && a.rects.some((ra) => b.rects.some((rb) => covers(ra, rb))))
        failures.push(`"${a.text.text}" and "${b.text.text}" overlap`);
    }
    const own = new Set(a.chain.map((element) => element.id));
    for (const control of controls) {
      if (control.layer !== a.layer || own.has(control.element.id)) continue;
      if (a.rects.some((rect) => covers(rect, control.box)))
        failures.push(`"${a.text.text}" and ${control.element.name} overlap`);
    }
  }
  return failures;
}

/**
 * Resize text (1.4.4): with the browser's text size at 200 %, every text grew with it. Compares
 * two snapshots of the same page, at 100 % and at 200 %.
 *
 * @example
 * expect(unscaledText(at100, at200)).toEqual([]);
 */
export function unscaledText(normal: LayoutSnapshot, large: LayoutSnapshot): string[] {
  const before = new Map(normal.texts.map((text) => [`${text.element}:${text.text}`, text.fontSize]));
  const failures: string[] = [];
  for (const text of large.texts) {
    const size = before.get(`${text.element}:${text.text}`);
    if (size !== undefined && text.fontSize < size * MIN_TEXT_GROWTH)
      failures.push(
        `"${text.text}" stays at ${px(text.fontSize)} px (${px(size)} px at 100 %): its size ignores the visitor's text size`,
      );
  }
  return failures;
}

/**
 * Target size (2.5.8, AA): every control is at least 24 x 24 CSS px, or a 24 px circle on its
 * centre touches no other control and no other small control's circle (the spacing exception).
 * A link inside a sentence is excepted; visually hidden controls are not targets.
 *
 * @example
 * expect(smallTargets(layout)).toEqual([]);
 */
export function smallTargets(layout: LayoutSnapshot): string[] {
  const elements = byId(layout);
  const targets = layout.elements.filter(
    (element) =>
      element.control &&
      !element.inlineInText &&
      element.box.width > 0 &&
      element.box.height > 0 &&
      !ancestry(elements, element.id).some((e) => e.visuallyHidden),
  );
  // A control inside another (a link in a list item that is itself focusable) counts once: the outer one.
  const outer = targets.filter(
    (target) => !targets.some((other) => other !== target && ancestry(elements, target.id).slice(1).includes(other)),
  );
  const small = (target: ElementGeometry) =>
    target.box.width < MIN_TARGET_PX - 0.01 || target.box.height < MIN_TARGET_PX - 0.01;
  const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  const radius = MIN_TARGET_PX / 2;
  const circleMeetsBox = (c: { x: number; y: number }, box: Box) => {
    const dx = Math.max(box.x - c.x, 0, c.x - right(box));
    const dy = Math.max(box.y - c.y, 0, c.y - bottom(box));
    return dx * dx + dy * dy < radius * radius;
  };
  const failures: string[] = [];
  for (const target of outer) {
    if (!small(target)) continue;
    const c = centre(target.box);
    const near = outer.find(
      (other) =>
        other !== target &&
        (circleMeetsBox(c, other.box) ||
          (small(other) && Math.hypot(centre(other.box).x - c.x, centre(other.box).y - c.y) < 2 * radius)),
    );
    // Small but spaced: the exception holds.
    if (near)
      failures.push(
        `${target.name} is ${px(target.box.width)} x ${px(target.box.height)} px and ${near.name} is within its 24 px circle`,
      );
  }
  return failures;
}

/**
 * Focus not obscured (2.4.11, AA): at every Tab stop some of the focused control shows; nothing
 * fixed or sticky covers all of it, and it is inside the viewport.
 *
 * @example
 * expect(obscuredFocus(stops)).toEqual([]);
 */
export function obscuredFocus(stops: readonly FocusStop[]): string[] {
  return stops
    .filter((stop) => stop.id !== 0 && stop.inside && stop.visiblePoints === 0)
    .map((stop) =>
      stop.sampledPoints === 0
        ? `${stop.name} has focus outside the viewport (${px(stop.box.x)}, ${px(stop.box.y)}, ${px(stop.box.width)} x ${px(stop.box.height)})`
        : `${stop.name} has focus but ${stop.coveredBy ?? 'something'} covers all of it`,
    );
}

/**
 * Whether the style changes of one Tab stop show: at some level (the control, or its field's frame
 * up to two levels up) an outline appeared with a style, a width of at least 1 px and a colour
 * that is not transparent, or anything else changed (a ring of box-shadow, a colour, an underline).
 */
function showsIndicator(changes: readonly string[]): boolean {
  const levels = new Map<string, Map<string, string>>();
  for (const change of changes) {
    const [, level = '', property = '', after = ''] = /^(\(parent \d\) )?([a-z-]+): .* -> (.*)$/.exec(change) ?? [];
    if (!levels.has(level)) levels.set(level, new Map());
    levels.get(level)?.set(property, after);
  }
  return [...levels.values()].some((after) => {
    if ([...after.keys()].some((property) => !property.startsWith('outline-'))) return true;
    const style = after.get('outline-style');
    const width = parseFloat(after.get('outline-width') ?? '0');
    const colour = after.get('outline-color') ?? '';
    return (
      style !== undefined && style !== 'none' && width >= 1 && !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(colour)
    );
  });
}

/**
 * Focus visible (2.4.7, AA): every Tab stop changes the look of the control (or of its field's
 * frame, up to two levels up) when it gets focus.
 *
 * @example
 * expect(invisibleFocus(stops)).toEqual([]);
 */
export function invisibleFocus(stops: readonly FocusStop[]): string[] {
  return stops
    .filter((stop) => stop.id !== 0 && stop.inside && !showsIndicator(stop.indicator))
    .map((stop) => `${stop.name} shows no focus indicator`);
}

/**
 * Focus order (2.4.3) follows the visual order of a left-to-right page: each next stop is on the
 * same row further right, on a later row, or at the top of a column further right. Only stops in
 * the same layer are compared (a skip link shown over the page, a menu laid over it and the sticky
 * quick exit are layers of their own), and not the wrap once the walk comes round to a stop it
 * has been at (through the page itself, or straight back as in a dialog). Each pair is compared as
 * laid out when the second got focus (`previous`), whatever scrolled in between.
 *
 * @example
 * expect(focusOrderAgainstLayout(stops)).toEqual([]);
 */
export function focusOrderAgainstLayout(stops: readonly FocusStop[]): string[] {
  const failures: string[] = [];
  const seen = new Set<number>();
  for (let i = 1; i < stops.length; i += 1) {
    const a = stops[i - 1] as FocusStop;
    const b = stops[i] as FocusStop;
    seen.add(a.id);
    if (b.id !== 0 && seen.has(b.id)) break;
    // Focus on the page itself (past the last control, or the browser's own controls) is the wrap.
    if (a.id === 0 || b.id === 0 || a.layer !== b.layer || !b.previous) continue;
    const from = b.previous;
    const to = b.box;
    const shared = overlap(from, to).height;
    const sameRow = shared > Math.min(from.height, to.height) / 2;
    const centre = (box: Box) => box.x + box.width / 2;
    if (sameRow) {
      if (centre(to) < centre(from) - TOLERANCE_PX)
        failures.push(`focus moves left on a row, from ${a.name} to ${b.name}`);
    } else if (bottom(to) <= from.y + TOLERANCE_PX && to.x < right(from) - TOLERANCE_PX) {
      failures.push(`focus moves back up, from ${a.name} to ${b.name}`);
    }
  }
  return failures;
}

/**
 * A dialog keeps focus while open: every stop of a walk through it is inside it (or the browser's
 * own controls, which show as the page itself), and the walk comes round to a control it has been
 * at: focus cycles in the dialog. (Back from the browser's controls, Chromium may resume at the
 * dialog's second control rather than its first; Shift+Tab reaches the first.)
 *
 * @example
 * expect(focusEscapes(stops)).toEqual([]);
 */
export function focusEscapes(stops: readonly FocusStop[]): string[] {
  const failures = stops
    .filter((stop) => stop.id !== 0 && !stop.inside)
    .map((stop) => `focus left the dialog for ${stop.name}`);
  const walk = stops.filter((stop) => stop.id !== 0);
  if (walk.length > 0 && new Set(walk.map((stop) => stop.id)).size === walk.length)
    failures.push(
      `Tab never came round to a control again: focus does not cycle within the dialog (${stops
        .map((stop) => stop.name)
        .join(' > ')})`,
    );
  return failures;
}

/**
 * Consistent help (3.2.6, A): the help mechanisms every two pages share come in the same order on
 * both. `pages` maps a page's name to its mechanisms in document order (repeats collapsed).
 *
 * @example
 * expect(inconsistentHelp({ home: ['faq', 'crisis-link'], faq: ['crisis-link', 'faq'] })).toHaveLength(1);
 */
export function inconsistentHelp(pages: Readonly<Record<string, readonly HelpMechanism[]>>): string[] {
  const failures: string[] = [];
  const names = Object.keys(pages);
  for (let i = 0; i < names.length; i += 1)
    for (let j = i + 1; j < names.length; j += 1) {
      const a = names[i] as string;
      const b = names[j] as string;
      const common = (pages[a] ?? []).filter((mechanism) => (pages[b] ?? []).includes(mechanism));
      const other = (pages[b] ?? []).filter((mechanism) => common.includes(mechanism));
      if (common.join() !== other.join())
        failures.push(`help comes in another order on ${a} (${common.join(', ')}) than on ${b} (${other.join(', ')})`);
    }
  return failures;
}
