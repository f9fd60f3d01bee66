// The Pages Router as the shell's runtime sees it: its client-side navigations and route patterns.
import Router from 'next/router.js';
import type { ShellRouter } from '../frame/shell-router.ts';

/**
 * The Pages Router's navigations (`routeChangeComplete`) and route pattern (`Router.pathname`).
 *
 * @example
 * <ShellRoot router={PAGES_ROUTER} ... />
 */
export const PAGES_ROUTER: ShellRouter = {
  subscribe(listener) {
    Router.events.on('routeChangeComplete', listener);
    return () => Router.events.off('routeChangeComplete', listener);
  },
  routePattern() {
    try {
      return Router.pathname || 'unknown';
    } catch {
      return 'unknown';
    }
  },
};
