import {
  LOGGED_OUT_USER_ID,
  parseSessionUser,
  parseSiteConfig,
  type LanguageOption,
  type DriftListener,
  type SessionUser,
  type ShellAvailability,
  type SiteConfig,
  type Language,
  type PageContext,
  BACKEND_PATHS,
} from '@therapy-shell/core';
import {
  crisisLinesOf,
  resolveBrand,
  visitorCountry,
  type BrandCodeMap,
  type BrandId,
  type CrisisLine,
} from '@therapy-shell/brand-config';
import { compileMessages, preferredLanguage, requestLanguage, type CompiledMessages } from '@therapy-shell/i18n';
import {
  createServerClient,
  createShellApi,
  isRequestError,
  type ErrorReporter,
  type RequestTransport,
} from '@therapy-shell/request';
import { driftMessage, reportDriftOnce } from '../server/reporting/backend-drift.ts';
import { compileBackendMessages } from './backend-messages.ts';
import {
  BACKEND_BODY_LIMITS,
  GEO_COUNTRY_HEADERS,
  PAGE_LOAD_TIMEOUTS,
  SHELL_CACHE_TTL_MS,
} from '../common/constants.ts';
import { forwardedHeaders, headerValue as header, incomingRequestId } from '../server/forwarding.ts';
import { heldSiteConfig } from '../server/reporting/held-site-config.ts';
import { createTtlCache, type TtlCache } from './ttl-cache.ts';

/**
 * The shell texts of the page's language, backend translations applied, compiled on the server:
 * plain texts as they are, ICU messages with arguments as ASTs (`createCompiledTranslator` formats
 * them in the browser without an ICU parser).
 */
export type ShellMessages = CompiledMessages;

/** What the shell needs to render a page, resolved by the page-load step. */
export type ShellData =
  | {
      status: 'ok';
      brand: BrandId;
      language: Language;
      session: SessionUser;
      config: SiteConfig;
      /** Shell texts of the language with the backend's translations applied (spec 4.8). */
      messages: CompiledMessages;
      /** The server's availability answers (spec 6, 7.2), with the fallbacks of spec 8.2. */
      availability: Required<ShellAvailability>;
      /** Languages the language settings dialog offers (GET /api/locale/selector). */
      languages: LanguageOption[];
      /** Year for the copyright line, fixed on the server so the client renders the same. */
      year: number;
      /** Script URL of the accessibility widget, when one is configured. */
      accessibilityWidgetUrl: string | null;
      /** The visitor's country for crisis help: the session's `geo_country`, else what the request tells. */
      country: string;
      /**
       * The crisis lines of that country (brand-config's `crisisLinesOf`), sent with the page so the
       * browser's code carries no table of every country's lines.
       */
      crisisLines: readonly CrisisLine[];
    }
  /**
   * The page-load step failed: the fallback error page with status 500, in the language of the
   * pref_language cookie or Accept-Language, with the crisis lines of the country the request tells
   * (the backend's answers are what failed).
   */
  | {
      status: 'error';
      brand: BrandId;
      language: Language;
      messages: CompiledMessages;
      country: string;
      crisisLines: readonly CrisisLine[];
      /**
       * The product name of the last site config this server had, for the page's title (WCAG
       * 2.4.2); none before the server's first page.
       */
      productName?: string;
    }
  /**
   * /gethelpnow/ without the shell's answers: the page from the build's data with a plain
   * header and footer, status 200. Language and country as for `error`.
   */
  | {
      status: 'degraded';
      brand: BrandId;
      language: Language;
      messages: CompiledMessages;
      country: string;
      crisisLines: readonly CrisisLine[];
      year: number;
      /** As for `error`. */
      productName?: string;
    }
  /** A page request on the static-source host (`cdn_host_assets`): 404 (spec 8.2). */
  | { status: 'not-found'; brand: BrandId; language: Language; messages: CompiledMessages };

