import type { Channel, Options } from 'pusher-js/with-encryption/index.js';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionUser, SiteConfig } from '@therapy-shell/core';
import { isIgnorable, silentReporter, type ErrorReporter } from '@therapy-shell/request';
import { messagingChannelNames, subscribedChannels, type MessagingChannelNames } from './channel-names.ts';
import { createConnectionStore, type ConnectionStore } from './connection-store.ts';
import { PUSHER_AUTHENTICATION_PATH, PUSHER_AUTHORIZATION_PATH, PUSHER_TRIGGER_PATH } from './constants.ts';
import { realtimePost, type RealtimeHttpOptions } from './realtime-http.ts';
import { SubscriptionError } from './subscription-error.ts';

/**
 * What the channels use of a pusher-js client.
 *
 * @example
 * const client: PusherClient = new Pusher('key', { cluster: 'eu' });
 */
export interface PusherClient {
  readonly connection: {
    bind(event: 'state_change', callback: (states: { previous: string; current: string }) => void): unknown;
  };
  /** The signed-in user: its watchlist events tell whom of those it watches came online or went offline. */
  readonly user: {
    readonly watchlist: {
      bind(event: 'online' | 'offline', callback: (event: WatchlistEvent) => void): unknown;
    };
  };
  subscribe(channel: string): Channel;
  channel(channel: string): Channel | undefined;
  signin(): void;
  disconnect(): void;
}

/**
 * The pusher-js constructor, as {@link MessagingChannelsOptions.loadPusher} returns it.
 *
 * @example
 * const load = async (): Promise<PusherConstructor> => (await import('pusher-js')).default;
 */
export type PusherConstructor = new (key: string, options: Options) => PusherClient;

/**
 * The constructor of a loaded module: ESM default, CommonJS `module.exports`, or both wrapped.
 * `default` is followed as far as it goes, because a bundler's namespace of a CommonJS module can
 * itself be a function (Turbopack's is callable, but cannot be called with `new`).
 */
export function pusherConstructor(module: unknown): PusherConstructor {
  let value = module;
  for (let depth = 0; depth < 3; depth += 1) {
    const inner =
      typeof value === 'function' || (typeof value === 'object' && value !== null)
        ? (value as { default?: unknown }).default
        : undefined;
    if (typeof inner !== 'function' && (typeof inner !== 'object' || inner === null)) break;
    value = inner;
  }
  if (typeof value !== 'function') throw new TypeError('pusher-js did not load: no constructor in the module');
  return value as PusherConstructor;
}

/**
 * A Pusher watchlist event: users the signed-in user watches came online or went offline.
 *
 * @example
 * const event: WatchlistEvent = { name: 'online', user_ids: ['42'] };
 */
export interface WatchlistEvent {
  name: string;
  user_ids: readonly string[];
}

/**
 * Who of the users this user watches is online: a counselor's clients (the watchlist the backend
 * signs into its Pusher sign-in). Empty for everyone else, and while disconnected.
 *
 * @example
 * const online = channels.presence.getState().online; // ['42', '43']
 */
export interface PresenceState {
  /** Ids of the watched users online now, in ascending order. */
  online: readonly string[];
}

/**
 * Options of {@link createMessagingChannels}.
 *
 * @example
 * const options: MessagingChannelsOptions = { user: session, config, reporter, csrfToken: session.csrf_token };
 */
export interface MessagingChannelsOptions extends RealtimeHttpOptions {
  /** The signed-in user: decides the channels (spec 6). */
  user: Pick<SessionUser, 'user_type' | 'id' | 'counselor_id'>;
  /** Site config: `socket` settings and the environment flags of the channel suffix. */
  config: Pick<SiteConfig, 'socket' | 'is_qa_server' | 'is_development_local'>;
  /** Receives subscription failures (warnings) and failed triggers (errors); silent by default. */
  reporter?: ErrorReporter | undefined;
  /**
   * Loads pusher-js; defaults to a dynamic import of its encrypted-channel browser build, so it
   * is loaded only when a channel is needed. In Node pass the Node build (`import('pusher-js')`).
   */
  loadPusher?: (() => Promise<PusherConstructor>) | undefined;
}

