// Where browsers send the Content-Security-Policy violations of the shell's pages (the page policy's
// `report-uri` and `report-to`): each distinct violation goes on to the error-reporting service as
// a warning, at most once a minute per server process, so a team sees what the policy blocks. The
// app's proxy.ts answers the path before any page; the reporter is loaded only when a report comes.
import type { CspViolation } from '../server-error-reporting.ts';
import { CSP_REPORT_PATH, PRIVATE_NO_STORE, staticSecurityHeaders } from './security-headers.ts';

export { CSP_REPORT_PATH };

/** A report body larger than this is refused (413): a browser's report is well under 2 kB. */
const MAX_REPORT_BYTES = 16_384;
/** One report per distinct violation and minute per process. */
const REPEAT_WINDOW_MS = 60_000;
/** Distinct violations remembered for that; past it the oldest are forgotten. */
const REMEMBERED = 500;
/** How long a field of a violation may be. */
const FIELD_LENGTH = 250;

type Json = Record<string, unknown>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value.slice(0, FIELD_LENGTH) : undefined;
}

/** An origin, or the keyword browsers send for what has none; never a path or a query. */
function blockedOf(value: string | undefined): string {
  if (!value) return 'unknown';
  if (/^(inline|eval|data|blob|wasm-eval|trusted-types-policy|trusted-types-sink)$/i.test(value))
    return value.toLowerCase();
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:'
      ? url.origin
      : url.protocol.replace(/:$/, '');
  } catch {
    return 'unknown';
  }
}

function pathOf(value: string | undefined): string {
  if (!value) return '/';
  try {
    return new URL(value).pathname.slice(0, FIELD_LENGTH);
  } catch {
    return '/';
  }
}

function sourceOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`.slice(0, FIELD_LENGTH);
  } catch {
    return undefined;
  }
}

function violationOf(report: Json): CspViolation | undefined {
  // report-uri's `csp-report` fields are kebab-case; the Reporting API's are camelCase.
  const directive =
    text(report['effective-directive']) ??
    text(report['effectiveDirective']) ??
    text(report['violated-directive'])?.split(' ')[0];
  if (!directive || !/^[a-z-]{1,64}$/.test(directive)) return undefined;
  const line = report['line-number'] ?? report['lineNumber'];
  return {
    directive,
    blocked: blockedOf(text(report['blocked-uri']) ?? text(report['blockedURL'])),
    documentPath: pathOf(text(report['document-uri']) ?? text(report['documentURL'])),
    source: sourceOf(text(report['source-file']) ?? text(report['sourceFile'])),
    ...(typeof line === 'number' && Number.isInteger(line) && line >= 0 ? { line } : {}),
  };
}

/**
 * The violations of a report body: `application/csp-report` (`{"csp-report": {...}}`, the policy's
 * `report-uri`) or `application/reports+json` (a list of `{type: "csp-violation", body: {...}}`,
 * its `report-to`). Anything else, or malformed, gives none. Query strings are never kept (a page's
 * URL may carry a token), nor what was blocked beyond its origin.
 *
 * @example
 * parseCspReports('{"csp-report":{"document-uri":"https://site.example/faq/?t=1","effective-directive":"script-src-elem","blocked-uri":"https://evil.example/x.js"}}');
 * // [{ directive: 'script-src-elem', blocked: 'https://evil.example', documentPath: '/faq/', source: undefined }]
 */
export function parseCspReports(body: string): CspViolation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const reports: unknown[] = Array.isArray(parsed)
    ? parsed
        .filter(
          (entry): entry is Json =>
            typeof entry === 'object' && entry !== null && (entry as Json)['type'] === 'csp-violation',
        )
        .map((entry) => entry['body'])
    : [typeof parsed === 'object' && parsed !== null ? (parsed as Json)['csp-report'] : undefined];
  return reports
    .slice(0, 20)
    .filter((report): report is Json => typeof report === 'object' && report !== null && !Array.isArray(report))
    .map(violationOf)
    .filter((violation): violation is CspViolation => violation !== undefined);
}

/** Options of {@link cspReportResponse}. */
export interface CspReportOptions {
  /** Backend origin: its site config names the error-reporting service. */
  apiOrigin: string;
  /** Production: HSTS on the answer. */
  production?: boolean | undefined;
  /** Where a new violation goes; default the error-reporting service (Sentry's Node SDK, loaded on first use). */
  report?: ((violation: CspViolation) => Promise<void>) | undefined;
  /** Injected clock, for tests. */
  now?: () => number;
}

// Distinct violations reported lately by this process, with when: a page that violates on every
// view is one report a minute, not one per visitor.
const reported = new Map<string, number>();

function isRepeat(violation: CspViolation, now: number): boolean {
  const key = `${violation.directive}|${violation.blocked}|${violation.documentPath}|${violation.source ?? ''}`;
  const last = reported.get(key);
  if (last !== undefined && now - last < REPEAT_WINDOW_MS) return true;
  reported.delete(key);
  reported.set(key, now);
  while (reported.size > REMEMBERED) reported.delete(reported.keys().next().value as string);
  return false;
}

function answer(status: number, production: boolean, extra: Record<string, string> = {}): Response {
  const headers = new Headers(
    staticSecurityHeaders({ production }).map(({ key, value }): [string, string] => [key, value]),
  );
  headers.set('cache-control', PRIVATE_NO_STORE);
  for (const [key, value] of Object.entries(extra)) headers.set(key, value);
  return new Response(null, { status, headers });
}

/**
 * Answers a browser's CSP violation report (POST, at most 16 kB): 204, and each distinct violation
 * not reported in the last minute goes to the error-reporting service as a warning. Other methods
 * answer 405, a larger body 413, a body that is not a report 400.
 *
 * @example
 * // proxy.ts
 * if (request.nextUrl.pathname === CSP_REPORT_PATH) return cspReportResponse(request, { apiOrigin });
 */
export async function cspReportResponse(request: Request, options: CspReportOptions): Promise<Response> {
  const production = options.production ?? process.env['NODE_ENV'] === 'production';
  if (request.method !== 'POST') return answer(405, production, { allow: 'POST' });
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_REPORT_BYTES) return answer(413, production);
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_REPORT_BYTES) return answer(413, production);
  const violations = parseCspReports(body);
  if (violations.length === 0) return answer(400, production);
  const now = (options.now ?? Date.now)();
  const fresh = violations.filter((violation) => !isRepeat(violation, now));
  const report =
    options.report ??
    (async (violation: CspViolation) => {
      const { reportCspViolation } = await import('../server-error-reporting.ts');
      await reportCspViolation(violation, { apiOrigin: options.apiOrigin });
    });
  // The browser does not wait for the service: the answer goes at once.
  for (const violation of fresh) void report(violation).catch(() => undefined);
  return answer(204, production);
}
