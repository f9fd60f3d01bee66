// Server only: the App Router's page-load step, run once per page request in the app's proxy
// (createShellProxy with `router: 'app'`), before Next.js renders. The proxy is where a page's
// status (500 with the fallback page, 404 on the static-source host), its Content-Security-Policy
// with a nonce, and its `private, no-store` are decided: an App Router layout cannot set a status or
// a header. What the step resolved is kept for the render under a token the request carries, and
// the render takes it from there for the root layout, the pages and their metadata: one step per
// request.
import {
  CRISIS_PAGE_TEMPLATE,
  shellPageProps,
  type AppPageRequest,
  type AppServerState,
} from '../page-load/app-page-load.ts';
import type { ShellPageData } from '../page-load/load-shell.ts';
import { shellOptionsFromEnv } from '../page-load/shell-options.ts';
import { requestNonce } from '../page-load/page-security.ts';
import { FORWARDED_FOR_SET } from '../server/forwarding.ts';
import { REQUEST_GUARDS_INSTALLED } from '../server/request-guards.ts';
import { APP_CRISIS_PATH, APP_LOAD_HEADER, APP_NONCE_HEADER } from './constants.ts';

/** What the proxy resolved for one page request, kept for its render. */
export interface RequestLoad {
  shell: ShellPageData;
  nonce: string;
  /** The page's path and query, as the request named them. */
  path: string;
  query: Record<string, string | string[]>;
  /**
   * A client-side navigation (or a prefetch) inside a visit whose root is already in the browser,
   * not a document: see {@link isClientNavigation}.
   */
  navigation: boolean;
  /** When the step asked the backend (ms since the epoch, the server's clock): the age of the visitor's answers. */
  at: number;
}

/** The User-Agent the render of a page request that names none gets (see {@link loadAppPage}). */
const UNNAMED_AGENT = 'unnamed';

/** How long a kept load waits for its render (the load of a request whose render never comes is dropped). */
const KEPT_MS = 60_000;

interface Kept {
  load: RequestLoad;
  at: number;
}

const KEPT = Symbol.for('therapy-shell.app-router.loads');
const STATE = Symbol.for('therapy-shell.app-router.state');

/**
 * The loads kept for their renders, on globalThis: Next.js builds the proxy and the pages as separate
 * bundles, each with its own copy of this module, in the same process.
 */
function kept(): Map<string, Kept> {
  const holder = globalThis as { [KEPT]?: Map<string, Kept> };
  return (holder[KEPT] ??= new Map());
}

/** The page-load step's state of the process (its per-site caches), shared by every request. */
function serverState(): AppServerState {
  const holder = globalThis as { [STATE]?: AppServerState };
  return (holder[STATE] ??= {});
}

/** Keeps a load for its render and gives the token the request carries to it. */
function keep(load: RequestLoad): string {
  const loads = kept();
  const now = Date.now();
  // Loads whose render never came (an aborted request) go after a minute.
  for (const [token, entry] of loads) {
    if (now - entry.at < KEPT_MS) break;
    loads.delete(token);
  }
  const token = crypto.randomUUID();
  loads.set(token, { load, at: now });
  return token;
}

/**
 * The load the proxy kept for a request's render, by the token the request carries, taken out of
 * the store: the render reads it once (request-shell.ts's `requestLoad` is React's `cache`, one
 * per request for the layout, the pages and their metadata), so a server keeps only the loads of
 * the requests in flight. Undefined for a token it does not know (a request that did not go through
 * the proxy, a made-up header, one read already).
 *
 * @example
 * const load = takeRequestLoad(headers.get('x-therapy-shell-load'));
 */
export function takeRequestLoad(token: string | null | undefined): RequestLoad | undefined {
  if (!token) return undefined;
  const loads = kept();
  const entry = loads.get(token);
  loads.delete(token);
  return entry?.load;
}

/** A header sink as the page-load step writes to it (its `res`): the status and the headers of the answer. */
interface AnswerSink {
  statusCode: number;
  headers: Map<string, string>;
  setHeader(name: string, value: string | number | readonly string[]): AnswerSink;
}

function answerSink(): AnswerSink {
  const sink: AnswerSink = {
    statusCode: 200,
    headers: new Map(),
    setHeader(name, value) {
      sink.headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
      return sink;
    },
  };
  return sink;
}

