// What the accessibility checks read from a page, in one round trip each: the geometry of every
// element and text of a part of the page (collectLayout), and what a keyboard user meets at each
// Tab stop (installFocusRecorder, then readFocusStops). The functions marked "in the page" run in
// the browser through page.evaluate: they use nothing from this module's scope. The rules that
// judge what they return are pure functions in a11y-rules.ts.

/** A rectangle in CSS pixels, relative to the viewport. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One element of the measured part of the page (and each of its ancestors). */
export interface ElementGeometry {
  /** Stable for the life of the page: the same element has the same id in every snapshot. */
  id: number;
  /** The parent element's id; null for the document element. */
  parent: number | null;
  /** How a failure names it: tag, role and accessible name, for example `button "Cookie Settings"`. */
  name: string;
  /** Border box. */
  box: Box;
  /** Padding box (where an `overflow` other than visible clips). */
  inner: Box;
  display: string;
  position: string;
  overflowX: string;
  overflowY: string;
  scrollWidth: number;
  scrollHeight: number;
  clientWidth: number;
  clientHeight: number;
  /** Hidden on purpose and read by screen readers only (a 1 px box, `clip-path: inset(50%)`): never judged. */
  visuallyHidden: boolean;
  /** A control a pointer targets: link, button, form field, or an element with a tabindex of 0 or more. */
  control: boolean;
  /**
   * A control inside a sentence (an inline link with text of the same block around it): the
   * target-size criterion (2.5.8) excepts it, its size being set by the line height of that text.
   */
  inlineInText: boolean;
}

/** One text node, as the lines it is laid out in. */
export interface TextGeometry {
  /** Id of the element the text is in. */
  element: number;
  /** Its first characters, to name it in a failure. */
  text: string;
  /** One rectangle per line box the text takes (Range.getClientRects). */
  rects: Box[];
  /** Computed font size in CSS pixels. */
  fontSize: number;
}

/** The geometry of a part of the page (a dialog, or the whole body). */
export interface LayoutSnapshot {
  viewport: { width: number; height: number };
  /** The document's scroll width: more than the viewport's width is a page that scrolls sideways. */
  documentWidth: number;
  elements: ElementGeometry[];
  texts: TextGeometry[];
}

/**
 * In the page: the geometry of the elements and texts inside `scope` (a selector; the body when
 * null), and of the ancestors of the scope. Elements get ids kept on the window, so a second
 * snapshot of the same page (with other text spacing or text size) names the same elements alike.
 *
 * @example
 * const layout = await page.evaluate(collectLayout, { scope: 'dialog[open]' });
 */
