import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerError } from '../errors.ts';
import { registerFormParsers } from '../forms.ts';
import { loadPersonas } from '../personas.ts';
import { personasPlugin } from './personas.ts';
import { createSocketTokens, DEV_PUSHER_KEY, DEV_PUSHER_SECRET, pusherSignature, realtimePlugin } from './realtime.ts';

const fixturesDir = join(__dirname, '..', '..', 'fixtures');

// Personas and real-time only, over real HTTP.
let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = Fastify();
  app.setErrorHandler(answerError);
  registerFormParsers(app);
  const personas = loadPersonas(fixturesDir);
  // A product team's persona with a channel of its own.
  personas.set('reports-client', {
    session: { id: 42, user_type: 'client', counselor_id: 7 },
    channels: ['private-reports-42-local', 'presence-quiz-room-3-local'],
  });
  app.register(personasPlugin, { personas, fixturesDir, brand: 'main' });
  app.register(realtimePlugin);
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

const form = (path: string, body: string, persona = 'client') =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `dev_persona=${persona}` },
    body,
  });

describe('socket endpoints', () => {
  it('hands out a fresh 32-hex socket token per call', async () => {
    const first = await (await form('/api/socket', 'action=generate_token')).json();
    const second = await (await form('/api/socket', 'action=generate_token')).json();
    expect(first).toEqual({ socket_auth_token: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(second.socket_auth_token).not.toBe(first.socket_auth_token);
  });

  const token = expect.stringMatching(/^[0-9a-f]{32}$/);

  it('answers a socket notification for the user and for the partner, each with its token', async () => {
    const res = await form(
      '/api/socketnotification',
      'action=generate_token&notification_type=message&notification_data=hi&account_id=42&send_to_self=true',
      'counselor',
    );
    expect(await res.json()).toEqual({
      socket_notification: {
        notification_type: 'message',
        notification_data: 'hi',
        account_id: '42',
        from: 7,
        send_to_self: true,
        notification_token: token,
      },
      socket_notification_partner: {
        notification_type: 'message',
        notification_data: 'hi',
        account_id: '42',
        from: 7,
        notification_token: token,
      },
    });
  });

  it('answers no own payload without send_to_self, and no partner payload when the partner is the sender', async () => {
    const notToSelf = await form(
      '/api/socketnotification',
      'action=generate_token&notification_type=message&account_id=42&send_to_self=false',
      'counselor',
    );
    expect(await notToSelf.json()).toMatchObject({
      socket_notification: null,
      socket_notification_partner: { account_id: '42', notification_token: token },
    });
    const toSelf = await form(
      '/api/socketnotification',
      'action=generate_token&notification_type=message&account_id=7&send_to_self=true',
      'counselor',
    );
    expect(await toSelf.json()).toMatchObject({
      socket_notification: { account_id: '7', send_to_self: true, notification_token: token },
      socket_notification_partner: null,
    });
  });

  it('answers 422 for a socket notification without an account id', async () => {
    const res = await form('/api/socketnotification', 'action=generate_token&notification_type=message');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: '"account_id" is required' });
  });
});

