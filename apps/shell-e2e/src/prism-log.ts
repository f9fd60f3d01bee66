import { stripVTControlCharacters } from 'node:util';

/** One violation Prism logged: the call it followed in the log, where in the message, and what. */
export interface PrismViolation {
  /** `GET /api/session 200`: the upstream call Prism logged last before the violation. */
  readonly call: string;
  /** `response.body.id`, `request.query`, `response` (the media type). */
  readonly location: string;
  readonly message: string;
}

/** What Prism's validation proxy saw, read from its log. */
export interface PrismLogSummary {
  /** Calls the contract describes (method and path): their answers were checked. */
  readonly checked: number;
  /** Calls outside the contract (dev-api's own paths, mocks): passed through unchecked, by `METHOD /path`. */
  readonly outside: ReadonlyMap<string, number>;
  /** Answers that break the contract (the backend's fault). */
  readonly responseViolations: readonly PrismViolation[];
  /** Requests that break the contract (a caller's: the shell's, or a test's through the /api proxy). */
  readonly requestViolations: readonly PrismViolation[];
  /** Calls Prism could not complete (`Request terminated with error`), so not checked. */
  readonly prismErrors: readonly string[];
}

const RECEIVED = /\[HTTP SERVER\] ([a-z]+) (\S+) .*Request received/;
const FORWARDING = /\[PROXY\] .*Forwarding "([a-z]+)" request to (\S+?)(?:\.\.\.)?$/;
const UPSTREAM = /\[PROXY\] .*The upstream call to (\S+) has returned (\d+)/;
const VIOLATION = /\[VALIDATOR\] \S+\s+(error|warning|info)\s+Violation: (\S*) (.*)$/;
const TERMINATED = /Request terminated with error: (.*)$/;

/**
 * Reads the log of `prism proxy` (its default, human-readable format). `contract` holds the
 * operations of the document Prism checks against, as `get /api/session`. A violation line names no
 * call: it is put with the upstream call Prism logged last before it, which is its own unless calls
 * overlapped.
 *
 * @example
 * readPrismLog(readFileSync(log, 'utf8'), new Set(['get /api/session'])).responseViolations; // []
 */
export function readPrismLog(text: string, contract: ReadonlySet<string>): PrismLogSummary {
  let checked = 0;
  const outside = new Map<string, number>();
  const responseViolations: PrismViolation[] = [];
  const requestViolations: PrismViolation[] = [];
  const prismErrors: string[] = [];
  const methodOf = new Map<string, string>();
  let lastCall = '(no call yet)';
  for (const raw of text.split('\n')) {
    const line = stripVTControlCharacters(raw).trimEnd();
    const received = RECEIVED.exec(line);
    if (received) {
      const [, method = '', path = ''] = received;
      if (contract.has(`${method} ${path}`)) checked += 1;
      else {
        const key = `${method.toUpperCase()} ${path}`;
        outside.set(key, (outside.get(key) ?? 0) + 1);
      }
      continue;
    }
    const forwarding = FORWARDING.exec(line);
    if (forwarding) {
      const [, method = '', url = ''] = forwarding;
      methodOf.set(new URL(url).pathname, method.toUpperCase());
      continue;
    }
    const upstream = UPSTREAM.exec(line);
    if (upstream) {
      const [, path = '', status = ''] = upstream;
      lastCall = `${methodOf.get(path) ?? '?'} ${path} ${status}`;
      continue;
    }
    const violation = VIOLATION.exec(line);
    if (violation) {
      const [, severity, location = '', message = ''] = violation;
      // Warnings are Prism's notes (a path the document does not describe): counted as outside above.
      if (severity !== 'error') continue;
      const entry = { call: lastCall, location, message };
      if (location.startsWith('request')) requestViolations.push(entry);
      else responseViolations.push(entry);
      continue;
    }
    const terminated = TERMINATED.exec(line);
    if (terminated) prismErrors.push(terminated[1] ?? '');
  }
  if (checked >= prismErrors.length) checked -= prismErrors.length;
  return { checked, outside, responseViolations, requestViolations, prismErrors };
}

/** Violations grouped as `call: location message (n times)`, most frequent first. */
export function groupViolations(violations: readonly PrismViolation[]): string[] {
  const counts = new Map<string, number>();
  for (const { call, location, message } of violations) {
    const key = `${call}: ${location ? `${location} ` : ''}${message}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([key, count]) => (count > 1 ? `${key} (${count} times)` : key));
}

/** The operations of an OpenAPI document as `readPrismLog` wants them: `get /api/session`. */
export function contractOperations(document: { paths?: Record<string, Record<string, unknown>> }): Set<string> {
  const operations = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const method of Object.keys(item)) operations.add(`${method.toLowerCase()} ${path}`);
  return operations;
}
