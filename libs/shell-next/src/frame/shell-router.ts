// The app's router as the shell's runtime sees it, whichever router the app uses.

/**
 * What the runtime needs of the app's router: its client-side navigations (a page view each) and
 * the route pattern of the page shown (`/[slug]`, never its URL). The Pages Router's is
 * pages-router/route-events.ts, the App Router's is made by its shell root.
 */
export interface ShellRouter {
  /** Calls `listener` after each client-side navigation; gives the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The route pattern of the page shown, `unknown` when the router cannot tell. */
  routePattern(): string;
}

/** A router with no client-side navigations (tests, a page the shell frames alone). */
export const NO_ROUTER: ShellRouter = { subscribe: () => () => undefined, routePattern: () => 'unknown' };
