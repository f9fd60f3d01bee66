import type { BrowserContext, Page } from '@playwright/test';
import { expect, test as brandTest } from './brand-fixture.ts';
import { builtScripts, firstLoads } from './first-load.ts';
import { ROUTER_NAMES, ROUTERS, appURL } from './servers.ts';

// Real-time connections end to end (spec 4.6, 6, 7.2, 8.2, 9), on brand main, on both routers: the
// app's socket.io connection and Pusher channels against dev-api's servers. dev-api's state is
// shared, so these tests run one after another, each with personas of its own
// (tools/dev-api/fixtures/realtime-*), which no other file uses.
const DEV_API = process.env['SHELL_API_ORIGIN'] ?? 'http://127.0.0.1:4000';
const GIVE_UP = 'Failed to connect to socket.io 6 times in a row!';

interface RealtimeStatus {
  running: boolean;
  users: Record<string, number>;
  handshakes: Record<string, { accepted: number; refused: number }>;
  notifications: { forwarded: number; refused: number };
}

async function realtimeStatus(): Promise<RealtimeStatus> {
  return (await (await fetch(`${DEV_API}/__dev/realtime`)).json()) as RealtimeStatus;
}

async function connections(userId: string): Promise<number> {
  return (await realtimeStatus()).users[userId] ?? 0;
}

async function subscribers(channel: string): Promise<number> {
  const channels = (await (await fetch(`${DEV_API}/__dev/pusher`)).json()) as Record<string, unknown[]>;
  return channels[channel]?.length ?? 0;
}

