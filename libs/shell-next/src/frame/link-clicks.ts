// When the router may follow a click on an internal link, for both routers' links.
import type { MouseEvent } from 'react';

/**
 * Whether a click on a link is the browser's to follow: another button, a modifier key, another
 * target, or a download.
 *
 * @example
 * if (opensElsewhere(event)) return;
 */
export function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute('target');
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '' && target !== '_self') ||
    anchor.hasAttribute('download')
  );
}