/** What the proxy does with a page request of the App Router. */
export interface AppPageDecision {
  /** The answer's status: 200, 500 (the fallback page) or 404 (the static-source host). */
  status: number;
  /** Headers of the answer: the page policy with its nonce, `private, no-store`, the security headers. */
  responseHeaders: Map<string, string>;
  /** Headers the render gets with the request: the load's token, the nonce and the policy Next.js reads it from. */
  requestHeaders: Map<string, string>;
}

/**
 * Runs the page-load step for one App Router page request, keeps what it resolved for the render,
 * and says what the proxy answers: the status, the headers of the answer, and the headers the
 * render gets. Never throws: what the step cannot answer is the fallback page (status 500).
 *
 * @example
 * const decision = await loadAppPage(request);
 */
export async function loadAppPage(request: Request): Promise<AppPageDecision> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const req: { url: string; headers: Record<string, string>; [FORWARDED_FOR_SET]?: true } = {
    url: `${url.pathname}${url.search}`,
    headers,
  };
  // The proxy sees no connection. With the request guards installed (instrumentation.ts), the
  // request's X-Forwarded-For is the chain they made from the connection (the peer appended, a
  // client's own kept only from a trusted proxy), as the /api proxy takes it: the step sends it on
  // as it is. Without them nothing says who the peer is, and no X-Forwarded-For is sent.
  if ((globalThis as { [REQUEST_GUARDS_INSTALLED]?: unknown })[REQUEST_GUARDS_INSTALLED] !== undefined) {
    req[FORWARDED_FOR_SET] = true;
  } else {
    delete headers['x-forwarded-for'];
  }
  const res = answerSink();
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    const previous = query[key];
    query[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  const template = url.pathname === APP_CRISIS_PATH ? CRISIS_PAGE_TEMPLATE : 'Home';
  const at = Date.now();
  const shell = await shellPageProps(
    serverState(),
    // The sink takes what the step writes to a Node.js answer: its status and its headers.
    { req, res: res as unknown as AppPageRequest['res'], asPath: req.url, query, template },
    () => shellOptionsFromEnv(),
    true,
  );
  const nonce = requestNonce(req);
  const navigation = isClientNavigation(request.headers);
  const token = keep({ shell, nonce, path: url.pathname, query, navigation, at });
  const requestHeaders = new Map<string, string>([
    [APP_LOAD_HEADER, token],
    [APP_NONCE_HEADER, nonce],
  ]);
  const policy = res.headers.get('content-security-policy');
  // Next.js reads the nonce of its own scripts from the request's policy.
  if (policy) requestHeaders.set('content-security-policy', policy);
  // With Cache Components Next.js renders a page in full, keeping the status decided here, only for
  // a request whose User-Agent its htmlLimitedBots matches (withShell: every one, cache-components.ts);
  // a request that names none would get the build's empty prerendered shell resumed, with its 200.
  if (!request.headers.get('user-agent')) requestHeaders.set('user-agent', UNNAMED_AGENT);
  return { status: res.statusCode, responseHeaders: res.headers, requestHeaders };
}

/**
 * Whether a page request is the App Router's fetch of a page's React Server Components payload (a
 * client-side navigation or a prefetch) rather than a document. Next.js takes its own headers (`RSC`,
 * the router state) off the request before the proxy sees it, so the browser's word is read: its
 * `Sec-Fetch-Dest` says `empty` for a fetch and `document` for a page it loads. A browser that sends
 * none counts as loading a document (the root's answers stay as they were, which is safe).
 *
 * @example
 * isClientNavigation(new Headers({ 'sec-fetch-dest': 'empty' })); // true
 */
export function isClientNavigation(headers: Headers): boolean {
  return headers.get('sec-fetch-dest') === 'empty';
}

/**
 * Whether the App Router proxy runs the page-load step for a request: a page or a React Server
 * Components request of one (GET or HEAD), never Next.js's own files or an asset.
 *
 * @example
 * isAppPageRequest(new Request('https://site.example/faq/')); // true
 */
export function isAppPageRequest(request: Request, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname.startsWith('/_next/') || pathname.startsWith('/_shell/') || pathname.startsWith('/api/')) return false;
  // A file of public/ (health.txt, robots.txt): the last segment has an extension.
  return !/\/[^/]+\.[a-z0-9]+$/i.test(pathname);
}
