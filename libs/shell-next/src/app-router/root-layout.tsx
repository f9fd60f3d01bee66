// The App Router's root layout and page declaration: server components that render the document
// from what the proxy's page-load step resolved (requestLoad), and hand the client components of
// app-shell.tsx plain data.
import type { ComponentType, ReactNode } from 'react';
import type { Metadata } from 'next';
import { headers } from 'next/headers.js';
import { unstable_rethrow } from 'next/navigation.js';
import {
  BRAND_IDS,
  pageAttributes,
  pageTheme,
  quickExitUrl,
  showsQuickExit,
  themeTokens,
} from '@therapy-shell/brand-config';
import { isTemplateName, type TemplateName } from '@therapy-shell/core';
import { compileMessages, createCompiledTranslator } from '@therapy-shell/i18n';
import { Footer, Header, SHELL_PART_STYLES } from '@therapy-shell/shell-ui';
import { CSRF_META_NAME, type ErrorReporter } from '@therapy-shell/request';
import type { ShellEventSink } from '@therapy-shell/analytics';
import { brandStylesheet } from '../common/brand-stylesheet.ts';
import { APPLY_BODY_ATTRIBUTES, BodyAttributesData } from './body-attributes-script.tsx';
import { documentTitle } from '../frame/document-title.ts';
import { messagesAssetPath } from '../frame/page-messages.ts';
import { pageContext } from '../frame/shell-page.ts';
import { FAVICON_PATH } from '../server/favicon.ts';
import { registerFirstRenderMessages } from '../server/messages.ts';
import { reportRequestError } from '../server/reporting/request-error.ts';
import { ShellAppFrame, ShellAppRoot } from './app-shell.tsx';
import { AppFallbackPage, AppPlainFrame, fallbackTitle } from './fallback-page.tsx';
import { requestLoad } from './request-shell.ts';
import type { RequestLoad } from './request-load.ts';
import { stepMessages } from './page-texts.ts';
import { appChrome } from './server-chrome.tsx';
import { shellContext } from '../frame/chrome-rules.ts';
import { appRoutePattern, type RouteParams } from './route-pattern.ts';
import type { AppPlainData, AppRootData, AppVisitorAnswers } from './types.ts';

/**
 * The brand's custom properties (its theme and the breakpoints): Style Dictionary's stylesheet of the
 * build's brand, which withShell() inlined, with the request's nonce.
 */
function BrandStyle({ nonce }: { nonce?: string | undefined }) {
  return <style nonce={nonce}>{brandStylesheet()}</style>;
}

// The CSS of the parts that hydrate lazily (the notification centre, the toasts) comes with the
// layout's stylesheet, so their server HTML is painted styled. Imported here, in a Server Component,
// the CSS modules' class-name maps stay on the server (about 0.5 kB gzip of every page's JavaScript
// when the shared frame imported them).
void SHELL_PART_STYLES;

/** The id of the root layout's last element: the first paint waits for it (`<link rel="expect">`). */
const SHELL_END_ID = 'shell-end';

/** Inlined by withShell(): `off` when the app switched the offline copy off. */
declare const process: { readonly env: { readonly SHELL_SERVICE_WORKER?: string } };

/** Props of {@link ShellRootLayout}: those of a Next.js root layout, and the app's own services. */
export interface ShellRootLayoutProps {
  children: ReactNode;
  /**
   * Where the shell's events go instead of its Snowplow tracker (`ShellEventSink`), as
   * `createShellApp({ events })` on the Pages Router. It runs in the browser, so it must be an
   * export of a module marked `'use client'` (a client reference): an object made in a Server
   * Component cannot reach the browser, and the layout says so.
   */
  events?: ShellEventSink | undefined;
  /**
   * Where the shell's failures are reported instead of the browser console (`ErrorReporter`; after
   * consent they also go to the error-reporting service), as `createShellApp({ reporter })` on the
   * Pages Router. An export of a `'use client'` module, as `events`.
   */
  reporter?: ErrorReporter | undefined;
}

