/** @jest-environment jsdom */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StrictMode, useState, type ReactNode } from 'react';
import type { UseRealtimeOptions } from './use-realtime.ts';
import { fakePusher, fakeSocketIo } from '../testing/fake-clients.ts';
import { ShellRealtimeProvider } from './shell-channel.tsx';
import { useShellChannel, type ShellChannelStatus } from './use-shell-channel.ts';
import { useRealtimeWith, type RealtimeInternals } from './use-realtime.ts';

const client = { user_type: 'client', id: 42, stage: 'paying', counselor_id: 7 } as const;
const visitor = { user_type: 'logged_out_user', id: -1 } as const;
const config = {
  socket: { api_key: 'dev-key', cluster: 'dev', ws_host: '127.0.0.1', ws_port: 4000, force_tls: false },
  is_development_local: true,
};
const OWN = 'private-encrypted-client-42-local';
const REPORTS = 'private-reports-42-local';

type ShellOptions = UseRealtimeOptions & RealtimeInternals;

/** The shell's part: opens the connections, as the header's notification centre does. */
function Shell({ options }: { options: ShellOptions }) {
  useRealtimeWith(options);
  return null;
}

/** A product team's page: one channel and event, what arrived, and the status. */
function Page({
  channel,
  event = 'report_ready',
  onEvent,
  testId = 'status',
}: {
  channel: string | null;
  event?: string;
  onEvent: (data: unknown) => void;
  testId?: string;
}) {
  const { status } = useShellChannel(channel, event, onEvent);
  return <output data-testid={testId}>{status}</output>;
}

function setup(overrides: Partial<ShellOptions> = {}) {
  const io = fakeSocketIo();
  const pusher = fakePusher();
  const options: ShellOptions = {
    user: client,
    config,
    template: 'Dashboard',
    csrfToken: 'csrf',
    loadClient: io.load,
    loadPusher: pusher.load,
    ...overrides,
  };
  /** The frame: the provider above the shell's part and the page, which are siblings. */
  const frame = (page: ReactNode, shell: ShellOptions | null = options) => (
    <ShellRealtimeProvider>
      {shell ? <Shell options={shell} /> : null}
      <main>{page}</main>
    </ShellRealtimeProvider>
  );
  /** Connections open at this moment. */
  const open = () => pusher.clients.filter((c) => !c.disconnected).length;
  return { io, pusher, options, frame, open };
}

