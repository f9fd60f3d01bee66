import type { CrisisLine, FooterAction, FooterContent, ShellContext } from '@therapy-shell/brand-config';
import type { ShellEventSink } from '@therapy-shell/analytics';
import { LANGUAGE_NAMES, type Translate } from '@therapy-shell/i18n';
import { Footer, SecurityLogo, type LinkComponent, type LinkSite } from '@therapy-shell/shell-ui';

import type { DialogTrigger, FooterDialog } from './chrome-rules.ts';

export type { DialogTrigger, FooterDialog } from './chrome-rules.ts';

const NO_LINES: readonly CrisisLine[] = [];

/** Props of {@link ShellFooter}. */
export interface ShellFooterProps {
  ctx: ShellContext;
  /** What the brand rules put in the footer for this visitor and page (brand-config's `footerContent`). */
  content: FooterContent;
  t: Translate;
  year: number;
  /** The crisis lines of the visitor's country (page data); shown where the brand rules say so. */
  crisisLines: readonly CrisisLine[];
  events: ShellEventSink;
  linkComponent: LinkComponent;
  /** What makes a link internal (spec 2.8): the site's domain and its sibling sites. */
  site?: LinkSite | undefined;
  /** Opens one of the footer's dialogs, from the trigger that asked. */
  onOpen: (dialog: FooterDialog, trigger: DialogTrigger) => void;
  /** The trigger whose dialog is on its way (its button shows busy). */
  pending?: DialogTrigger | null | undefined;
  /** A pointer or focus reached a trigger of a dialog. */
  onIntent?: (() => void) | undefined;
}

/**
 * The footer variant of the brand rules (spec 2.5) (the frame renders none where they hide it): the
 * crisis lines of the visitor's country, and the SSL security logo for the site host
 * when `security_logos_display` is on (spec 2.8).
 *
 * @example
 * <ShellFooter ctx={ctx} content={footerContent(ctx)} t={t} year={2026} crisisLines={shell.crisisLines} events={silentEvents} linkComponent={PlainLink} onOpen={dialogs.request} pending={dialogs.pending} onIntent={dialogs.prefetch} />
 */
export function ShellFooter({
  ctx,
  content: footer,
  t,
  year,
  crisisLines,
  events,
  linkComponent,
  site,
  onOpen,
  pending,
  onIntent,
}: ShellFooterProps) {
  // Sharing and Cookie Settings open one panel (spec 1). The handlers are written here rather than
  // taken from chrome-rules.ts's footerControls (the App Router's): on the Pages Router that module
  // would cost every page's first load about 100 bytes more (measured: the size budget).
  const onAction = (action: FooterAction) => onOpen(action === 'openCancelSubscription' ? 'cancel' : 'cookies', action);
  return (
    <Footer
      productName={ctx.config.product_name}
      year={year}
      t={t}
      variant={footer.variant}
      crisisLines={footer.showsCrisisLines ? crisisLines : NO_LINES}
      links={footer.links}
      onAction={onAction}
      pending={pending === 'consent-banner' ? undefined : (pending ?? undefined)}
      onIntent={onIntent}
      languageButton={
        footer.languageButton
          ? {
              languageName: LANGUAGE_NAMES[ctx.language],
              onClick: () => {
                events.track('language_icon_click');
                onOpen('language', 'language');
              },
            }
          : undefined
      }
      socialLinks={footer.socialLinks}
      onSocialLinkClick={(network) => events.track('social_link_click', { network })}
      securityLogo={
        <SecurityLogo
          features={ctx.config.features}
          host={ctx.config.fqdn ?? ''}
          label={t('footer.securityLogoLabel')}
          caption={t('footer.securityLogo')}
          site={site}
        />
      }
      mobileLayout={footer.mobileLayout}
      linkComponent={linkComponent}
      site={site}
    />
  );
}