/** How React marks a client reference: an export of a `'use client'` module (a client component too), seen from the server, which renders it but never calls it. */
const CLIENT_REFERENCE = Symbol.for('react.client.reference');

/**
 * The layout's `events` or `reporter`, when given, if it is a client reference; else a TypeError
 * that says what to do (React's own error names neither the prop nor the fix).
 *
 * @example
 * clientService('events', events); // events, or throws
 */
function clientService<T>(name: 'events' | 'reporter', value: T | undefined): T | undefined {
  if (value === undefined || (value as { $$typeof?: unknown }).$$typeof === CLIENT_REFERENCE) return value;
  throw new TypeError(
    `ShellRootLayout: \`${name}\` must be an export of a module that starts with 'use client' (it runs in the browser); an object made in a Server Component cannot be passed to the browser. Move it to such a module and import it from there (shell-next's README, "The App Router").`,
  );
}

/**
 * The App Router's root layout: the document (language, brand, theme), the shell's texts asset and
 * the CSRF token in its head, and the shell's root around the pages (consent, telemetry, realtime,
 * dialogs, toasts, the offline copy). When the page-load step failed it renders the fallback page
 * of spec 2.7 (the proxy answers 500); /gethelpnow/ then gets a plain header and footer.
 *
 * @example
 * // app/layout.tsx
 * export { ShellRootLayout as default } from '@therapy-shell/shell-next/app';
 * // or, with the app's own sink and reporter (exports of a 'use client' module):
 * import { ShellRootLayout } from '@therapy-shell/shell-next/app';
 * import { events, reporter } from './shell-services';
 * export default function RootLayout({ children }: { children: React.ReactNode }) {
 *   return <ShellRootLayout events={events} reporter={reporter}>{children}</ShellRootLayout>;
 * }
 */