describe('Pusher endpoints', () => {
  it('acknowledges a trigger with its channel and event', async () => {
    const res = await form('/api/pusher-trigger', 'channel=private-encrypted-client-42-local&event=ping&data=%7B%7D');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'success',
      channel: 'private-encrypted-client-42-local',
      event: 'ping',
    });
  });

  it('signs user authentication over socket_id::user::user_data with the user of the persona', async () => {
    const res = await form('/api/pusher-user-authentication', 'csrf_token=t&socket_id=1.2');
    const userData = '{"id":"42"}';
    const expected = createHmac('sha256', DEV_PUSHER_SECRET).update(`1.2::user::${userData}`).digest('hex');
    expect(await res.json()).toEqual({ auth: `${DEV_PUSHER_KEY}:${expected}`, user_data: userData });
  });

  // A counselor watches its clients: the personas whose session names it as counselor_id (client
  // 42 is there twice, as client and analytics-multisite, and once more as reports-client).
  it.each([
    ['counselor', ['42', '43', '44', '45', '47', '4242', '4343', '4401', '4444']],
    ['realtime-counselor', ['4201', '4202', '4211']],
    ['counselor-au', []],
    ['client', undefined],
    ['realtime-client', undefined],
    ['recruiter', undefined],
    ['portal-account', undefined],
  ])("puts the watchlist in %s's user data: %j", async (persona, watchlist) => {
    const answer = await (await form('/api/pusher-user-authentication', 'csrf_token=t&socket_id=1.2', persona)).json();
    const userData = JSON.parse(answer.user_data);
    expect(userData.watchlist).toEqual(watchlist);
    expect(answer.auth).toBe(`${DEV_PUSHER_KEY}:${pusherSignature(`1.2::user::${answer.user_data}`)}`);
  });

  it("follows a persona's run-time change into its counselor's watchlist", async () => {
    const watchlist = async () =>
      JSON.parse(
        (await (await form('/api/pusher-user-authentication', 'csrf_token=t&socket_id=1.2', 'counselor-au')).json())
          .user_data,
      ).watchlist;
    expect(await watchlist()).toEqual([]);
    app.personas.change('client-eu', { session: { counselor_id: 71 } });
    try {
      expect(await watchlist()).toEqual(['46']);
    } finally {
      app.personas.restore('client-eu');
    }
    expect(await watchlist()).toEqual([]);
  });

  it('refuses user authentication to a logged-out visitor (403)', async () => {
    const res = await form('/api/pusher-user-authentication', 'csrf_token=t&socket_id=1.2', 'default');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Not signed in' });
  });

  it('refuses user authentication without a CSRF token (403)', async () => {
    const res = await form('/api/pusher-user-authentication', 'socket_id=1.2');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'csrf_token is required' });
  });

  it('asks for the channel name before the CSRF token on channel authorisation', async () => {
    const res = await form('/api/pusher-user-authorization', 'socket_id=1.2');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: '"channel_name" is required' });
  });
});

describe('Pusher channel authorization (signed by the pusher server package)', () => {
  it('adds channel_data with the user on a presence channel, signed over socket_id:channel:channel_data', async () => {
    const answer = await (
      await form(
        '/api/pusher-user-authorization',
        'csrf_token=t&socket_id=1.2&channel_name=presence-quiz-room-3-local',
        'reports-client',
      )
    ).json();
    expect(JSON.parse(answer.channel_data)).toEqual({ user_id: '42', user_info: { user_type: 'client' } });
    expect(answer.auth).toBe(
      `${DEV_PUSHER_KEY}:${pusherSignature(`1.2:presence-quiz-room-3-local:${answer.channel_data}`)}`,
    );
  });

  it('adds a 32-byte base64 shared_secret on a private-encrypted channel', async () => {
    const answer = await (
      await form(
        '/api/pusher-user-authorization',
        'csrf_token=t&socket_id=1.2&channel_name=private-encrypted-client-42-local',
      )
    ).json();
    expect(Buffer.from(answer.shared_secret, 'base64')).toHaveLength(32);
  });

  // Personas of the fixtures: client 42 of counselor 7, counselor 7, counselor-au 71, recruiter 90,
  // portal account 60, default (logged out); reports-client is client 42 listing channels of its own.
  it.each([
    ['client', 'private-encrypted-client-42-local', 200],
    ['client', 'private-encrypted-counselor-group-7-local', 200],
    ['client', 'presence-counselor-7-local', 403],
    ['realtime-client', 'presence-counselor-4207-local', 403],
    ['client', 'private-encrypted-counselor-7-local', 403],
    ['client', 'private-encrypted-counselor-7', 403],
    ['client', 'private-encrypted-client-43-local', 403],
    ['client', 'private-encrypted-counselor-group-8-local', 403],
    ['client', 'private-encrypted-counselor-group-7-evil', 403],
    ['client', 'private-reports-42-local', 403],
    ['reports-client', 'private-reports-42-local', 200],
    ['reports-client', 'presence-quiz-room-3-local', 200],
    ['reports-client', 'private-reports-43-local', 403],
    ['counselor', 'private-encrypted-counselor-7-local', 200],
    ['counselor', 'private-encrypted-counselor-group-7-local', 200],
    ['counselor', 'presence-counselor-7-local', 403],
    ['counselor', 'private-encrypted-client-42-local', 403],
    ['counselor', 'private-encrypted-counselor-7x', 403],
    ['counselor-au', 'private-encrypted-counselor-7-local', 403],
    ['counselor-au', 'presence-counselor-7-local', 403],
    ['recruiter', 'presence-counselor-7-local', 403],
    ['portal-account', 'private-encrypted-counselor-group-7-local', 403],
    ['default', 'private-encrypted-client-42-local', 403],
    ['default', 'private-x', 403],
  ])('authorises %s on %s: %i', async (persona, channel, status) => {
    const res = await form(
      '/api/pusher-user-authorization',
      `csrf_token=t&socket_id=1.2&channel_name=${encodeURIComponent(channel)}`,
      persona,
    );
    expect(res.status).toBe(status);
  });

  it("answers 403 for another client's channel", async () => {
    const res = await form(
      '/api/pusher-user-authorization',
      'csrf_token=t&socket_id=1.2&channel_name=private-encrypted-client-43-local',
    );
    expect(res.status).toBe(403);
  });
});

