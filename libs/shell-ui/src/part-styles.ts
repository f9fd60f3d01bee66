// The stylesheets of the parts an app may hydrate lazily: the footer (with its dividers and security
// logo), the fallback error page, the quick exit, the notification centre, the consent banner and
// the toast viewport. A lazy component's CSS would otherwise arrive with its chunk, after the
// server's HTML was painted unstyled, and the page would shift. Importing this list where the page's
// first-load code is (shell-next's frame does) puts these rules in the page's first stylesheet; it
// costs only the class-name maps in JavaScript.
import badge from './badge.module.css';
import button from './button.module.css';
import consentBanner from './consent-banner.module.css';
import dividers from './dividers.module.css';
import fallbackErrorPage from './fallback-error-page.module.css';
import footer from './footer.module.css';
import notificationBell from './notification-bell.module.css';
import notificationCenter from './notification-center.module.css';
import quickExit from './quick-exit.module.css';
import securityLogo from './security-logo.module.css';
import toaster from './toaster.module.css';

/**
 * The CSS modules of the shell's lazily hydrated parts; import it from first-load code so their
 * rules come with the page's first stylesheet (no layout shift when the parts hydrate).
 *
 * @example
 * import { SHELL_PART_STYLES } from '@therapy-shell/shell-ui';
 * void SHELL_PART_STYLES; // in a module of the page's first-load code
 */
export const SHELL_PART_STYLES: readonly Readonly<Record<string, string>>[] = [
  badge,
  button,
  consentBanner,
  dividers,
  fallbackErrorPage,
  footer,
  notificationBell,
  notificationCenter,
  quickExit,
  securityLogo,
  toaster,
];
