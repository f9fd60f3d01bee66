// What the shell's header and footer share on both routers: what the footer's buttons do (the Pages Router's footer gets them as props, shell-footer.tsx; the App Router's Server
// Component footer through the FooterControlsProvider its frame renders, app-router/app-shell.tsx),
// and which of their links are internal. Pure: the App Router's server imports it too.
import type { FooterAction, ShellContext } from '@therapy-shell/brand-config';
import type { ShellEventSink } from '@therapy-shell/analytics';
import type { SiteConfig } from '@therapy-shell/core';
import type { FooterControls, LinkSite } from '@therapy-shell/shell-ui';
import { appLinkDomains } from '../common/link-domains.ts';

/** A dialog the footer opens. */
export type FooterDialog = 'language' | 'cookies' | 'cancel';

/** What asks for a dialog: a footer action, the footer's language button, or the consent banner's settings. */
export type DialogTrigger = FooterAction | 'language' | 'consent-banner';

/**
 * The footer's controls from the shell's services: Sharing and Cookie Settings open one panel
 * (spec 1), Cancel Subscription its dialog; the language button records the language icon click
 * (spec 7.2) and opens the language dialog.
 *
 * @example
 * footerControls({ events, onOpen: dialogs.request, pending: dialogs.pending, onIntent: dialogs.prefetch });
 */
export function footerControls({
  events,
  onOpen,
  pending,
  onIntent,
}: {
  events: ShellEventSink;
  onOpen: (dialog: FooterDialog, trigger: DialogTrigger) => void;
  pending?: DialogTrigger | null | undefined;
  onIntent?: (() => void) | undefined;
}): Required<Pick<FooterControls, 'onAction' | 'onLanguage'>> & FooterControls {
  return {
    onAction: (action) => onOpen(action === 'openCancelSubscription' ? 'cancel' : 'cookies', action),
    onLanguage: () => {
      events.track('language_icon_click');
      onOpen('language', 'language');
    },
    onIntent,
    pending: pending === 'consent-banner' ? undefined : (pending ?? undefined),
  };
}

/**
 * What makes a link of the shell's header and footer internal (spec 2.8): the site's domain, its
 * sibling sites, and the app's own further domains (withShell's `linkDomains`).
 *
 * @example
 * linkSite(config); // { rootDomain: 'example.com', allowedDomains: [...sites_fqdn, 'example-partner.com'] }
 */
export function linkSite(config: SiteConfig): LinkSite {
  const { root_domain, fqdn, sites_fqdn } = config;
  const more = appLinkDomains();
  return {
    rootDomain: root_domain || fqdn,
    allowedDomains: more ? [...(sites_fqdn ?? []), ...more] : sites_fqdn,
  };
}

/**
 * The context the brand rules read, from what the page-load step resolved (the App Router's root
 * data, or the step's answers on the server) and the page shown.
 *
 * @example
 * const ctx = shellContext(root.data, page);
 */
export function shellContext(
  resolved: Pick<ShellContext, 'brand' | 'language' | 'config' | 'availability'> & { session: ShellContext['user'] },
  page: ShellContext['page'],
): ShellContext {
  const { brand, language, session, config, availability } = resolved;
  return { brand, language, user: session, config, page, availability };
}
