'use client';

// Developer playground (spec 2.4 "plus developer playgrounds"): a product team's own listener on the
// shell's real-time connection, as docs/product-teams.md shows it. The page listens on the signed-in
// user's own encrypted channel for `playground_message` through useShellChannel (no connection of
// its own) and lists what arrives, decrypted by pusher-js in the browser. Browser tests send to it
// through /api/pusher-trigger. Its form sends a notification as a product page would
// (sendNotification: POST /api/socketnotification, the answer emitted on the shell's socket), to the
// signed-in client's counselor by default; the partner's pages show it as a toast.
import { useEffect, useState, type FormEvent } from 'react';
import { messagingChannelNames, sendNotification } from '@therapy-shell/realtime';
import { useShellChannel } from '@therapy-shell/realtime/react';

/** The event this playground listens to. */
const PLAYGROUND_EVENT = 'playground_message';

type ChannelUser = Parameters<typeof messagingChannelNames>[0];
type ChannelConfig = Parameters<typeof messagingChannelNames>[1];
type PlaygroundUser = ChannelUser & { csrf_token?: string };

async function json<T>(path: string): Promise<T> {
  const res = await fetch(path, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Sends a notification to an account (the client's counselor by default) and says how it went. */
function SendForm({ user }: { user: PlaygroundUser | null }) {
  const [result, setResult] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    setResult('sending');
    void sendNotification(
      {
        send_to_self: fields.get('send_to_self') === 'on',
        notification_type: 'playground_notification',
        notification_data: String(fields.get('notification_data') ?? ''),
        account_id: String(fields.get('account_id') ?? ''),
      },
      { csrfToken: user?.csrf_token },
    ).then((answer) => setResult(answer ? 'sent' : 'failed'));
  };
  return (
    <form aria-label="Send a notification" onSubmit={submit}>
      <label>
        To account <input name="account_id" required defaultValue={user?.counselor_id ?? ''} key={user?.id ?? 0} />
      </label>{' '}
      <label>
        Text <input name="notification_data" required />
      </label>{' '}
      <label>
        <input type="checkbox" name="send_to_self" /> Also to me
      </label>{' '}
      <button type="submit" disabled={!user}>
        Send
      </button>{' '}
      <output data-testid="playground-sent">{result}</output>
    </form>
  );
}

export function RealtimePlayground() {
  const [channel, setChannel] = useState<string | null>(null);
  const [user, setUser] = useState<PlaygroundUser | null>(null);
  const [messages, setMessages] = useState<readonly string[]>([]);

  // The user's own channel, named from the session and the site config.
  useEffect(() => {
    let active = true;
    void Promise.all([json<PlaygroundUser>('/api/session'), json<ChannelConfig>('/api/site-config')])
      .then(([session, config]) => {
        if (!active) return;
        setUser(session);
        setChannel(messagingChannelNames(session, config)?.own ?? null);
      })
      .catch((error: unknown) => console.error('[playground]', error));
    return () => {
      active = false;
    };
  }, []);

  // A new handler each render is fine: the hook keeps its subscription and calls the latest one.
  const { status } = useShellChannel(channel, PLAYGROUND_EVENT, (data) =>
    setMessages((list) => [...list, JSON.stringify(data)]),
  );

  return (
    <>
      <title>Realtime playground</title>
      <h1>Realtime playground</h1>
      <p>
        Channel: <output data-testid="playground-channel">{channel ?? 'none'}</output>
      </p>
      <p>
        Shell connection: <output data-testid="playground-status">{status}</output>
      </p>
      <ul aria-label="Channel messages">
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
      <SendForm user={user} />
    </>
  );
}
