// Server only: the `_app`'s page-load step (shell-app.tsx imports this module in the branch the
// browser bundle drops, so nothing here, nor node:http, reaches the browser).
import type { ServerResponse } from 'node:http';
import type { AppContext } from 'next/app.js';
import { consentChoiceRequired } from '@therapy-shell/consent';
import { BRAND_IDS, type BrandId } from '@therapy-shell/brand-config';
import type { TemplateName } from '@therapy-shell/core';
import { driftMessage, reportDriftOnce } from '../server/reporting/backend-drift.ts';
import { sharedBackendTransport } from './backend-transport.ts';
import {
  CRISIS_PAGE_BUDGET_MS,
  PAGE_LOAD_TIMEOUTS,
  SHELL_CACHE_STALE_IF_ERROR_MS,
  SHELL_CACHE_TTL_MS,
} from '../common/constants.ts';
import {
  createShellCaches,
  fallbackShellData,
  loadShell,
  type IncomingPageRequest,
  type LoadShellOptions,
  type PageLoadErrorLog,
  type ShellCaches,
  type ShellData,
} from './load-shell.ts';
import { registerMessages } from '../server/messages.ts';
import { headerValue, incomingRequestId } from '../server/forwarding.ts';
import { shellEnv } from '../server/env.ts';
import { holdSiteConfig } from '../server/reporting/held-site-config.ts';
import { applyPageSecurity } from './page-security.ts';
import type { ShellPageData } from './load-shell.ts';
import { pageContext } from '../frame/shell-page.ts';

/** What one `_app` keeps for the life of the server process. */
export interface AppServerState {
  /** Site config and messages per site (and language), when caching is on (DESIGN.md section 3). */
  caches?: ShellCaches;
  /** The page-load options read from the environment once (it does not change while the process runs). */
  envOptions?: LoadShellOptions;
}

/** The template of /gethelpnow/, the page that never waits for the page-load budget. */
export const CRISIS_PAGE_TEMPLATE: TemplateName = 'GetHelpNow';

/** The page request as the `_app` sees it on the server. */
export interface AppPageRequest {
  req: IncomingPageRequest & object;
  res: (Pick<ServerResponse, 'setHeader'> & { statusCode: number }) | undefined;
  asPath: string | undefined;
  query: AppContext['ctx']['query'];
  template: TemplateName;
}