export async function ShellRootLayout({ children, events, reporter }: ShellRootLayoutProps) {
  // Checked first, on every path: a mistake shows on the first page, not in an outage.
  const services = { events: clientService('events', events), reporter: clientService('reporter', reporter) };
  // Outside the catch below (as in shellMetadata): Next.js's signal, while it prerenders at build
  // time, that the page is rendered per request. Caught and logged, it printed one error per route.
  await headers();
  const load = await requestLoad().catch((error: unknown) => {
    // A request the shell's proxy did not load (a proxy.ts without `router: 'app'` or its matcher):
    // the fallback page of the build's brand, never a bare error; the log names the fix.
    console.error(error);
    return undefined;
  });
  if (!load) {
    const brand = BRAND_IDS[0] ?? 'main';
    const plain: AppPlainData = {
      brand,
      language: 'en',
      messages: compileMessages('en'),
      country: '',
      crisisLines: [],
      year: new Date().getFullYear(),
    };
    return (
      <html lang="en" data-brand={brand}>
        <head>
          <BrandStyle />
          <link rel="icon" type="image/svg+xml" href={FAVICON_PATH} />
        </head>
        <body style={{ margin: 0 }}>
          <AppFallbackPage data={plain} titled />
        </body>
      </html>
    );
  }
  const { shell, nonce, path, query } = load;
  const html = { lang: shell.language, 'data-brand': shell.brand };
  const head = (
    <>
      <BrandStyle nonce={nonce} />
      <link rel="icon" type="image/svg+xml" href={FAVICON_PATH} />
    </>
  );
  if (shell.status !== 'ok') {
    const plain: AppPlainData = {
      brand: shell.brand,
      language: shell.language,
      messages: shell.messages ?? compileMessages(shell.language),
      country: 'country' in shell ? shell.country : '',
      crisisLines: 'crisisLines' in shell ? shell.crisisLines : [],
      year: shell.status === 'degraded' ? shell.year : new Date().getFullYear(),
      productName: shell.status === 'not-found' ? undefined : shell.productName,
    };
    const plainT = createCompiledTranslator(plain.language, plain.messages);
    return (
      <html {...html}>
        <head>{head}</head>
        <body style={{ margin: 0 }}>
          {shell.status === 'error' ? (
            // Titled by shellMetadata (a <title> of its own would be a second one, after the metadata's).
            <AppFallbackPage data={plain} />
          ) : shell.status === 'degraded' ? (
            <AppPlainFrame
              data={plain}
              header={<Header t={plainT} logo={themeTokens(plain.brand).logo} />}
              footer={<Footer t={plainT} year={plain.year} crisisLines={plain.crisisLines} />}
            >
              {children}
            </AppPlainFrame>
          ) : (
            // A page request on the site's static-source host (spec 8.2): 404, set by the proxy.
            <main>
              <h1>404</h1>
            </main>
          )}
        </body>
      </html>
    );
  }
  const data: AppRootData = {
    brand: shell.brand,
    language: shell.language,
    session: shell.session,
    config: shell.config,
    availability: shell.availability,
    languages: shell.languages,
    year: shell.year,
    accessibilityWidgetUrl: shell.accessibilityWidgetUrl,
    country: shell.country,
    crisisLines: shell.crisisLines,
    consentBanner: shell.consentBanner === true,
    quickExitHref: quickExitUrl(shell.brand),
    // The head loads the texts of the browser's first render; the lazy parts fetch the rest.
    messagesId: shell.messagesId ? registerFirstRenderMessages(shell.messagesId) : '',
    allMessagesId: shell.messagesId ?? '',
    page: pageContext({ template: 'Home', asPath: path, query, session: shell.session }),
    answersAt: load.at,
  };
  const csrfToken = shell.session.csrf_token;
  const plain = framedPlainData(shell);
  return (
    <html {...html}>
      <head>
        {head}
        {/* No first paint before the layout's HTML is parsed to its end (its last element, the body
            attributes' script, has this id): a frame painted while the document is half parsed (it
            arrives in pieces) shows the footer of a short page at the window's bottom, and it moves
            as the rest arrives. Chromium holds rendering until the element is inserted (or the
            document ends); other browsers ignore the link. The Pages Router's document does the same. */}
        <link rel="expect" href={`#${SHELL_END_ID}`} blocking="render" />
        {/* The shell's texts, before the page's scripts hydrate it (they are async; this runs first). */}
        <script src={messagesAssetPath(shell.language, data.messagesId)} nonce={nonce} />
        {csrfToken ? <meta name={CSRF_META_NAME} content={csrfToken} /> : null}
      </head>
      {/* The page's classes and theme come from the script below before hydration (suppressHydrationWarning: they are not the layout's props). */}
      <body style={{ margin: 0 }} suppressHydrationWarning>
        <ShellAppRoot
          data={data}
          serviceWorker={process.env.SHELL_SERVICE_WORKER !== 'off'}
          fallback={<AppFallbackPage data={plain} />}
          fallbackTitle={fallbackTitle(plain)}
          events={services.events}
          reporter={services.reporter}
        >
          {children}
        </ShellAppRoot>
        <script id={SHELL_END_ID} nonce={nonce}>
          {APPLY_BODY_ATTRIBUTES}
        </script>
      </body>
    </html>
  );
}

// Page titles (WCAG 2.4.2) on the App Router go through Next.js's metadata, which merges the
// segments' titles into one <title>: a <title> element that a component renders is not merged, and
// beside a metadata title the document would have two, the metadata's first.

/**
 * The root layout's `generateMetadata`: the product name as the title of every page that sets none
 * (a page's own `metadata` title replaces it), as the Pages Router's `_app` does. When the page-load
 * step failed, the fallback page's title ("We're having an issue – {product name}") for every page:
 * as the title and as the template of the pages' own titles (a template without `%s`), so a page's
 * `metadata` title does not name the fallback page.
 *
 * @example
 * // app/layout.tsx
 * export { ShellRootLayout as default, shellMetadata as generateMetadata } from '@therapy-shell/shell-next/app';
 */
