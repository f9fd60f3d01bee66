import NextApp, { type AppContext, type AppProps } from 'next/app.js';
import NextLink from 'next/link.js';
import { useMemo, type ComponentType } from 'react';
import type { PageContext } from '@therapy-shell/core';
import { assertBrandId, parseBrandCodes, showsDecorativeFallbackFooter, themeTokens, type ShellContext } from '@therapy-shell/brand-config';
import { createCompiledTranslator } from '@therapy-shell/i18n';
import type { ShellEventSink } from '@therapy-shell/analytics';
import type { ErrorReporter } from '@therapy-shell/request';
import { FallbackErrorPage, type LinkProps } from '@therapy-shell/shell-ui';
import { consoleReporter } from './console-reporter.ts';
import { SHELL_CACHE_TTL_MS } from './constants.ts';
import type { LoadShellOptions, PageLoadErrorLog, ShellCaches, ShellData } from './load-shell.ts';
import { ShellFrame } from './shell-frame.tsx';
import { pageContext, quickExitOf, templateOf } from './shell-page.ts';

/** What the `_app` passes to the page render: the page-load step's data plus the page context. */
export type ShellPageData = ShellData & { page?: PageContext };

/** Props the shell's App component receives. */
export interface ShellAppProps extends AppProps {
  shell: ShellPageData;
}

/** Options of {@link createShellApp}; each is read when a request arrives, never at import time. */
export interface ShellAppOptions {
  /** Page-load options; defaults read `SHELL_BRAND`, `SHELL_API_ORIGIN` and `SHELL_BRAND_CODES`. */
  loadOptions?: () => LoadShellOptions;
  /** Analytics events (spec 7.2); by default the Snowplow tracker, started after consent. */
  events?: ShellEventSink;
  /** Where browser-side failures are reported; the browser console by default. */
  reporter?: ErrorReporter;
}

/** Default backend origin (DESIGN.md section 5). */
export const DEFAULT_API_ORIGIN = 'http://127.0.0.1:4000';

/**
 * Page-load options from the environment: the build's brand (`SHELL_BRAND`, default main), the
 * backend origin (`SHELL_API_ORIGIN`), the product code map (`SHELL_BRAND_CODES`) and the
 * accessibility widget's script URL (`SHELL_ACCESSIBILITY_WIDGET_URL`).
 *
 * @example
 * loadShell(req, shellOptionsFromEnv());
 */
export function shellOptionsFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): LoadShellOptions {
  return {
    brand: assertBrandId(env['SHELL_BRAND']),
    apiOrigin: env['SHELL_API_ORIGIN'] || DEFAULT_API_ORIGIN,
    brandCodes: parseBrandCodes(env['SHELL_BRAND_CODES']),
    accessibilityWidgetUrl: env['SHELL_ACCESSIBILITY_WIDGET_URL'] || undefined,
    cacheTtlMs: milliseconds(env, 'SHELL_CACHE_TTL_MS') ?? (env['NODE_ENV'] === 'production' ? SHELL_CACHE_TTL_MS : 0),
    siteHosts: list(env['SHELL_SITE_HOSTS']),
    trustedProxies: list(env['SHELL_TRUSTED_PROXIES']),
    timeouts: {
      ...optional('callMs', milliseconds(env, 'SHELL_BACKEND_TIMEOUT_MS')),
      ...optional('optionalMs', milliseconds(env, 'SHELL_OPTIONAL_TIMEOUT_MS')),
      ...optional('budgetMs', milliseconds(env, 'SHELL_PAGE_LOAD_BUDGET_MS')),
    },
  };
}

function list(value: string | undefined): string[] | undefined {
  const items = value?.split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

function optional<K extends string>(key: K, value: number | undefined): Partial<Record<K, number>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, number>);
}

