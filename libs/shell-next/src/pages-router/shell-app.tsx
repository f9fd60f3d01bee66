import NextApp, { type AppContext, type AppProps } from 'next/app.js';
import Head from 'next/head.js';
import { lazy, memo, Suspense, use, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import {
  quickExitUrl,
  showsDecorativeFallbackFooter,
  themeTokens,
  type CrisisLine,
  type ShellContext,
} from '@therapy-shell/brand-config';
import { createCompiledTranslator, type Translate } from '@therapy-shell/i18n';
import type { ShellEventSink } from '@therapy-shell/analytics';
import type { ErrorReporter } from '@therapy-shell/request';
import {
  Footer,
  Header,
  QuickExit,
  SHELL_PART_STYLES,
  ShellLayout,
  type FallbackErrorPageProps,
  type LinkComponent,
} from '@therapy-shell/shell-ui';
import { consoleReporter } from '../frame/console-reporter.ts';
import { CrisisPageContext } from '../frame/crisis-context.ts';
import { documentTitle } from '../frame/document-title.ts';
import { useOfflineCopy } from '../offline/offline-copy.ts';
import { pageMessages } from '../frame/page-messages.ts';
import { VISITOR_ANSWERS_MAX_AGE_MS, VISITOR_ANSWERS_WAIT_MS } from '../common/constants.ts';
import { appLinkDomains } from '../common/link-domains.ts';
import type { AppServerState } from '../page-load/app-page-load.ts';
import type { ShellPageData } from '../page-load/load-shell.ts';

export type { ShellPageData };
import { ShellRoot } from '../frame/shell-frame.tsx';
import { ShellPageFrame } from '../frame/shell-page-frame.tsx';
import { PAGES_ROUTER } from './route-events.ts';
import { RouterLink } from './router-link.tsx';
import { ShellDataContext } from '../frame/shell-data-context.ts';
import { pageContext, quickExitOf, templateOf } from '../frame/shell-page.ts';
import type { VisitState } from '../frame/visitor-answers.ts';

/** Props the shell's App component receives. */
export interface ShellAppProps extends AppProps {
  shell: ShellPageData;
}

/**
 * Options of {@link createShellApp}; each is read when a request arrives, never at import time. The
 * page-load step is configured by the environment (`SHELL_BRAND`, `SHELL_API_ORIGIN`, ...: README).
 */
export interface ShellAppOptions {
  /** Analytics events (spec 7.2); by default the Snowplow tracker, started after consent. */
  events?: ShellEventSink;
  /** Where browser-side failures are reported; the browser console by default. */
  reporter?: ErrorReporter;
  /**
   * The link the shell renders its internal links with. By default {@link RouterLink}: a plain
   * `<a>` the Pages Router follows on a plain left click (client-side navigation, no prefetching,
   * the cheapest to render on the server). Pass next/link's `Link` to have the pages of the links in
   * view prefetched (the app bundles it, so Next's trailing-slash and router settings apply).
   */
  linkComponent?: LinkComponent;
  /**
   * Registrable domains whose links the header and footer treat as internal (spec 2.8), besides
   * the site's own (`root_domain`) and its sibling sites (`sites_fqdn`): for example a sibling whose
   * `sites_fqdn` entry is a host other than `www.` (shell-ui's README: "Internal or external links").
   * Added to withShell's `linkDomains`, which both routers read: give them there unless only this
   * `_app` should have them. withShell stops the build on an entry that is no domain name (a URL, a
   * path, a port, a wildcard); here such an entry gets a console warning in development.
   */
  linkDomains?: readonly string[];
  /**
   * The offline copy of the crisis resources: a service worker, registered after
   * hydration when the browser is idle, that keeps /gethelpnow/ in the visitor's language and
   * answers any page navigation with it when the network fails. On by default; `false` (or
   * `withShell({ serviceWorker: false })`) switches it off and unregisters a worker already installed.
   */
  serviceWorker?: boolean;
}

// The fallback page (spec 2.7) is shown only when the page-load step failed, and it works without
// JavaScript (plain links; its quick exit is rendered beside it, from the first-load code, so the
// shortcut works at once). So its code (about 0.4 kB gzip, docs/benchmark.md) is not in every page's
// first load: React keeps the server's HTML of the boundary in place until the chunk has arrived,
// then hydrates it. A chunk that cannot be fetched leaves the import pending for good, so the
// server's HTML, with the crisis help, stays instead of being replaced by nothing. Memoised, with
// stable props: an update reaching the boundary before it hydrated would drop the server's HTML.
// Its CSS is in the first stylesheet (shell-ui's SHELL_PART_STYLES).
const FallbackErrorPageCode = lazy(() =>
  import('./fallback-page.tsx').catch(() => new Promise<never>(() => undefined)),
);
const FallbackErrorPage = memo(function FallbackErrorPage(props: FallbackErrorPageProps) {
  return (
    <Suspense fallback={null}>
      <FallbackErrorPageCode {...props} />
    </Suspense>
  );
});

/** Where the fallback page's content is (the layout's skip link points there on other pages). */
const MAIN_CONTENT_ID = 'main-content';

// The CSS of the parts that hydrate lazily (the notification centre, the toasts, the fallback page)
// comes with the page's first stylesheet, so their server HTML is painted styled (no layout shift).
void SHELL_PART_STYLES;

/**
 * The plain frame of /gethelpnow/ when the shell's answers are missing: the quick exit,
 * the brand's mark as the home link, the page, and the footer with the crisis notice and the lines
 * of the visitor's country. Nothing in it needs the backend.
 */
function PlainFrame({
  t,
  brand,
  year,
  crisisLines,
  children,
}: {
  t: Translate;
  brand: ShellContext['brand'];
  year: number;
  crisisLines: readonly CrisisLine[];
  children: ReactNode;
}) {
  return (
    <ShellLayout
      t={t}
      quickExit={<QuickExit t={t} href={quickExitUrl(brand)} />}
      header={<Header t={t} logo={themeTokens(brand).logo} />}
      footer={<Footer t={t} year={year} crisisLines={crisisLines} />}
    >
      {children}
    </ShellLayout>
  );
}

/**
 * Creates the `_app` component: runs the page-load step on the server, answers 500 with the
 * fallback error page when it fails (404 on the static-source host), and otherwise wraps the page
 * in the shell (header, navigation, footer, dialogs, toasts) resolved from the brand rules. The
 * fallback page keeps the crisis notice, the lines of the visitor's country and the quick exit;
 * /gethelpnow/ never shows it. After hydration, when the browser is idle, it registers
 * the offline copy of the crisis resources (`serviceWorker`).
 *
 * @example
 * // pages/_app.tsx
 * export default createShellApp();
 */
export function createShellApp(options: ShellAppOptions = {}): ComponentType<ShellAppProps> & {
  getInitialProps(ctx: AppContext): Promise<{ pageProps: Record<string, unknown>; shell: ShellPageData }>;
} {
  // Without an app sink, the frame sends shell events to the Snowplow tracker (after consent).
  const events = options.events;
  const reporter = options.reporter ?? consoleReporter;
  const linkComponent = options.linkComponent ?? RouterLink;
  // withShell's, then this _app's (spec 2.8).
  const linkDomains = appLinkDomains(options.linkDomains);
  const serviceWorker = options.serviceWorker !== false;

  // In the browser: whether a client-side navigation has happened (the first page's body attributes
  // are the server's).
  let navigated = false;

  function ShellApp({ Component, pageProps, shell }: ShellAppProps) {
    const found =
      shell.messages ??
      ('messagesId' in shell && shell.messagesId
        ? pageMessages(shell.language, shell.messagesId, (error) => reporter.report(error, { level: 'error' }))
        : {});
    // A failed asset: wait for its second try, the server's HTML staying as it is meanwhile.
    const messages = found instanceof Promise ? use(found) : found;
    const t = useMemo(() => createCompiledTranslator(shell.language, messages), [shell.language, messages]);
    const country = shell.status === 'not-found' ? '' : shell.country;
    const productName =
      shell.status === 'ok' ? shell.config.product_name : shell.status === 'not-found' ? undefined : shell.productName;
    const crisis = useMemo(() => ({ t, country, productName }), [t, country, productName]);
    useOfflineCopy({ enabled: serviceWorker, language: shell.language });
    // <body>'s classes and theme after a client-side navigation (the first page's are in the server's
    // HTML): their rules load with the first navigation, not in the first load (body-attributes.ts).
    useEffect(() => {
      if (navigated && shell.status === 'ok')
        import('./body-attributes.ts').then(
          ({ applyBodyAttributes }) => applyBodyAttributes(document.body, shell),
          () => undefined,
        );
    }, [shell]);
    if (shell.status === 'error') {
      return (
        <>
          <Head>
            <title>{documentTitle(t('fallback.heading'), productName)}</title>
          </Head>
          <QuickExit t={t} href={quickExitUrl(shell.brand)} />
          <main id={MAIN_CONTENT_ID}>
            <FallbackErrorPage
              t={t}
              logo={themeTokens(shell.brand).logo}
              decorativeFooter={showsDecorativeFallbackFooter(shell.brand)}
              crisisLines={shell.crisisLines}
            />
          </main>
        </>
      );
    }
    if (shell.status === 'degraded') {
      // /gethelpnow/ without the shell's answers: a plain header and footer around the page (plain
      // links: the next page loads in full, with the shell's answers if they are back).
      return (
        <CrisisPageContext.Provider value={crisis}>
          <PlainFrame t={t} brand={shell.brand} year={shell.year} crisisLines={shell.crisisLines}>
            <Component {...pageProps} />
          </PlainFrame>
        </CrisisPageContext.Provider>
      );
    }
    if (shell.status === 'not-found' || !shell.page) {
      return (
        <main>
          <h1>404</h1>
        </main>
      );
    }
    const ctx: ShellContext = {
      brand: shell.brand,
      language: shell.language,
      user: shell.session,
      config: shell.config,
      page: shell.page,
      availability: shell.availability,
    };
    // The title of a page that sets none is the product name (WCAG 2.4.2); a page's own title,
    // rendered after this one, replaces it.
    return (
      <>
        <Head>
          <title>{shell.config.product_name}</title>
        </Head>
        <ShellRoot
          ctx={ctx}
          t={t}
          languages={shell.languages}
          linkComponent={linkComponent}
          events={events}
          reporter={reporter}
          accessibilityWidgetUrl={shell.accessibilityWidgetUrl ?? undefined}
          consentBanner={shell.consentBanner === true}
          router={PAGES_ROUTER}
        >
          {(root) => (
            <ShellPageFrame
              root={root}
              ctx={ctx}
              t={t}
              year={shell.year}
              linkComponent={linkComponent}
              linkDomains={linkDomains}
              quickExit={quickExitOf(Component)}
              crisisLines={shell.crisisLines}
            >
              <CrisisPageContext.Provider value={crisis}>
                <ShellDataContext.Provider value={shell}>
                  <Component {...pageProps} />
                </ShellDataContext.Provider>
              </CrisisPageContext.Provider>
            </ShellPageFrame>
          )}
        </ShellRoot>
      </>
    );
  }

  // What this _app keeps for the life of the server process: the per-site caches and the options.
  const server: AppServerState = {};
  // The server's page-load modules, imported on the first page and kept: every dynamic import goes
  // through the bundler's loader and Node's require hook again (about 7 µs a page in the benchmark).
  let serverModules:
    | Promise<[typeof import('../page-load/app-page-load.ts'), typeof import('../page-load/shell-options.ts')]>
    | undefined;
  // In the browser: the visit's per-visitor answers and when they were asked for (client-side navigations).
  let visit: VisitState | undefined;

  /**
   * The per-visitor answers for a client-side navigation: the visit's, unless they are older than
   * VISITOR_ANSWERS_MAX_AGE_MS; then asked for again from the browser (a chunk loaded only then).
   * The navigation waits for the chunk and the answers at most VISITOR_ANSWERS_WAIT_MS: a refresh
   * that fails or is late never breaks it (it renders with what the visit has; late answers serve
   * the next navigation). One refresh per bound: the visit counts as fresh from when it starts.
   */
  async function visitorAnswers(first: Extract<ShellPageData, { status: 'ok' }>) {
    // The first page's answers were asked for after the page was requested: their age counts from then.
    visit ??= {
      answers: { session: first.session, availability: first.availability, languages: first.languages },
      at: globalThis.performance?.timeOrigin ?? 0,
    };
    const current = visit;
    if (Date.now() - current.at <= VISITOR_ANSWERS_MAX_AGE_MS) return current.answers;
    current.at = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      import('../frame/visitor-answers.ts')
        .then(({ refreshVisit }) => refreshVisit(current, reporter))
        .catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, VISITOR_ANSWERS_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    return current.answers;
  }

  ShellApp.getInitialProps = async (appContext: AppContext) => {
    const { pageProps } = await NextApp.getInitialProps(appContext);
    const { req, res, asPath, query } = appContext.ctx;
    const template = templateOf(appContext.Component);
    // The page-load step on the server. `typeof window` is replaced at build time, so in the browser
    // this condition is `false` and the bundler drops the branch, and with it everything only the
    // server needs: the page-load step, the backend transport, the security headers and the
    // environment's options (with the brand checks they run). Written as the branch of a condition
    // on `typeof window` alone, not as code after a `return`: the bundler decides what a module uses
    // before unreachable code is removed, and only folds a condition it can evaluate whole.
    if (typeof window === 'undefined') {
      if (!req) throw new Error('The shell renders every page on the server with its request (getInitialProps).');
      serverModules ??= Promise.all([
        import('../page-load/app-page-load.ts'),
        import('../page-load/shell-options.ts'),
      ]).catch((error: unknown) => {
        // A failed import is tried again by the next page, not remembered.
        serverModules = undefined;
        throw error;
      });
      const [{ shellPageProps, fallbackPageProps }, { shellOptionsFromEnv }] = await serverModules;
      // The page failed on the server and Next.js renders its error page through this `_app`: the
      // fallback page from the build's data, which needs nothing that may have failed, never a bare
      // error page.
      if (appContext.ctx.err && (res?.statusCode ?? 500) >= 500)
        return { pageProps, shell: fallbackPageProps(server, { req, res }) };
      try {
        const shell = await shellPageProps(
          server,
          { req, res, asPath, query, template },
          () => shellOptionsFromEnv(),
          true,
        );
        // For the page's getServerSideProps (getShellData), which Next.js runs after this.
        const { attachShellData } = await import('../frame/shell-data.ts');
        attachShellData(
          req,
          shell.status === 'ok'
            ? {
                session: shell.session,
                config: shell.config,
                language: shell.language,
                brand: shell.brand,
                country: shell.country,
                template,
              }
            : null,
        );
        return { pageProps, shell };
      } catch (error) {
        // The page-load step answers its own failures with the fallback page; this is for what it
        // cannot catch (its options, its set-up), which must not become a bare 500 either.
        return { pageProps, shell: fallbackPageProps(server, { req, res }, error) };
      }
    }
    // Client-side navigation: the site's data stays what the server resolved; the per-visitor answers
    // are at most VISITOR_ANSWERS_MAX_AGE_MS old.
    // The page's data always has it: this _app rendered the page (no check: bytes of every first load).
    const current = (window.__NEXT_DATA__.props as { shell: ShellPageData }).shell;
    navigated = true;
    if (current.status !== 'ok') return { pageProps, shell: current };
    const answers = await visitorAnswers(current);
    return {
      pageProps,
      shell: { ...current, ...answers, page: pageContext({ template, asPath, query, session: answers.session }) },
    };
  };

  return ShellApp;
}
