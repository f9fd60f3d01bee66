// Server only: Next.js's onRequestError hook, which reports the errors of a page's server code
// (getServerSideProps, rendering) and of API routes to the error-reporting service. The reporter
// (and @sentry/node) is imported only when an error happens.
import { incomingRequestId } from '../forwarding.ts';
import type { PageLoadReportOptions, RequestFailure } from './server-error-reporting.ts';
import { readShellEnv, shellEnv } from '../env.ts';

/** The request of an error, as Next.js's onRequestError hook passes it. */
export interface ErrorRequest {
  /** Path of the request; its query string is never reported. */
  path: string;
  /** HTTP method. */
  method: string;
  /** Request headers; only `X-Request-Id` is reported. */
  headers: NodeJS.Dict<string | string[]>;
}

/** Where an error happened, as Next.js's onRequestError hook passes it. */
export interface ErrorRequestContext {
  /** Pages Router or App Router. */
  routerKind: 'Pages Router' | 'App Router';
  /** The route's file path (`/faq/[slug]`, `/api/x`). */
  routePath: string;
  /** Rendering a page, an API route, a server action or the proxy. */
  routeType: 'render' | 'route' | 'action' | 'proxy';
}

/** Options of {@link createRequestErrorReporter}. */
export interface RequestErrorReporterOptions extends Partial<PageLoadReportOptions> {
  /** Sends the report; defaults to the server reporter (imported then). */
  send?: (failure: RequestFailure, options: PageLoadReportOptions) => Promise<void>;
}

/** Stack frames kept in a report (spec 9). */
const STACK_FRAMES = 3;

function describe(error: unknown): { error: string; stack?: string | undefined } {
  if (error instanceof Error) {
    const frames = (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, STACK_FRAMES)
      .map((line) => line.trim());
    return { error: `${error.name}: ${error.message}`, stack: frames.length ? frames.join('\n') : undefined };
  }
  return { error: `Non-error thrown: ${typeof error === 'string' ? error : typeof error}` };
}

/**
 * An onRequestError hook with its own options (tests inject the environment, the clock's flood
 * limit and the sender).
 *
 * @example
 * export const onRequestError = createRequestErrorReporter({ env: { SHELL_SENTRY_DSN: 'https://key@errors.example/1' } });
 */
export function createRequestErrorReporter(
  options: RequestErrorReporterOptions = {},
): (error: unknown, request: Readonly<ErrorRequest>, context: Readonly<ErrorRequestContext>) => Promise<void> {
  return async (error, request, context) => {
    try {
      const header = request.headers['x-request-id'];
      const requestId = incomingRequestId(typeof header === 'string' ? header : '');
      const failure: RequestFailure = {
        ...describe(error),
        requestId,
        path: request.path.split(/[?#]/, 1)[0] ?? '',
        method: request.method,
        route: context.routePath,
        routeType: context.routeType,
      };
      const { send, ...rest } = options;
      const reportOptions: PageLoadReportOptions = {
        ...rest,
        apiOrigin: options.apiOrigin ?? (options.env ? readShellEnv(options.env) : shellEnv()).apiOrigin,
      };
      if (send) await send(failure, reportOptions);
      else await (await import('./server-error-reporting.ts')).reportRequestFailure(failure, reportOptions);
    } catch (failure) {
      process.stderr.write(
        `${JSON.stringify({ level: 'warning', message: 'Failed to report the request error', error: String(failure) })}\n`,
      );
    }
  };
}

/**
 * Reports an error of a page's server code or an API route (Next.js's `onRequestError` signature)
 * to the error-reporting service: `SHELL_SENTRY_DSN`, else the site config's DSN. Metadata: request
 * id, path without its query string, method, route; never headers, cookies or the query. At most
 * one report per error and route per minute per server process. Never throws.
 *
 * @example
 * // What @therapy-shell/shell-next/instrumentation's onRequestError calls on Node.js:
 * await reportRequestError(error, request, context);
 */
export const reportRequestError: (
  error: unknown,
  request: Readonly<ErrorRequest>,
  context: Readonly<ErrorRequestContext>,
) => Promise<void> = createRequestErrorReporter();
