/** Consent groups (spec 9): C0001 strictly necessary (always on), C0002 performance, C0004 targeting. */
export const CONSENT_GROUPS = { necessary: 'C0001', performance: 'C0002', targeting: 'C0004' } as const;

/** Lifetime of the consent cookie in days (spec 9). */
export const CONSENT_COOKIE_DAYS = 365;

/** The visitor's choices. Strictly necessary cookies are always allowed and not part of the choice. */
export interface ConsentChoices {
  allowPerformance: boolean;
  allowTargeting: boolean;
}

/** What a missing, malformed or tampered cookie means: nothing beyond strictly necessary. */
export const NO_CONSENT: Readonly<ConsentChoices> = Object.freeze({ allowPerformance: false, allowTargeting: false });

const GROUP_ENTRY = /^(C\d{4}):([01])$/;

/**
 * Reads the consent cookie's value, `groups=C0001:1,C0002:0,C0004:1` (URL-encoded or not).
 * Anything malformed reads as {@link NO_CONSENT}; it never throws.
 *
 * @example
 * parseConsentCookie('groups=C0001:1,C0002:1,C0004:0'); // { allowPerformance: true, allowTargeting: false }
 */
export function parseConsentCookie(value: string | null | undefined): ConsentChoices {
  if (!value) return { ...NO_CONSENT };
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return { ...NO_CONSENT };
  }
  const match = /^groups=([^&]*)$/.exec(decoded);
  if (!match?.[1]) return { ...NO_CONSENT };
  const groups = new Map<string, boolean>();
  for (const entry of match[1].split(',')) {
    const parts = GROUP_ENTRY.exec(entry);
    if (!parts?.[1] || groups.has(parts[1])) return { ...NO_CONSENT };
    groups.set(parts[1], parts[2] === '1');
  }
  if (groups.get(CONSENT_GROUPS.necessary) !== true) return { ...NO_CONSENT };
  return {
    allowPerformance: groups.get(CONSENT_GROUPS.performance) === true,
    allowTargeting: groups.get(CONSENT_GROUPS.targeting) === true,
  };
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
