import { lazy, memo, Suspense, useCallback, useState, type ComponentType, type JSX, type ReactNode } from 'react';
import { headerKind, isFooterHidden, navigationLinks, showsNotifications, showsQuickExit, themeTokens, type ShellContext } from '@therapy-shell/brand-config';
import type { ShellEventSink } from '@therapy-shell/analytics';
import type { LanguageOption } from '@therapy-shell/core';
import type { Translate } from '@therapy-shell/i18n';
import type { ErrorReporter } from '@therapy-shell/request';
import { Header, SHELL_PART_STYLES, ShellLayout, type LinkComponent, type ToasterProps } from '@therapy-shell/shell-ui';
import { ShellConsentBanner, ShellDialogs } from './shell-dialogs.tsx';
import { useAccessibilityWidget } from './shell-effects.ts';
import { ShellFooter, type FooterDialog } from './shell-footer.tsx';
import type { ShellNotificationsProps } from './shell-notifications.tsx';
import type { ShellQuickExitProps } from './shell-quick-exit.tsx';
import { NO_PAGE_ANALYTICS, PageAnalyticsContext } from './page-analytics.ts';
import { useShellObservability } from './use-analytics.ts';

/**
 * A lazy component in its own Suspense boundary, memoised: until its chunk has arrived its boundary
 * holds the server's HTML, and an update reaching it then (a re-render of the frame with new
 * props) would make React drop that HTML and show the empty fallback, a layout shift. So a part
 * re-renders only when its own props change, and the frame gives it stable ones.
 */
function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = lazy(load);
  return memo(function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  });
}

/**
 * A Suspense boundary around a large server-rendered part (the header, the footer). React hydrates
 * what is inside it after the rest of the page, in short slices that let the browser paint and
 * answer input between them, instead of in one long task (issue 11: Total Blocking Time). Nothing
 * inside suspends (its code is in the first load), so the fallback never shows and the server's
 * HTML stays as it is; a click on the part before it is hydrated makes React hydrate it at once
 * and then handle the click, and so does an update that reaches it.
 */
function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

// Parts that are server-rendered but whose code is not in the first-load JavaScript (issue 11):
// each is a lazy component inside a Suspense boundary. The server waits for them, so the HTML is
// complete (no layout shift); in the browser React keeps a boundary's server HTML in place until
// its chunk has arrived, then hydrates it. A click on a part before then is lost (React does not
// replay it), so only parts where that costs nothing are lazy: the quick exit is a link (a click
// before hydration still leaves, natively), the notification centre only opens a list, and the
// toast viewport is empty until a toast is shown. The footer's buttons and the consent banner are
// in the first-load code.
const ShellQuickExit = lazyPart<ShellQuickExitProps>(() => import('./shell-quick-exit.tsx').then((module) => ({ default: module.ShellQuickExit })));
const ShellNotifications = lazyPart<ShellNotificationsProps>(() => import('./shell-notifications.tsx'));
const ShellToaster = lazyPart<ToasterProps>(() => import('./shell-toaster.tsx'));
// Their CSS, though, comes with the page's first stylesheet: it would otherwise arrive with their
// chunks, after the server's HTML was painted unstyled, and the page would shift (CLS).
void SHELL_PART_STYLES;

/** Props of {@link ShellFrame}. */
export interface ShellFrameProps {
  /** The resolved context the rules read. */
  ctx: ShellContext;
  /** Translator of the page's language. */
  t: Translate;
  /** Year of the copyright line. */
  year: number;
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
  /** Whether the page asked for the quick exit beyond the templates that always have it (issue 14). */
  quickExit?: boolean | undefined;
  /** Whether the consent banner shows when the page loads (the server's decision from the consent cookie). */
  consentBanner?: boolean | undefined;
  /** The page. */
  children: ReactNode;
}

/**
 * The shell around a page (spec 2.5, 2.6, 4): header, navigation, footer (or none), the settings
 * dialogs, toasts and the accessibility widget. It only composes: the rules come from
 * brand-config, each effect from a hook of the library that owns it.
 *
 * @example
 * <ShellFrame ctx={ctx} t={t} year={2026} languages={[]} linkComponent={RouterLink} events={silentEvents} reporter={silentReporter}>{page}</ShellFrame>
 */
export function ShellFrame({ ctx, t, year, languages, linkComponent, events: appEvents, reporter: appReporter, accessibilityWidgetUrl, quickExit = false, consentBanner = false, children }: ShellFrameProps) {
  const [dialog, setDialog] = useState<FooterDialog | 'none'>('none');
  const { consent, events, reporter, pageAnalytics } = useShellObservability({ ctx, reporter: appReporter, events: appEvents });
  useAccessibilityWidget({ url: accessibilityWidgetUrl, page: ctx.page, brand: ctx.brand, reporter });
  const openCookieSettings = useCallback(() => setDialog('cookies'), []);

  const header = (
    <HydrateLater>
      <Header
      kind={headerKind(ctx)}
      productName={ctx.config.product_name}
      t={t}
      logo={themeTokens(ctx.brand).logo}
      navigation={navigationLinks(ctx)}
      currentPath={ctx.page.path}
      showNotifications={showsNotifications(ctx)}
      notifications={
        showsNotifications(ctx) ? <ShellNotifications ctx={ctx} t={t} reporter={reporter} /> : null
      }
      linkComponent={linkComponent}
      />
    </HydrateLater>
  );
  const footer = isFooterHidden(ctx) ? null : (
    <HydrateLater>
      <ShellFooter ctx={ctx} t={t} year={year} events={events} linkComponent={linkComponent} onOpen={setDialog} />
    </HydrateLater>
  );
  const quickExitShown = showsQuickExit(ctx, { marked: quickExit });
  return (
    <>
      <ShellConsentBanner consent={consent} initiallyShown={consentBanner} productName={ctx.config.product_name} onSettings={openCookieSettings} t={t} />
      <ShellLayout t={t} header={header} footer={footer} quickExit={quickExitShown ? <ShellQuickExit ctx={ctx} t={t} marked={quickExit} /> : null}>
        <PageAnalyticsContext.Provider value={pageAnalytics ?? NO_PAGE_ANALYTICS}>{children}</PageAnalyticsContext.Provider>
      </ShellLayout>
      <ShellDialogs
        ctx={ctx}
        t={t}
        languages={languages}
        open={dialog}
        onOpenChange={(open) => open || setDialog('none')}
        events={events}
        reporter={reporter}
        linkComponent={linkComponent}
        consent={consent}
      />
      <ShellToaster label={t('toast.region')} closeLabel={t('toast.close')} />
    </>
  );
}
