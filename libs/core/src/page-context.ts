import { TEMPLATE_NAMES } from './constants.ts';
import type { SessionUser } from './session-user.ts';

/**
 * Name of a page template (spec 2.4).
 *
 * @example
 * export const template: TemplateName = 'GetStarted';
 */
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/**
 * Query of the current URL, as Next.js parses it: repeated names give arrays.
 *
 * @example
 * const query: PageQuery = { go: 'true', tag: ['sleep', 'stress'] };
 */
export type PageQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * Device and app flags of the visitor's session (spec 3.1 session flags).
 *
 * @example
 * const device: DeviceFlags = deviceFlags(session);
 */
export interface DeviceFlags {
  readonly isMobile: boolean;
  readonly isAndroid: boolean;
  readonly isAndroidApp: boolean;
  readonly isIos: boolean;
  readonly isIosApp: boolean;
  readonly isApp: boolean;
  readonly isChrome: boolean;
}

/**
 * The page being rendered: its template, path, query and the visitor's device.
 *
 * @example
 * const page: PageContext = { template: 'Home', path: '/', query: {}, device: deviceFlags(session) };
 */
export interface PageContext {
  readonly template: TemplateName;
  /** Path without query or hash, for example `/dashboard/` or `/counselor-settings/payment/`. */
  readonly path: string;
  readonly query: PageQuery;
  readonly device: DeviceFlags;
}

/**
 * Whether a value is one of the spec's template names (exact spelling).
 *
 * @example
 * isTemplateName('GetStarted'); // true
 */
export function isTemplateName(value: unknown): value is TemplateName {
  return typeof value === 'string' && (TEMPLATE_NAMES as readonly string[]).includes(value);
}

/**
 * The device flags of a session (spec 3.1); absent flags are false.
 *
 * @example
 * deviceFlags({ is_mobile: true, is_ios: true }).isMobile; // true
 */
export function deviceFlags(
  session: Pick<
    SessionUser,
    'is_mobile' | 'is_android' | 'is_android_app' | 'is_ios' | 'is_ios_app' | 'is_app' | 'is_chrome'
  >,
): DeviceFlags {
  return {
    isMobile: session.is_mobile === true,
    isAndroid: session.is_android === true,
    isAndroidApp: session.is_android_app === true,
    isIos: session.is_ios === true,
    isIosApp: session.is_ios_app === true,
    isApp: session.is_app === true,
    isChrome: session.is_chrome === true,
  };
}

/**
 * The first value of a query parameter, or undefined when absent.
 *
 * @example
 * queryValue({ go: ['true', 'false'] }, 'go'); // 'true'
 */
export function queryValue(query: PageQuery, name: string): string | undefined {
  if (!Object.hasOwn(query, name)) return undefined;
  const value = query[name];
  return typeof value === 'string' ? value : value?.[0];
}
