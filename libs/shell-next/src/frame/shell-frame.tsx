import { useCallback, useMemo, type ReactNode } from 'react';
import type { PageTheme, ShellContext } from '@therapy-shell/brand-config';
import type { ShellEventSink } from '@therapy-shell/analytics';
import type { LanguageOption } from '@therapy-shell/core';
import type { Translate } from '@therapy-shell/i18n';
import { ShellRealtimeProvider } from '@therapy-shell/realtime/react';
import type { ErrorReporter } from '@therapy-shell/request';
import { ShellLayout, type LinkComponent } from '@therapy-shell/shell-ui';
import { lazyPart } from './lazy-part.tsx';
import { PageErrorPanel } from './page-error-panel.tsx';
import { ShellBoundary } from './shell-boundary.tsx';
import { ShellConsentBanner, ShellDialogs, useShellDialogs, type ShellDialogsControl } from './shell-dialogs.tsx';
import { useAccessibilityWidget } from './shell-effects.ts';
import type { ShellNotificationsProps } from './shell-notifications.tsx';
import type { ShellToasterProps } from './shell-toaster.tsx';
import { NO_PAGE_ANALYTICS, PageAnalyticsContext, type PageAnalytics } from './page-analytics.ts';
import { PageErrorsContext, pageErrorsThrough, type PageErrors } from './page-errors.ts';
import type { ShellRouter } from './shell-router.ts';
import { useShellObservability } from './use-shell-observability.ts';

// Every Suspense boundary with more than 500 bytes of server HTML is a risk on a long page: React's
// server renderer moves a completed boundary out of place once the page before it passes 12.8 kB
// (to the end of the document, hidden, shown by an inline script), and the page's CSP blocks that
// script (it has no nonce). So the header, the footer and the quick exit are not in boundaries:
// they are in place in the server's HTML and need no script, however long the page
// (shell-frame.server.spec.tsx checks it).

// Parts that are server-rendered but whose code is not in the first-load JavaScript:
// each is a lazy component inside a Suspense boundary. The server waits for them, so the HTML is
// complete (no layout shift); in the browser React keeps a boundary's server HTML in place until
// its chunk has arrived, then hydrates it. A click on a part before then is lost (React does not
// replay it), so only parts where that costs nothing are lazy: the notification centre only opens
// a list (logged-in users only; on a long page it shows once the page is hydrated), and the toast
// viewport is empty until a toast is shown (its server HTML is under the 500 bytes). The quick exit
// (the way out must be there without script), the footer's buttons and the consent banner are in
// the first-load code.
// The App Router makes its own notification centre: it waits for the visit's whole texts too
// (app-router/app-shell.tsx).
export const ShellNotifications = lazyPart<ShellNotificationsProps>(
  'notifications',
  () => import('./shell-notifications.tsx'),
);
const ShellToaster = lazyPart<ShellToasterProps>('toasts', () => import('./shell-toaster.tsx'));
// Their CSS, though, comes with the page's first stylesheet: it would otherwise arrive with their
// chunks, after the server's HTML was painted unstyled, and the page would shift (CLS). Each router's
// entry imports shell-ui's SHELL_PART_STYLES for it: the Pages Router's `_app` (pages-router/shell-app.tsx),
// the App Router's root layout, a Server Component, so there the class-name maps stay on the server.

/** What the shell's root gives the page frames under it: the page's services, made once per visit. */
export interface ShellRootValue {
  reporter: ErrorReporter;
  events: ShellEventSink;
  pageAnalytics: PageAnalytics | null;
  pageErrors: PageErrors;
  dialogs: ShellDialogsControl;
}

/** Props of {@link ShellRoot}. */
export interface ShellRootProps {
  /** The resolved context of the page shown now. */
  ctx: ShellContext;
  /** Translator of the page's language. */
  t: Translate;
  /** Languages the language dialog offers. */
  languages: readonly LanguageOption[];
  /** Router link. */
  linkComponent: LinkComponent;
  /** Analytics events; the Snowplow tracker (after consent) when absent. */
  events?: ShellEventSink | undefined;
  /** Where failures are reported (and, after consent, the error-reporting service). */
  reporter: ErrorReporter;
  /** Script URL of the accessibility widget; no widget without one. */
  accessibilityWidgetUrl?: string | undefined;
  /** Whether the consent banner shows when the page loads (the server's decision from the consent cookie). */
  consentBanner?: boolean | undefined;
  /**
   * Whether the page has a footer (its buttons open the dialogs): with it, or with the consent
   * banner, the dialogs' code is fetched when the browser is idle. Yes unless the caller knows
   * better (brand-config's `footerContent`): nearly every page has one.
   */
  footerShown?: boolean | undefined;
  /** The app's router: a page view on each client-side navigation. */
  router?: ShellRouter | undefined;
  /**
   * The page frame, as a function of the root's services. Not a context: a context whose value
   * changes after hydration (the runtime arriving, a dialog pending) reaches every Suspense boundary
   * under it that has not hydrated yet, and React then drops that boundary's server HTML (the
   * notification centre's: a layout shift). The App Router's root hands them on in a context of its
   * own, around its pages only (app-router/app-shell.tsx).
   */
  children: (root: ShellRootValue) => ReactNode;
}

