import type { SessionUser, SiteConfig } from '@therapy-shell/core';
import { resolveBrand, type BrandCodeMap, type BrandId } from '@therapy-shell/brand-config';
import { normalizeLanguage, type Language } from '@therapy-shell/i18n';
import { createServerClient } from '@therapy-shell/request';

/** Cookie holding the visitor's preferred language (spec 3.4). */
export const PREF_LANGUAGE_COOKIE = 'pref_language';

/** What the shell needs to render a page, resolved by the page-load step. */
export type ShellData =
  | {
      status: 'ok';
      brand: BrandId;
      language: Language;
      session: SessionUser;
      config: SiteConfig;
      translations: Record<string, string>;
      /** Year for the copyright line, fixed on the server so the client renders the same. */
      year: number;
    }
  | { status: 'error'; brand: BrandId; language: Language; productName?: string | undefined };

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

/** Options of {@link loadShell}. */
export interface LoadShellOptions {
  /** The brand this app is built for. */
  brand: BrandId;
  /** Backend origin (`SHELL_API_ORIGIN`). */
  apiOrigin: string;
  /** product_code_name to brand map (`SHELL_BRAND_CODES`). */
  brandCodes?: BrandCodeMap;
  /** Injected fetch, for tests. */
  fetch?: typeof globalThis.fetch;
  /** Injected logger; defaults to a JSON line on stderr. */
  logger?: ShellLogger;
  /** Injected clock, for tests. */
  now?: () => Date;
  /** Injected request id generator. */
  requestId?: () => string;
}

/** The site config names another brand than the build's, or no brand at all. */
export class ShellConfigurationError extends Error {
  override readonly name = 'ShellConfigurationError' as const;
}

function header(req: IncomingPageRequest, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value.join(', ') : value) ?? '';
}

function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const defaultLogger: ShellLogger = (entry) => {
  process.stderr.write(`${JSON.stringify(entry)}\n`);
};

/**
 * The page-load step (spec 4.8, DESIGN.md section 3): fetches session, site config and translations
 * in parallel, forwarding the visitor's cookies and a request id, and resolves brand and language.
 * Any failure gives `{ status: 'error' }` (the caller renders the fallback page with status 500)
 * and logs the metadata of spec 8.2. A product_code_name of another brand is a configuration error.
 *
 * @example
 * const shell = await loadShell(req, { brand: 'main', apiOrigin: 'http://127.0.0.1:4000' });
 * if (shell.status === 'error') res.statusCode = 500;
 */
export async function loadShell(req: IncomingPageRequest, options: LoadShellOptions): Promise<ShellData> {
  const cookie = header(req, 'cookie');
  const language = normalizeLanguage(readCookie(cookie, PREF_LANGUAGE_COOKIE));
  const requestId = header(req, 'x-request-id') || (options.requestId ?? (() => crypto.randomUUID()))();
  const api = createServerClient({
    origin: options.apiOrigin,
    cookie,
    requestId,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  try {
    const [session, config, translations] = await Promise.all([
      api.getJson<SessionUser>('/api/session'),
      api.getJson<SiteConfig>('/api/site-config'),
      api.getJson<Record<string, string>>('/api/translations', { language }),
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
    const year = (options.now?.() ?? new Date()).getFullYear();
    return { status: 'ok', brand: options.brand, language, session, config, translations, year };
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
    return { status: 'error', brand: options.brand, language };
  }
}
