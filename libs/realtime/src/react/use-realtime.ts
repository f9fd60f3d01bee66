import { useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { whenIdle, type SessionUser, type SiteConfig } from '@therapy-shell/core';
import { silentReporter, type ErrorReporter } from '@therapy-shell/request';
import type { BackoffOptions } from '../backoff.ts';
import { createConnectionStore, type ConnectionState, type ConnectionStore } from '../connection-store.ts';
import type { PusherConstructor } from '../messaging-channels.ts';
import { createNotificationInbox, type InboxState, type NotificationInbox } from '../notification-inbox.ts';
import type { Notification } from '../notification.ts';
import type { SocketIoConnect } from '../notification-socket.ts';
import { shouldConnect } from '../should-connect.ts';
import { shellSocket } from '../shell-socket.ts';
import { notificationSocketUrl } from '../socket-url.ts';
import { SharedChannelsContext } from './shell-channel.tsx';

/**
 * Options of {@link useRealtime}: who the user is, where the page is, and what to do with a
 * notification. Read on every render; the connection restarts only when who or where changes.
 *
 * @example
 * const options: UseRealtimeOptions = { user: session, config, template: 'Dashboard', csrfToken: session.csrf_token, reporter, onNotification: (n) => toast.show({ title: n.notification_type }) };
 */
export interface UseRealtimeOptions {
  /** The session user: decides whether anything connects (spec 4.6) and which channels (spec 6). */
  user: Pick<SessionUser, 'user_type' | 'id' | 'stage' | 'counselor_id' | 'is_test_counselor'>;
  /** Site config: the management-site flag, `socket` settings and the channel suffix flags. */
  config: Pick<SiteConfig, 'socket' | 'is_manage' | 'is_qa_server' | 'is_development_local'>;
  /** Template of the current page: none connects on CreateANewPin and TwoFactorAuth. */
  template: string;
  /** CSRF token of the real-time calls (spec 7.1). */
  csrfToken?: string | undefined;
  /** Receives token failures, the give-up error and subscription warnings (spec 8.2). */
  reporter?: ErrorReporter | undefined;
  /** Called with each `send_notification` after it went into the inbox (the shell shows a toast). */
  onNotification?: ((notification: Notification) => void) | undefined;
}

/** What the library's own tests replace: where the socket is, how fast it retries, the SDKs. */
export interface RealtimeInternals {
  /** Origin of the socket.io server; by default {@link notificationSocketUrl} of the config. */
  socketUrl?: string | undefined;
  /** Backoff between reconnect attempts (tests shorten it). */
  backoff?: BackoffOptions | undefined;
  /** Loads socket.io-client (tests inject one); a dynamic import by default. */
  loadClient?: (() => Promise<SocketIoConnect>) | undefined;
  /** Loads pusher-js (tests inject one); a dynamic import of the encrypted-channel build by default. */
  loadPusher?: (() => Promise<PusherConstructor>) | undefined;
}

/**
 * What {@link useRealtime} gives the shell: whether the rules started a connection, the socket's
 * connection state and the session's notifications. Pages listen on the messaging channels with
 * {@link useShellChannel}.
 *
 * @example
 * const { active, connection, inbox, markAllRead } = useRealtime(options);
 */
export interface RealtimeSession {
  /** The start rules of spec 4.6 hold: the connection runs (or is starting) after hydration. */
  active: boolean;
  /** The notification socket's state; disconnected while inactive. */
  connection: ConnectionState;
  /** Notifications received in this session, newest first, and the unread count. */
  inbox: InboxState;
  /** Marks every notification read (the notification list opened). */
  markAllRead: () => void;
}

/**
 * The real-time connections of a page (spec 4.6, 6), opened once by the shell: after hydration,
 * once the page is idle, and only when the start rules hold (a counselor, or a client in trial,
 * paying or quit; never on CreateANewPin and TwoFactorAuth), it starts the notification socket and
 * the messaging channels (socket.io-client and pusher-js are loaded then, by dynamic import, never
 * before). Each `send_notification` goes into the inbox and then to `onNotification`; while the
 * socket runs, `sendNotification` emits its answers on it. Everything is torn down when the rules
 * stop holding (logout, an excluded template), on `pagehide` and on unmount; a page restored from
 * the back-forward cache connects again. Inside a
 * {@link ShellRealtimeProvider} the running messaging channels are shared with the pages there
 * ({@link useShellChannel}).
 *
 * @example
 * const realtime = useRealtime({ user: session, config, template, csrfToken: session.csrf_token, reporter, onNotification: (n) => toast.show({ title: n.notification_type }) });
 * <NotificationCenter unread={realtime.inbox.unread} items={items} connection={realtime.connection.status} onOpen={realtime.markAllRead} t={t} />;
 */
export function useRealtime(options: UseRealtimeOptions): RealtimeSession {
  return useRealtimeWith(options);
}

// During server rendering no effect runs, so nothing is ever added to the stores nor subscribed to
// them: every server render shares one pair that stays as created, instead of making a pair per
// page. The browser makes its own pair when it hydrates.
let serverStores: { inbox: NotificationInbox; connection: ConnectionStore } | undefined;
function serverStoresOnce() {
  serverStores ??= { inbox: createNotificationInbox(), connection: createConnectionStore() };
  return serverStores;
}
const serverInbox = () => serverStoresOnce().inbox;
const serverConnection = () => serverStoresOnce().connection;

/**
 * {@link useRealtime} with the internals the library's tests replace.
 *
 * @example
 * renderHook(() => useRealtimeWith({ ...options, loadClient: fakeIo, loadPusher: fakePusher }));
 */
export function useRealtimeWith(options: UseRealtimeOptions & RealtimeInternals): RealtimeSession {
  const latest = useRef(options);
  latest.current = options;
  const server = typeof window === 'undefined';
  const [inbox] = useState(server ? serverInbox : createNotificationInbox);
  const [connection] = useState(server ? serverConnection : createConnectionStore);
  const shared = useContext(SharedChannelsContext);

  const { user, config, template, csrfToken } = options;
  const active = shouldConnect({ user, isManage: config.is_manage === true, template });
  // Who and where: a change of any of these restarts the connections; other options are read live.
  // Only the effect reads it, and effects do not run on the server: no key there.
  const key =
    active && !server
      ? JSON.stringify([
          user.user_type,
          user.id,
          user.counselor_id,
          csrfToken,
          options.socketUrl ?? notificationSocketUrl(config),
          config.socket,
          config.is_qa_server,
          config.is_development_local,
        ])
      : null;

  useEffect(() => {
    if (key === null) return undefined;
    const current = latest.current;
    const reporter: ErrorReporter = {
      report: (error, context) => (latest.current.reporter ?? silentReporter).report(error, context),
    };
    const http = { csrfToken: () => latest.current.csrfToken };
    let disposed = false;
    let wanted = true; // false from pagehide until the page is shown again from the back-forward cache
    let session: { start(): void; stop(): void; dispose(): void } | undefined;

    // The clients are a chunk of their own, imported only now (and their SDKs only when they start).
    const connect = async () => {
      const { createNotificationSocket, createMessagingChannels } = await import('../connections.ts');
      if (disposed) return;
      const socket = createNotificationSocket({
        user: current.user,
        url: current.socketUrl ?? notificationSocketUrl(current.config),
        reporter,
        ...http,
        backoff: current.backoff,
        loadClient: current.loadClient,
      });
      const messaging = createMessagingChannels({
        user: current.user,
        config: current.config,
        reporter,
        ...http,
        loadPusher: current.loadPusher,
      });
      const offNotification = socket.onNotification((notification) => {
        inbox.add(notification);
        latest.current.onNotification?.(notification);
      });
      const offState = socket.state.subscribe((state) => connection.setState(state));
      let running = false;
      const start = () => {
        if (running) return;
        running = true;
        void socket.start();
        // sendNotification emits the answer of POST /api/socketnotification on this socket (spec 7.2).
        shellSocket.set(socket);
        // Failures are reported by the channels themselves (a missing socket.api_key, a failed load):
        // the pages' hooks then see no connection, rather than one that never comes.
        messaging.start().then(
          () => {
            if (running) shared?.set(messaging);
          },
          () => undefined,
        );
      };
      const stop = () => {
        if (!running) return;
        running = false;
        shellSocket.clear(socket);
        if (shared?.get() === messaging) shared.set(null);
        socket.stop();
        messaging.stop();
      };
      session = {
        start,
        stop,
        dispose: () => {
          stop();
          offNotification();
          offState();
        },
      };
      if (wanted) start();
    };
    // The timeout bounds the wait on a busy page: the connection still starts within 2 s.
    const cancelIdle = whenIdle(() => {
      connect().catch((error: unknown) =>
        reporter.report(error, { level: 'error', message: 'Failed to load the real-time connections' }),
      );
    }, 2000);
    const onPageHide = () => {
      wanted = false;
      session?.stop();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      wanted = true;
      session?.start();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      disposed = true;
      cancelIdle();
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      session?.dispose();
      connection.setState({ status: 'disconnected', reconnectAttempt: 0, gaveUp: false });
    };
  }, [key, inbox, connection, shared]);

  const connectionState = useSyncExternalStore(connection.subscribe, connection.getState, connection.getState);
  const inboxState = useSyncExternalStore(inbox.subscribe, inbox.getState, inbox.getState);
  return { active, connection: connectionState, inbox: inboxState, markAllRead: inbox.markAllRead };
}
