import { useEffect, useState, type ReactNode } from 'react';
import {
  accessibilityWidgetColors,
  cancelSettingsLoginPath,
  footerLinks,
  footerVariant,
  hasMobileFooterLayout,
  headerKind,
  isFooterHidden,
  navigationLinks,
  showsCrisisTextLine,
  showsLanguageButton,
  showsNotifications,
  socialLinks,
  themeTokens,
  type FooterAction,
  type ShellContext,
} from '@therapy-shell/brand-config';
import { createConsentStore, type ConsentChoices, type ConsentStore } from '@therapy-shell/consent';
import { useConsent } from '@therapy-shell/consent/react';
import { isLanguage, LANGUAGE_NAMES, prefLanguageCookie, preferredLanguage, serializePrefLanguageCookie, type Translate } from '@therapy-shell/i18n';
import { setCsrfToken, shellApi, type ErrorReporter, type LanguageOption } from '@therapy-shell/request';
import {
  CancelSubscriptionDialog,
  CookieSettingsDialog,
  Footer,
  Header,
  LanguageSettingsDialog,
  NotificationBell,
  ShellLayout,
  Toaster,
  type LinkComponent,
} from '@therapy-shell/shell-ui';
import { accessibilityWidgetDecision, cookieRecord, loadAccessibilityWidget } from './accessibility-widget.ts';
import type { ShellEventSink } from './shell-events.ts';

/** Which dialog is open. */
type OpenDialog = 'none' | 'language' | 'cookies' | 'cancel';

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
  /** Analytics events. */
  events: ShellEventSink;
  /** Where failures are reported. */
  reporter: ErrorReporter;
  /** Script URL of the accessibility widget; no widget without one. */
  accessibilityWidgetUrl?: string | undefined;
  /** The page. */
  children: ReactNode;
}

function useConsentStore(ctx: ShellContext, reporter: ErrorReporter): ConsentStore | null {
  const [store] = useState<ConsentStore | null>(() =>
    typeof window === 'undefined'
      ? null
      : createConsentStore({
          settings: ctx.config.tracking?.ms_cookie_consent_settings,
          rootDomain: ctx.config.root_domain,
          confirm: () => shellApi.confirmCookieChoices(),
          reporter,
        }),
  );
  return store;
}

const NO_CHOICES: ConsentChoices = { allowPerformance: false, allowTargeting: false };

function ConsentChoicesOf({ store, children }: { store: ConsentStore; children: (choices: ConsentChoices) => ReactNode }) {
  const { choices } = useConsent(store);
  return <>{children(choices)}</>;
}

/**
 * The shell around a page (spec 2.5, 2.6, 4): header, navigation, footer (or none), the language,
 * cookie and cancellation dialogs, toasts and the accessibility widget, all from the brand rules.
 *
 * @example
 * <ShellFrame ctx={ctx} t={t} year={2026} languages={[]} linkComponent={RouterLink} events={silentEvents} reporter={silentReporter}>{page}</ShellFrame>
 */
export function ShellFrame({ ctx, t, year, languages, linkComponent, events, reporter, accessibilityWidgetUrl, children }: ShellFrameProps) {
  const [dialog, setDialog] = useState<OpenDialog>('none');
  const consent = useConsentStore(ctx, reporter);
  const productName = ctx.config.product_name;
  const csrfToken = ctx.user.csrf_token;

  useEffect(() => {
    if (csrfToken) setCsrfToken(csrfToken);
  }, [csrfToken]);

  const { page, brand } = ctx;
  useEffect(() => {
    if (!accessibilityWidgetUrl) return undefined;
    const decision = accessibilityWidgetDecision({ device: page.device, path: page.path, query: page.query, cookies: cookieRecord(document.cookie) });
    if (!decision.load) return undefined;
    return loadAccessibilityWidget({
      url: accessibilityWidgetUrl,
      colors: accessibilityWidgetColors(brand),
      onError: (error) => reporter.report(error, { level: 'warning' }),
    });
  }, [accessibilityWidgetUrl, page, brand, reporter]);

  const onAction = (action: FooterAction) => {
    if (action === 'openCancelSubscription') setDialog('cancel');
    else setDialog('cookies'); // Sharing Settings and Cookie Settings open the same panel (spec 1).
  };
  const close = (open: boolean) => {
    if (!open) setDialog('none');
  };

  const footer = isFooterHidden(ctx) ? null : (
    <Footer
      productName={productName}
      year={year}
      t={t}
      variant={footerVariant(ctx)}
      showCrisisTextLine={showsCrisisTextLine(ctx)}
      links={footerLinks(ctx)}
      onAction={onAction}
      languageButton={
        showsLanguageButton(ctx)
          ? {
              languageName: LANGUAGE_NAMES[ctx.language],
              onClick: () => {
                events.track('language_icon_click');
                setDialog('language');
              },
            }
          : undefined
      }
      socialLinks={socialLinks(ctx)}
      onSocialLinkClick={(network) => events.track('social_link_click', { network })}
      mobileLayout={hasMobileFooterLayout(ctx)}
      linkComponent={linkComponent}
    />
  );

  const saveLanguage = (language: string) => {
    if (!isLanguage(language)) return;
    const cookie = prefLanguageCookie(language, { host: window.location.host, secure: window.location.protocol === 'https:' });
    document.cookie = serializePrefLanguageCookie(cookie);
    events.track('language_option_selected', { language });
    setDialog('none');
    window.location.reload();
  };

  return (
    <>
      <ShellLayout
        t={t}
        header={
          <Header
            kind={headerKind(ctx)}
            productName={productName}
            t={t}
            logo={themeTokens(ctx.brand).logo}
            navigation={navigationLinks(ctx)}
            currentPath={ctx.page.path}
            showNotifications={showsNotifications(ctx)}
            notifications={<NotificationBell count={0} t={t} />}
            linkComponent={linkComponent}
          />
        }
        footer={footer}
      >
        {children}
      </ShellLayout>
      <LanguageSettingsDialog
        open={dialog === 'language'}
        onOpenChange={close}
        languages={languages}
        defaultLanguage={typeof document === 'undefined' ? 'en' : preferredLanguage(document.cookie)}
        onSave={saveLanguage}
        t={t}
      />
      {consent ? (
        <ConsentChoicesOf store={consent}>
          {(choices) => (
            <CookieSettingsDialog open={dialog === 'cookies'} onOpenChange={close} choices={choices} onSave={(next) => consent.save(next)} t={t} />
          )}
        </ConsentChoicesOf>
      ) : (
        <CookieSettingsDialog open={false} onOpenChange={close} choices={NO_CHOICES} onSave={async () => undefined} t={t} />
      )}
      <CancelSubscriptionDialog
        open={dialog === 'cancel'}
        onOpenChange={close}
        onSubmit={async (email) => ({ kind: (await shellApi.unsubscribe(email)).kind })}
        accountSettingsHref={cancelSettingsLoginPath()}
        onEvent={(event) => events.track(event)}
        t={t}
        linkComponent={linkComponent}
      />
      <Toaster label={t('toast.region')} closeLabel={t('toast.close')} />
    </>
  );
}
