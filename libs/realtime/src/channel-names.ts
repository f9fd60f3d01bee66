import type { SessionUser, SiteConfig } from '@therapy-shell/core';

/**
 * Spec 9: channel names get an environment suffix on QA or local development, so those
 * environments never share a channel with production users on the same Pusher app.
 * `-qa` on a QA server (it wins when both flags are set), `-local` on local development, else none.
 *
 * @example
 * channelSuffix({ is_qa_server: true }); // '-qa'
 * channelSuffix({ is_development_local: true }); // '-local'
 * channelSuffix({}); // ''
 */
export function channelSuffix(config: Pick<SiteConfig, 'is_qa_server' | 'is_development_local'>): string {
  if (config.is_qa_server === true) return '-qa';
  if (config.is_development_local === true) return '-local';
  return '';
}

/**
 * The messaging channels of a user (spec 6). Each kind of channel has a name of its own, so that
 * the backend can authorise each for exactly the user or group it belongs to:
 *
 * | channel | name | who may join | the shell subscribes |
 * |---|---|---|---|
 * | a client's own | `private-encrypted-client-<client id><suffix>` | that client | the client |
 * | a counselor's group | `private-encrypted-counselor-group-<counselor id><suffix>` | the counselor's clients and the counselor | the clients |
 * | a counselor's own | `private-encrypted-counselor-<counselor id><suffix>` | that counselor | the counselor |
 *
 * A client gets its own channel and its counselor's group; a counselor its own channel and its group
 * (the name to broadcast to its clients on; the shell does not subscribe a counselor to it). There
 * is no presence channel: a counselor's clients would see each other there. A counselor watches its
 * clients online through the watchlist of its Pusher sign-in instead. A client without a counselor,
 * any other user, and an id that is not a whole number get no channels.
 *
 * @example
 * messagingChannelNames({ user_type: 'client', id: 42, counselor_id: 7 }, { is_qa_server: true });
 * // { own: 'private-encrypted-client-42-qa', group: 'private-encrypted-counselor-group-7-qa' }
 */
export function messagingChannelNames(
  user: Pick<SessionUser, 'user_type' | 'id' | 'counselor_id'>,
  config: Pick<SiteConfig, 'is_qa_server' | 'is_development_local'>,
): MessagingChannelNames | null {
  const suffix = channelSuffix(config);
  if (user.user_type === 'counselor' && isId(user.id)) {
    return {
      own: `private-encrypted-counselor-${user.id}${suffix}`,
      group: `private-encrypted-counselor-group-${user.id}${suffix}`,
    };
  }
  if (user.user_type === 'client' && isId(user.id) && isId(user.counselor_id)) {
    return {
      own: `private-encrypted-client-${user.id}${suffix}`,
      group: `private-encrypted-counselor-group-${user.counselor_id}${suffix}`,
    };
  }
  return null;
}

/**
 * The channels the shell subscribes a user to (spec 6): a client its own channel and its counselor's
 * group; a counselor its own channel (it broadcasts on its group, it does not listen there). No
 * channel a client joins is open to another client but the group, where only the counselor sends.
 *
 * @example
 * subscribedChannels('counselor', messagingChannelNames(counselor, config)); // [own]
 */
export function subscribedChannels(
  userType: SessionUser['user_type'],
  names: MessagingChannelNames | null,
): readonly string[] {
  if (!names) return [];
  return userType === 'client' ? [names.own, names.group] : [names.own];
}

/**
 * Names of the messaging channels of one user; see {@link messagingChannelNames}.
 *
 * @example
 * const names: MessagingChannelNames = {
 *   own: 'private-encrypted-counselor-7',
 *   group: 'private-encrypted-counselor-group-7',
 * };
 */
export interface MessagingChannelNames {
  /** The user's own encrypted channel: a client's by its id, or the counselor's own. Only this user may join it. */
  own: string;
  /**
   * The encrypted channel of the counselor's group: what the counselor broadcasts to its clients.
   * Its clients and the counselor may join it; the shell subscribes the clients.
   */
  group: string;
}

function isId(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