export function collectLayout({ scope }: { scope: string | null }): LayoutSnapshot {
  const state = window as unknown as { __a11yIds?: WeakMap<Node, number>; __a11yNextId?: number };
  const ids = (state.__a11yIds ??= new WeakMap<Node, number>());
  const idOf = (node: Node): number => {
    let id = ids.get(node);
    if (id === undefined) {
      id = state.__a11yNextId = (state.__a11yNextId ?? 0) + 1;
      ids.set(node, id);
    }
    return id;
  };
  const root = scope ? document.querySelector(scope) : document.body;
  if (!root) throw new Error(`collectLayout: nothing matches ${scope ?? 'body'}`);
  const box = (rect: DOMRect): Box => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute('role');
    const labelledBy = element.getAttribute('aria-labelledby');
    const label =
      element.getAttribute('aria-label') ??
      (labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => text(document.getElementById(id)?.textContent))
            .join(' ')
        : null) ??
      text((element as HTMLElement).innerText ?? element.textContent);
    const short = label.length > 48 ? `${label.slice(0, 47)}…` : label;
    const testId = element.getAttribute('data-testid');
    return `${tag}${role ? `[role=${role}]` : ''}${testId ? `[data-testid=${testId}]` : ''}${short ? ` "${short}"` : ''}`;
  };
  const CONTROL =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="switch"], [role="combobox"], [role="link"], [role="option"], [tabindex]:not([tabindex="-1"])';
  const hiddenMemo = new Map<Element, boolean>();
  const visuallyHidden = (element: Element | null): boolean => {
    if (!element || element === document.documentElement) return false;
    const known = hiddenMemo.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const hidden =
      style.clipPath.startsWith('inset(50%') ||
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      (rect.width <= 1 && rect.height <= 1 && style.overflow !== 'visible') ||
      visuallyHidden(element.parentElement);
    hiddenMemo.set(element, hidden);
    return hidden;
  };
  const elements = new Map<Element, ElementGeometry>();
  const add = (element: Element) => {
    if (elements.has(element)) return;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const html = element as HTMLElement;
    const control = element.matches(CONTROL);
    let inlineInText = false;
    if (control && style.display === 'inline') {
      // A link in a sentence: the block it is in has text outside it.
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (block) {
        const all = text(block.textContent);
        const own = text(element.textContent);
        inlineInText = all.replace(own, '').replace(/[\s.,:;!?()]/g, '').length > 0;
      }
    }
    elements.set(element, {
      id: idOf(element),
      parent: element.parentElement ? idOf(element.parentElement) : null,
      name: nameOf(element),
      box: box(rect),
      inner: {
        x: rect.x + html.clientLeft,
        y: rect.y + html.clientTop,
        width: html.clientWidth,
        height: html.clientHeight,
      },
      display: style.display,
      position: style.position,
      overflowX: style.overflowX,
      overflowY: style.overflowY,
      scrollWidth: html.scrollWidth,
      scrollHeight: html.scrollHeight,
      clientWidth: html.clientWidth,
      clientHeight: html.clientHeight,
      visuallyHidden: visuallyHidden(element),
      control,
      inlineInText,
    });
  };
  for (let ancestor: Element | null = root; ancestor; ancestor = ancestor.parentElement) add(ancestor);
  const rendered = (element: Element) =>
    element.checkVisibility({ opacityProperty: false, visibilityProperty: true, contentVisibilityAuto: true });
  for (const element of root.querySelectorAll('*')) if (rendered(element)) add(element);

  const texts: TextGeometry[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = text(node.textContent);
    const parent = node.parentElement;
    if (!value || !parent || !elements.has(parent)) continue;
    if (parent.closest('script, style, noscript, template')) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5).map(box);
    if (rects.length === 0) continue;
    texts.push({
      element: idOf(parent),
      text: value.length > 40 ? `${value.slice(0, 39)}…` : value,
      rects,
      fontSize: parseFloat(getComputedStyle(parent).fontSize),
    });
  }
  return {
    viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
    documentWidth: document.documentElement.scrollWidth,
    elements: [...elements.values()],
    texts,
  };
}

/** What a keyboard user meets at one Tab stop. */
export interface FocusStop {
  /** The focused element's id (collectLayout's ids); 0 when focus is on the body or left the page. */
  id: number;
  name: string;
  /** Border box in viewport coordinates when it got focus. */
  box: Box;
  /**
   * The border box of the control focused just before, measured at the same moment (after the
   * scrolling this Tab caused, in the page or in a dialog's body), so that the two are compared in
   * one layout; null at the first stop and after focus was on the page itself.
   */
  previous: Box | null;
  /**
   * The layer the control is laid out in: the id of the nearest element, itself or an ancestor,
   * that is absolutely positioned, fixed or sticky (a skip link shown over the page, a menu laid
   * over it, the sticky quick exit), 0 for the page's flow.
   */
  layer: number;
  /** Inside the `within` element of the walk (the open dialog); true on a page walk. */
  inside: boolean;
  /**
   * Of the points sampled across the part of its box inside the viewport, how many show the element
   * itself (or its content); 0 of more than 0 means something covers it entirely (2.4.11).
   */
  visiblePoints: number;
  sampledPoints: number;
  /** What is on top where the element is covered, for the failure message. */
  coveredBy: string | null;
  /**
   * The styles that changed on the element or an ancestor up to two levels when it got focus (its
   * focus indicator), as `property: before -> after` (an outline's style, width and colour all,
   * when any of them changed); empty when nothing changed (2.4.7).
   */
  indicator: string[];
}

