// Developer playground (spec 2.4 "plus developer playgrounds"): a product team's own channel, as
// libs/realtime's README shows it. The page listens on the signed-in user's own encrypted channel
// for `playground_message` and lists what arrives, decrypted by pusher-js in the browser. Browser
// tests send to it through /api/pusher-trigger.
import Head from 'next/head';
import { useEffect, useState } from 'react';
import { createMessagingChannels, type MessagingChannelsOptions } from '@therapy-shell/realtime';

/** The event this playground listens to. */
const PLAYGROUND_EVENT = 'playground_message';

type Session = MessagingChannelsOptions['user'] & { csrf_token?: string };

async function json<T>(path: string): Promise<T> {
  const res = await fetch(path, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

function RealtimePlayground() {
  const [channel, setChannel] = useState<string | null>(null);
  const [messages, setMessages] = useState<readonly string[]>([]);

  useEffect(() => {
    let active = true;
    let stop = (): void => undefined;
    void Promise.all([json<Session>('/api/session'), json<MessagingChannelsOptions['config']>('/api/site-config')])
      .then(([user, config]) => {
        if (!active) return;
        const channels = createMessagingChannels({ user, config, csrfToken: user.csrf_token });
        const own = channels.names?.own;
        if (!own) return;
        setChannel(own);
        const off = channels.listen<unknown>(own, PLAYGROUND_EVENT, (data) =>
          setMessages((list) => [...list, JSON.stringify(data)]),
        );
        stop = () => {
          off();
          channels.stop();
        };
      })
      .catch((error: unknown) => console.error('[playground]', error));
    return () => {
      active = false;
      stop();
    };
  }, []);

  return (
    <>
      <Head>
        <title>Realtime playground</title>
      </Head>
      <h1>Realtime playground</h1>
      <p>
        Channel: <output data-testid="playground-channel">{channel ?? 'none'}</output>
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
