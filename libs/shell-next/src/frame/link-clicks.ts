// When the router may follow a click on an internal link, for both routers' links.

/** What {@link opensElsewhere} reads of a click on a link: React's mouse events have it. */
interface LinkClick {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  /** The link clicked. */
  readonly currentTarget: Element;
}

/**
 * Whether a click on a link is the browser's to follow: another button, a modifier key, another
 * target, or a download.
 *
 * @example
 * if (opensElsewhere(event)) return;
 */
export function opensElsewhere(event: LinkClick): boolean {
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

/**
 * The path the router follows for a click on one of the shell's own internal links (shell-ui's
 * `Link`, `data-kind="internal"`, rendered as a plain anchor by the App Router's Server Component
 * chrome), or undefined where the browser follows it: not such a link, a click handled already, one
 * that opens elsewhere, or an href that is not a path of this site.
 *
 * @example
 * const path = routedLinkClick(event);
 * if (path) { event.preventDefault(); router.push(path); }
 */
export function routedLinkClick(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || !(event.target instanceof Element)) return undefined;
  const anchor = event.target.closest('a[data-kind="internal"]');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href) return undefined;
  // The anchor as the clicked link (a listener on the window has the window as its currentTarget).
  const { button, metaKey, ctrlKey, shiftKey, altKey } = event;
  if (opensElsewhere({ button, metaKey, ctrlKey, shiftKey, altKey, currentTarget: anchor })) return undefined;
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\') ? href : undefined;
}
