// Where browsers send the Content-Security-Policy violations of the shell's pages (the page policy's
// `report-uri` and `report-to`): each distinct violation goes on to the error-reporting service as
// a warning, at most once a minute per server process and within an overall cap, so a team sees what
// the policy blocks and a flood of reports reaches neither the service nor the backend. The app's
// proxy.ts answers the path before any page; the reporter is loaded only when a report comes.
import type { CspViolation } from './reporting/server-error-reporting.ts';
import { CSP_REPORT_PATH, PRIVATE_NO_STORE, staticSecurityHeaders } from '../common/security-headers.ts';

export { CSP_REPORT_PATH };

/** A report body larger than this is refused (413): a browser's report is well under 2 kB. */
const MAX_REPORT_BYTES = 16_384;
/** The media types browsers send reports as (`report-uri`, `report-to`); anything else is 415. */
const REPORT_TYPES = new Set(['application/csp-report', 'application/reports+json']);
/** Violations read from one body: a browser batches a few per page and minute. */
const MAX_VIOLATIONS_PER_BODY = 10;
/**
 * Report bodies one server process reads per window, then 429 until the window passes: browsers
 * send a handful per page view, so this is far above real traffic and far below a flood.
 */
export const CSP_REPORT_RATE = { bodies: 120, windowMs: 10_000 } as const;
/** Events one server process sends to the error-reporting service per minute; past it they are dropped. */
export const CSP_EVENTS_PER_MINUTE = 30;
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
    .slice(0, MAX_VIOLATIONS_PER_BODY)
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
  /** The process's limits (default one set per process): a fresh set per test. */
  limits?: CspReportLimits | undefined;
}

/**
 * What one server process lets through: report bodies per window ({@link CSP_REPORT_RATE}), events
 * per minute ({@link CSP_EVENTS_PER_MINUTE}), and each distinct violation once a minute.
 */
export interface CspReportLimits {
  /** Whether one more body may be read now. */
  takeBody(now: number): boolean;
  /** Whether one more event may go to the service now. */
  takeEvent(now: number): boolean;
  /** Whether this violation was reported within the last minute (and, if not, remembers it now). */
  isRepeat(violation: CspViolation, now: number): boolean;
}

/**
 * A fresh set of limits (the process keeps one; tests make their own).
 *
 * @example
 * await cspReportResponse(request, { apiOrigin, limits: createCspReportLimits() });
 */
export function createCspReportLimits(): CspReportLimits {
  let bodies = { start: -Infinity, count: 0 };
  let events = { start: -Infinity, count: 0, dropped: 0 };
  // Distinct violations reported lately, with when: a page that violates on every view is one
  // report a minute, not one per visitor.
  const reported = new Map<string, number>();
  return {
    takeBody(now) {
      if (now - bodies.start >= CSP_REPORT_RATE.windowMs) bodies = { start: now, count: 0 };
      bodies.count += 1;
      return bodies.count <= CSP_REPORT_RATE.bodies;
    },
    takeEvent(now) {
      if (now - events.start >= REPEAT_WINDOW_MS) {
        if (events.dropped > 0)
          process.stderr.write(
            `${JSON.stringify({ level: 'warning', message: `Dropped ${events.dropped} CSP violation reports over the limit of ${CSP_EVENTS_PER_MINUTE} a minute` })}\n`,
          );
        events = { start: now, count: 0, dropped: 0 };
      }
      if (events.count >= CSP_EVENTS_PER_MINUTE) {
        events.dropped += 1;
        return false;
      }
      events.count += 1;
      return true;
    },
    isRepeat(violation, now) {
      const key = `${violation.directive}|${violation.blocked}|${violation.documentPath}|${violation.source ?? ''}`;
      const last = reported.get(key);
      if (last !== undefined && now - last < REPEAT_WINDOW_MS) return true;
      reported.delete(key);
      reported.set(key, now);
      while (reported.size > REMEMBERED) reported.delete(reported.keys().next().value as string);
      return false;
    },
  };
}

const processLimits = createCspReportLimits();

/** The body as text, or undefined past `limit` bytes (read no further than that). */
async function boundedBody(request: Request, limit: number): Promise<string | undefined> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
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
 * Answers a browser's CSP violation report: 204, and each distinct violation not reported in the
 * last minute goes to the error-reporting service as a warning, within the process's limits (at most
 * {@link CSP_EVENTS_PER_MINUTE} events a minute; settings from what the server already holds, never
 * a backend call per report). Only POST (else 405), only `application/csp-report` or
 * `application/reports+json` (else 415: a cross-site form cannot post here), at most 16 kB (else
 * 413), at most {@link CSP_REPORT_RATE} bodies per window (else 429), and a body that is a report
 * (else 400).
 *
 * @example
 * // proxy.ts
 * if (request.nextUrl.pathname === CSP_REPORT_PATH) return cspReportResponse(request, { apiOrigin });
 */
export async function cspReportResponse(request: Request, options: CspReportOptions): Promise<Response> {
  const production = options.production ?? process.env['NODE_ENV'] === 'production';
  if (request.method !== 'POST') return answer(405, production, { allow: 'POST' });
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (!REPORT_TYPES.has(type)) return answer(415, production);
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_REPORT_BYTES) return answer(413, production);
  const limits = options.limits ?? processLimits;
  const now = (options.now ?? Date.now)();
  if (!limits.takeBody(now)) {
    await request.body?.cancel().catch(() => undefined);
    return answer(429, production, { 'retry-after': String(Math.ceil(CSP_REPORT_RATE.windowMs / 1000)) });
  }
  const body = await boundedBody(request, MAX_REPORT_BYTES);
  if (body === undefined) return answer(413, production);
  const violations = parseCspReports(body);
  if (violations.length === 0) return answer(400, production);
  const fresh = violations.filter((violation) => !limits.isRepeat(violation, now) && limits.takeEvent(now));
  const report =
    options.report ??
    (async (violation: CspViolation) => {
      const { reportCspViolation } = await import('./reporting/server-error-reporting.ts');
      await reportCspViolation(violation, { apiOrigin: options.apiOrigin });
    });
  // The browser does not wait for the service: the answer goes at once.
  for (const violation of fresh) void report(violation).catch(() => undefined);
  return answer(204, production);
}