/**
 * What of the shell lives for the whole visit, around the page frames: the consent and telemetry
 * runtime, the realtime connection, the consent banner, the settings dialogs, the toasts and the
 * accessibility widget. The Pages Router's `_app` and the App Router's root layout keep it mounted
 * across client-side navigations; each page is framed by {@link ShellPageFrame} inside it.
 *
 * @example
 * <ShellRoot ctx={ctx} t={t} languages={[]} linkComponent={RouterLink} reporter={silentReporter}>{(root) => frame(root)}</ShellRoot>
 */
export function ShellRoot({
  ctx,
  t,
  languages,
  linkComponent,
  events: appEvents,
  reporter: appReporter,
  accessibilityWidgetUrl,
  consentBanner = false,
  footerShown = true,
  router,
  children,
}: ShellRootProps) {
  const { consent, consentFailed, events, reporter, pageAnalytics } = useShellObservability({
    ctx,
    reporter: appReporter,
    events: appEvents,
    router,
  });
  const pageErrors = useMemo(() => pageErrorsThrough(reporter), [reporter]);
  useAccessibilityWidget({ url: accessibilityWidgetUrl, page: ctx.page, brand: ctx.brand, reporter });
  const dialogs = useShellDialogs({
    reporter,
    prefetchWhenIdle: footerShown || consentBanner,
    consent,
    consentFailed,
  });
  const { request: openDialog } = dialogs;
  const openCookieSettings = useCallback(() => openDialog('cookies', 'consent-banner'), [openDialog]);
  const value = useMemo<ShellRootValue>(
    () => ({ reporter, events, pageAnalytics, pageErrors, dialogs }),
    [reporter, events, pageAnalytics, pageErrors, dialogs],
  );
  return (
    <ShellRealtimeProvider>
      <ShellBoundary part="consent-banner" reporter={reporter}>
        <ShellConsentBanner
          consent={consent}
          initiallyShown={consentBanner}
          productName={ctx.config.product_name}
          onSettings={openCookieSettings}
          settingsPending={dialogs.pending === 'consent-banner'}
          onSettingsIntent={dialogs.prefetch}
          t={t}
        />
      </ShellBoundary>
      {children(value)}
      <ShellBoundary part="dialogs" reporter={reporter}>
        <ShellDialogs
          control={dialogs}
          ctx={ctx}
          t={t}
          languages={languages}
          events={events}
          linkComponent={linkComponent}
          consent={consent}
        />
      </ShellBoundary>
      <ShellToaster label={t('toast.region')} closeLabel={t('toast.close')} reporter={reporter} />
    </ShellRealtimeProvider>
  );
}

/** Props of {@link ShellFrameBody}. */
export interface ShellFrameBodyProps {
  /** The services of the {@link ShellRoot} around it (the argument of its children function). */
  root: ShellRootValue;
  /** The resolved context of the page (its path resets the page's boundary). */
  ctx: ShellContext;
  /**
   * The page's theme (brand-config's `pageTheme(ctx)`): worked out by the caller, so that the App
   * Router's server does it and the rules stay out of its browser code.
   */
  theme: PageTheme;
  /** Translator of the page's language. */
  t: Translate;
  /** The header, the footer (or none) and the quick exit (or none), rendered by the caller. */
  header: ReactNode;
  footer: ReactNode;
  quickExit: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * One page inside the shell's root with its header, footer and quick exit already rendered: the
 * layout, the page's analytics and error contexts, and the page's error boundary. The Pages
 * Router's frame (shell-page-frame.tsx) renders the header and footer in the browser; the App
 * Router's renders them as Server Components and hands them in.
 *
 * @example
 * <ShellFrameBody root={root} ctx={ctx} theme={pageTheme(ctx)} t={t} header={header} footer={footer} quickExit={null}>{page}</ShellFrameBody>
 */
export function ShellFrameBody({ root, ctx, theme, t, header, footer, quickExit, children }: ShellFrameBodyProps) {
  const { reporter, pageAnalytics, pageErrors } = root;
  return (
    <ShellLayout t={t} header={header} footer={footer} quickExit={quickExit} pageTheme={theme}>
      <PageAnalyticsContext.Provider value={pageAnalytics ?? NO_PAGE_ANALYTICS}>
        <PageErrorsContext.Provider value={pageErrors}>
          {/* A page that throws while rendering shows the error panel here, inside the shell; a
            navigation to another path clears it. */}
          <ShellBoundary
            part="page"
            reporter={reporter}
            resetKey={ctx.page.path}
            fallback={(retry) => <PageErrorPanel t={t} onRetry={retry} reporter={reporter} />}
          >
            {children}
          </ShellBoundary>
        </PageErrorsContext.Provider>
      </PageAnalyticsContext.Provider>
    </ShellLayout>
  );
}