const status = (testId = 'status') => screen.getByTestId(testId).textContent as ShellChannelStatus;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('useShellChannel', () => {
  it("listens on the shell's connection: events reach the page, and no second connection is opened", async () => {
    const { pusher, frame } = setup();
    const received: unknown[] = [];
    render(frame(<Page channel={REPORTS} onEvent={(data) => received.push(data)} />));
    expect(status()).toBe('unavailable');
    await waitFor(() => expect(status()).toBe('connected'));
    await waitFor(() => expect(pusher.clients[0]?.listeners(REPORTS, 'report_ready')).toBe(1));

    act(() => pusher.clients[0]?.emit(REPORTS, 'report_ready', { id: 3 }));
    act(() => pusher.clients[0]?.emit(REPORTS, 'other_event', { id: 4 }));
    expect(received).toEqual([{ id: 3 }]);
    expect(pusher.load).toHaveBeenCalledTimes(1);
    expect(pusher.clients).toHaveLength(1);
  });

  it("shares the shell's own channel: several pages' hooks, still one connection and one subscription", async () => {
    const { pusher, frame } = setup();
    const first: unknown[] = [];
    const second: unknown[] = [];
    render(
      frame(
        <>
          <Page channel={OWN} event="new_message" onEvent={(data) => first.push(data)} testId="first" />
          <Page channel={OWN} event="new_message" onEvent={(data) => second.push(data)} testId="second" />
          <Page channel={REPORTS} onEvent={() => undefined} testId="third" />
        </>,
      ),
    );
    await waitFor(() => expect(pusher.clients[0]?.listeners(OWN, 'new_message')).toBe(2));
    await waitFor(() => expect(pusher.clients[0]?.listeners(REPORTS, 'report_ready')).toBe(1));
    act(() => pusher.clients[0]?.emit(OWN, 'new_message', 'hello'));
    expect(first).toEqual(['hello']);
    expect(second).toEqual(['hello']);
    expect(pusher.clients).toHaveLength(1);
    expect(pusher.clients[0]?.subscribed.filter((name) => name === OWN)).toHaveLength(1);
  });

  it('without a shell connection (a logged-out visitor) it says unavailable and opens nothing', async () => {
    const { pusher, io, frame, options } = setup();
    const received: unknown[] = [];
    render(frame(<Page channel={REPORTS} onEvent={(data) => received.push(data)} />, { ...options, user: visitor }));
    await settle();
    expect(status()).toBe('unavailable');
    expect(pusher.load).not.toHaveBeenCalled();
    expect(io.load).not.toHaveBeenCalled();
    expect(received).toEqual([]);
  });

  it.each([
    ['on a page where the rules keep real time off', { template: 'TwoFactorAuth' }],
    ['without Pusher settings in the site config', { config: { is_development_local: true } }],
  ])('%s it says unavailable and subscribes nothing', async (_name, overrides) => {
    const { pusher, frame } = setup(overrides);
    render(frame(<Page channel={REPORTS} onEvent={() => undefined} />));
    await settle();
    expect(status()).toBe('unavailable');
    expect(pusher.clients.flatMap((c) => c.subscribed)).toEqual([]);
  });

  it('outside the shell (no provider) and with no shell part it says unavailable and opens nothing', async () => {
    const { pusher, frame } = setup();
    const { result } = renderHook(() => useShellChannel(REPORTS, 'report_ready', () => undefined));
    render(frame(<Page channel={REPORTS} onEvent={() => undefined} />, null));
    await settle();
    expect(result.current.status).toBe('unavailable');
    expect(status()).toBe('unavailable');
    expect(pusher.load).not.toHaveBeenCalled();
  });

  it('renders unavailable on the server, where nothing connects', () => {
    const { pusher, frame } = setup();
    const html = renderToString(frame(<Page channel={REPORTS} onEvent={() => undefined} />));
    expect(html).toContain('>unavailable</output>');
    expect(pusher.load).not.toHaveBeenCalled();
  });

  it('unsubscribes on unmount; the shell keeps its connection', async () => {
    const { pusher, frame } = setup();
    const received: unknown[] = [];
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button onClick={() => setShown(false)}>leave</button>
          {shown ? <Page channel={REPORTS} onEvent={(data) => received.push(data)} /> : null}
        </>
      );
    }
    render(frame(<Toggle />));
    await waitFor(() => expect(pusher.clients[0]?.listeners(REPORTS, 'report_ready')).toBe(1));
    act(() => screen.getByText('leave').click());
    expect(pusher.clients[0]?.listeners(REPORTS, 'report_ready')).toBe(0);
    act(() => pusher.clients[0]?.emit(REPORTS, 'report_ready', 'late'));
    expect(received).toEqual([]);
    expect(pusher.clients[0]?.disconnected).toBe(false);
  });

  it('moves when the channel or the event changes', async () => {
    const { pusher, frame } = setup();
    const received: unknown[] = [];
    const onEvent = (data: unknown) => received.push(data);
    const { rerender } = render(frame(<Page channel={REPORTS} onEvent={onEvent} />));
    await waitFor(() => expect(pusher.clients[0]?.listeners(REPORTS, 'report_ready')).toBe(1));

    rerender(frame(<Page channel={OWN} onEvent={onEvent} />));
    await waitFor(() => expect(pusher.clients[0]?.listeners(OWN, 'report_ready')).toBe(1));
    expect(pusher.clients[0]?.listeners(REPORTS, 'report_ready')).toBe(0);

    rerender(frame(<Page channel={OWN} event="report_failed" onEvent={onEvent} />));
    await waitFor(() => expect(pusher.clients[0]?.listeners(OWN, 'report_failed')).toBe(1));
    expect(pusher.clients[0]?.listeners(OWN, 'report_ready')).toBe(0);
    act(() => pusher.clients[0]?.emit(OWN, 'report_failed', 'failed'));
    expect(received).toEqual(['failed']);

    rerender(frame(<Page channel={null} onEvent={onEvent} />));
    expect(pusher.clients[0]?.listeners(OWN, 'report_failed')).toBe(0);
    expect(pusher.clients).toHaveLength(1);
  });

  it('a new handler takes the next event without subscribing again', async () => {
    const { pusher, frame } = setup();
    const calls: string[] = [];
    const { rerender } = render(frame(<Page channel={REPORTS} onEvent={() => calls.push('first')} />));
    await waitFor(() => expect(pusher.clients[0]?.listeners(REPORTS, 'report_ready')).toBe(1));
    const subscriptions = pusher.clients[0]?.subscribed.length;

    rerender(frame(<Page channel={REPORTS} onEvent={() => calls.push('second')} />));
    rerender(frame(<Page channel={REPORTS} onEvent={() => calls.push('third')} />));
    await settle();
    act(() => pusher.clients[0]?.emit(REPORTS, 'report_ready', {}));
    expect(calls).toEqual(['third']);
    expect(pusher.clients[0]?.listeners(REPORTS, 'report_ready')).toBe(1);
    expect(pusher.clients[0]?.binds(REPORTS, 'report_ready')).toBe(1);
    expect(pusher.clients[0]?.subscribed).toHaveLength(subscriptions ?? -1);
  });

  it('follows the shell: unavailable while it is stopped (pagehide), listening again when it is back', async () => {
    const { pusher, frame, open } = setup();
    const received: unknown[] = [];
    render(frame(<Page channel={REPORTS} onEvent={(data) => received.push(data)} />));
    await waitFor(() => expect(status()).toBe('connected'));

    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(status()).toBe('unavailable');
    await waitFor(() => expect(open()).toBe(0));

    const pageshow = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(pageshow, 'persisted', { value: true });
    act(() => void window.dispatchEvent(pageshow));
    await waitFor(() => expect(status()).toBe('connected'));
    await waitFor(() => expect(pusher.clients[1]?.listeners(REPORTS, 'report_ready')).toBe(1));
    act(() => pusher.clients[1]?.emit(REPORTS, 'report_ready', 'after'));
    expect(received).toEqual(['after']);
    // The shell replaced its connection; never were two open.
    expect(open()).toBe(1);
  });

  it('after logout the page is unavailable and the connection is closed', async () => {
    const { frame, open, options } = setup();
    const page = <Page channel={REPORTS} onEvent={() => undefined} />;
    const { rerender } = render(frame(page, options));
    await waitFor(() => expect(status()).toBe('connected'));
    rerender(frame(page, { ...options, user: visitor }));
    expect(status()).toBe('unavailable');
    await waitFor(() => expect(open()).toBe(0));
  });

  it('in StrictMode (effects run twice) there is still one connection and one listener', async () => {
    const { pusher, frame } = setup();
    const received: unknown[] = [];
    render(<StrictMode>{frame(<Page channel={REPORTS} onEvent={(data) => received.push(data)} />)}</StrictMode>);
    await waitFor(() => expect(status()).toBe('connected'));
    await waitFor(() => expect(pusher.clients.at(-1)?.listeners(REPORTS, 'report_ready')).toBe(1));
    await settle();
    expect(pusher.clients.filter((c) => !c.disconnected)).toHaveLength(1);
    act(() => pusher.clients.at(-1)?.emit(REPORTS, 'report_ready', 'once'));
    expect(received).toEqual(['once']);
  });
});