/**
 * Pusher channels of one signed-in user (spec 6): created idle, connected by the first
 * subscription.
 *
 * @example
 * const channels = createMessagingChannels({ user: session, config, reporter });
 * await channels.start();
 * const off = channels.listen(`private-encrypted-client-${session.id}`, 'new_message', (data) => console.log(data));
 */
export interface MessagingChannels {
  /** The user's channel names, or null for a user without channels. */
  readonly names: MessagingChannelNames | null;
  /** Connected or disconnected. */
  readonly state: ConnectionStore;
  /** Who of the users this user watches is online (a counselor: its clients), from the watchlist events. */
  readonly presence: StoreApi<PresenceState>;
  /**
   * Loads pusher-js, connects, signs the user in (which is what makes it online, and what tells a
   * counselor its clients' state) and subscribes to the user's channels (spec 6).
   */
  start(): Promise<void>;
  /**
   * Calls `listener` with each `event` on `channel`, subscribing (and connecting) if needed.
   * Any channel name works, so a product team can listen on a channel of its own.
   * Returns a function that stops listening.
   */
  listen<T = unknown>(channel: string, event: string, listener: (data: T) => void): () => void;
  /** Sends a client event (`client-<event>`) on a private or presence channel this user joined. */
  whisper(channel: string, event: string, data: unknown): Promise<boolean>;
  /** Asks the backend to send a server event (POST /api/pusher-trigger); false (reported) on failure. */
  trigger(channel: string, event: string, data: unknown): Promise<boolean>;
  /** Unsubscribes everything and disconnects. */
  stop(): void;
}

const loadEncryptedPusher = async (): Promise<PusherConstructor> =>
  pusherConstructor(await import('pusher-js/with-encryption/index.js'));

function subscriptionDetails(value: unknown): { type: string; status: number; error: string } {
  const v = (typeof value === 'object' && value !== null ? value : {}) as {
    type?: unknown;
    status?: unknown;
    error?: unknown;
  };
  const error =
    v.error instanceof Error
      ? v.error.message
      : typeof v.error === 'string'
        ? v.error
        : JSON.stringify(v.error ?? null);
  return {
    type: typeof v.type === 'string' ? v.type : 'Unknown',
    status: typeof v.status === 'number' ? v.status : 0,
    error,
  };
}

/**
 * Creates the messaging channels of a user. Nothing is loaded or connected until `start()` or the
 * first `listen()`. Auth goes through /api/pusher-user-authentication and
 * /api/pusher-user-authorization with the CSRF token (spec 7.2); a failed subscription is reported
 * as a warning with type, status and error (spec 8.2).
 *
 * @example
 * const channels = createMessagingChannels({ user: session, config, reporter, csrfToken: session.csrf_token });
 * await channels.start();
 * channels.presence.subscribe(({ online }) => setOnline(online));
 */
