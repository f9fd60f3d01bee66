// A page's channel on the shell's own real-time connection (the slot of shell-channel.tsx): in a
// module of its own, so that only the pages that listen load it.
import { useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { SharedChannelsContext } from './shell-channel.tsx';

/**
 * The shell's real-time connection as a page sees it:
 * - `'unavailable'`: the shell has no connection the page can use, so nothing is subscribed and the
 *   handler is never called. That is the case for logged-out visitors and users without channels,
 *   on pages where the rules keep real time off, without Pusher settings in the site config, during
 *   server rendering, outside the shell, and until the shell has connected after hydration.
 * - `'connecting'`: the page listens; the shell's connection is being opened or re-opened.
 * - `'connected'`: the page listens over the shell's open connection.
 *
 * @example
 * const status: ShellChannelStatus = 'connected';
 */
export type ShellChannelStatus = 'unavailable' | 'connecting' | 'connected';

/**
 * What {@link useShellChannel} returns.
 *
 * @example
 * const { status } = useShellChannel(channel, 'report_ready', onReport);
 */
export interface ShellChannelState {
  /** Whether the page listens, and over what; see {@link ShellChannelStatus}. */
  status: ShellChannelStatus;
}

const noSubscription = () => () => undefined;

/**
 * Calls `onEvent` with each `event` on `channel`, over the shell's own real-time connection: it
 * never opens a connection of its own. Subscribes when the shell's connection is there (after
 * hydration), unsubscribes on unmount, and moves when `channel` or `event` change; a new `onEvent`
 * is used from the next event on, without subscribing again. `channel` null listens to nothing.
 * Private and presence channels are authorised by the backend (/api/pusher-user-authorization);
 * a refused subscription is reported by the shell as a warning.
 *
 * @example
 * const { status } = useShellChannel<{ id: number }>(`private-reports-${userId}${channelSuffix(config)}`, 'report_ready', (report) => setReports((list) => [...list, report]));
 */
export function useShellChannel<T = unknown>(
  channel: string | null,
  event: string,
  onEvent: (data: T) => void,
): ShellChannelState {
  const shared = useContext(SharedChannelsContext);
  const channels = useSyncExternalStore(
    shared ? shared.subscribe : noSubscription,
    () => shared?.get() ?? null,
    () => null,
  );
  const connected = useSyncExternalStore(
    channels ? channels.state.subscribe : noSubscription,
    () => channels?.state.getState().status === 'connected',
    () => false,
  );
  // The latest handler, read when an event arrives: a new function each render must not resubscribe.
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    if (!channels || channel === null) return undefined;
    return channels.listen<T>(channel, event, (data) => handler.current(data));
  }, [channels, channel, event]);

  return { status: channels === null ? 'unavailable' : connected ? 'connected' : 'connecting' };
}