/**
 * What the `_app` passes to the page render: the page-load step's data plus the page context. A page
 * the shell frames carries its texts by id (`messagesId`): they load as an asset of their own
 * (page-messages.ts). The fallback, crisis and 404 pages carry theirs inline, so they depend on
 * nothing else loading.
 */
export type ShellPageData = (
  | Exclude<ShellData, { status: 'ok' }>
  | (Omit<Extract<ShellData, { status: 'ok' }>, 'messages'> & {
      /** The texts, inline (tests, or a page-load step of the app's own); else by `messagesId`. */
      messages?: CompiledMessages;
      /** The id of the texts' asset, `/_shell/messages/<language>/<id>.js`. */
      messagesId?: string;
    })
) & {
  page?: PageContext;
  /** Whether the consent banner shows when the page loads (decided on the server from the consent cookie, spec 4.3). */
  consentBanner?: boolean;
};

/** The incoming page request, as much of it as the page-load step reads. */
export interface IncomingPageRequest {
  url?: string | undefined;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The connection: its peer address is the client's (or the trusted proxy's) address. */
  socket?: { remoteAddress?: string | undefined } | undefined;
}

/** Time limits of the page-load step, in milliseconds (DESIGN.md section 3). */
export interface PageLoadTimeouts {
  /** Each required backend call: session, site config, translations (default 3000). */
  callMs: number;
  /** Each optional call: availability and locale answers, defaulted per spec 8.2 when late (default 1500). */
  optionalMs: number;
  /** The whole step; past it the fallback page is rendered (default 5000). */
  budgetMs: number;
}

/** Largest answer bodies of the page-load step's calls, in bytes after decompression. */
export interface BackendBodyLimits {
  /** Each call but the translations (`SHELL_BACKEND_MAX_BODY_BYTES`, default 262144). */
  backendBytes: number;
  /** The translations (`SHELL_TRANSLATIONS_MAX_BODY_BYTES`, default 2097152). */
  translationsBytes: number;
}

/** The page-load step took longer than its budget: the fallback page, never a hung request. */
export class PageLoadTimeoutError extends Error {
  override readonly name = 'PageLoadTimeoutError' as const;
}

/** Logs the page-load step's failures; the default writes one JSON line to stderr. */
export type ShellLogger = (entry: PageLoadErrorLog) => void;

/** What is logged when the page-load step fails (spec 8.2: user agent, forwarded host, url, referer). */
export interface PageLoadErrorLog {
  level: 'error';
  message: string;
  error: string;
  requestId: string;
  userAgent: string;
  forwardedHost: string;
  url: string;
  referer: string;
  /**
   * The backend's own words for a 4xx answer that failed the step (dev-api's `Unknown persona "x":
   * no file x.json in ...`), from the error's response text: the `error` or `message` of a JSON
   * body, else the text, on one line, at most 250 characters. Absent for any other failure: a 5xx
   * body is whatever failed (a proxy's HTML page, a stack trace), and the status says enough.
   */
  reason?: string;
}

/**
 * Caches the page-load step keeps between requests: the site config per site, and the shell
 * messages per site and language (the backend's translations fetched and compiled once, so no
 * request parses ICU). The per-visitor answers (session, availability, language selector) are never
 * kept.
 */
export interface ShellCaches {
  config: TtlCache<SiteConfig>;
  messages: TtlCache<ShellMessages>;
}