/** Sends a page-load failure to the error-reporting service in the background; never throws. */
function reportFailure(failure: PageLoadErrorLog, options: Pick<LoadShellOptions, 'apiOrigin' | 'fetch'>): void {
  void import('../server/reporting/server-error-reporting.ts')
    .then(({ reportPageLoadFailure }) =>
      reportPageLoadFailure(failure, {
        apiOrigin: options.apiOrigin,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    )
    .catch(() => undefined);
}

/** The brand of this server when its options cannot be had: the environment's, else the build's. */
function serverBrand(state: AppServerState): BrandId {
  if (state.envOptions) return state.envOptions.brand;
  try {
    return shellEnv().brand;
  } catch {
    // In a brand's build brand-config carries that brand alone.
    return BRAND_IDS[0] ?? 'main';
  }
}

/**
 * The props of a page that cannot be rendered as it is: the page failed on the server (Next.js
 * then renders its error page through the `_app` again, with `ctx.err`), or the page-load step
 * itself threw. The fallback page of spec 2.7 from the build's data alone (the quick exit, the
 * crisis notice and the lines of the visitor's country), status 500, with the page policy; nothing
 * asks the backend, so this cannot fail the way the page did.
 *
 * @example
 * if (ctx.err) return { pageProps, shell: fallbackPageProps(server, { req, res }) };
 */
export function fallbackPageProps(
  state: AppServerState,
  page: Pick<AppPageRequest, 'req' | 'res'>,
  error?: unknown,
): ShellPageData {
  const { req, res } = page;
  const shell = fallbackShellData(req, {
    brand: serverBrand(state),
    geoCountryHeaders: state.envOptions?.geoCountryHeaders,
  });
  if (error !== undefined) {
    const entry: PageLoadErrorLog = {
      level: 'error',
      message: 'Shell page-load step threw: rendering the fallback error page',
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      requestId: incomingRequestId(headerValue(req, 'x-request-id')) ?? crypto.randomUUID(),
      userAgent: headerValue(req, 'user-agent'),
      forwardedHost: headerValue(req, 'x-forwarded-host'),
      url: req.url ?? '',
      referer: headerValue(req, 'referer'),
    };
    process.stderr.write(`${JSON.stringify(entry)}\n`);
    if (state.envOptions) reportFailure(entry, state.envOptions);
  }
  if (res) {
    res.statusCode = 500;
    const cookie = req.headers['cookie'];
    try {
      applyPageSecurity(req, res, {
        config: undefined,
        page: undefined,
        cookie: typeof cookie === 'string' ? cookie : undefined,
        widgetUrl: undefined,
        development: process.env.NODE_ENV !== 'production',
      });
    } catch {
      // The page still answers: without its policy rather than not at all.
    }
  }
  return shell;
}

/**
 * Runs the page-load step for a page request and sets the answer's status and security headers:
 * 500 with the fallback page when it fails (the failure also goes to the error-reporting
 * service), 404 on the static-source host, and the page's CSP (a nonce per request) with
 * `private, no-store` on every page. Backend calls go over the process's keep-alive transport
 * unless the options inject a `fetch`.
 *
 * @example
 * const shell = await shellPageProps(state, { req, res, asPath, query, template }, () => shellOptionsFromEnv());
 */
export async function shellPageProps(
  state: AppServerState,
  page: AppPageRequest,
  readOptions: () => LoadShellOptions,
  fromEnv: boolean,
): Promise<ShellPageData> {
  const { req, res } = page;
  // Options from the environment are read once, on the first request (never at import time).
  const loadOptions = fromEnv ? (state.envOptions ??= readOptions()) : readOptions();
  const ttlMs = loadOptions.cacheTtlMs ?? SHELL_CACHE_TTL_MS;
  if (ttlMs > 0) {
    state.caches ??= createShellCaches(ttlMs, undefined, {
      staleIfErrorMs: loadOptions.staleIfErrorMs ?? SHELL_CACHE_STALE_IF_ERROR_MS,
      // Once per outage and cache: the pages go on with the last good copy meanwhile.
      onStale: (cache, key, error) =>
        process.stderr.write(
          `${JSON.stringify({ level: 'warning', message: `Serving the last good ${cache} of ${key}: its refresh failed`, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) })}\n`,
        ),
    });
  }
  let failure: PageLoadErrorLog | undefined;
  const logger =
    loadOptions.logger ?? ((entry: PageLoadErrorLog) => void process.stderr.write(`${JSON.stringify(entry)}\n`));
  // The crisis page waits for the shell's answers only briefly: past that, or when they fail, it
  // renders from the build's data with a plain header and footer (status 200), never the fallback page.
  const crisisPage = page.template === CRISIS_PAGE_TEMPLATE;
  const budgetMs = loadOptions.timeouts?.budgetMs ?? PAGE_LOAD_TIMEOUTS.budgetMs;
  // Object.assign rather than `{ ...loadOptions, caches, … }` (the per-page props rule, eslint.config.mjs).
  const loaded = await loadShell(
    req,
    Object.assign(
      {},
      loadOptions,
      crisisPage
        ? {
            // /gethelpnow/ only.
            timeouts: {
              ...loadOptions.timeouts,
              // eslint-disable-next-line no-restricted-syntax
              budgetMs: Math.min(budgetMs, loadOptions.crisisBudgetMs ?? CRISIS_PAGE_BUDGET_MS),
            },
          }
        : undefined,
      // An injected fetch (tests) is used as it is; otherwise the process's keep-alive transport.
      loadOptions.fetch || loadOptions.transport ? undefined : { transport: sharedBackendTransport() },
      {
        caches: ttlMs > 0 ? state.caches : undefined,
        // A drifted field of an answer: once per process on stderr and to the error-reporting service
        // (loaded only then), without waiting for it.
        onDrift: reportDriftOnce((drift) => {
          process.stderr.write(`${JSON.stringify({ level: 'warning', message: driftMessage(drift) })}\n`);
          void import('../server/reporting/server-error-reporting.ts')
            .then(({ reportBackendDrift }) =>
              reportBackendDrift(drift, {
                apiOrigin: loadOptions.apiOrigin,
                ...(loadOptions.fetch ? { fetch: loadOptions.fetch } : {}),
              }),
            )
            .catch(() => undefined);
        }),
        logger: (entry: PageLoadErrorLog) => {
          logger(entry);
          failure = entry;
        },
      },
    ),
  );
  const shell: ShellData =
    crisisPage && loaded.status === 'error'
      ? // /gethelpnow/ during an outage only.
        // eslint-disable-next-line no-restricted-syntax
        { ...loaded, status: 'degraded', year: (loadOptions.now?.() ?? new Date()).getFullYear() }
      : loaded;
  // Loaded only when needed: the failure also goes to the error-reporting service. No page waits
  // for its report (the service may hang, or the settings may have to come from the failing backend).
  if (failure) reportFailure(failure, loadOptions);
  if (shell.status === 'error' && res) res.statusCode = 500;
  if (shell.status === 'not-found' && res) res.statusCode = 404;
  const context =
    shell.status === 'ok'
      ? pageContext({
          template: page.template,
          asPath: page.asPath ?? req.url,
          query: page.query,
          session: shell.session,
        })
      : undefined;
  if (res) {
    const cookie = req.headers['cookie'];
    applyPageSecurity(req, res, {
      config: shell.status === 'ok' ? shell.config : undefined,
      page: context,
      cookie: typeof cookie === 'string' ? cookie : undefined,
      widgetUrl: shell.status === 'ok' ? shell.accessibilityWidgetUrl : undefined,
      development: process.env.NODE_ENV !== 'production',
    });
  }
  if (!context || shell.status !== 'ok') return shell;
  // The error reports of what runs outside a page (CSP violations, request errors) take their
  // settings from it, instead of asking the backend.
  holdSiteConfig(shell.config);
  // The banner is decided here, from the request's cookie, so it is in the server's HTML and the
  // page never shifts when it would appear after hydration (CLS 0; spec 4.3).
  const cookie = req.headers['cookie'];
  const consentBanner = consentChoiceRequired(
    typeof cookie === 'string' ? cookie : undefined,
    shell.config.tracking?.ms_cookie_consent_settings,
  );
  // The texts go as an asset of their own, registered here for the render and for proxy.ts: the
  // site's (public) when the page-load step fetched them without the visitor's cookies, that is
  // with its caches; else the visitor's own, which proxy.ts answers only privately.
  // Copied by hand, in the order `{ ...rest, messagesId, page, consentBanner }` would give (the per-page props rule, eslint.config.mjs).
  const data: Record<string, unknown> = {};
  for (const key in shell) if (key !== 'messages') data[key] = shell[key as keyof typeof shell];
  data['messagesId'] = registerMessages(shell.messages, ttlMs > 0 ? 'shared' : 'private');
  data['page'] = context;
  data['consentBanner'] = consentBanner;
  return data as unknown as ShellPageData;
}
