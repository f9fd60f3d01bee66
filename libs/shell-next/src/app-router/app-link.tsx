// The shell's internal links on the App Router, for the parts the browser renders (the dialogs):
// a plain anchor marked internal (`data-kind`), which the root's one click listener hands to the
// router (routedLinkClick), as it does the Server Component chrome's links. No router hook and no
// handler per link; a click with a modifier key, another button or target, a download, or one a
// handler of the page's prevented stays the browser's. Nothing is prefetched: most of the shell's
// links lead to pages of other apps.
import type { LinkProps } from '@therapy-shell/shell-ui';

/**
 * The default internal link of the App Router shell.
 *
 * @example
 * <AppLink href="/faq/">FAQ</AppLink>
 */
export function AppLink(props: LinkProps) {
  return <a data-kind="internal" {...props} />;
}