function milliseconds(env: Readonly<Record<string, string | undefined>>, name: string): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number of milliseconds, got "${value}"`);
  return Number(value);
}

function RouterLink({ href, children, ...rest }: LinkProps) {
  return (
    <NextLink href={href} {...rest}>
      {children}
    </NextLink>
  );
}

/**
 * Creates the `_app` component: runs the page-load step on the server, answers 500 with the
 * fallback error page when it fails (404 on the static-source host), and otherwise wraps the page
 * in the shell (header, navigation, footer, dialogs, toasts) resolved from the brand rules.
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

  function ShellApp({ Component, pageProps, shell }: ShellAppProps) {
    const t = useMemo(() => createCompiledTranslator(shell.language, shell.messages), [shell.language, shell.messages]);
    if (shell.status === 'error') {
      return <FallbackErrorPage t={t} logo={themeTokens(shell.brand).logo} decorativeFooter={showsDecorativeFallbackFooter(shell.brand)} />;
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
    return (
      <ShellFrame
        ctx={ctx}
        t={t}
        year={shell.year}
        languages={shell.languages}
        linkComponent={RouterLink}
        events={events}
        reporter={reporter}
        accessibilityWidgetUrl={shell.accessibilityWidgetUrl ?? undefined}
        quickExit={quickExitOf(Component)}
      >
        <Component {...pageProps} />
      </ShellFrame>
    );
  }

  // Site config and translations are cached per server process (DESIGN.md section 3).
  let caches: ShellCaches | undefined;

  ShellApp.getInitialProps = async (appContext: AppContext) => {
    const { pageProps } = await NextApp.getInitialProps(appContext);
    const { req, res, asPath, query } = appContext.ctx;
    const template = templateOf(appContext.Component);
    if (!req) {
      // Client-side navigation: the visit's data stays what the server resolved; only the page changes.
      const current = typeof window === 'undefined' ? undefined : (window.__NEXT_DATA__?.props as { shell?: ShellPageData } | undefined)?.shell;
      if (!current) throw new Error('Shell data missing on client-side navigation');
      if (current.status !== 'ok') return { pageProps, shell: current };
      return { pageProps, shell: { ...current, page: pageContext({ template, asPath, query, session: current.session }) } };
    }
    // Server only: keeps the page-load step (and the five catalogues) out of the browser's bundle.
    const { createShellCaches, loadShell } = await import('./load-shell.ts');
    const loadOptions = (options.loadOptions ?? shellOptionsFromEnv)();
    const ttlMs = loadOptions.cacheTtlMs ?? SHELL_CACHE_TTL_MS;
    if (ttlMs > 0) caches ??= createShellCaches(ttlMs);
    let failure: PageLoadErrorLog | undefined;
    const logger = loadOptions.logger ?? ((entry: PageLoadErrorLog) => void process.stderr.write(`${JSON.stringify(entry)}\n`));
    const shell = await loadShell(req, {
      ...loadOptions,
      caches: ttlMs > 0 ? caches : undefined,
      logger: (entry) => {
        logger(entry);
        failure = entry;
      },
    });
    if (failure && typeof window === 'undefined') {
      // Server only (and out of every browser bundle): the failure also goes to the error-reporting service.
      const { reportPageLoadFailure } = await import('./server-error-reporting.ts');
      await reportPageLoadFailure(failure, { apiOrigin: loadOptions.apiOrigin, ...(loadOptions.fetch ? { fetch: loadOptions.fetch } : {}) });
    }
    if (shell.status === 'error' && res) res.statusCode = 500;
    if (shell.status === 'not-found' && res) res.statusCode = 404;
    const page = shell.status === 'ok' ? pageContext({ template, asPath: asPath ?? req.url, query, session: shell.session }) : undefined;
    if (res) {
      const { applyPageSecurity } = await import('./page-security.ts');
      applyPageSecurity(req, res, {
        config: shell.status === 'ok' ? shell.config : undefined,
        page,
        cookie: typeof req.headers.cookie === 'string' ? req.headers.cookie : undefined,
        widgetUrl: shell.status === 'ok' ? shell.accessibilityWidgetUrl : undefined,
        development: process.env.NODE_ENV !== 'production',
      });
    }
    return { pageProps, shell: page ? { ...shell, page } : shell };
  };

  return ShellApp;
}
