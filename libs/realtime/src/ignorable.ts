import { isNetworkError, isUnauthorizedError } from '@therapy-shell/request';

/**
 * Spec 8.2: token and notification failures are logged unless of a known ignorable kind: the call
 * was aborted (the page was left), or the visitor is not signed in (401/403).
 *
 * @example
 * isIgnorable(new UnauthorizedError('Unauthorized', { url: '/api/socket', status: 401 })); // true
 */
export function isIgnorable(error: unknown): boolean {
  return (isNetworkError(error) && error.reason === 'aborted') || isUnauthorizedError(error);
}
