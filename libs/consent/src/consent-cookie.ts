import { CONSENT_GROUPS } from './constants.ts';

/** The visitor's choices (spec 3.4: cookie consent draft). Strictly necessary cookies are always allowed. */
export interface ConsentChoices {
  allowPerformance: boolean;
  allowTargeting: boolean;
}

/** What a missing, malformed or tampered cookie means: nothing beyond strictly necessary. */
export const NO_CONSENT: Readonly<ConsentChoices> = Object.freeze({ allowPerformance: false, allowTargeting: false });

const GROUP_ENTRY = /^(C\d{4}):([01])$/;

/**
 * Reads the consent cookie's value, `groups=C0001:1,C0002:0,C0004:1` (URL-encoded or not).
 * Anything malformed or tampered (unknown shape, duplicate groups, C0001 off) reads as
 * {@link NO_CONSENT}; it never throws. Returns null when there is no valid cookie at all.
 *
 * @example
 * readConsentCookie('groups=C0001:1,C0002:1,C0004:0'); // { allowPerformance: true, allowTargeting: false }
 * readConsentCookie('garbage'); // null
 */
export function readConsentCookie(value: string | null | undefined): ConsentChoices | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const match = /^groups=([^&]*)$/.exec(decoded);
  if (!match?.[1]) return null;
  const groups = new Map<string, boolean>();
  for (const entry of match[1].split(',')) {
    const parts = GROUP_ENTRY.exec(entry);
    if (!parts?.[1] || groups.has(parts[1])) return null;
    groups.set(parts[1], parts[2] === '1');
  }
  if (groups.get(CONSENT_GROUPS.necessary) !== true) return null;
  return {
    allowPerformance: groups.get(CONSENT_GROUPS.performance) === true,
    allowTargeting: groups.get(CONSENT_GROUPS.targeting) === true,
  };
}

/**
 * Reads the consent cookie's value as choices; anything missing or malformed is {@link NO_CONSENT}.
 *
 * @example
 * parseConsentCookie(undefined); // { allowPerformance: false, allowTargeting: false }
 */
export function parseConsentCookie(value: string | null | undefined): ConsentChoices {
  return readConsentCookie(value) ?? { ...NO_CONSENT };
}

/**
 * Writes the consent cookie's value for the given choices (C0001 always on).
 *
 * @example
 * serializeConsentCookie({ allowPerformance: true, allowTargeting: false }); // 'groups=C0001:1,C0002:1,C0004:0'
 */
export function serializeConsentCookie(choices: ConsentChoices): string {
  const flag = (on: boolean) => (on ? '1' : '0');
  return `groups=${CONSENT_GROUPS.necessary}:1,${CONSENT_GROUPS.performance}:${flag(choices.allowPerformance)},${CONSENT_GROUPS.targeting}:${flag(choices.allowTargeting)}`;
}
