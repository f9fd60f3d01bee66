import type { DeviceFlags, PageQuery } from '@therapy-shell/core';
import { PATHS, type AccessibilityWidgetColors } from '@therapy-shell/brand-config';

/** Cookie that makes the widget show (spec 3.4). */
export const LOAD_WIDGET_COOKIE = 'load_accessibe';
/** Cookie that disables the widget (spec 3.4). */
export const NO_WIDGET_COOKIE = 'no_accessibe';
/** Query flag that disables the widget (spec 4.5; its name is not shown, this one mirrors the cookie). */
export const NO_WIDGET_QUERY = 'no_accessibe';
/** Global the widget script reads its settings from. */
const WIDGET_SETTINGS_GLOBAL = '__shellAccessibilityWidget';

/** Whether and how the accessibility widget loads on a page. */
export type AccessibilityWidgetDecision =
  | { load: false; reason: 'device' | 'disabled' | 'not-requested' }
  | { load: true; triggerVisible: true };

/**
 * Spec 4.5: never on mobile or app clients, nor when the `no_accessibe` cookie or query flag
 * disables it; otherwise it loads (lazily) when the `load_accessibe` cookie is set, and always on
 * /accessibility, where its trigger is visible.
 *
 * @example
 * accessibilityWidgetDecision({ device, path: '/accessibility/', query: {}, cookies: {} }); // { load: true, triggerVisible: true }
 */
export function accessibilityWidgetDecision(input: {
  device: DeviceFlags;
  path: string;
  query: PageQuery;
  cookies: Readonly<Record<string, string | undefined>>;
}): AccessibilityWidgetDecision {
  const { device } = input;
  if (device.isMobile || device.isApp || device.isAndroidApp || device.isIosApp) return { load: false, reason: 'device' };
  if (input.cookies[NO_WIDGET_COOKIE] !== undefined || input.query[NO_WIDGET_QUERY] !== undefined) return { load: false, reason: 'disabled' };
  const onAccessibilityPage = input.path === PATHS.accessibility || `${input.path}/` === PATHS.accessibility;
  if (onAccessibilityPage || input.cookies[LOAD_WIDGET_COOKIE] !== undefined) return { load: true, triggerVisible: true };
  return { load: false, reason: 'not-requested' };
}

/** What the loader needs; everything browser-specific is injectable. */
export interface WidgetLoaderOptions {
  /** Script URL (configuration: `SHELL_ACCESSIBILITY_WIDGET_URL`). */
  url: string;
  /** The brand's widget colours. */
  colors: AccessibilityWidgetColors;
  /** Called once when the script fails to load; the page keeps working. */
  onError: (error: Error) => void;
  /** Defers until the page is idle; defaults to requestIdleCallback (or a timeout). */
  whenIdle?: (run: () => void) => () => void;
  /** The document to add the script to. */
  document?: Document;
}

function defaultWhenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Loads the widget script once the page is idle, with the brand's colours in a global the script
 * reads. Returns a function that cancels a load that has not started. A failed load calls
 * `onError` once and leaves the page as it was.
 *
 * @example
 * useEffect(() => loadAccessibilityWidget({ url, colors, onError: (e) => reporter.report(e, { level: 'warning' }) }), []);
 */
export function loadAccessibilityWidget(options: WidgetLoaderOptions): () => void {
  const doc = options.document ?? document;
  let reported = false;
  return (options.whenIdle ?? defaultWhenIdle)(() => {
    if (doc.querySelector('script[data-shell-accessibility-widget]')) return;
    const view = doc.defaultView;
    if (view) Object.assign(view, { [WIDGET_SETTINGS_GLOBAL]: { colors: options.colors, triggerVisible: true } });
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
