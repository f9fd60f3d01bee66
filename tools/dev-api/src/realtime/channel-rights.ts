/**
 * Who may join and who may trigger on which Pusher channel, as a real backend decides it at
 * /api/pusher-user-authorization and /api/pusher-trigger, and whose online state a user watches
 * (the watchlist of /api/pusher-user-authentication). Fail closed: a name that is not one of the
 * shell's channels (spec 6, the table below) nor one the user's persona lists is refused, and so is
 * every channel for a logged-out visitor, a user type the rule does not name, or an id that is not
 * a whole number.
 *
 * | channel | name | may join | may trigger |
 * |---|---|---|---|
 * | a client's own | `private-encrypted-client-<client id><suffix>` | that client | that client |
 * | a counselor's group | `private-encrypted-counselor-group-<counselor id><suffix>` | the counselor and its clients | the counselor |
 * | a counselor's own | `private-encrypted-counselor-<counselor id><suffix>` | that counselor | that counselor |
 * | a product team's own | any other name, listed in the persona's `channels` | that persona | that persona |
 *
 * `<suffix>` is spec 9's environment suffix: none, `-qa` or `-local`. The clients of a counselor
 * share no channel but the group, where only the counselor triggers (and where, the channel being
 * encrypted, the Pusher server takes no client event): a client learns nothing of another client.
 * `presence-counselor-<id>`, the presence channel of earlier versions in which every client of a
 * counselor saw the others come and go, is refused to everyone. A counselor sees its clients online
 * through its watchlist instead ({@link watchlistOf}).
 */

/**
 * A user as the channel rules see it: the persona's session, and the channels of a product team's
 * own its persona lists (`channels`).
 *
 * @example
 * const user: ChannelUser = { id: 42, user_type: 'client', counselor_id: 7, channels: ['private-reports-42-local'] };
 */
export interface ChannelUser {
  id: number | string;
  user_type?: unknown;
  counselor_id?: unknown;
  /** Channels of a product team's own this user may join and trigger on (never a shell channel). */
  channels?: readonly string[] | undefined;
}

/** The three kinds of the shell's messaging channels (spec 6). */
export type ShellChannelKind = 'client' | 'counselor' | 'counselor-group';

/** A whole number as the shell writes it in a channel name: no sign, no leading zero, at most 15 digits. */
const ID = '(0|[1-9]\\d{0,14})';
/** Spec 9: no suffix in production, `-qa` on a QA server, `-local` on local development. */
const SUFFIX = '(?:-qa|-local)?';
const ID_ONLY = new RegExp(`^${ID}$`);

const SHELL_CHANNELS: ReadonlyArray<readonly [ShellChannelKind, RegExp]> = [
  ['client', new RegExp(`^private-encrypted-client-${ID}${SUFFIX}$`)],
  ['counselor-group', new RegExp(`^private-encrypted-counselor-group-${ID}${SUFFIX}$`)],
  ['counselor', new RegExp(`^private-encrypted-counselor-${ID}${SUFFIX}$`)],
];

/**
 * The name spaces of the shell's channels. A name in one of them is decided by the shell's rules
 * only (a lookalike such as `private-encrypted-counselor-7x` is refused to everyone), and a persona
 * cannot list it as a channel of its own. `presence-counselor-` stays reserved though no channel of
 * it is granted: a page of an earlier shell version still asks for one, and must not get in.
 */
const SHELL_PREFIXES = ['private-encrypted-client-', 'private-encrypted-counselor-', 'presence-counselor-'] as const;

/**
 * Which of the shell's channels a name is, and whose (the client's or the counselor's id), or null.
 *
 * @example
 * shellChannel('private-encrypted-counselor-group-7-local'); // { kind: 'counselor-group', id: '7' }
 * shellChannel('private-encrypted-counselor-7x'); // null
 */
export function shellChannel(name: string): { kind: ShellChannelKind; id: string } | null {
  for (const [kind, pattern] of SHELL_CHANNELS) {
    const match = pattern.exec(name);
    if (match?.[1] !== undefined) return { kind, id: match[1] };
  }
  return null;
}

/**
 * Whether a name lies in the shell's channel name spaces (decided by the shell's rules alone).
 *
 * @example
 * isShellChannelName('presence-counselor-7'); // true: refused to everyone
 * isShellChannelName('private-reports-42-local'); // false
 */