async function devPost(path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${DEV_API}${path}`, {
    method: 'POST',
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return res.json();
}

/** Every WebSocket the page opens, and the frames it receives (text). */
function recordSockets(page: Page) {
  const urls: string[] = [];
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    urls.push(ws.url());
    ws.on('framereceived', ({ payload }) => frames.push(String(payload)));
  });
  return { urls, frames };
}

/** A page of a persona in a browser context of its own, with the frames its sockets receive. */
interface PersonaPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly frames: readonly string[];
}

const test = brandTest.extend<{ openAs: (persona: string, path: string) => Promise<PersonaPage> }>({
  /** Opens a persona's page in a browser context of its own; the contexts close after the test. */
  openAs: async ({ browser, baseURL, brand }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (persona, path) => {
      const context = await browser.newContext({ baseURL });
      contexts.push(context);
      await context.addCookies([
        { name: 'dev_brand', value: brand, url: baseURL ?? '' },
        { name: 'dev_persona', value: persona, url: baseURL ?? '' },
      ]);
      const page = await context.newPage();
      const { frames } = recordSockets(page);
      await page.goto(path);
      return { context, page, frames };
    });
    for (const context of contexts) await context.close();
  },
});

test.describe.configure({ mode: 'default' });

/** The channels of counselor 4207 and its clients 4201 and 4202 (spec 6), on local development (spec 9). */
const COUNSELOR_OWN = 'private-encrypted-counselor-4207-local';
const GROUP = 'private-encrypted-counselor-group-4207-local';
const CLIENT_A_OWN = 'private-encrypted-client-4201-local';
const CLIENT_B_OWN = 'private-encrypted-client-4202-local';

/** The Pusher messages a page received (the frames of its Pusher connection), data parsed. */
function pusherMessages(frames: readonly string[]): Array<{ event: string; channel?: string; data?: unknown }> {
  return frames
    .filter((frame) => frame.startsWith('{'))
    .map((frame) => {
      const message = JSON.parse(frame) as { event: string; channel?: string; data?: unknown };
      return { ...message, data: typeof message.data === 'string' ? parsed(message.data) : message.data };
    });
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Whether a message names a user: the id as a value or a key anywhere in it (a member list, a
 * member event, a client event's sender, a watchlist event, user data as JSON text), or in a
 * channel name. Other strings (socket ids, ciphertext) count only when they are exactly the id.
 */
function namesUser(value: unknown, id: string): boolean {
  if (typeof value === 'number') return String(value) === id;
  if (typeof value === 'string') {
    if (value === id || new RegExp(`-${id}(?:-|$)`).test(value)) return true;
    return /^[{[]/.test(value) && value !== parsed(value) && namesUser(parsed(value), id);
  }
  if (Array.isArray(value)) return value.some((item) => namesUser(item, id));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, item]) => key === id || namesUser(item, id));
  return false;
}

/** The user ids a counselor's page holds online after the watchlist events it received, sorted. */
function onlineByWatchlist(frames: readonly string[]): string[] {
  const online = new Set<string>();
  for (const { event, data } of pusherMessages(frames)) {
    if (event !== 'pusher_internal:watchlist_events') continue;
    for (const { name, user_ids } of (data as { events: Array<{ name: string; user_ids: string[] }> }).events)
      for (const id of user_ids) {
        if (name === 'online') online.add(id);
        else online.delete(id);
      }
  }
  return [...online].sort();
}

// dev-api's real-time state is one for the whole run: the socket server a test stops, the
// connections and the presence it counts, a notification delivered to whoever is connected as a
// persona. Run by two projects at once, the two routers' tests met each other's visitors (a
// notification delivered to the other router's page, its toast never shown: CI, 2026-12-07). So
// one project runs the file, each router's tests after the other's.
for (const router of ROUTERS) {
  test.describe(ROUTER_NAMES[router], () => {
    test.use({ router, baseURL: appURL('main', router) });

    test('a client connects, and a notification sent through dev-api shows as a toast and in the bell count', async ({
      page,
      usePersona,
    }) => {
      await usePersona('realtime-client');
      await page.goto('/dashboard/');
      await expect(page.getByRole('button', { name: 'No unread notifications' })).toBeVisible();
      await expect.poll(() => connections('4201')).toBe(1);

      expect(
        await devPost('/__dev/notify', {
          user_id: '4201',
          notification: { notification_type: 'new_message', notification_data: 'Your counselor sent you a message' },
        }),
      ).toEqual({ delivered: 1 });

      await expect(page.getByRole('listitem', { name: 'Your counselor sent you a message' })).toBeVisible();
      const bell = page.getByRole('button', { name: '1 unread notification' });
      await expect(bell).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: 'New notification: Your counselor sent you a message' }),
      ).toHaveCount(1);
      // The toasts' region is also named Notifications: the list is the panel the bell controls, in the
      // document only while it is open.
      await expect(bell).not.toHaveAttribute('aria-controls');
      await bell.click();
      const opened = page.getByRole('button', { name: 'No unread notifications' });
      await expect(opened).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await opened.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('listitem')).toHaveText(['Your counselor sent you a message']);
    });

    test('across client-side navigations a client keeps one connection and one inbox: nothing is lost, nothing counted twice', async ({
      page,
      usePersona,
    }) => {
      await usePersona('realtime-client');
      const sockets = recordSockets(page);
      await page.goto('/dashboard/');
      await expect.poll(() => connections('4201')).toBe(1);
      const notify = async (text: string) =>
        expect(
          await devPost('/__dev/notify', {
            user_id: '4201',
            notification: { notification_type: 'new_message', notification_data: text },
          }),
        ).toEqual({ delivered: 1 });
      await notify('First message');
      await expect(page.getByRole('button', { name: '1 unread notification' })).toBeVisible();
      const opened = sockets.urls.length;
      expect(opened).toBeGreaterThan(0);

      // Two pages on, by the header's links: the bell still counts the first, and the second adds to it.
      for (const name of [/ home$/, 'FAQ']) {
        const path = page.url();
        await page.getByRole('banner').getByRole('link', { name }).first().click();
        await expect(page).not.toHaveURL(path);
        await expect(page.getByRole('button', { name: '1 unread notification' })).toBeVisible();
      }
      await notify('Second message');
      const bell = page.getByRole('button', { name: '2 unread notifications' });
      await expect(bell).toBeVisible();
      // The same connection throughout: no socket opened again, dev-api never saw the user leave.
      expect(sockets.urls.length).toBe(opened);
      expect(await connections('4201')).toBe(1);
      await bell.click();
      const panel = page.locator(
        `[id="${await page.getByRole('button', { name: 'No unread notifications' }).getAttribute('aria-controls')}"]`,
      );
      await expect(panel.getByRole('listitem')).toHaveText(['Second message', 'First message']);
    });

    test('the open notification list closes when the visitor leaves the page: a link followed by keyboard, then Back', async ({
      page,
      usePersona,
    }) => {
      await usePersona('realtime-client');
      await page.goto('/dashboard/');
      const bell = page.getByRole('button', { name: 'No unread notifications' });
      // The bell hydrates with its lazy part: a click before that is not replayed.
      await expect(async () => {
        await bell.click();
        await expect(bell).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
      }).toPass();
      const faq = page.getByRole('banner').getByRole('link', { name: 'FAQ' }).first();
      await faq.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/faq\/$/);
      await expect(bell).toHaveAttribute('aria-expanded', 'false');
      await expect(bell).not.toHaveAttribute('aria-controls');
      // Open again, then Back: the dashboard shows with its list closed.
      await bell.click();
      await expect(bell).toHaveAttribute('aria-expanded', 'true');
      await page.goBack();
      await expect(page).toHaveURL(/\/dashboard\/$/);
      await expect(bell).toBeVisible();
      await expect(bell).toHaveAttribute('aria-expanded', 'false');
    });

    test('a notification that arrives while a dialog is open shows in the dialog: seen, announced, closable by keyboard', async ({
      page,
      usePersona,
    }) => {
      await usePersona('realtime-client');
      await page.goto('/dashboard/');
      await expect.poll(() => connections('4201')).toBe(1);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
      await expect(dialog).toBeVisible();
      expect(
        await devPost('/__dev/notify', {
          user_id: '4201',
          notification: { notification_type: 'new_message', notification_data: 'A message while you chose' },
        }),
      ).toEqual({ delivered: 1 });
      // The modal dialog makes the rest of the page inert: the toast is in the dialog, in the
      // accessibility tree (role lookups leave inert content out) and on top where it is drawn.
      const item = dialog.getByRole('listitem', { name: 'A message while you chose' });
      await expect(item).toBeVisible();
      const box = await item.boundingBox();
      expect(box).not.toBeNull();
      const { x, y, width, height } = box ?? { x: 0, y: 0, width: 0, height: 0 };
      expect(
        await item.evaluate((element, point) => element.contains(document.elementFromPoint(point.x, point.y)), {
          x: x + width / 2,
          y: y + height / 2,
        }),
      ).toBe(true);
      // Its close button is reachable from the dialog by keyboard, and closing it keeps the dialog open.
      const close = item.getByRole('button', { name: 'Close' });
      for (let tab = 0; tab < 20 && !(await close.evaluate((button) => button === document.activeElement)); tab += 1)
        await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(item).toHaveCount(0);
      await expect(dialog).toBeVisible();
      // Closed, the dialog gives the viewport back to the page: the next toast shows there.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await devPost('/__dev/notify', {
        user_id: '4201',
        notification: { notification_type: 'new_message', notification_data: 'After the dialog' },
      });
      await expect(page.getByRole('listitem', { name: 'After the dialog' })).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Notifications' })
          .filter({ has: page.getByRole('listitem', { name: 'After the dialog' }) }),
      ).toHaveCount(1);
    });

    test('hostile notification data and toast bodies render as text: no script runs, links only to http(s)', async ({
      page,
      usePersona,
    }) => {
      await usePersona('realtime-hostile');
      await page.goto('/dashboard/');
      await expect.poll(() => connections('4211')).toBe(1);
      const notification = {
        notification_type: '<svg onload="window.__xss=1">',
        notification_data: {
          title: '<img src=x onerror="window.__xss=2">New message',
          body: 'Read [this](javascript:window.__xss=3) or [the guide](https://example.org/guide) <script>window.__xss=4</script>',
        },
      };
      expect(await devPost('/__dev/notify', { user_id: '4211', notification })).toEqual({ delivered: 1 });
      // The toast shows the markup as text.
      await expect(
        page.getByRole('listitem', { name: '<img src=x onerror="window.__xss=2">New message' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://example.org/guide');
      await page.getByRole('button', { name: /1 unread notification/ }).click();
      await page.waitForTimeout(300);
      const found = await page.evaluate(() => ({
        xss: (window as unknown as { __xss?: number }).__xss ?? null,
        javascriptLinks: [...document.querySelectorAll('[href]')]
          .map((el) => el.getAttribute('href') ?? '')
          .filter((href) => /^\s*javascript:/i.test(href)),
        injected:
          document.querySelectorAll('img[src="x"], svg[onload]').length +
          [...document.scripts].filter((script) => script.text.includes('__xss')).length,
      }));
      expect(found).toEqual({ xss: null, javascriptLinks: [], injected: 0 });
    });

    test("a notification a client sends reaches its counselor's page: the client emits the answer, dev-api forwards it", async ({
      openAs,
      page,
      usePersona,
    }) => {
      // The counselor (4207) on its dashboard, in a browser context of its own.
      const { page: counselor } = await openAs('realtime-counselor', '/counselor-dashboard/');
      await expect(counselor.getByRole('button', { name: 'No unread notifications' })).toBeVisible();
      await expect.poll(() => connections('4207')).toBe(1);

      // The client (4201) sends from the playground, through sendNotification, to its counselor.
      await usePersona('realtime-client');
      const emitted: unknown[] = [];
      page.on('websocket', (ws) =>
        ws.on('framesent', ({ payload }) => {
          const text = String(payload);
          if (text.includes('send_notification')) emitted.push(JSON.parse(text.replace(/^\d+/, '')));
        }),
      );
      await page.goto('/dev/realtime/');
      await expect.poll(() => connections('4201')).toBe(1);
      const form = page.getByRole('form', { name: 'Send a notification' });
      await expect(form.getByLabel('To account')).toHaveValue('4207');
      const before = (await realtimeStatus()).notifications;
      await form.getByLabel('Text').fill('Your client wrote to you');
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByTestId('playground-sent')).toHaveText('sent');

      // The answer's partner payload went out on the client's socket (its own payload is null: not
      // to self), and dev-api forwarded it: the counselor's page shows it as a toast and in the bell.
      await expect(counselor.getByRole('listitem', { name: 'Your client wrote to you' })).toBeVisible();
      await expect(counselor.getByRole('button', { name: '1 unread notification' })).toBeVisible();
      expect(emitted).toEqual([
        [
          'send_notification',
          expect.objectContaining({
            notification_type: 'playground_notification',
            notification_data: 'Your client wrote to you',
            account_id: '4207',
            from: 4201,
          }),
        ],
      ]);
      expect((await realtimeStatus()).notifications).toEqual({
        forwarded: before.forwarded + 1,
        refused: before.refused,
      });
      // Not to self: the client's own page got nothing.
      await expect(page.getByRole('listitem', { name: 'Your client wrote to you' })).toHaveCount(0);

      // With send_to_self, the sender's own pages get the own payload, the partner the partner's.
      await form.getByLabel('Text').fill('A copy for both of us');
      await form.getByLabel('Also to me').check();
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('listitem', { name: 'A copy for both of us' })).toBeVisible();
      await expect(counselor.getByRole('listitem', { name: 'A copy for both of us' })).toBeVisible();
      await expect(counselor.getByRole('button', { name: '2 unread notifications' })).toBeVisible();
      await expect(page.getByRole('button', { name: '1 unread notification' })).toBeVisible();
    });

    test('a counselor sees each of its clients come online and go offline; a client learns nothing of another client', async ({
      openAs,
    }) => {
      test.setTimeout(60_000);
      const signedIn = (frames: readonly string[]) =>
        pusherMessages(frames).some((m) => m.event === 'pusher:signin_success');
      const subscribed = (frames: readonly string[]) =>
        pusherMessages(frames)
          .filter((m) => m.event === 'pusher_internal:subscription_succeeded')
          .map((m) => m.channel);
      const counselor = await openAs('realtime-counselor', '/counselor-dashboard/');
      const clientA = await openAs('realtime-client', '/dashboard/');
      const clientB = await openAs('realtime-client-2', '/dashboard/');
      // Each page signed in on its Pusher connection (that is what "online" is) and joined its channels.
      for (const page of [counselor, clientA, clientB]) await expect.poll(() => signedIn(page.frames)).toBe(true);
      await expect.poll(() => subscribed(clientA.frames)).toEqual(expect.arrayContaining([CLIENT_A_OWN, GROUP]));
      await expect.poll(() => subscribed(clientB.frames)).toEqual(expect.arrayContaining([CLIENT_B_OWN, GROUP]));
      // Time for anything about the other client to arrive, were it sent.
      await clientA.page.waitForTimeout(1_000);

      // Neither client's page received anything that names the other client: no member list, no
      // member or watchlist event, no client event, no channel of the other.
      expect
        .soft(
          pusherMessages(clientA.frames).filter((m) => namesUser(m, '4202')),
          'what client 4201 got about 4202',
        )
        .toEqual([]);
      expect
        .soft(
          pusherMessages(clientB.frames).filter((m) => namesUser(m, '4201')),
          'what client 4202 got about 4201',
        )
        .toEqual([]);
      // Nor any client event, nor presence: a client is a member of no channel another client is in.
      for (const [who, { frames }] of [
        ['client 4201', clientA],
        ['client 4202', clientB],
      ] as const)
        expect
          .soft(
            pusherMessages(frames)
              .map((m) => m.event)
              .filter((event) => event.startsWith('client-') || event.startsWith('pusher_internal:member_')),
            `client and member events on the page of ${who}`,
          )
          .toEqual([]);
      // A client may not join the counselor's former presence channel.
      const presence = await clientA.page.request.post('/api/pusher-user-authorization', {
        form: { socket_id: '1.2', channel_name: 'presence-counselor-4207-local', csrf_token: 'dev-csrf-token' },
      });
      expect.soft(presence.status(), 'a client joins presence-counselor-4207-local').toBe(403);

      // The counselor watches its clients: both came online.
      await expect.poll(() => onlineByWatchlist(counselor.frames)).toEqual(['4201', '4202']);
      // Client 4202 closes its page: the counselor sees it go offline, client 4201 hears nothing of it.
      await clientB.context.close();
      await expect.poll(() => onlineByWatchlist(counselor.frames)).toEqual(['4201']);
      await clientA.context.close();
      await expect.poll(() => onlineByWatchlist(counselor.frames)).toEqual([]);
      expect(pusherMessages(clientA.frames).filter((m) => namesUser(m, '4202'))).toEqual([]);
    });

    /**
     * Whether a page's sockets received `event` on `channel`: a Pusher frame names both in clear (the
     * data of an encrypted channel is ciphertext, which the page can decrypt once it has it).
     */
    function received(frames: readonly string[], event: string, channel: string): boolean {
      return frames.some((frame) => {
        if (!frame.startsWith('{') || !frame.includes(event)) return false;
        const message = JSON.parse(frame) as { event?: string; channel?: string };
        return message.event === event && message.channel === channel;
      });
    }

    test("what is sent on the counselor's own channel reaches the counselor alone; each client's only that client; the group both clients", async ({
      openAs,
    }) => {
      test.setTimeout(60_000);
      const pages = {
        counselor: await openAs('realtime-counselor', '/counselor-dashboard/'),
        'client 4201': await openAs('realtime-client', '/dashboard/'),
        'client 4202': await openAs('realtime-client-2', '/dashboard/'),
      };
      // All three pages have started their channels.
      await expect
        .poll(async () => ({
          [COUNSELOR_OWN]: await subscribers(COUNSELOR_OWN),
          [GROUP]: await subscribers(GROUP),
          [CLIENT_A_OWN]: await subscribers(CLIENT_A_OWN),
          [CLIENT_B_OWN]: await subscribers(CLIENT_B_OWN),
        }))
        .toEqual({ [COUNSELOR_OWN]: 1, [GROUP]: 2, [CLIENT_A_OWN]: 1, [CLIENT_B_OWN]: 1 });

      // Each event is sent through /api/pusher-trigger by the channel's owner, from its own page.
      const sends = [
        { event: 'only_counselor', channel: COUNSELOR_OWN, by: 'counselor', reaches: ['counselor'] },
        { event: 'only_client_4201', channel: CLIENT_A_OWN, by: 'client 4201', reaches: ['client 4201'] },
        { event: 'only_client_4202', channel: CLIENT_B_OWN, by: 'client 4202', reaches: ['client 4202'] },
        { event: 'to_the_group', channel: GROUP, by: 'counselor', reaches: ['client 4201', 'client 4202'] },
      ] as const;
      for (const { event, channel, by } of sends) {
        const answer = await pages[by].page.request.post('/api/pusher-trigger', {
          form: { channel, event, data: JSON.stringify({ event }), csrf_token: 'dev-csrf-token' },
        });
        expect(answer.status(), `${by} triggers ${event} on ${channel}`).toBe(200);
      }
      const recipients = () =>
        Object.fromEntries(
          sends.map(({ event, channel }) => [
            event,
            Object.entries(pages)
              .filter(([, { frames }]) => received(frames, event, channel))
              .map(([who]) => who),
          ]),
        );
      const expected = Object.fromEntries(sends.map(({ event, reaches }) => [event, [...reaches]]));
      await expect.poll(recipients).toEqual(expected);
      // Nothing arrives late at a page it was not for.
      await pages.counselor.page.waitForTimeout(1_000);
      expect(recipients()).toEqual(expected);

      // A client may neither join nor trigger on its counselor's own channel.
      const client = pages['client 4201'].page;
      const join = await client.request.post('/api/pusher-user-authorization', {
        form: { socket_id: '1.2', channel_name: COUNSELOR_OWN, csrf_token: 'dev-csrf-token' },
      });
      expect(join.status()).toBe(403);
      const trigger = await client.request.post('/api/pusher-trigger', {
        form: { channel: COUNSELOR_OWN, event: 'forged', data: '{}', csrf_token: 'dev-csrf-token' },
      });
      expect(trigger.status()).toBe(403);
    });

    test('a message on an encrypted channel, sent through /api/pusher-trigger, is decrypted in the browser', async ({
      page,
      usePersona,
    }) => {
      await usePersona('realtime-client');
      const sockets = recordSockets(page);
      // The developer playground listens on the client's own encrypted channel as a product team would,
      // over the shell's connection: one Pusher connection and one subscription, the shell's.
      await page.goto('/dev/realtime/');
      await expect(page.getByTestId('playground-channel')).toHaveText('private-encrypted-client-4201-local');
      await expect(page.getByTestId('playground-status')).toHaveText('connected');
      await expect.poll(() => subscribers('private-encrypted-client-4201-local')).toBe(1);
      expect(sockets.urls.filter((url) => url.includes('/app/'))).toHaveLength(1);

      const answer = await page.request.post('/api/pusher-trigger', {
        form: {
          channel: 'private-encrypted-client-4201-local',
          event: 'playground_message',
          data: JSON.stringify({ text: 'only for client 4201' }),
          csrf_token: 'dev-csrf-token',
        },
      });
      expect(answer.status()).toBe(200);

      await expect(page.getByRole('list', { name: 'Channel messages' }).getByRole('listitem')).toHaveText([
        '{"text":"only for client 4201"}',
      ]);
      // On the wire it was ciphertext: the text appears only after pusher-js decrypted it in the page.
      const onTheWire = sockets.frames.filter((frame) => frame.includes('playground_message'));
      expect(onTheWire.length).toBeGreaterThan(0);
      for (const frame of onTheWire) {
        expect(frame).toContain('ciphertext');
        expect(frame).not.toContain('only for client 4201');
      }
    });

    test('with the socket server stopped, exactly 6 reconnect attempts are made, then the give-up error is reported once', async ({
      page,
      usePersona,
    }) => {
      test.setTimeout(120_000);
      await usePersona('realtime-reconnect');
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto('/dashboard/');
      await expect.poll(() => connections('4301')).toBe(1);
      const before = (await realtimeStatus()).handshakes['4301'] ?? { accepted: 0, refused: 0 };

      try {
        await devPost('/__dev/realtime/stop');
        // Jittered backoff of about 1, 2, 4, 5, 5 and 5 s between the attempts.
        await expect.poll(() => errors.filter((text) => text.includes(GIVE_UP)).length, { timeout: 60_000 }).toBe(1);
        const after = (await realtimeStatus()).handshakes['4301'];
        expect(after).toEqual({ accepted: before.accepted, refused: before.refused + 6 });
        await expect(page.locator('[data-connection]')).toHaveAttribute('data-connection', 'disconnected');

        // Nothing more is tried after giving up, and the error is not reported again.
        await page.waitForTimeout(7_000);
        expect((await realtimeStatus()).handshakes['4301']).toEqual({
          accepted: before.accepted,
          refused: before.refused + 6,
        });
        expect(errors.filter((text) => text.includes(GIVE_UP))).toHaveLength(1);
      } finally {
        await devPost('/__dev/realtime/start');
      }
    });

    test('CreateANewPin opens no connection, though the same client connects on other pages', async ({
      page,
      usePersona,
    }) => {
      await usePersona('realtime-client');
      const sockets = recordSockets(page);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/(socket|pusher-)/.test(request.url())) calls.push(request.url());
      });
      await page.goto('/create-a-new-pin/');
      await expect(page.getByRole('button', { name: 'No unread notifications' })).toBeVisible();
      // Longer than the idle callback's 2 s bound after which the connection would have started.
      await page.waitForTimeout(3_000);
      expect(sockets.urls).toEqual([]);
      expect(calls).toEqual([]);

      await page.goto('/dashboard/');
      await expect.poll(() => sockets.urls.length).toBeGreaterThan(0);
    });

    test('a logged-out visitor opens no connection and has no notification component', async ({ page }) => {
      const sockets = recordSockets(page);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/(socket|pusher-)/.test(request.url())) calls.push(request.url());
      });
      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      await page.waitForTimeout(3_000);
      expect(sockets.urls).toEqual([]);
      expect(calls).toEqual([]);
      await expect(page.getByRole('button', { name: /unread notification/ })).toHaveCount(0);
    });

    test('socket.io-client and pusher-js are in no first-load script of any page', async ({ page, brand, router }) => {
      const built = builtScripts(brand, router);
      const loads = await firstLoads(page.request, brand, router);
      expect(loads.map((load) => load.page)).toContain('/');
      // Strings of the libraries' own code (none is in the shell's): engine.io's and socket.io-client's
      // errors and reasons, pusher-js's protocol events, stats host, SockJS fallback and decryption.
      const identifiers = {
        'socket.io-client': ['engine.io', 'io server disconnect', 'xhr poll error', 'ping timeout'],
        'pusher-js': ['pusher_internal:', 'stats.pusher.com', 'sockjs', 'ciphertext'],
      };
      for (const [library, strings] of Object.entries(identifiers)) {
        for (const text of strings) {
          // The library is in the build (a lazily loaded chunk): the check below is not vacuous.
          expect(
            built.filter((script) => script.code.includes(text)).map((script) => script.file),
            `${library}: "${text}" in some chunk`,
          ).not.toEqual([]);
          for (const load of loads) {
            expect(
              load.scripts.filter((script) => script.code.includes(text)).map((script) => script.file),
              `${library}: "${text}" in a first-load script of ${load.page}`,
            ).toEqual([]);
          }
        }
      }
    });
  });
}
