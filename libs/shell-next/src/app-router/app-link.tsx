'use client';

// The shell's internal links on the App Router: a plain `<a>` that the App Router follows on a plain
// left click, as RouterLink does for the Pages Router (one element to render, nothing prefetched:
// most of the shell's links lead to pages of other apps).
import type { MouseEvent } from 'react';
import { useRouter } from 'next/navigation.js';
import type { LinkProps } from '@therapy-shell/shell-ui';
import { opensElsewhere } from '../frame/link-clicks.ts';

/**
 * The default internal link of the App Router shell.
 *
 * @example
 * <AppLink href="/faq/">FAQ</AppLink>
 */
export function AppLink(props: LinkProps) {
  const router = useRouter();
  const { href, onClick, children } = props;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event) || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    router.push(href);
  };
  const anchor: Record<string, unknown> = {};
  for (const key in props) {
    if (key !== 'href' && key !== 'onClick' && key !== 'children') anchor[key] = props[key as keyof LinkProps];
  }
  anchor['href'] = href;
  anchor['onClick'] = follow;
  anchor['children'] = children;
  return <a {...anchor} />;
}