/** Options of {@link loadShell}. */
export interface LoadShellOptions {
  /** The brand this app is built for. */
  brand: BrandId;
  /** Backend origin (`SHELL_API_ORIGIN`). */
  apiOrigin: string;
  /** product_code_name to brand map (`SHELL_BRAND_CODES`). */
  brandCodes?: BrandCodeMap;
  /** Script URL of the accessibility widget (`SHELL_ACCESSIBILITY_WIDGET_URL`); no widget without it. */
  accessibilityWidgetUrl?: string | undefined;
  /**
   * Caches shared between requests; without them nothing is cached and the site config and
   * translations are fetched per request with the visitor's cookies (so dev-api personas apply
   * at once). With them, they are fetched without any visitor's cookies and kept per site.
   */
  caches?: ShellCaches | undefined;
  /**
   * Time-to-live of the caches `createShellApp` makes (`SHELL_CACHE_TTL_MS`; default 60 s in
   * production, 0 under `next dev` so personas take effect at once). 0: no caches.
   */
  cacheTtlMs?: number | undefined;
  /**
   * How long past their time-to-live createShellApp's caches serve a site's last good answers while
   * refreshing them fails (`SHELL_CACHE_STALE_IF_ERROR_MS`; default 300000, 5 minutes; 0: never).
   */
  staleIfErrorMs?: number | undefined;
  /**
   * Host names of the site this app serves (`SHELL_SITE_HOSTS`). The caches are keyed by one of
   * them, never by a client-sent host: a request for any other host uses the first.
   */
  siteHosts?: readonly string[] | undefined;
  /** Peer addresses whose X-Forwarded-For chain is kept (`SHELL_TRUSTED_PROXIES`; default loopback). */
  trustedProxies?: readonly string[] | undefined;
  /** Time limits; see {@link PageLoadTimeouts}. */
  timeouts?: Partial<PageLoadTimeouts> | undefined;
  /**
   * Largest answer bodies; see {@link BackendBodyLimits}. An answer past its limit is that call's
   * failure: the fallback page for a required call, the default for an optional one.
   */
  bodyLimits?: Partial<BackendBodyLimits> | undefined;
  /**
   * Request headers that carry the visitor's country, set by the CDN or load balancer
   * (`SHELL_GEO_COUNTRY_HEADER`; default CloudFront-Viewer-Country and CF-IPCountry): the country of
   * the crisis lines when the backend cannot be asked.
   */
  geoCountryHeaders?: readonly string[] | undefined;
  /**
   * How long /gethelpnow/ waits for the shell's answers before it renders from the build's data
   * (`SHELL_CRISIS_PAGE_BUDGET_MS`, default 1000; never more than the page-load budget).
   */
  crisisBudgetMs?: number | undefined;
  /** Injected fetch, for tests. */
  fetch?: typeof globalThis.fetch;
  /** Sends the backend calls instead of `fetch`: createShellApp's keep-alive transport (backend-transport.ts). */
  transport?: RequestTransport | undefined;
  /** Injected logger; defaults to a JSON line on stderr. */
  logger?: ShellLogger;
  /** Receives the request layer's reports (availability failures and the like). */
  reporter?: ErrorReporter;
  /**
   * Receives each drifted field of the answers (core's tolerant readers); by default each distinct
   * one is reported once per process as a warning, through `reporter` or on stderr.
   */
  onDrift?: DriftListener;
  /** Injected clock, for tests. */
  now?: () => Date;
  /** Injected request id generator. */
  requestId?: () => string;
}

/** The site config names another brand than the build's, or no brand at all. */
export class ShellConfigurationError extends Error {
  override readonly name = 'ShellConfigurationError' as const;
}

/** Options of {@link createShellCaches} beyond the time-to-live. */
export interface ShellCacheOptions {
  /**
   * How long past its time-to-live a site's last good site config and translations are still served
   * while refreshing them fails (`SHELL_CACHE_STALE_IF_ERROR_MS`; default 0 here, 300000 in
   * createShellApp).
   */
  staleIfErrorMs?: number | undefined;
  /** Told once when a cached answer starts being served stale: which cache, its key, the failure. */
  onStale?: ((cache: keyof ShellCaches, key: string, error: unknown) => void) | undefined;
}

/**
 * Caches for the page-load step: site config and translations for `ttlMs` (default 60 s), with
 * the last good copy served while a refresh fails, for up to `staleIfErrorMs` (stale-if-error: one
 * background refresh at a time, every 5 s, never a page waiting for a backend known to fail).
 *
 * @example
 * const caches = createShellCaches(60_000, undefined, { staleIfErrorMs: 300_000 }); // once per server process
 * await loadShell(req, { ...options, caches });
 */
