// Stand-ins for socket.io-client and pusher-js in the library's jsdom tests: they connect at once
// (on the next tick) and record what the code under test did with them.
import type { Socket } from 'socket.io-client';
import type { PusherClient, PusherConstructor } from '../messaging-channels.ts';
import type { SocketIoConnect } from '../notification-socket.ts';

/** A socket.io-client stand-in: connects on `connect()`, records what the hook does with it. */
export function fakeSocketIo() {
  const sockets: Array<{
    url: string | undefined;
    /** Delivers a server event to the handlers the code under test registered. */
    emit: (event: string, payload?: unknown) => void;
    /** What the code under test emitted to the server, in order. */
    sent: Array<{ event: string; payload: unknown }>;
    connected: boolean;
    disconnected: boolean;
  }> = [];
  const io: SocketIoConnect = (url) => {
    const handlers = new Map<string, Array<(payload?: unknown) => void>>();
    const record = {
      url,
      connected: false,
      disconnected: false,
      sent: [] as Array<{ event: string; payload: unknown }>,
      emit: (event: string, payload?: unknown) => handlers.get(event)?.forEach((handler) => handler(payload)),
    };
    sockets.push(record);
    const socket = {
      get connected() {
        return record.connected;
      },
      emit(event: string, payload?: unknown) {
        record.sent.push({ event, payload });
        return socket;
      },
      on(event: string, handler: (payload?: unknown) => void) {
        handlers.set(event, [...(handlers.get(event) ?? []), handler]);
        return socket;
      },
      connect() {
        setTimeout(() => {
          if (record.disconnected) return;
          record.connected = true;
          record.emit('connect');
        }, 0);
        return socket;
      },
      removeAllListeners() {
        handlers.clear();
        return socket;
      },
      disconnect() {
        record.disconnected = true;
        record.connected = false;
        return socket;
      },
    };
    return socket as unknown as Socket;
  };
  const load = jest.fn(async () => io);
  return { sockets, load };
}

/** What a fake pusher-js client recorded, and a way to deliver a server event to it. */
export interface FakePusherRecord {
  /** Every `subscribe` call, in order (a channel subscribed twice is there twice). */
  readonly subscribed: string[];
  disconnected: boolean;
  /** Delivers `data` to the listeners bound to `event` on `channel`. */
  emit(channel: string, event: string, data: unknown): void;
  /** How many listeners are bound to `event` on `channel`. */
  listeners(channel: string, event: string): number;
  /** How many times a listener was bound to `event` on `channel`, ever. */
  binds(channel: string, event: string): number;
  /** Delivers a watchlist event (`online` or `offline` of some user ids) to the signed-in user. */
  watchlist(name: 'online' | 'offline', userIds: string[]): void;
  /** Moves the connection to another state (`connected` happens by itself on the next tick). */
  connectionState(current: string): void;
}

/**
 * A pusher-js stand-in: each `new` is one connection (in `clients`), connected on the next tick;
 * channels keep their bound listeners, so events can be delivered.
 */
export function fakePusher() {
  const clients: FakePusherRecord[] = [];
  class FakePusher implements PusherClient {
    readonly record: FakePusherRecord;
    readonly channels = new Map<string, ReturnType<PusherClient['subscribe']>>();
    readonly bound = new Map<string, Map<string, Set<(data: unknown) => void>>>();
    readonly bindCount = new Map<string, number>();
    readonly stateListeners: Array<(states: { previous: string; current: string }) => void> = [];
    readonly watchlistListeners = new Map<string, Array<(event: { name: string; user_ids: string[] }) => void>>();
    readonly connection = {
      bind: (_event: 'state_change', callback: (states: { previous: string; current: string }) => void) => {
        this.stateListeners.push(callback);
        setTimeout(() => {
          if (!this.record.disconnected) callback({ previous: 'connecting', current: 'connected' });
        }, 0);
      },
    };
    readonly user = {
      watchlist: {
        bind: (event: string, callback: (event: { name: string; user_ids: string[] }) => void) => {
          this.watchlistListeners.set(event, [...(this.watchlistListeners.get(event) ?? []), callback]);
        },
      },
    };
    constructor() {
      this.record = {
        subscribed: [],
        disconnected: false,
        emit: (channel, event, data) =>
          this.bound
            .get(channel)
            ?.get(event)
            ?.forEach((listener) => listener(data)),
        listeners: (channel, event) => this.bound.get(channel)?.get(event)?.size ?? 0,
        binds: (channel, event) => this.bindCount.get(`${channel} ${event}`) ?? 0,
        watchlist: (name, userIds) =>
          this.watchlistListeners.get(name)?.forEach((listener) => listener({ name, user_ids: userIds })),
        connectionState: (current) =>
          this.stateListeners.forEach((listener) => listener({ previous: 'connected', current })),
      };
      clients.push(this.record);
    }
    subscribe(name: string) {
      this.record.subscribed.push(name);
      const events = this.bound.get(name) ?? new Map<string, Set<(data: unknown) => void>>();
      this.bound.set(name, events);
      const channel = {
        bind: (event: string, listener: (data: unknown) => void) => {
          events.set(event, (events.get(event) ?? new Set()).add(listener));
          this.bindCount.set(`${name} ${event}`, (this.bindCount.get(`${name} ${event}`) ?? 0) + 1);
          return channel;
        },
        unbind: (event: string, listener: (data: unknown) => void) => {
          events.get(event)?.delete(listener);
          return channel;
        },
      } as unknown as ReturnType<PusherClient['subscribe']>;
      this.channels.set(name, channel);
      return channel;
    }
    channel(name: string) {
      return this.channels.get(name);
    }
    signin() {
      return undefined;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const load = jest.fn(async () => FakePusher as unknown as PusherConstructor);
  return { clients, load };
}
