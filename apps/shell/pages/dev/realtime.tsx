// Developer playground (spec 2.4 "plus developer playgrounds"): a product team's own listener on the
// shell's real-time connection, as docs/product-teams.md shows it. The page listens on the signed-in
// user's own encrypted channel for `playground_message` through useShellChannel (no connection of
// its own) and lists what arrives, decrypted by pusher-js in the browser. Browser tests send to it
// through /api/pusher-trigger.
import Head from 'next/head';
import { useEffect, useState } from 'react';
import { messagingChannelNames } from '@therapy-shell/realtime';
import { useShellChannel } from '@therapy-shell/realtime/react';

/** The event this playground listens to. */
const PLAYGROUND_EVENT = 'playground_message';

type ChannelUser = Parameters<typeof messagingChannelNames>[0];
type ChannelConfig = Parameters<typeof messagingChannelNames>[1];

async function json<T>(path: string): Promise<T> {
  const res = await fetch(path, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

function RealtimePlayground() {
  const [channel, setChannel] = useState<string | null>(null);
  const [messages, setMessages] = useState<readonly string[]>([]);

  // The user's own channel, named from the session and the site config.
  useEffect(() => {
    let active = true;
    void Promise.all([json<ChannelUser>('/api/session'), json<ChannelConfig>('/api/site-config')])
      .then(([user, config]) => {
        if (active) setChannel(messagingChannelNames(user, config)?.own ?? null);
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
      <Head>
        <title>Realtime playground</title>
      </Head>
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
    </>
  );
}

export default RealtimePlayground;