export function createShellCaches(
  ttlMs = SHELL_CACHE_TTL_MS,
  now?: () => number,
  options: ShellCacheOptions = {},
): ShellCaches {
  if (!(ttlMs > 0))
    throw new RangeError(
      `createShellCaches: the time-to-live must be above 0 ms, got ${ttlMs}; pass no caches to disable caching`,
    );
  const cache = <T>(name: keyof ShellCaches) =>
    createTtlCache<T>(ttlMs, {
      ...(now ? { now } : {}),
      staleIfErrorMs: options.staleIfErrorMs ?? 0,
      ...(options.onStale ? { onStale: (key: string, error: unknown) => options.onStale?.(name, key, error) } : {}),
    });
  return {
    config: cache<SiteConfig>('config'),
    messages: cache<ShellMessages>('messages'),
  };
}

/** The host the visitor asked for (a proxy's X-Forwarded-Host first), without the port. */
function requestHost(req: IncomingPageRequest): string {
  const host = header(req, 'x-forwarded-host').split(',')[0]?.trim() || header(req, 'host');
  return host.toLowerCase().replace(/:\d+$/, '');
}

/**
 * What the request tells about the visitor for crisis help when the backend cannot be asked (issue
 * 24, DESIGN.md 5.2): the language of the pref_language cookie or Accept-Language, and the country
 * of the session (when the backend answered), the geo header, Accept-Language's region or the
 * brand's home market.
 *
 * @example
 * requestVisitor(req, { brand: 'main' }); // { language: 'de', country: 'de' }
 */
export function requestVisitor(
  req: IncomingPageRequest,
  options: Pick<LoadShellOptions, 'brand' | 'geoCountryHeaders'>,
  sessionCountry?: string | null | undefined,
): { language: Language; country: string } {
  const acceptLanguage = header(req, 'accept-language');
  const geo = [sessionCountry, ...(options.geoCountryHeaders ?? GEO_COUNTRY_HEADERS).map((name) => header(req, name))];
  return {
    language: requestLanguage(header(req, 'cookie'), acceptLanguage),
    country: visitorCountry(options.brand, { geo, acceptLanguage }),
  };
}

/**
 * A session answer of 401 or 403 (spec 6: unauthorized) is a visitor who is not logged in: the page
 * renders for a logged-out visitor, the least a visitor can be. Any other failure stays a failure.
 */
function loggedOutWhenUnauthorized(error: unknown): SessionUser {
  if (isRequestError(error, 'UnauthorizedError'))
    return parseSessionUser({ id: LOGGED_OUT_USER_ID, user_type: 'logged_out_user' });
  throw error;
}

// The messages of the fallback and 404 pages: the shell's own texts, compiled once per language.
const catalogueMessages = new Map<Language, ShellMessages>();
function shellOnlyMessages(language: Language): ShellMessages {
  let messages = catalogueMessages.get(language);
  if (!messages) {
    messages = compileMessages(language);
    catalogueMessages.set(language, messages);
  }
  return messages;
}

/**
 * The fallback page's data from the build alone (spec 2.7, DESIGN.md 5.2): the shell's own texts in
 * the visitor's language and the crisis lines of the visitor's country as the request tells, with no
 * backend call, and the product name of the last site config this server had (for the title). What
 * a page gets when the page-load step cannot run, or when the page failed to render on the server.
 *
 * @example
 * const shell = fallbackShellData(req, { brand: 'main' }); // { status: 'error', language, crisisLines, ... }
 */
export function fallbackShellData(
  req: IncomingPageRequest,
  options: Pick<LoadShellOptions, 'brand' | 'geoCountryHeaders'>,
): Extract<ShellData, { status: 'error' }> {
  const visitor = requestVisitor(req, options);
  const productName = heldSiteConfig()?.product_name;
  return {
    status: 'error',
    brand: options.brand,
    language: visitor.language,
    messages: shellOnlyMessages(visitor.language),
    country: visitor.country,
    crisisLines: crisisLinesOf(visitor.country),
    ...(productName ? { productName } : {}),
  };
}

/** Longest `reason` of a page-load log line (the request layer keeps 250 characters of a response text). */
const REASON_MAX_LENGTH = 250;

