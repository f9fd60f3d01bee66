// Where focus goes after a client-side navigation the shell's own links started, on the App Router.
// The Pages Router keeps its header and footer mounted across pages, so the link a visitor followed
// keeps focus and the next Tab goes on from it. On the App Router each page has its own header and
// footer (Server Components of its template), and the page left behind stays in the document,
// hidden: focus was on a link that is no longer shown, so it fell to the document and the next Tab
// left the page. The followed link's twin in the new page's chrome takes focus instead, so a
// visitor cannot tell the two routers apart.

/** What is remembered of the link a navigation left from. */
export interface FollowedLink {
  /** Its `href` as written. */
  readonly href: string;
  /** The chrome part it was in (`header` or `footer`), if any: its twin is looked for there. */
  readonly part: string | undefined;
}

const CHROME_PARTS = 'header, footer';

/**
 * The link a click follows, remembered when it has focus (a keyboard activation, or a click that
 * focused it); undefined otherwise.
 *
 * @example
 * const followed = followedLink(anchor, document.activeElement);
 */
export function followedLink(anchor: Element, active: Element | null): FollowedLink | undefined {
  const href = anchor.getAttribute('href');
  if (href === null || active !== anchor) return undefined;
  return { href, part: anchor.closest(CHROME_PARTS)?.localName };
}

/**
 * Whether the element is shown: neither it nor an ancestor has `display: none` (how a page kept for
 * going back is hidden) or the `hidden` attribute.
 */
function shown(element: Element): boolean {
  const view = element.ownerDocument.defaultView;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || view?.getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/**
 * After the navigation has rendered the next page: when focus was lost (on the document's body, or
 * on an element no longer shown), the shown internal link with the same `href` in the same chrome
 * part of the new page takes focus, without scrolling, as the Pages Router's kept link has it.
 * A link that was in no chrome part (the page's own) has no twin: the page is new on both routers.
 * Returns the element focused, if any.
 *
 * @example
 * restoreFocus(document, { href: '/faq/', part: 'header' });
 */
export function restoreFocus(doc: Document, followed: FollowedLink): HTMLElement | undefined {
  if (followed.part === undefined) return undefined;
  const active = doc.activeElement;
  if (active && active !== doc.body && shown(active)) return undefined;
  const twin = [...doc.querySelectorAll<HTMLElement>(`${followed.part} a[data-kind="internal"]`)].find(
    (link) =>
      link.getAttribute('href') === followed.href &&
      link.closest(CHROME_PARTS)?.localName === followed.part &&
      shown(link),
  );
  twin?.focus({ preventScroll: true });
  return twin;
}
