/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReportContext } from '@therapy-shell/request';
import type { Notification } from '../notification.ts';
import { postNotification, type SendNotificationInput } from '../send-notification.ts';
import { fakePusher, fakeSocketIo } from '../testing/fake-clients.ts';
import { useRealtimeWith, type RealtimeInternals, type UseRealtimeOptions } from './use-realtime.ts';

type Options = UseRealtimeOptions & RealtimeInternals;

const client = { user_type: 'client', id: 42, stage: 'paying', counselor_id: 7 } as const;
const visitor = { user_type: 'logged_out_user', id: -1 } as const;
const config = {
  socket: { api_key: 'dev-key', cluster: 'dev', ws_host: '127.0.0.1', ws_port: 4000, force_tls: false },
  is_development_local: true,
};

function options(overrides: Partial<Options> = {}) {
  const io = fakeSocketIo();
  const pusher = fakePusher();
  const base: Options = {
    user: client,
    config,
    template: 'Dashboard',
    csrfToken: 'csrf',
    loadClient: io.load,
    loadPusher: pusher.load,
    ...overrides,
  };
  return { io, pusher, base };
}

describe('useRealtime', () => {
  it('opens nothing for a logged-out visitor', async () => {
    const { io, pusher, base } = options({ user: visitor });
    const { result } = renderHook(() => useRealtimeWith(base));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.active).toBe(false);
    expect(io.load).not.toHaveBeenCalled();
    expect(pusher.load).not.toHaveBeenCalled();
  });

  it.each(['CreateANewPin', 'TwoFactorAuth'])('opens nothing on %s', async (template) => {
    const { io, pusher, base } = options({ template });
    renderHook(() => useRealtimeWith(base));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(io.load).not.toHaveBeenCalled();
    expect(pusher.load).not.toHaveBeenCalled();
  });

  it('connects a client after hydration: socket at the config socket host, its two channels', async () => {
    const { io, pusher, base } = options();
    const { result } = renderHook(() => useRealtimeWith(base));
    expect(io.load).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.connection.status).toBe('connected'));
    expect(io.sockets[0]?.url).toBe('http://127.0.0.1:4000');
    await waitFor(() =>
      expect(pusher.clients[0]?.subscribed).toEqual([
        'private-encrypted-client-42-local',
        'private-encrypted-counselor-group-7-local',
      ]),
    );
  });

  it("subscribes a counselor to its own channel only, never to its group's nor a presence channel", async () => {
    const { pusher, base } = options({ user: { user_type: 'counselor', id: 7 }, template: 'CounselorDashboardPage' });
    renderHook(() => useRealtimeWith(base));
    await waitFor(() => expect(pusher.clients[0]?.subscribed).toEqual(['private-encrypted-counselor-7-local']));
  });

  it('puts each send_notification in the inbox, then hands it to onNotification', async () => {
    const received: Notification[] = [];
    const { io, base } = options({ onNotification: (n) => received.push(n) });
    const { result } = renderHook(() => useRealtimeWith(base));
    await waitFor(() => expect(result.current.connection.status).toBe('connected'));
    act(() =>
      io.sockets[0]?.emit('send_notification', { notification_type: 'new_message', notification_data: 'Hello' }),
    );
    expect(result.current.inbox.unread).toBe(1);
    expect(result.current.inbox.items[0]?.notification.notification_data).toBe('Hello');
    expect(received).toEqual([{ notification_type: 'new_message', notification_data: 'Hello' }]);
    act(() => result.current.markAllRead());
    expect(result.current.inbox.unread).toBe(0);
  });

  it('tears everything down on pagehide and connects again when the page comes back from the cache', async () => {
    const { io, pusher, base } = options();
    const { result } = renderHook(() => useRealtimeWith(base));
    await waitFor(() => expect(result.current.connection.status).toBe('connected'));
    await waitFor(() => expect(pusher.clients).toHaveLength(1));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(io.sockets[0]?.disconnected).toBe(true);
    await waitFor(() => expect(pusher.clients[0]?.disconnected).toBe(true));
    expect(result.current.connection.status).toBe('disconnected');
    const pageshow = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(pageshow, 'persisted', { value: true });
    act(() => void window.dispatchEvent(pageshow));
    await waitFor(() => expect(result.current.connection.status).toBe('connected'));
    expect(io.sockets).toHaveLength(2);
  });

  it('tears everything down on logout and on unmount', async () => {
    const { io, pusher, base } = options();
    const { result, rerender, unmount } = renderHook((props: Options) => useRealtimeWith(props), {
      initialProps: base,
    });
    await waitFor(() => expect(result.current.connection.status).toBe('connected'));
    await waitFor(() => expect(pusher.clients).toHaveLength(1));
    rerender({ ...base, user: visitor });
    expect(io.sockets[0]?.disconnected).toBe(true);
    await waitFor(() => expect(pusher.clients[0]?.disconnected).toBe(true));
    expect(result.current.active).toBe(false);
    expect(result.current.connection.status).toBe('disconnected');

    rerender(base);
    await waitFor(() => expect(result.current.connection.status).toBe('connected'));
    unmount();
    expect(io.sockets[1]?.disconnected).toBe(true);
  });

  it('moves to an excluded template: the connection stops', async () => {
    const { io, base } = options();
    const { result, rerender } = renderHook((props: Options) => useRealtimeWith(props), { initialProps: base });
    await waitFor(() => expect(result.current.connection.status).toBe('connected'));
    rerender({ ...base, template: 'TwoFactorAuth' });
    expect(io.sockets[0]?.disconnected).toBe(true);
  });

  it('reports through the latest reporter it was given', async () => {
    const reports: Array<{ error: unknown; context: ReportContext }> = [];
    const { base } = options({
      config: { socket: undefined },
      reporter: { report: (error, context) => void reports.push({ error, context }) },
    });
    renderHook(() => useRealtimeWith(base));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.context.message).toBe('Failed to start the messaging channels');
  });
});

