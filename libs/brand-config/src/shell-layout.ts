import type { ShellContext } from './context.ts';
import {
  footerLinks,
  footerVariant,
  hasMobileFooterLayout,
  isFooterHidden,
  showsCrisisTextLine,
  showsLanguageButton,
  socialLinks,
} from './footer.ts';
import { headerKind, showsNotifications } from './layout.ts';
import { navigationLinks } from './navigation.ts';
import type { FooterContent, HeaderContent } from './types.ts';

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
