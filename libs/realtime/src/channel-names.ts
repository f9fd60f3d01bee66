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
 * The channels a user subscribes to (spec 6, messaging channels):
 *
 * | user | channel | name |
 * |---|---|---|
 * | client | itself, by id | `private-encrypted-client-<client id><suffix>` |
 * | client | its counselor's group | `private-encrypted-counselor-<counselor id><suffix>` |
 * | client | online status, as a member | `presence-counselor-<counselor id><suffix>` |
 * | counselor | its own channel | `private-encrypted-counselor-<own id><suffix>` |
 * | counselor | online/offline of its clients | `presence-counselor-<own id><suffix>` |
 *
 * A client joins its counselor's presence channel so that the counselor sees it go online and
 * offline. Any other user gets no channels.
 *
 * @example
 * messagingChannelNames({ user_type: 'client', id: 42, counselor_id: 7 }, { is_qa_server: true });
 * // { own: 'private-encrypted-client-42-qa', group: 'private-encrypted-counselor-7-qa', presence: 'presence-counselor-7-qa' }
 */
export function messagingChannelNames(
  user: Pick<SessionUser, 'user_type' | 'id' | 'counselor_id'>,
  config: Pick<SiteConfig, 'is_qa_server' | 'is_development_local'>,
): MessagingChannelNames | null {
  const suffix = channelSuffix(config);
  if (user.user_type === 'counselor' && isId(user.id)) {
    return {
      own: `private-encrypted-counselor-${user.id}${suffix}`,
      group: null,
      presence: `presence-counselor-${user.id}${suffix}`,
    };
  }
  if (user.user_type === 'client' && isId(user.id) && isId(user.counselor_id)) {
    return {
      own: `private-encrypted-client-${user.id}${suffix}`,
      group: `private-encrypted-counselor-${user.counselor_id}${suffix}`,
      presence: `presence-counselor-${user.counselor_id}${suffix}`,
    };
  }
  return null;
}

/**
 * Names of the messaging channels of one user; see {@link messagingChannelNames}.
 *
 * @example
 * const names: MessagingChannelNames = { own: 'private-encrypted-counselor-7', group: null, presence: 'presence-counselor-7' };
 */
export interface MessagingChannelNames {
  /** The user's own encrypted channel. */
  own: string;
  /** Clients: the encrypted channel of their counselor's group; counselors: null (their own is the group). */
  group: string | null;
  /** The presence channel of the counselor's group. */
  presence: string;
}

function isId(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