describe("sendNotification on the shell's socket (spec 7.2)", () => {
  const input: SendNotificationInput = {
    send_to_self: true,
    notification_type: 'new_message',
    notification_data: 'Hello',
    account_id: 7,
  };
  const own = { notification_type: 'new_message', notification_data: 'Hello', to: 'self' };
  const partner = { notification_type: 'new_message', notification_data: 'Hello', to: 'partner' };
  const answering = (answer: unknown) => jest.fn(async () => answer);

  it('emits each payload of the answer as send_notification on the connection useRealtime opened', async () => {
    const { io, base } = options();
    const { result, unmount } = renderHook(() => useRealtimeWith(base));
    await waitFor(() => expect(result.current.connection.status).toBe('connected'));
    const post = answering({ socket_notification: own, socket_notification_partner: partner });
    const answer = await postNotification(input, { post });
    expect(post).toHaveBeenCalledWith('/api/socketnotification', { ...input, action: 'generate_token' });
    expect(answer).toEqual({ socket_notification: own, socket_notification_partner: partner });
    expect(io.sockets[0]?.sent).toEqual([
      { event: 'send_notification', payload: own },
      { event: 'send_notification', payload: partner },
    ]);
    unmount();
  });

  it('does not emit a null payload', async () => {
    const { io, base } = options();
    const { result, unmount } = renderHook(() => useRealtimeWith(base));
    await waitFor(() => expect(result.current.connection.status).toBe('connected'));
    await postNotification(input, {
      post: answering({ socket_notification: null, socket_notification_partner: partner }),
    });
    await postNotification(input, { post: answering({ socket_notification: own, socket_notification_partner: null }) });
    await postNotification(input, { post: answering({ socket_notification: null }) });
    expect(io.sockets[0]?.sent).toEqual([
      { event: 'send_notification', payload: partner },
      { event: 'send_notification', payload: own },
    ]);
    unmount();
  });

  it('emits nothing for a failed POST', async () => {
    const { io, base } = options();
    const { result, unmount } = renderHook(() => useRealtimeWith(base));
    await waitFor(() => expect(result.current.connection.status).toBe('connected'));
    expect(await postNotification(input, { post: () => Promise.reject(new TypeError('down')) })).toBeNull();
    expect(io.sockets[0]?.sent).toEqual([]);
    unmount();
  });

  it('without a connection emits nothing and still resolves with the answer, reporting nothing', async () => {
    const reports: unknown[] = [];
    const reporter = { report: (error: unknown) => void reports.push(error) };
    const answer = { socket_notification: own, socket_notification_partner: partner };
    // No shell at all.
    expect(await postNotification(input, { post: answering(answer), reporter })).toEqual(answer);

    // A logged-out visitor: the shell opens nothing.
    const visitorHook = options({ user: visitor });
    const loggedOut = renderHook(() => useRealtimeWith(visitorHook.base));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await postNotification(input, { post: answering(answer), reporter })).toEqual(answer);
    expect(visitorHook.io.load).not.toHaveBeenCalled();
    loggedOut.unmount();

    // After the shell stopped (unmount).
    const { io, base } = options();
    const { result, unmount } = renderHook(() => useRealtimeWith(base));
    await waitFor(() => expect(result.current.connection.status).toBe('connected'));
    unmount();
    await postNotification(input, { post: answering(answer), reporter });
    expect(io.sockets[0]?.sent).toEqual([]);
    expect(reports).toEqual([]);
  });
});
