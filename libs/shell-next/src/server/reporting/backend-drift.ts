// Drift of the backend's answers from the contract (core's tolerant readers): each distinct drifted
// field is reported once per server process, as a warning naming the endpoint and the field, never
// the value. Process-wide on purpose: drift is a property of the backend, not of a visitor, and one
// report per field is what spec 8.2's reporting asks (a flood of the same warning helps no one).
import type { BackendDrift, DriftListener } from '@therapy-shell/core';

/** At most this many distinct fields are remembered (and reported) per process. */
const MAX_REMEMBERED = 500;
const reported = new Set<string>();

/** The message of a drift report. */
export function driftMessage(drift: BackendDrift): string {
  return `Backend answer drifted from the contract: ${drift.endpoint} field "${drift.field}" (its default is used)`;
}

/**
 * A drift listener that passes each distinct drifted field to `report` once per process.
 *
 * @example
 * parseSiteConfig(answer, reportDriftOnce((drift) => log.warn(driftMessage(drift))));
 */
export function reportDriftOnce(report: (drift: BackendDrift) => void): DriftListener {
  return (drift) => {
    const key = `${drift.endpoint} ${drift.field}`;
    if (reported.has(key) || reported.size >= MAX_REMEMBERED) return;
    reported.add(key);
    report(drift);
  };
}

/** Forgets what was reported (tests). */
export function forgetReportedDrift(): void {
  reported.clear();
}
