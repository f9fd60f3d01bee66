/**
 * A channel subscription failed (`pusher:subscription_error`): reported as a warning with its
 * type, status and error (spec 8.2).
 *
 * @example
 * throw new SubscriptionError('private-encrypted-client-42', { type: 'AuthError', status: 403, error: 'Forbidden' });
 */
export class SubscriptionError extends Error {
  override readonly name = 'SubscriptionError' as const;
  /** The channel that could not be subscribed to. */
  readonly channel: string;
  /** Pusher's error type, for example `AuthError`. */
  readonly type: string;
  /** HTTP status of the authorization call, or 0 when there was none. */
  readonly status: number;
  /** Pusher's error text. */
  readonly error: string;

  constructor(
    channel: string,
    details: { type: string; status: number; error: string },
    options?: { cause?: unknown },
  ) {
    super(`Failed to subscribe to ${channel}: ${details.type} ${details.status} ${details.error}`, options);
    this.channel = channel;
    this.type = details.type;
    this.status = details.status;
    this.error = details.error;
  }
}

/**
 * Whether a value is a {@link SubscriptionError}; checks `name` too, as `instanceof` fails across realms.
 *
 * @example
 * if (isSubscriptionError(error)) console.warn(error.status);
 */
export function isSubscriptionError(value: unknown): value is SubscriptionError {
  return (
    value instanceof SubscriptionError ||
    (value instanceof Error && value.name === 'SubscriptionError' && 'channel' in value)
  );
}
