import type { SessionUser, ShellAvailability, SiteConfig } from '@therapy-shell/core';
import { resolveBrand, type BrandCodeMap, type BrandId } from '@therapy-shell/brand-config';
import { preferredLanguage, resolveMessages, type Catalogue, type Language } from '@therapy-shell/i18n';
import { createServerClient, createShellApi, type ErrorReporter, type LanguageOption } from '@therapy-shell/request';
import { SHELL_CACHE_TTL_MS } from './constants.ts';
import { createTtlCache, type TtlCache } from './ttl-cache.ts';


/** The shell texts of the page's language, backend translations applied (resolved on the server). */
export type ShellMessages = Catalogue;

/** What the shell needs to render a page, resolved by the page-load step. */
export type ShellData =
  | {
      status: 'ok';
      brand: BrandId;
      language: Language;
      session: SessionUser;
      config: SiteConfig;
      /** Shell texts of the language with the backend's translations applied (spec 4.8). */
      messages: ShellMessages;
      /** The server's availability answers (spec 6, 7.2), with the fallbacks of spec 8.2. */
      availability: Required<ShellAvailability>;
      /** Languages the language settings dialog offers (GET /api/locale/selector). */
      languages: LanguageOption[];
      /** Year for the copyright line, fixed on the server so the client renders the same. */
      year: number;
      /** Script URL of the accessibility widget, when one is configured. */
      accessibilityWidgetUrl: string | null;
    }
  /** The page-load step failed: the fallback error page with status 500. */
  | { status: 'error'; brand: BrandId; language: Language; messages: ShellMessages }
  /** A page request on the static-source host (`cdn_host_assets`): 404 (spec 8.2). */
  | { status: 'not-found'; brand: BrandId; language: Language; messages: ShellMessages };

/** The incoming page request, as much of it as the page-load step reads. */
export interface IncomingPageRequest {
  url?: string | undefined;
  headers: Readonly<Record<string, string | string[] | undefined>>;
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
}

/** Caches the page-load step keeps between requests (site config per site, translations per site and language). */
export interface ShellCaches {
  config: TtlCache<SiteConfig>;
  translations: TtlCache<Record<string, string>>;
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
  /** Caches shared between requests; without them nothing is cached. See {@link createShellCaches}. */
  caches?: ShellCaches;
  /** Injected fetch, for tests. */
  fetch?: typeof globalThis.fetch;
  /** Injected logger; defaults to a JSON line on stderr. */
  logger?: ShellLogger;
  /** Receives the request layer's reports (availability failures and the like). */
  reporter?: ErrorReporter;
  /** Injected clock, for tests. */
  now?: () => Date;
  /** Injected request id generator. */
  requestId?: () => string;
}

/** The site config names another brand than the build's, or no brand at all. */
export class ShellConfigurationError extends Error {
  override readonly name = 'ShellConfigurationError' as const;
}

/**
 * Caches for the page-load step: site config and translations for `ttlMs` (default 60 s).
 *
 * @example
 * const caches = createShellCaches(); // once per server process
 * await loadShell(req, { ...options, caches });
 */
export function createShellCaches(ttlMs = SHELL_CACHE_TTL_MS, now?: () => number): ShellCaches {
  return {
    config: createTtlCache<SiteConfig>(ttlMs, now ? { now } : {}),
    translations: createTtlCache<Record<string, string>>(ttlMs, now ? { now } : {}),
  };
}

function header(req: IncomingPageRequest, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value.join(', ') : value) ?? '';
}

/** The host the visitor asked for (a proxy's X-Forwarded-Host first), without the port. */
function requestHost(req: IncomingPageRequest): string {
  const host = header(req, 'x-forwarded-host').split(',')[0]?.trim() || header(req, 'host');
  return host.toLowerCase().replace(/:\d+$/, '');
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
  const requestId = header(req, 'x-request-id') || (options.requestId ?? (() => crypto.randomUUID()))();
  const api = createServerClient({
    origin: options.apiOrigin,
    cookie,
    requestId,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.reporter ? { reporter: options.reporter } : {}),
  });
  const endpoints = createShellApi(api);
  const host = requestHost(req);
  const loadConfig = () => api.getJson<SiteConfig>('/api/site-config');
  const loadTranslations = () => api.getJson<Record<string, string>>('/api/translations', { language });

  try {
    const [session, config, translations, cancel, withdrawal, localeSelector] = await Promise.all([
      api.getJson<SessionUser>('/api/session'),
      options.caches ? options.caches.config.get(host, loadConfig) : loadConfig(),
      options.caches ? options.caches.translations.get(`${host}|${language}`, loadTranslations) : loadTranslations(),
      endpoints.unsubscribeAvailability(),
      endpoints.withdrawalAvailability(),
      endpoints.localeSelector(),
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
    const cdnHost = config.cdn_host_assets?.toLowerCase().replace(/^https?:\/\//, '').replace(/[/:].*$/, '');
    if (cdnHost && host === cdnHost) return { status: 'not-found', brand: options.brand, language, messages: resolveMessages(language) };
    const year = (options.now?.() ?? new Date()).getFullYear();
    return {
      status: 'ok',
      brand: options.brand,
      language,
      session,
      config,
      messages: resolveMessages(language, translations),
      availability: {
        show_cancel_subscription: cancel.show_cancel_subscription,
        show_withdrawal: withdrawal.show_withdrawal,
        show_language_selector: localeSelector.show_language_selector,
      },
      languages: localeSelector.languages,
      year,
      accessibilityWidgetUrl: options.accessibilityWidgetUrl || null,
    };
  } catch (error) {
    (options.logger ?? defaultLogger)({
      level: 'error',
      message: 'Shell page-load step failed: rendering the fallback error page',
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      requestId,
      userAgent: header(req, 'user-agent'),
      forwardedHost: header(req, 'x-forwarded-host'),
      url: req.url ?? '',
      referer: header(req, 'referer'),
    });
    return { status: 'error', brand: options.brand, language, messages: resolveMessages(language) };
  }
}
