// The shell's browser effects, each a hook over the function of the library that owns it. They run
// after hydration only (useEffect); nothing here runs during server rendering or at import time.
import { useEffect } from 'react';
import { parseCookies, type PageContext } from '@therapy-shell/core';
import { accessibilityWidgetColors, type BrandId } from '@therapy-shell/brand-config';
import type { ErrorReporter } from '@therapy-shell/request';
import { accessibilityWidgetDecision, loadAccessibilityWidget } from './accessibility-widget.ts';

/**
 * Loads the accessibility widget as its rules say (spec 4.5): lazily once the page is idle, for
 * every visitor but mobile and app clients and those who disabled it, shown only with the load
 * cookie, its trigger visible on /accessibility; a failed load is reported as a warning. No URL,
 * no widget.
 *
 * @example
 * useAccessibilityWidget({ url: shell.accessibilityWidgetUrl, page, brand, reporter });
 */
export function useAccessibilityWidget({ url, page, brand, reporter }: { url: string | undefined; page: PageContext; brand: BrandId; reporter: ErrorReporter }): void {
  useEffect(() => {
    if (!url) return undefined;
    const decision = accessibilityWidgetDecision({ device: page.device, path: page.path, query: page.query, cookies: parseCookies(document.cookie) });
    if (!decision.load) return undefined;
    return loadAccessibilityWidget({
      url,
      colors: accessibilityWidgetColors(brand),
      shown: decision.shown,
      triggerVisible: decision.triggerVisible,
      onError: (error) => reporter.report(error, { level: 'warning' }),
    });
  }, [url, page, brand, reporter]);
}
