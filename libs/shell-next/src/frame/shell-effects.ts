// The shell's browser effects, each a hook over the function of the library that owns it. They run
// after hydration only (useEffect); nothing here runs during server rendering or at import time.
import { useEffect } from 'react';
import type { PageContext } from '@therapy-shell/core';
import type { BrandId } from '@therapy-shell/brand-config';
import type { ErrorReporter } from '@therapy-shell/request';

/**
 * Loads the accessibility widget as its rules say (spec 4.5): lazily once the page is idle, for
 * every visitor but mobile and app clients and those who disabled it, shown only with the load
 * cookie, its trigger visible on /accessibility; a failed load is reported as a warning. No URL,
 * no widget.
 *
 * @example
 * useAccessibilityWidget({ url: shell.accessibilityWidgetUrl, page, brand, reporter });
 */
export function useAccessibilityWidget({
  url,
  page,
  brand,
  reporter,
}: {
  url: string | undefined;
  page: PageContext;
  brand: BrandId;
  reporter: ErrorReporter;
}): void {
  useEffect(() => {
    if (!url) return undefined;
    // The rules and the loader are a chunk of their own (with the cookie parser): the widget loads
    // when the page is idle anyway, so none of it is in the first-load JavaScript.
    let left = false;
    let stop: (() => void) | undefined;
    import('./accessibility-widget.ts')
      .then(({ startAccessibilityWidget }) => {
        if (!left) stop = startAccessibilityWidget({ url, page, brand, reporter });
      })
      .catch((error: unknown) =>
        reporter.report(error, { level: 'warning', message: 'Failed to load the accessibility widget' }),
      );
    return () => {
      left = true;
      stop?.();
    };
  }, [url, page, brand, reporter]);
}
