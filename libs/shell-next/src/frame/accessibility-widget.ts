// The accessibility widget of spec 4.5: its rules, its loader and its start. In the browser a chunk
// of its own (with the cookie parser), imported by shell-effects.ts after hydration, so none of it is
// in the first-load JavaScript; on the server the page's CSP reads the rules (page-security.ts).
import {
  parseCookies,
  whenLoadedAndIdle,
  type DeviceFlags,
  type PageContext,
  type PageQuery,
} from '@therapy-shell/core';
import {
  accessibilityWidgetColors,
  isAccessibilityPage,
  type AccessibilityWidgetColors,
  type BrandId,
} from '@therapy-shell/brand-config';
import type { ErrorReporter } from '@therapy-shell/request';

/** Cookie that makes the widget show (spec 3.4). */
export const LOAD_WIDGET_COOKIE = 'load_accessibe';
/** Cookie that disables the widget (spec 3.4). */
export const NO_WIDGET_COOKIE = 'no_accessibe';
/** Query flag that disables the widget (spec 4.5; its name is not shown, this one mirrors the cookie). */
export const NO_WIDGET_QUERY = 'no_accessibe';
/** Global the widget script reads its settings from. */
const WIDGET_SETTINGS_GLOBAL = '__shellAccessibilityWidget';

/**
 * Whether and how the accessibility widget loads on a page: not at all (and why), or lazily, shown
 * or not, with its trigger visible or not.
 */
export type AccessibilityWidgetDecision =
  { load: false; reason: 'device' | 'disabled' } | { load: true; shown: boolean; triggerVisible: boolean };

/**
 * Spec 4.5, sentence by sentence: the widget loads lazily for every visitor, except on mobile or
 * app clients or when the `no_accessibe` cookie or query flag disables it; it is shown only if the
 * `load_accessibe` cookie is set; on /accessibility its trigger is visible (shown or not).
 *
 * @example
 * accessibilityWidgetDecision({ device, path: '/', query: {}, cookies: {} }); // { load: true, shown: false, triggerVisible: false }
 * accessibilityWidgetDecision({ device, path: '/accessibility/', query: {}, cookies: {} }); // { load: true, shown: false, triggerVisible: true }
 */
export function accessibilityWidgetDecision(input: {
  device: DeviceFlags;
  path: string;
  query: PageQuery;
  cookies: Readonly<Record<string, string | undefined>>;
}): AccessibilityWidgetDecision {
  const { device } = input;
  if (device.isMobile || device.isApp || device.isAndroidApp || device.isIosApp)
    return { load: false, reason: 'device' };
  if (input.cookies[NO_WIDGET_COOKIE] !== undefined || input.query[NO_WIDGET_QUERY] !== undefined)
    return { load: false, reason: 'disabled' };
  const shown = input.cookies[LOAD_WIDGET_COOKIE] !== undefined;
  return { load: true, shown, triggerVisible: shown || isAccessibilityPage(input.path) };
}

/** What the loader needs; everything browser-specific is injectable. */
export interface WidgetLoaderOptions {
  /** Script URL (configuration: `SHELL_ACCESSIBILITY_WIDGET_URL`). */
  url: string;
  /** The brand's widget colours. */
  colors: AccessibilityWidgetColors;
  /** Whether the widget shows (the load cookie is set). */
  shown: boolean;
  /** Whether its trigger button is visible (shown, or on /accessibility). */
  triggerVisible: boolean;
  /** Called once when the script fails to load; the page keeps working. */
  onError: (error: Error) => void;
  /**
   * Defers the load; by default until the page has loaded (its load event, at the latest after 5 s)
   * and is idle (requestIdleCallback, at the latest after 5 s more).
   */
  whenIdle?: (run: () => void) => () => void;
  /** The document to add the script to. */
  document?: Document;
}

/**
 * Loads the widget script once the page has loaded and is idle (a third-party script added before
 * the page's load event would hold that event back, for as long as its server hangs), with the
 * brand's colours and whether it shows and its trigger is visible in a global the script reads.
 * Returns a function that cancels a load that has not started. A failed load calls `onError` once
 * and leaves the page as it was.
 *
 * @example
 * useEffect(() => loadAccessibilityWidget({ url, colors, shown: false, triggerVisible: false, onError: (e) => reporter.report(e, { level: 'warning' }) }), []);
 */
export function loadAccessibilityWidget(options: WidgetLoaderOptions): () => void {
  const doc = options.document ?? document;
  let reported = false;
  return (options.whenIdle ?? ((run: () => void) => whenLoadedAndIdle(run, 5000)))(() => {
    if (doc.querySelector('script[data-shell-accessibility-widget]')) return;
    const view = doc.defaultView;
    if (view)
      Object.assign(view, {
        [WIDGET_SETTINGS_GLOBAL]: {
          colors: options.colors,
          shown: options.shown,
          triggerVisible: options.triggerVisible,
        },
      });
    const script = doc.createElement('script');
    script.src = options.url;
    script.async = true;
    script.dataset['shellAccessibilityWidget'] = 'true';
    script.addEventListener('error', () => {
      if (reported) return;
      reported = true;
      script.remove();
      options.onError(new Error(`Accessibility widget failed to load from ${options.url}`));
    });
    doc.body.appendChild(script);
  });
}

/**
 * Decides from the rules (spec 4.5) and the visitor's cookies, and loads the widget when they say
 * so; returns what stops it (nothing when it does not load).
 *
 * @example
 * const stop = startAccessibilityWidget({ url, page, brand, reporter });
 */
export function startAccessibilityWidget({
  url,
  page,
  brand,
  reporter,
}: {
  url: string;
  page: PageContext;
  brand: BrandId;
  reporter: ErrorReporter;
}): (() => void) | undefined {
  const decision = accessibilityWidgetDecision({
    device: page.device,
    path: page.path,
    query: page.query,
    cookies: parseCookies(document.cookie),
  });
  if (!decision.load) return undefined;
  return loadAccessibilityWidget({
    url,
    colors: accessibilityWidgetColors(brand),
    shown: decision.shown,
    triggerVisible: decision.triggerVisible,
    onError: (error) => reporter.report(error, { level: 'warning' }),
  });
}