export async function shellMetadata(): Promise<Metadata> {
  // Outside the catch: while Next.js prerenders at build time this marks the page as rendered per
  // request (the layout reads the request too); swallowed, Next.js would log it as an error.
  await headers();
  const load = await requestLoad().catch(() => undefined);
  if (load?.shell.status === 'ok') return { title: { default: load.shell.config.product_name, template: '%s' } };
  if (load?.shell.status !== 'error') return {};
  const { shell } = load;
  const t = createCompiledTranslator(shell.language, shell.messages ?? compileMessages(shell.language));
  const title = documentTitle(t('fallback.heading'), shell.productName);
  return { title: { default: title, template: title } };
}

async function shellPageTitle(key: 'crisisPage.title' | 'notFound.title'): Promise<Metadata> {
  await headers();
  const load = await requestLoad().catch(() => undefined);
  if (!load) return {};
  const { shell } = load;
  const t = createCompiledTranslator(shell.language, shell.messages ?? compileMessages(shell.language));
  const productName =
    shell.status === 'ok' ? shell.config.product_name : shell.status === 'not-found' ? undefined : shell.productName;
  return { title: documentTitle(t(key), productName) };
}

/**
 * `generateMetadata` of /gethelpnow/: "Get help now – {product name}" in the visitor's language,
 * also during an outage (the product name of the last site config the server had).
 *
 * @example
 * // app/gethelpnow/page.tsx
 * export { getHelpNowMetadata as generateMetadata } from '@therapy-shell/shell-next/app';
 */
export function getHelpNowMetadata(): Promise<Metadata> {
  return shellPageTitle('crisisPage.title');
}

/**
 * `generateMetadata` of the 404 page: "Page not found – {product name}" in the visitor's language.
 *
 * @example
 * // app/not-found.tsx
 * export { notFoundMetadata as generateMetadata } from '@therapy-shell/shell-next/app';
 */
export function notFoundMetadata(): Promise<Metadata> {
  return shellPageTitle('notFound.title');
}

/** What a page declares of itself on the App Router. */
export interface AppShellPageMeta {
  /** The page template (spec 2.4): the rules of spec 2.5 apply per template. */
  template: TemplateName;
  /** Whether the page shows the quick exit beyond the templates that always have it. */
  quickExit?: boolean;
}

/**
 * Declares an App Router page's template and frames it: the page renders inside the shell's header,
 * navigation and footer for its template (spec 2.5). On a page whose step failed it renders nothing
 * of its own (the root layout shows the fallback page); /gethelpnow/ renders in the plain frame.
 *
 * @example
 * // app/faq/page.tsx
 * function FaqPage() { return <h1>FAQ</h1>; }
 * export default shellPage({ template: 'Faq' }, FaqPage);
 */
