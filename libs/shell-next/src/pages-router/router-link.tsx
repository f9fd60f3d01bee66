// The shell's internal links in a Next.js app: a plain `<a>` that the Pages Router follows on a
// plain left click (client-side navigation, as next/link does on click). It renders one element
// and needs the router only when clicked, where next/link resolves and normalises every href on the
// server (about 4 % of the server's CPU per shell page) and prefetches the page of each
// link in view after hydration (10-21 kB of JavaScript a visitor mostly never uses: most of the
// shell's links lead to pages of other apps).
import type { MouseEvent } from 'react';
import Router from 'next/router.js';
import type { LinkProps } from '@therapy-shell/shell-ui';
import { opensElsewhere } from '../frame/link-clicks.ts';

/** A click the browser should handle itself: another button, a modifier (new tab or window), another target, a download. */

/**
 * The default link of `createShellApp`: a plain anchor, followed by the Pages Router on a plain
 * left click when it is a path of this site (`/...`); fragments, other URLs, modified clicks and
 * clicks a handler prevented are left to the browser. Pass next/link's `Link` as `linkComponent`
 * instead to have the pages of links in view prefetched.
 *
 * @example
 * <RouterLink href="/faq/">FAQ</RouterLink>
 */
export function RouterLink(props: LinkProps) {
  const { href, onClick, children } = props;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // No router outside a Next.js app (tests, stories): the browser follows the link.
    if (
      event.defaultPrevented ||
      !Router.router ||
      opensElsewhere(event) ||
      !href.startsWith('/') ||
      href.startsWith('//')
    )
      return;
    event.preventDefault();
    void Router.push(href);
  };
  // The anchor's props built by hand, in the order `<a {...rest} href onClick>{children}</a>` would
  // give them (the per-page props rule, eslint.config.mjs).
  const anchor: Record<string, unknown> = {};
  for (const key in props) {
    if (key !== 'href' && key !== 'onClick' && key !== 'children') anchor[key] = props[key as keyof LinkProps];
  }
  anchor['href'] = href;
  anchor['onClick'] = follow;
  anchor['children'] = children;
  return <a {...anchor} />;
}