/**
 * The backend's reason for a 4xx answer, for the log line (see {@link PageLoadErrorLog.reason}):
 * the `error` or `message` string of a JSON body (read also when the response text was cut short),
 * else the text; whitespace and control characters collapsed to single spaces. Undefined for other
 * failures, an empty body or an HTML page.
 *
 * @example
 * backendReason(new BadRequestError('Bad Request', { url, status: 400, responseText: '{"error":"Unknown persona"}' })); // 'Unknown persona'
 */
export function backendReason(error: unknown): string | undefined {
  if (!isRequestError(error) || error.status < 400 || error.status > 499) return undefined;
  const text = error.responseText.trim();
  if (text === '' || text.startsWith('<')) return undefined;
  // The string of `{"error": "..."}`, up to its closing quote or the end of a cut text.
  const quoted = /^\{\s*"(?:error|message)"\s*:\s*"((?:[^"\\]|\\.)*)/.exec(text)?.[1];
  let reason = text;
  if (quoted !== undefined) {
    try {
      reason = JSON.parse(`"${quoted}"`) as string;
    } catch {
      reason = quoted; // an escape cut in half: the raw characters read well enough
    }
  }
  // eslint-disable-next-line no-control-regex
  reason = reason.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  return reason === '' ? undefined : reason.slice(0, REASON_MAX_LENGTH);
}

const defaultLogger: ShellLogger = (entry) => {
  process.stderr.write(`${JSON.stringify(entry)}\n`);
};

/**
 * The page-load step (spec 4.8, DESIGN.md section 3): fetches session, site config, translations
 * and the availability answers in parallel, forwarding the visitor's cookies and one request id,
 * and resolves brand and language. Site config and translations come from `caches` when given.
 * Any failure gives `{ status: 'error' }` (the caller renders the fallback page with status 500)
 * and logs the metadata of spec 8.2. A product_code_name of another brand is a configuration error.
 * A request on the site's static-source host gives `{ status: 'not-found' }`.
 *
 * @example
 * const shell = await loadShell(req, { brand: 'main', apiOrigin: 'http://127.0.0.1:4000', caches });
 * if (shell.status === 'error') res.statusCode = 500;
 */
