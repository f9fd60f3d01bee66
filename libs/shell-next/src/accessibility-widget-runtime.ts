// The accessibility widget's start, imported by shell-effects.ts after hydration (a chunk of its
// own, with the cookie parser and the widget rules), so none of it is in the first-load JavaScript.
import { parseCookies, type PageContext } from '@therapy-shell/core';
import { accessibilityWidgetColors, type BrandId } from '@therapy-shell/brand-config';
import type { ErrorReporter } from '@therapy-shell/request';
import { accessibilityWidgetDecision, loadAccessibilityWidget } from './accessibility-widget.ts';

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