export function createMessagingChannels(options: MessagingChannelsOptions): MessagingChannels {
  const names = messagingChannelNames(options.user, options.config);
  const state = createConnectionStore();
  const presence = createStore<PresenceState>(() => ({ online: [] }));
  const reporter = options.reporter ?? silentReporter;
  const post = realtimePost(options);
  let pusher: Promise<PusherClient> | undefined;
  let generation = 0;
  const subscribed = new Set<string>();
  /** Status of the last failed authorization per channel: pusher-js passes on only the message. */
  const authStatus = new Map<string, number>();

  function authorize<T>(
    path: string,
    params: Record<string, string>,
    callback: (error: Error | null, data: T | null) => void,
  ): void {
    post(path, params).then(
      (answer) => callback(null, answer as T),
      (error: unknown) => {
        const status = (error as { status?: unknown } | null)?.status;
        if (params['channel_name'] && typeof status === 'number') authStatus.set(params['channel_name'], status);
        callback(error instanceof Error ? error : new Error(String(error)), null);
      },
    );
  }

  function connect(): Promise<PusherClient> {
    if (pusher) return pusher;
    const mine = generation;
    pusher = (options.loadPusher ?? loadEncryptedPusher)().then((PusherClass) => {
      if (mine !== generation) throw new Error('Messaging channels were stopped');
      const socket = options.config.socket;
      if (!socket?.api_key)
        throw new TypeError('The site config has no socket.api_key: messaging channels cannot connect');
      const settings: Options = {
        cluster: socket.cluster,
        forceTLS: socket.force_tls ?? true,
        disableStats: true,
        enabledTransports: ['ws', 'wss'],
        ...(socket.ws_host ? { wsHost: socket.ws_host } : {}),
        ...(socket.ws_port ? { wsPort: socket.ws_port, wssPort: socket.ws_port } : {}),
        channelAuthorization: {
          customHandler: ({ socketId, channelName }, callback) =>
            authorize(PUSHER_AUTHORIZATION_PATH, { socket_id: socketId, channel_name: channelName }, callback),
        },
        userAuthentication: {
          customHandler: ({ socketId }, callback) =>
            authorize(PUSHER_AUTHENTICATION_PATH, { socket_id: socketId }, callback),
        },
      };
      const client = new PusherClass(socket.api_key, settings);
      client.connection.bind('state_change', ({ current }) => {
        state.setState({ status: current === 'connected' ? 'connected' : 'disconnected' });
        // Unknown while disconnected; the next sign-in brings the state of each watched user again.
        if (current !== 'connected') presence.setState({ online: [] });
      });
      watchOnline(client);
      return client;
    });
    pusher.catch((error: unknown) => {
      if (mine === generation)
        reporter.report(error, { level: 'error', message: 'Failed to start the messaging channels' });
    });
    return pusher;
  }

  function channelOf(client: PusherClient, name: string): Channel {
    const existing = client.channel(name);
    if (existing && subscribed.has(name)) return existing;
    subscribed.add(name);
    const channel = client.subscribe(name);
    channel.bind('pusher:subscription_error', (status: unknown) => {
      const details = subscriptionDetails(status);
      if (details.status === 0) details.status = authStatus.get(name) ?? 0;
      reporter.report(new SubscriptionError(name, details), {
        level: 'warning',
        extra: { channel: name, type: details.type, status: details.status, error: details.error },
      });
    });
    return channel;
  }

  /**
   * Whom the user watches comes online or goes offline (spec 6: a counselor watches its clients).
   * The backend decides whom: the watchlist it signs into the user's sign-in, a counselor's clients.
   * None of this goes through a channel: a client hears nothing of its counselor's other clients.
   */
  function watchOnline(client: PusherClient): void {
    const change = (online: boolean) => (event: WatchlistEvent) =>
      presence.setState((current) => {
        const ids = new Set(current.online);
        for (const id of event.user_ids) {
          if (online) ids.add(id);
          else ids.delete(id);
        }
        return { online: [...ids].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })) };
      });
    client.user.watchlist.bind('online', change(true));
    client.user.watchlist.bind('offline', change(false));
  }

  return {
    names,
    state,
    presence,
    async start() {
      if (!names) return;
      const client = await connect();
      client.signin();
      for (const name of subscribedChannels(options.user.user_type, names)) channelOf(client, name);
    },
    listen<T>(channel: string, event: string, listener: (data: T) => void) {
      let active = true;
      let unbind = () => undefined as void;
      void connect()
        .then((client) => {
          if (!active) return;
          const handler = (data: T) => listener(data);
          const target = channelOf(client, channel);
          target.bind(event, handler);
          unbind = () => void target.unbind(event, handler);
        })
        .catch(() => undefined);
      return () => {
        active = false;
        unbind();
      };
    },
    async whisper(channel, event, data) {
      const client = await connect();
      return client.channel(channel)?.trigger(`client-${event}`, data) ?? false;
    },
    async trigger(channel, event, data) {
      try {
        await post(PUSHER_TRIGGER_PATH, { channel, event, data: JSON.stringify(data) });
        return true;
      } catch (error) {
        if (!isIgnorable(error))
          reporter.report(error, { level: 'error', message: 'Failed to trigger a channel event' });
        return false;
      }
    },
    stop() {
      generation += 1;
      const current = pusher;
      pusher = undefined;
      subscribed.clear();
      presence.setState({ online: [] });
      state.setState({ status: 'disconnected', reconnectAttempt: 0 });
      void current?.then((client) => client.disconnect()).catch(() => undefined);
    },
  };
}
