/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { fakePusher, fakeSocketIo } from '../testing/fake-clients.ts';
import { useRealtimeWith, type RealtimeSession } from './use-realtime.ts';

// Server rendering: what the page's HTML is made from. No effect runs there, so the hook connects
// nothing and answers the state the browser hydrates from, however many pages render.
const client = { user_type: 'client', id: 42, stage: 'paying', counselor_id: 7 } as const;
const config = {
  socket: { api_key: 'dev-key', cluster: 'dev', ws_host: '127.0.0.1', ws_port: 4000, force_tls: false },
  is_development_local: true,
};

function serverRender(): RealtimeSession {
  const io = fakeSocketIo();
  const pusher = fakePusher();
  let session: RealtimeSession | undefined;
  function Probe() {
    session = useRealtimeWith({
      user: client,
      config,
      template: 'Dashboard',
      csrfToken: 'csrf',
      loadClient: io.load,
      loadPusher: pusher.load,
    });
    return <p>{session.inbox.unread}</p>;
  }
  expect(renderToString(<Probe />)).toBe('<p>0</p>');
  expect(io.load).not.toHaveBeenCalled();
  expect(pusher.load).not.toHaveBeenCalled();
  if (!session) throw new Error('not rendered');
  return session;
}

describe('useRealtime during server rendering', () => {
  it('is active for a paying client, disconnected, with an empty inbox, and connects nothing', () => {
    const session = serverRender();
    expect(session.active).toBe(true);
    expect(session.connection).toEqual({ status: 'disconnected', reconnectAttempt: 0, gaveUp: false });
    expect(session.inbox).toEqual({ items: [], unread: 0 });
  });

  it('answers the same state on every page, also after a page called markAllRead', () => {
    const first = serverRender();
    first.markAllRead();
    const second = serverRender();
    expect(second.inbox).toEqual({ items: [], unread: 0 });
    expect(second.connection.status).toBe('disconnected');
  });
});