export async function loadShell(req: IncomingPageRequest, options: LoadShellOptions): Promise<ShellData> {
  const cookie = header(req, 'cookie');
  const language = preferredLanguage(cookie);
  const requestId =
    incomingRequestId(header(req, 'x-request-id')) ?? (options.requestId ?? (() => crypto.randomUUID()))();
  const timeouts = { ...PAGE_LOAD_TIMEOUTS, ...options.timeouts };
  const limits = options.bodyLimits ? { ...BACKEND_BODY_LIMITS, ...options.bodyLimits } : BACKEND_BODY_LIMITS;
  const visitor = forwardedHeaders(req, options.trustedProxies);
  const client = (
    timeoutMs: number,
    visitorCookie: string | undefined,
    headers: Record<string, string>,
    maxBodyBytes: number = limits.backendBytes,
  ) =>
    createServerClient({
      origin: options.apiOrigin,
      cookie: visitorCookie,
      headers,
      requestId,
      timeoutMs,
      maxBodyBytes,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.transport ? { transport: options.transport } : {}),
      ...(options.reporter ? { reporter: options.reporter } : {}),
    });
  const api = client(timeouts.callMs, cookie, visitor);
  const endpoints = createShellApi(client(timeouts.optionalMs, cookie, visitor));
  const host = requestHost(req);
  const { caches } = options;
  // A cached answer is shared by every visitor of the site: it is fetched without anyone's cookies
  // or headers, for the configured site host, and keyed by it (never by a client-sent host).
  const siteHost = options.siteHosts?.includes(host) ? host : options.siteHosts?.[0];
  // Made only when a cached answer is fetched (rarely, with caches), not for every page. Without
  // caches the translations are the visitor's (their cookies), which the caller keeps private.
  const siteHeaders: Record<string, string> = siteHost ? { 'x-forwarded-host': siteHost } : {};
  const siteApi = () => (caches ? client(timeouts.callMs, undefined, siteHeaders) : api);
  const translationsApi = () =>
    caches
      ? client(timeouts.callMs, undefined, siteHeaders, limits.translationsBytes)
      : client(timeouts.callMs, cookie, visitor, limits.translationsBytes);
  const siteKey = siteHost ?? 'site';
  const drift =
    options.onDrift ??
    reportDriftOnce((entry) => {
      const message = driftMessage(entry);
      if (options.reporter) options.reporter.report(new Error(message), { level: 'warning', message });
      else process.stderr.write(`${JSON.stringify({ level: 'warning', message })}\n`);
    });
  const loadConfig = async () => parseSiteConfig(await siteApi().getJson(BACKEND_PATHS.siteConfig), drift);
  // Fetched and compiled together: with caches, once per site and language for the time-to-live.
  const loadMessages = async () =>
    compileBackendMessages(language, await translationsApi().getJson(BACKEND_PATHS.translations, { language }), drift);
  let budgetTimer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<never>((_, reject) => {
    budgetTimer = setTimeout(
      () => reject(new PageLoadTimeoutError(`Page-load step exceeded its budget of ${timeouts.budgetMs} ms`)),
      timeouts.budgetMs,
    );
  });

  try {
    const [session, config, messages, cancel, withdrawal, localeSelector] = await Promise.race([
      Promise.all([
        api.getJson(BACKEND_PATHS.session).then((answer) => parseSessionUser(answer, drift), loggedOutWhenUnauthorized),
        caches ? caches.config.get(siteKey, loadConfig) : loadConfig(),
        caches ? caches.messages.get(`${siteKey}|${language}`, loadMessages) : loadMessages(),
        endpoints.unsubscribeAvailability(),
        endpoints.withdrawalAvailability(),
        // Per visitor (spec 6), like the availability answers: the visitor's cookies and headers, per
        // request, never cached; a failure or a late answer hides the selector and is logged once.
        endpoints.localeSelector(),
      ]),
      budget,
    ]);
    let configBrand: BrandId;
    try {
      configBrand = resolveBrand(config.product_code_name, options.brandCodes);
    } catch (cause) {
      throw new ShellConfigurationError(`Site config error: ${(cause as Error).message}`, { cause });
    }
    if (configBrand !== options.brand) {
      throw new ShellConfigurationError(
        `Site config error: product_code_name "${config.product_code_name}" is brand "${configBrand}", but this app is built for brand "${options.brand}" (SHELL_BRAND).`,
      );
    }
    const cdnHost = config.cdn_host_assets
      ?.toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/[/:].*$/, '');
    if (cdnHost && host === cdnHost)
      return { status: 'not-found', brand: options.brand, language, messages: shellOnlyMessages(language) };
    const year = (options.now?.() ?? new Date()).getFullYear();
    const { country } = requestVisitor(req, options, session.geo_country);
    return {
      status: 'ok',
      brand: options.brand,
      language,
      session,
      config,
      messages,
      availability: {
        show_cancel_subscription: cancel.show_cancel_subscription,
        show_withdrawal: withdrawal.show_withdrawal,
        show_language_selector: localeSelector.show_language_selector,
      },
      languages: localeSelector.languages,
      year,
      accessibilityWidgetUrl: options.accessibilityWidgetUrl || null,
      country,
      crisisLines: crisisLinesOf(country),
    };
  } catch (error) {
    const reason = backendReason(error);
    (options.logger ?? defaultLogger)({
      level: 'error',
      message: 'Shell page-load step failed: rendering the fallback error page',
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      ...(reason === undefined ? {} : { reason }),
      requestId,
      userAgent: header(req, 'user-agent'),
      forwardedHost: header(req, 'x-forwarded-host'),
      url: req.url ?? '',
      referer: header(req, 'referer'),
    });
    return fallbackShellData(req, options);
  } finally {
    clearTimeout(budgetTimer);
  }
}