describe('Pusher triggers: only the owner of a channel sends on it', () => {
  it.each([
    ['client', 'private-encrypted-client-42-local', 200],
    ['client', 'private-encrypted-counselor-7-local', 403],
    ['client', 'private-encrypted-counselor-group-7-local', 403],
    ['client', 'presence-counselor-7-local', 403],
    ['client', 'private-encrypted-client-43-local', 403],
    ['client', 'private-x', 403],
    ['reports-client', 'private-reports-42-local', 200],
    ['reports-client', 'private-reports-43-local', 403],
    ['counselor', 'private-encrypted-counselor-7-local', 200],
    ['counselor', 'private-encrypted-counselor-group-7-local', 200],
    ['counselor', 'presence-counselor-7-local', 403],
    ['counselor', 'private-encrypted-client-42-local', 403],
    ['counselor', 'private-encrypted-counselor-group-7-evil', 403],
    ['counselor-au', 'private-encrypted-counselor-group-7-local', 403],
    ['recruiter', 'private-encrypted-counselor-7-local', 403],
    ['portal-account', 'private-encrypted-client-42-local', 403],
    ['default', 'private-encrypted-client-42-local', 403],
    ['default', 'news', 403],
  ])('%s on %s: %i', async (persona, channel, status) => {
    const res = await form(
      '/api/pusher-trigger',
      `channel=${encodeURIComponent(channel)}&event=ping&data=%7B%7D`,
      persona,
    );
    expect(res.status).toBe(status);
    if (status === 403) expect(await res.json()).toEqual({ error: `Not allowed to trigger on ${channel}` });
  });
});

describe('realtime building blocks', () => {
  it('remembers which user a socket token was given to', () => {
    const tokens = createSocketTokens();
    const token = tokens.issue('42');
    expect(tokens.userOf(token)).toBe('42');
    expect(tokens.userOf('0'.repeat(32))).toBeUndefined();
  });

  it('signs like the Pusher protocol: HMAC-SHA256 hex with the secret', () => {
    expect(pusherSignature('1.2:private-x')).toBe(
      createHmac('sha256', DEV_PUSHER_SECRET).update('1.2:private-x').digest('hex'),
    );
    expect(pusherSignature('1.2:private-x', 'other')).toBe(
      createHmac('sha256', 'other').update('1.2:private-x').digest('hex'),
    );
  });
});
