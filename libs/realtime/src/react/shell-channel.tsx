// A page's channel on the shell's own Pusher connection. The shell opens its messaging channels in
// its header (useRealtime, in a lazily loaded part); the page is not inside that part, so the frame
// holds a small slot, above both, where useRealtime puts its channels while they run and from which
// useShellChannel reads them. Nothing here connects: a page only ever binds to what the shell opened.
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { MessagingChannels } from '../messaging-channels.ts';

/** The slot the frame shares: the shell's running messaging channels, or null. */
export interface SharedChannels {
  get(): MessagingChannels | null;
  /** Puts the shell's channels in the slot (null: they stopped). */
  set(channels: MessagingChannels | null): void;
  subscribe(listener: () => void): () => void;
}

/** Creates an empty slot. */
export function createSharedChannels(): SharedChannels {
  let current: MessagingChannels | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(channels) {
      if (channels === current) return;
      current = channels;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The frame's slot; null outside a {@link ShellRealtimeProvider} (tests, stories, other apps). */
export const SharedChannelsContext = createContext<SharedChannels | null>(null);

/**
 * Shares the real-time connection that {@link useRealtime} opens inside it with every component it
 * wraps, so that pages can listen with {@link useShellChannel} instead of connecting themselves.
 * It opens nothing. The shell's frame renders it around the header and the page.
 *
 * @example
 * <ShellRealtimeProvider><Header notifications={<ShellNotifications />} /><main>{page}</main></ShellRealtimeProvider>
 */
export function ShellRealtimeProvider({ children }: { children?: ReactNode }) {
  const [shared] = useState(createSharedChannels);
  return <SharedChannelsContext value={shared}>{children}</SharedChannelsContext>;
}

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
