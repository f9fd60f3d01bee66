import {
  createRequestClient,
  type ForwardLocationConfig,
  type Method,
  type RequestClient,
  type RequestOptions,
} from './client.ts';
import { createShellApi, type ShellApi } from './endpoints.ts';
import type { ErrorReporter } from './reporter.ts';

let browserClient: RequestClient | undefined;

/**
 * The page's client: same-origin with `location.origin`, created on first use (nothing at import
 * time). On the server use `createRequestClient` per incoming request instead.
 *
 * @example
 * defaultClient().setCsrfToken(token);
 */
export function defaultClient(): RequestClient {
  // The page's token (rendered by the shell's document) is there from the first call, before any
  // script has run setCsrfToken.
  browserClient ??= createRequestClient({ origin: () => globalThis.location?.origin, csrfToken: pageCsrfToken() });
  return browserClient;
}

/**
 * Name of the `<meta>` that carries the session's CSRF token in a page (spec 7.1): the shell's
 * document renders it, and the page's client reads it when first used.
 *
 * @example
 * <meta name={CSRF_META_NAME} content={session.csrf_token} />
 */
export const CSRF_META_NAME = 'csrf-token';

/**
 * The CSRF token the server rendered into the page (`<meta name="csrf-token" content="...">`), so
 * the page's first non-GET call carries it even before the shell's scripts start.
 */
function pageCsrfToken(): string | undefined {
  const meta = globalThis.document?.querySelector(`meta[name="${CSRF_META_NAME}"]`);
  const token = meta?.getAttribute('content');
  return token ? token : undefined;
}

/**
 * Calls a same-origin path from the browser (spec 7.1): JSON answer, or null for 204/499; errors
 * per spec 8.1.
 *
 * @example
 * const answer = await request('POST', '/api/subscription/unsubscribe/', { params: { email } });
 */
export function request<T = unknown>(method: Method, path: string, options?: RequestOptions): Promise<T | null> {
  return defaultClient().request<T>(method, path, options);
}

/** @example const selector = await get('/api/locale/selector'); */
export const get = <T = unknown>(path: string, options?: RequestOptions) => defaultClient().get<T>(path, options);
/** @example await post('/api/confirm_cookie_choices/'); */
export const post = <T = unknown>(path: string, options?: RequestOptions) => defaultClient().post<T>(path, options);
/** @example await put('/api/thing', { params: { a: 1 } }); */
export const put = <T = unknown>(path: string, options?: RequestOptions) => defaultClient().put<T>(path, options);
/** @example await patch('/api/thing', { params: { a: 1 } }); */
export const patch = <T = unknown>(path: string, options?: RequestOptions) => defaultClient().patch<T>(path, options);
/** @example await del('/api/thing'); */
export const del = <T = unknown>(path: string, options?: RequestOptions) => defaultClient().del<T>(path, options);

/**
 * Sets the CSRF token added to the page's same-origin non-GET calls (spec 7.1); undefined clears it.
 *
 * @example
 * setCsrfToken(window.__CSRF__);
 */
export function setCsrfToken(token: string | undefined): void {
  defaultClient().setCsrfToken(token);
}

/**
 * Sets where the page's errors are reported (spec 8.2).
 *
 * @example
 * setErrorReporter({ report: (error, { level }) => sentry.capture(error, level) });
 */
export function setErrorReporter(reporter: ErrorReporter): void {
  defaultClient().setErrorReporter(reporter);
}

/**
 * Sets where a forward-location header may send the page: siblings from `sites_fqdn` and allowed domains.
 *
 * @example
 * setForwardLocation({ siblings: config.sites_fqdn ?? [] });
 */
export function setForwardLocation(config: ForwardLocationConfig): void {
  defaultClient().setForwardLocation(config);
}

/**
 * Typed endpoint clients over the page's client (spec 7.2). Creating it touches nothing; the
 * client is made on the first call.
 *
 * @example
 * const { languages } = await shellApi.localeSelector();
 */
export const shellApi: ShellApi = /* #__PURE__ */ createShellApi(defaultClient);
