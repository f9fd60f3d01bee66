import type { ShellContext } from './context.ts';
import {
  footerLinks,
  footerVariant,
  hasMobileFooterLayout,
  isFooterHidden,
  showsCrisisTextLine,
  showsLanguageButton,
  socialLinks,
  type FooterLink,
  type SocialLink,
} from './footer.ts';
import { bodyClasses, headerKind, pageTheme, showsNotifications } from './layout.ts';
import { navigationLinks, type NavigationLink } from './navigation.ts';

/** What the header shows for a visitor on a page (spec 2.2, 2.4): the answer of {@link headerContent}. */
export interface HeaderContent {
  /** The portal header for portal accounts, else the standard one. */
  readonly kind: 'standard' | 'portal';
  /** The navigation links, in order. */
  readonly navigation: readonly NavigationLink[];
  /** Whether the notification bell and centre are shown (signed-in clients and counselors). */
  readonly showNotifications: boolean;
}

/**
 * The header's content for a visitor on a page: its kind, navigation and whether it has
 * notifications. The names match shell-ui's `Header` props.
 *
 * @example
 * const { kind, navigation, showNotifications } = headerContent(ctx);
 */
export function headerContent(ctx: ShellContext): HeaderContent {
  return { kind: headerKind(ctx), navigation: navigationLinks(ctx), showNotifications: showsNotifications(ctx) };
}

/** What the footer shows for a visitor on a page (spec 2.5): the answer of {@link footerContent}. */
export interface FooterContent {
  readonly variant: 'standard' | 'redesigned' | 'second-theme' | 'second-theme-mobile' | 'organisation-site' | 'fifth';
  /**
   * Whether the footer names the crisis lines of the visitor's country: not for counselors, who see
   * no crisis text line (spec 2.5, 6). The lines themselves are data the server resolves for the
   * visitor's country ({@link crisisLinesOf}) and sends with the page: the table of every country is
   * not in the browser's code.
   */
  readonly showsCrisisLines: boolean;
  /** `link` entries are links, `action` entries open a dialog. */
  readonly links: readonly FooterLink[];
  /** Empty unless the site config turns social links on. */
  readonly socialLinks: readonly SocialLink[];
  /** Whether the footer has the language button (the site's language selector is shown). */
  readonly languageButton: boolean;
  /** Layout adjustments for clients and portal accounts on mobile. */
  readonly mobileLayout: boolean;
}

/**
 * The footer's content for a visitor on a page, or null where the footer is hidden (spec 2.5). The
 * names match shell-ui's `Footer` props (the language button is a flag here: the shell adds its name
 * and click handler).
 *
 * @example
 * const footer = footerContent(ctx);
 * if (footer) render(<Footer {...footer} languageButton={footer.languageButton ? button : undefined} />);
 */
export function footerContent(ctx: ShellContext): FooterContent | null {
  if (isFooterHidden(ctx)) return null;
  return {
    variant: footerVariant(ctx),
    showsCrisisLines: showsCrisisTextLine(ctx),
    links: footerLinks(ctx),
    socialLinks: socialLinks(ctx),
    languageButton: showsLanguageButton(ctx),
    mobileLayout: hasMobileFooterLayout(ctx),
  };
}

/**
 * The attributes of a page's `<body>`: its classes (brand and template) and, once the visitor is
 * known, its theme (spec 2.3): `default`, `get-started-go` or `contact-us-alternate`.
 *
 * @example
 * const { className, pageTheme } = pageAttributes({ brand, page, user: session });
 */
export function pageAttributes(ctx: Pick<ShellContext, 'brand' | 'page'> & Partial<Pick<ShellContext, 'user'>>): {
  readonly className: string;
  readonly pageTheme: 'default' | 'get-started-go' | 'contact-us-alternate' | undefined;
} {
  return {
    className: bodyClasses(ctx).join(' '),
    pageTheme: ctx.user ? pageTheme({ brand: ctx.brand, page: ctx.page, user: ctx.user }) : undefined,
  };
}