export function shellPage<P extends object>(meta: AppShellPageMeta, Page: ComponentType<P>) {
  // Checked when the page module loads (server code: the list of names is in no browser bundle), so
  // a typo cannot silently change the rules, as on the Pages Router.
  if (!isTemplateName(meta.template)) {
    throw new TypeError(`shellPage: "${String(meta.template)}" is not a template name of spec 2.4`);
  }
  async function ShellFramedPage(props: P) {
    // Without the proxy's load the root layout renders the fallback page alone (it logged why).
    const load = await requestLoad().catch(() => undefined);
    if (!load) return null;
    const { shell, path, query } = load;
    if (shell.status === 'degraded') return <Page {...props} />;
    if (shell.status !== 'ok') return null;
    const page = pageContext({ template: meta.template, asPath: path, query, session: shell.session });
    const route = appRoutePattern(path, await pageParams(props));
    const content = await pageContent(Page, props);
    if ('error' in content) {
      await reportPageError(content.error, path, route);
      // The fallback page of spec 2.7 in the server's HTML, as the Pages Router answers a page that
      // throws: the crisis help needs no JavaScript (DESIGN 5.2). Status 200 (Next.js gives a Server
      // Component no way to answer 500; the answer is `private, no-store` and, here, not indexed).
      return (
        <>
          <meta name="robots" content="noindex" />
          <AppFallbackPage data={framedPlainData(shell)} />
        </>
      );
    }
    // A client-side navigation ran the page-load step again: its answers about the visitor go to the
    // root, which kept those of the visit's first page (a document has them in the root's data already).
    const answers: AppVisitorAnswers | undefined = load.navigation
      ? { session: shell.session, availability: shell.availability, languages: shell.languages, at: load.at }
      : undefined;
    // The header and footer as Server Components, from this step's answers (a navigation's own).
    const ctx = shellContext(shell, page);
    const { header, footer } = appChrome({
      ctx,
      messagesId: shell.messagesId,
      year: shell.year,
      crisisLines: shell.crisisLines,
    });
    return (
      <>
        {/* The page's body attributes, for the root layout's script (body-attributes-script.tsx). */}
        <BodyAttributesData attributes={pageAttributes({ brand: shell.brand, page, user: shell.session })} />
        <ShellAppFrame
          page={page}
          route={route}
          quickExit={showsQuickExit(ctx, { marked: meta.quickExit })}
          theme={pageTheme(ctx)}
          answers={answers}
          header={header}
          footer={footer}
        >
          {content.node}
        </ShellAppFrame>
      </>
    );
  }
  ShellFramedPage.displayName = `shellPage(${meta.template})`;
  return ShellFramedPage;
}

/** The params Next.js gives a page (a promise of them since Next.js 15); none for a page without. */
async function pageParams(props: object): Promise<RouteParams> {
  const params: unknown = 'params' in props ? await props.params : undefined;
  return typeof params === 'object' && params !== null ? (params as RouteParams) : {};
}

/**
 * The page's own content, rendered here so that its throw can be caught: a Server Component's
 * function is called (and awaited), so a throw of the page's own server code (its data, its checks)
 * is an error to answer with the fallback page. Next.js's own signals (notFound(), redirect(), a
 * dynamic render's bail-out) go on to Next.js. A client component, a class or a wrapped component
 * (memo, lazy) renders as an element, as do the components a page renders: a throw from those is
 * Next.js's error document with status 500, and the browser shows app/error.tsx.
 */
async function pageContent<P extends object>(
  Page: ComponentType<P>,
  props: P,
): Promise<{ node: ReactNode } | { error: unknown }> {
  const callable =
    typeof Page === 'function' &&
    (Page as { $$typeof?: symbol }).$$typeof !== CLIENT_REFERENCE &&
    !(Page.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;
  if (!callable) return { node: <Page {...props} /> };
  try {
    return { node: await (Page as (props: P) => ReactNode | Promise<ReactNode>)(props) };
  } catch (error) {
    unstable_rethrow(error);
    return { error };
  }
}

/**
 * Logs and reports a page's server throw that {@link pageContent} caught, as Next.js's
 * `onRequestError` would have (the shell's reporter, `reportRequestError`). Never throws.
 */
async function reportPageError(error: unknown, path: string, route: string | undefined): Promise<void> {
  console.error(error);
  const requestId = (await headers()).get('x-request-id');
  void reportRequestError(
    error,
    { path, method: 'GET', headers: requestId ? { 'x-request-id': requestId } : {} },
    { routerKind: 'App Router', routePath: route ?? path, routeType: 'render' },
  );
}

/** The fallback page's data of a framed visit: the step's texts, brand, country and lines. */
function framedPlainData(shell: Extract<RequestLoad['shell'], { status: 'ok' }>): AppPlainData {
  return {
    brand: shell.brand,
    language: shell.language,
    messages: stepMessages(shell),
    country: shell.country,
    crisisLines: shell.crisisLines,
    year: shell.year,
    productName: shell.config.product_name,
  };
}
