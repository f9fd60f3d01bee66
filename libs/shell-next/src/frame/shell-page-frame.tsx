// The page frame of a shell that renders its header and footer in the browser (the Pages
// Router's): the brand rules for the page's template, the header with the notification centre,
// the footer with its dialogs' buttons, the quick exit, inside ShellFrameBody. The App Router
// renders its header and footer as Server Components instead (app-router/server-chrome.tsx), so
// none of this is in its first-load JavaScript.
import type { ReactNode } from 'react';
import {
  footerContent,
  headerContent,
  pageTheme,
  quickExitUrl,
  showsQuickExit,
  themeTokens,
  type CrisisLine,
  type ShellContext,
} from '@therapy-shell/brand-config';
import type { Translate } from '@therapy-shell/i18n';
import { Header, QuickExit, type LinkComponent, type LinkSite } from '@therapy-shell/shell-ui';
import { ShellFooter } from './shell-footer.tsx';
import { ShellFrameBody, ShellNotifications, type ShellRootValue } from './shell-frame.tsx';

const NO_CRISIS_LINES: readonly CrisisLine[] = [];

/** Props of {@link ShellPageFrame}. */
export interface ShellPageFrameProps {
  /** The services of the {@link ShellRoot} around it (the argument of its children function). */
  root: ShellRootValue;
  /** The resolved context the rules read. */
  ctx: ShellContext;
  /** Translator of the page's language. */
  t: Translate;
  /** Year of the copyright line. */
  year: number;
  /** Router link. */
  linkComponent: LinkComponent;
  /** Domains whose links are internal besides the site's own and its sibling sites (spec 2.8): withShell's and createShellApp's. */
  linkDomains?: readonly string[] | undefined;
  /** Whether the page asked for the quick exit beyond the templates that always have it. */
  quickExit?: boolean | undefined;
  /** The crisis lines of the visitor's country, resolved on the server; none: the notice and its link only. */
  crisisLines?: readonly CrisisLine[] | undefined;
  /** The page. */
  children: ReactNode;
}

/**
 * One page inside the shell's root: header (with the notification centre), navigation, the quick
 * exit, footer (or none) and the page's error boundary, as the brand rules say for its template.
 *
 * @example
 * <ShellPageFrame root={root} ctx={ctx} t={t} year={2026} linkComponent={RouterLink}>{page}</ShellPageFrame>
 */
export function ShellPageFrame({
  ctx,
  t,
  year,
  linkComponent,
  linkDomains,
  quickExit = false,
  crisisLines = NO_CRISIS_LINES,
  root,
  children,
}: ShellPageFrameProps) {
  // Both are the shell's own (the _app and the App Router's root render this one inside ShellRoot),
  // so no check and no message here: they would be bytes of every page's first load.
  const { reporter, events, dialogs } = root;
  const footerRules = footerContent(ctx);
  // Not chrome-rules.ts's linkSite (the App Router's): its module would be in the first load too.
  const { root_domain, fqdn, sites_fqdn } = ctx.config;
  const site: LinkSite = {
    rootDomain: root_domain || fqdn,
    allowedDomains: linkDomains ? [...(sites_fqdn ?? []), ...linkDomains] : sites_fqdn,
  };
  const { kind, navigation, showNotifications } = headerContent(ctx);
  const header = (
    <Header
      kind={kind}
      productName={ctx.config.product_name}
      t={t}
      logo={themeTokens(ctx.brand).logo}
      navigation={navigation}
      currentPath={ctx.page.path}
      showNotifications={showNotifications}
      notifications={showNotifications ? <ShellNotifications ctx={ctx} t={t} reporter={reporter} /> : null}
      linkComponent={linkComponent}
      site={site}
    />
  );
  const footer =
    footerRules === null ? null : (
      <ShellFooter
        ctx={ctx}
        content={footerRules}
        t={t}
        year={year}
        crisisLines={crisisLines}
        events={events}
        linkComponent={linkComponent}
        site={site}
        onOpen={dialogs.request}
        pending={dialogs.pending}
        onIntent={dialogs.prefetch}
      />
    );
  const quickExitShown = showsQuickExit(ctx, { marked: quickExit });
  return (
    <ShellFrameBody
      root={root}
      ctx={ctx}
      theme={pageTheme(ctx)}
      t={t}
      header={header}
      footer={footer}
      quickExit={quickExitShown ? <QuickExit t={t} href={quickExitUrl(ctx.brand)} /> : null}
    >
      {children}
    </ShellFrameBody>
  );
}
