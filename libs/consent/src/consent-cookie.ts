import { CONSENT_GROUPS, ONETRUST_INTERACTION_FIELD, CONSENT_GROUPS_FIELD } from './constants.ts';

import { NO_CONSENT, type ConsentChoices } from './consent-choices.ts';

export { NO_CONSENT, type ConsentChoices };

/**
 * The OneTrust group ids of the two consent groups the shell gates on, from the site config's
 * `performance_setting` and `targeting_setting` (spec 3.3); C0001 (strictly necessary) is fixed.
 *
 * @example
 * const ids: ConsentGroupIds = { performance: 'C0002', targeting: 'C0004' };
 */
export interface ConsentGroupIds {
  performance: string;
  targeting: string;
}

/** The groups of spec 9 (C0002 performance, C0004 targeting). */
export const DEFAULT_GROUP_IDS: Readonly<ConsentGroupIds> = Object.freeze({
  performance: CONSENT_GROUPS.performance,
  targeting: CONSENT_GROUPS.targeting,
});

/**
 * A consent cookie as read: the choices, whether the visitor made them (OneTrust writes
 * `interactionCount=0` for choices it assumed), and every field of the value in order, so a write
 * keeps the fields the shell does not own.
 *
 * @example
 * readConsentRecord('isGpcEnabled=0&groups=C0001:1,C0002:1,C0004:0&interactionCount=2');
 * // { choices: { allowPerformance: true, allowTargeting: false }, explicit: true, format: 'onetrust', fields: [...] }
 */
export interface ConsentRecord {
  choices: ConsentChoices;
  /** The visitor chose (the shell's own format, or OneTrust's `interactionCount` above 0 or absent). */
  explicit: boolean;
  /** `shell`: the value is only `groups=...`; `onetrust`: OneTrust's `key=value&...` with other fields. */
  format: 'shell' | 'onetrust';
  /** Every `key=value` pair of the value, in order (the `groups` value as read). */
  fields: readonly (readonly [string, string])[];
  /** Every group of the `groups` field, in order (OneTrust may list groups the shell does not gate on). */
  groups: readonly (readonly [string, boolean])[];
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const GROUP_ENTRY = /^([A-Za-z0-9_]{1,32}):([01])$/;
/** Longest value read: OneTrust's cookie is well under 1 KB; a browser caps a cookie at 4 KB. */
const MAX_VALUE_LENGTH = 4096;

function groupId(value: string | undefined, fallback: string): string {
  return value && /^[A-Za-z0-9_]{1,32}$/.test(value) ? value : fallback;
}

/**
 * The group ids from the site config's consent settings; ids that are missing or not plain ids
 * fall back to spec 9's C0002 and C0004.
 *
 * @example
 * consentGroupIds({ performance_setting: 'C0003', targeting_setting: 'C0004' }); // { performance: 'C0003', targeting: 'C0004' }
 */
export function consentGroupIds(settings?: {
  performance_setting?: string | undefined;
  targeting_setting?: string | undefined;
}): ConsentGroupIds {
  return {
    performance: groupId(settings?.performance_setting, CONSENT_GROUPS.performance),
    targeting: groupId(settings?.targeting_setting, CONSENT_GROUPS.targeting),
  };
}

/**
 * Reads the consent cookie's value in either form: the shell's own `groups=C0001:1,C0002:0,C0004:1`
 * or OneTrust's `OptanonConsent` (`isGpcEnabled=0&datestamp=...&groups=C0001:1,C0002:0&...`),
 * URL-encoded or not. Anything malformed or tampered (a field without a name, a field twice, no
 * groups, a group twice or not 0/1, C0001 off, a value that does not decode) gives null: no choice
 * yet. It never throws.
 *
 * @example
 * readConsentRecord('groups=C0001:1,C0002:1,C0004:0')?.choices; // { allowPerformance: true, allowTargeting: false }
 * readConsentRecord('garbage'); // null
 */
export function readConsentRecord(
  value: string | null | undefined,
  ids: ConsentGroupIds = DEFAULT_GROUP_IDS,
): ConsentRecord | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_VALUE_LENGTH) return null;
  let text = value;
  // A value read without the cookie module's decoding (or encoded twice) is decoded once more.
  if (!text.includes('=')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  }
  const fields: [string, string][] = [];
  const seen = new Set<string>();
  for (const pair of text.split('&')) {
    const at = pair.indexOf('=');
    if (at <= 0) return null;
    const name = pair.slice(0, at);
    if (!FIELD_NAME.test(name) || seen.has(name)) return null;
    seen.add(name);
    fields.push([name, pair.slice(at + 1)]);
  }
  const rawGroups = fields.find(([name]) => name === CONSENT_GROUPS_FIELD)?.[1];
  if (!rawGroups) return null;
  const groups: [string, boolean][] = [];
  const groupSeen = new Set<string>();
  for (const entry of rawGroups.split(',')) {
    const parts = GROUP_ENTRY.exec(entry);
    if (!parts?.[1] || groupSeen.has(parts[1])) return null;
    groupSeen.add(parts[1]);
    groups.push([parts[1], parts[2] === '1']);
  }
  const on = new Map(groups);
  if (on.get(CONSENT_GROUPS.necessary) !== true) return null;
  const interactions = fields.find(([name]) => name === ONETRUST_INTERACTION_FIELD)?.[1];
  if (interactions !== undefined && !/^\d{1,9}$/.test(interactions)) return null;
  return {
    choices: { allowPerformance: on.get(ids.performance) === true, allowTargeting: on.get(ids.targeting) === true },
    explicit: interactions === undefined || Number(interactions) > 0,
    format: fields.length === 1 ? 'shell' : 'onetrust',
    fields,
    groups,
  };
}

/**
 * Writes the consent cookie's value for the given choices (C0001 always on). With the record read
 * before, the fields and groups the shell does not own are kept as they were; the shell owns
 * `groups` (C0001 and the two gated groups) and, in OneTrust's form, `interactionCount` (one more
 * interaction: the visitor chose). Without one, the shell's own `groups=...` form.
 *
 * @example
 * serializeConsentCookie({ allowPerformance: true, allowTargeting: false }); // 'groups=C0001:1,C0002:1,C0004:0'
 */
export function serializeConsentCookie(
  choices: ConsentChoices,
  options: { ids?: ConsentGroupIds; previous?: ConsentRecord | null } = {},
): string {
  const ids = options.ids ?? DEFAULT_GROUP_IDS;
  const owned = new Map<string, boolean>([
    [CONSENT_GROUPS.necessary, true],
    [ids.performance, choices.allowPerformance],
    [ids.targeting, choices.allowTargeting],
  ]);
  const previous = options.previous;
  const groups: [string, boolean][] = (previous?.groups ?? []).map(([id, on]) => [id, owned.get(id) ?? on]);
  for (const [id, on] of owned) if (!groups.some(([known]) => known === id)) groups.push([id, on]);
  const groupsValue = groups.map(([id, on]) => `${id}:${on ? '1' : '0'}`).join(',');
  if (!previous || previous.format === 'shell') return `${CONSENT_GROUPS_FIELD}=${groupsValue}`;
  return previous.fields
    .map(([name, value]) => {
      if (name === CONSENT_GROUPS_FIELD) return `${name}=${groupsValue}`;
      if (name === ONETRUST_INTERACTION_FIELD) return `${name}=${Math.min(Number(value) + 1, 999_999_999)}`;
      return `${name}=${value}`;
    })
    .join('&');
}