/**
 * In the page: records every Tab stop from now on (on the keyup of Tab, after the browser has
 * moved focus and scrolled it into view), and the unfocused look of every element inside
 * `within` (a selector; the whole page when null) to compare focused looks with. Focus is put on
 * a mark at the start of the page or dialog that Tab does not stop at (tabindex -1), so the walk
 * starts at its first control; readFocusStops removes the mark.
 *
 * @example
 * await page.evaluate(installFocusRecorder, { within: 'dialog[open]' });
 */
export function installFocusRecorder({ within }: { within: string | null }): void {
  const STYLES = [
    'outline-style',
    'outline-width',
    'outline-color',
    'outline-offset',
    'box-shadow',
    'background-color',
    'border-top-color',
    'border-bottom-color',
    'color',
    'text-decoration-line',
  ] as const;
  const state = window as unknown as {
    __a11yIds?: WeakMap<Node, number>;
    __a11yNextId?: number;
    __a11yFocus?: { stops: FocusStop[]; stop: () => void };
  };
  state.__a11yFocus?.stop();
  const ids = (state.__a11yIds ??= new WeakMap<Node, number>());
  const idOf = (node: Node): number => {
    let id = ids.get(node);
    if (id === undefined) {
      id = state.__a11yNextId = (state.__a11yNextId ?? 0) + 1;
      ids.set(node, id);
    }
    return id;
  };
  const look = (element: Element) => {
    const style = getComputedStyle(element);
    return STYLES.map((property) => style.getPropertyValue(property));
  };
  const container = within ? document.querySelector(within) : document.body;
  if (!container) throw new Error(`installFocusRecorder: nothing matches ${within ?? 'body'}`);
  (document.activeElement as HTMLElement | null)?.blur();
  const unfocused = new Map<Element, string[]>();
  for (const element of [container, ...container.querySelectorAll('*')]) unfocused.set(element, look(element));
  for (let ancestor = container.parentElement; ancestor; ancestor = ancestor.parentElement)
    unfocused.set(ancestor, look(ancestor));
  const start = document.createElement('span');
  start.tabIndex = -1;
  start.dataset['a11yWalkStart'] = '';
  container.prepend(start);
  start.focus({ preventScroll: true });

  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const label =
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)?.textContent))
        .join(' ')
        .trim();
    const name = label || text((element as HTMLElement).innerText ?? element.textContent);
    const short = name.length > 48 ? `${name.slice(0, 47)}…` : name;
    return `${element.tagName.toLowerCase()}${short ? ` "${short}"` : ''}`;
  };
  const stops: FocusStop[] = [];
  let before: Element | null = null;
  const record = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) {
      before = null;
      stops.push({
        id: 0,
        name: 'the page itself (focus left every control)',
        box: { x: 0, y: 0, width: 0, height: 0 },
        previous: null,
        layer: 0,
        inside: false,
        visiblePoints: 0,
        sampledPoints: 0,
        coveredBy: null,
        indicator: [],
      });
      return;
    }
    const rect = element.getBoundingClientRect();
    const last = before && before !== element ? before.getBoundingClientRect() : null;
    before = element;
    let layer = 0;
    for (let ancestor: Element | null = element; ancestor && layer === 0; ancestor = ancestor.parentElement)
      if (['absolute', 'fixed', 'sticky'].includes(getComputedStyle(ancestor).position)) layer = idOf(ancestor);
    // Sample a 5 x 3 grid over the part of the box inside the viewport.
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, document.documentElement.clientWidth);
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, window.innerHeight);
    let sampled = 0;
    let visible = 0;
    let coveredBy: string | null = null;
    if (right - left >= 1 && bottom - top >= 1) {
      for (const fx of [0.1, 0.3, 0.5, 0.7, 0.9])
        for (const fy of [0.2, 0.5, 0.8]) {
          const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
          sampled += 1;
          if (hit && (hit === element || element.contains(hit) || hit.contains(element))) visible += 1;
          else if (hit) coveredBy ??= nameOf(hit);
        }
    }
    const indicator: string[] = [];
    let level = 0;
    for (let part: Element | null = element; part && level < 3; part = part.parentElement, level += 1) {
      const before = unfocused.get(part);
      if (!before) continue;
      const after = look(part);
      const changed = STYLES.filter((_property, index) => before[index] !== after[index]);
      // An outline is judged whole: its style, width and colour after focus, changed or not.
      const outline = changed.some((property) => property.startsWith('outline-'));
      STYLES.forEach((property, index) => {
        if (changed.includes(property) || (outline && property !== 'outline-offset' && property.startsWith('outline-')))
          indicator.push(`${level === 0 ? '' : `(parent ${level}) `}${property}: ${before[index]} -> ${after[index]}`);
      });
    }
    stops.push({
      id: idOf(element),
      name: nameOf(element),
      box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      previous: last ? { x: last.x, y: last.y, width: last.width, height: last.height } : null,
      layer,
      inside: container.contains(element),
      visiblePoints: visible,
      sampledPoints: sampled,
      coveredBy,
      indicator,
    });
  };
  document.addEventListener('keyup', record, true);
  state.__a11yFocus = { stops, stop: () => document.removeEventListener('keyup', record, true) };
}

