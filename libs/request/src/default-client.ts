import {
  createRequestClient,
  type Method,
  type RequestClient,
  type RequestClientConfig,
  type RequestOptions,
} from './client.ts';
import { createShellApi, type ShellApi } from './endpoints.ts';

// The page's client. Browser only: on a server there is no page, and a module-level client would
// be shared by every visitor's render, so there the calls below throw (no origin is known) and
// `configureBrowserClient` refuses.
let browserClient: RequestClient | undefined;

/**
 * The page's client: same-origin with `location.origin`, created on first use (nothing at import
 * time). On the server use `createServerClient`/`createRequestClient` per incoming request instead.
 */
function defaultClient(): RequestClient {
  // The page's token (rendered by the shell's document) is there from the first call, before any
  // script has configured the client.
  browserClient ??= createRequestClient({ origin: () => globalThis.location?.origin, csrfToken: pageCsrfToken() });
  return browserClient;
}

/**
 * Sets up the page's client in the browser: the settings are applied on top of the current ones
 * (the CSRF token, the error reporter of spec 8.2, where a forward-location may send the page).
 * The shell calls it once the session and site config are known; a product page rarely needs to.
 * Throws outside a browser, where one client would serve every visitor.
 *
 * @example
 * configureBrowserClient({ csrfToken: session.csrf_token, reporter, forwardLocation: { siblings } });
 */
export function configureBrowserClient(
  settings: Pick<RequestClientConfig, 'csrfToken' | 'reporter' | 'forwardLocation'>,
): void {
  if (typeof window === 'undefined') {
    throw new TypeError(
      'request: configureBrowserClient is for the browser page; on the server create a client per request with createServerClient',
    );
  }
  browserClient = defaultClient().extend(settings);
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
 * Typed endpoint clients over the page's client (spec 7.2). Creating it touches nothing; the
 * client is made on the first call.
 *
 * @example
 * const { languages } = await shellApi.localeSelector();
 */
export const shellApi: ShellApi = /* #__PURE__ */ createShellApi(defaultClient);
