/**
 * The backend's paths the shell calls (spec 7.2 and the page-load step's three, DESIGN.md section 5):
 * the one place they are written. The request layer, realtime, the page-load step, readiness, the
 * texts asset, the server's reports and dev-api all take their paths from here, and the published
 * contract (`backendContract()`) describes each one's answer.
 *
 * @example
 * const session = await api.getJson(BACKEND_PATHS.session);
 */
export const BACKEND_PATHS = {
  session: '/api/session',
  siteConfig: '/api/site-config',
  translations: '/api/translations',
  localeSelector: '/api/locale/selector',
  unsubscribeAvailability: '/api/subscription/unsubscribe/availability',
  withdrawalAvailability: '/api/withdrawal/availability',
  unsubscribe: '/api/subscription/unsubscribe/',
  confirmCookieChoices: '/api/confirm_cookie_choices/',
  presignupExperiments: '/api/presignup_experiments',
  /** Server side only (spec 7.2): the browser's /api proxy never reaches it. */
  assignExperiments: '/api/internal/presignup_experiments/assign',
  socketToken: '/api/socket',
  socketNotification: '/api/socketnotification',
  pusherTrigger: '/api/pusher-trigger',
  pusherAuthentication: '/api/pusher-user-authentication',
  pusherAuthorization: '/api/pusher-user-authorization',
  /** On each other site of `sites_fqdn`, with credentials (spec 7.2). */
  multiCookie: '/api/multi_cookie/',
} as const;

/**
 * The name of one of the backend's paths.
 *
 * @example
 * const endpoint: BackendEndpoint = 'siteConfig';
 */
export type BackendEndpoint = keyof typeof BACKEND_PATHS;
