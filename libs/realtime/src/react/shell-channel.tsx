// A page's channel on the shell's own Pusher connection. The shell opens its messaging channels in
// its header (useRealtime, in a lazily loaded part); the page is not inside that part, so the frame
// holds a small slot, above both, where useRealtime puts its channels while they run and from which
// useShellChannel (use-shell-channel.ts) reads them. Nothing here connects: a page only ever binds
// to what the shell opened. The hook is a module of its own: the frame's first load needs the slot,
// only a page that listens needs the hook.
import { createContext, useState, type ReactNode } from 'react';
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