/**
 * In the page: the Tab stops recorded since installFocusRecorder, and stops recording. Focus is
 * taken off the last stop, so what is measured next (axe) sees no focused control over others.
 *
 * @example
 * const stops = await page.evaluate(readFocusStops);
 */
export function readFocusStops(): FocusStop[] {
  const state = window as unknown as { __a11yFocus?: { stops: FocusStop[]; stop: () => void } };
  const recorder = state.__a11yFocus;
  if (!recorder) throw new Error('readFocusStops: installFocusRecorder was not called on this page');
  recorder.stop();
  delete state.__a11yFocus;
  (document.activeElement as HTMLElement | null)?.blur();
  for (const mark of document.querySelectorAll('[data-a11y-walk-start]')) mark.remove();
  return recorder.stops;
}

/**
 * In the page: how many Tab stops a walk of `within` (the whole page when null) has at most: its
 * focusable elements that are rendered. The walk presses Tab this many times and four times
 * more, so it comes round to a stop it has been at.
 *
 * @example
 * const presses = (await page.evaluate(countTabStops, { within: null })) + 4;
 */
export function countTabStops({ within }: { within: string | null }): number {
  const container = within ? document.querySelector(within) : document.body;
  if (!container) return 0;
  const FOCUSABLE =
    'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
  return [...container.querySelectorAll(FOCUSABLE)].filter(
    (element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest('[inert]'),
  ).length;
}

/** One help mechanism of spec 1 and 2.2 on a page (WCAG 3.2.6), or the footer's links beside them. */
export type HelpMechanism = 'faq' | 'contact' | 'crisis-link' | 'crisis-lines' | 'footer-links';

/**
 * In the page: the help mechanisms the shell's frame shows, in document order (repeats collapsed):
 * the header's FAQ and Contact links, the crisis notice's link to /gethelpnow/, the crisis lines,
 * and the footer's links as the content they sit beside.
 *
 * @example
 * const help = await page.evaluate(helpMechanisms); // ['faq', 'contact', 'crisis-link', 'crisis-lines', 'footer-links']
 */
export function helpMechanisms(): HelpMechanism[] {
  const kinds: HelpMechanism[] = [];
  const selector = [
    'header a[href="/faq/"]',
    'header a[href="/contact/"]',
    '[data-testid="crisis-notice"] a[href="/gethelpnow/"]',
    '[data-testid="crisis-lines"]',
    'footer [data-id]',
  ].join(', ');
  for (const element of document.querySelectorAll(selector)) {
    const kind: HelpMechanism = element.matches('header a[href="/faq/"]')
      ? 'faq'
      : element.matches('header a')
        ? 'contact'
        : element.matches('[data-testid="crisis-lines"]')
          ? 'crisis-lines'
          : element.matches('footer [data-id]')
            ? 'footer-links'
            : 'crisis-link';
    if (kinds.at(-1) !== kind) kinds.push(kind);
  }
  return kinds;
}