export function isShellChannelName(name: string): boolean {
  return SHELL_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** A user id as written in channel names, or null for anything that is not a whole number. */
function idOf(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  if (typeof value === 'string') return ID_ONLY.test(value) ? value : null;
  return null;
}

function isClient(user: ChannelUser, id: string): boolean {
  return user.user_type === 'client' && idOf(user.id) === id;
}

function isCounselor(user: ChannelUser, id: string): boolean {
  return user.user_type === 'counselor' && idOf(user.id) === id;
}

function isClientOf(user: ChannelUser, counselorId: string): boolean {
  return user.user_type === 'client' && idOf(user.id) !== null && idOf(user.counselor_id) === counselorId;
}

/**
 * Whether a user is signed in: a whole-number id and a user type, not a logged-out visitor's.
 *
 * @example
 * isSignedIn({ id: 42, user_type: 'client' }); // true
 * isSignedIn({ id: -1, user_type: 'logged_out_user' }); // false
 */
export function isSignedIn(user: ChannelUser): boolean {
  return idOf(user.id) !== null && typeof user.user_type === 'string' && user.user_type !== 'logged_out_user';
}

/** A channel of a product team's own that the user's persona lists (a signed-in user only). */
function isListed(channel: string, user: ChannelUser): boolean {
  if (isShellChannelName(channel) || !isSignedIn(user)) return false;
  return user.channels?.includes(channel) === true;
}

/**
 * Whether a user may join a channel (the answer of /api/pusher-user-authorization): see the table
 * at the top of this module.
 *
 * @example
 * mayJoin('private-encrypted-client-42-local', { id: 42, user_type: 'client', counselor_id: 7 }); // true
 * mayJoin('private-encrypted-counselor-7-local', { id: 42, user_type: 'client', counselor_id: 7 }); // false
 */
export function mayJoin(channel: string, user: ChannelUser): boolean {
  const shell = shellChannel(channel);
  if (!shell) return isListed(channel, user);
  switch (shell.kind) {
    case 'client':
      return isClient(user, shell.id);
    case 'counselor':
      return isCounselor(user, shell.id);
    case 'counselor-group':
      return isCounselor(user, shell.id) || isClientOf(user, shell.id);
    default:
      return shell.kind satisfies never;
  }
}

/**
 * Whether a user may send a server event on a channel through /api/pusher-trigger: the owner of
 * the channel only (a client on its own; a counselor on its own and its group), or a
 * channel of a product team's own that the user's persona lists. A client never triggers on its
 * counselor's channels: it would write into the counselor's own channel or to the other clients.
 *
 * @example
 * mayTrigger('private-encrypted-counselor-group-7-local', { id: 7, user_type: 'counselor' }); // true
 * mayTrigger('private-encrypted-counselor-group-7-local', { id: 42, user_type: 'client', counselor_id: 7 }); // false
 */
export function mayTrigger(channel: string, user: ChannelUser): boolean {
  const shell = shellChannel(channel);
  if (!shell) return isListed(channel, user);
  switch (shell.kind) {
    case 'client':
      return isClient(user, shell.id);
    case 'counselor':
    case 'counselor-group':
      return isCounselor(user, shell.id);
    default:
      return shell.kind satisfies never;
  }
}

/**
 * The watchlist of a user (Pusher user authentication): the ids whose online state the user is told,
 * as Pusher's watchlist events. A counselor watches its clients, the users among `users` who are
 * clients with that counselor's id as `counselor_id` (spec 6: a counselor "watches online/offline
 * status"); every other user watches nobody (undefined: no watchlist). Ids as written in channel
 * names, once each, in ascending order.
 *
 * @example
 * watchlistOf({ id: 7, user_type: 'counselor' }, [{ id: 43, user_type: 'client', counselor_id: 7 }, { id: 42, user_type: 'client', counselor_id: 7 }]); // ['42', '43']
 * watchlistOf({ id: 42, user_type: 'client', counselor_id: 7 }, users); // undefined
 */
export function watchlistOf(user: ChannelUser, users: Iterable<ChannelUser>): string[] | undefined {
  const counselorId = user.user_type === 'counselor' ? idOf(user.id) : null;
  if (counselorId === null) return undefined;
  const clients = new Set<string>();
  for (const other of users) {
    const id = idOf(other.id);
    if (id !== null && isClientOf(other, counselorId)) clients.add(id);
  }
  return [...clients].sort((a, b) => Number(a) - Number(b));
}
