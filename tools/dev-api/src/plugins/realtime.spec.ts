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
  app.register(personasPlugin, { personas: loadPersonas(fixturesDir), fixturesDir, brand: 'main' });
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
    const res = await form('/api/pusher-trigger', 'channel=private-x&event=ping&data=%7B%7D');
    expect(await res.json()).toEqual({ status: 'success', channel: 'private-x', event: 'ping' });
  });

  it('signs user authentication over socket_id::user::user_data with the user of the persona', async () => {
    const res = await form('/api/pusher-user-authentication', 'csrf_token=t&socket_id=1.2');
    const userData = '{"id":"42"}';
    const expected = createHmac('sha256', DEV_PUSHER_SECRET).update(`1.2::user::${userData}`).digest('hex');
    expect(await res.json()).toEqual({ auth: `${DEV_PUSHER_KEY}:${expected}`, user_data: userData });
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
      await form('/api/pusher-user-authorization', 'csrf_token=t&socket_id=1.2&channel_name=presence-counselor-7-local')
    ).json();
    expect(JSON.parse(answer.channel_data)).toEqual({ user_id: '42', user_info: { user_type: 'client' } });
    expect(answer.auth).toBe(
      `${DEV_PUSHER_KEY}:${pusherSignature(`1.2:presence-counselor-7-local:${answer.channel_data}`)}`,
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

  it("answers 403 for another client's channel", async () => {
    const res = await form(
      '/api/pusher-user-authorization',
      'csrf_token=t&socket_id=1.2&channel_name=private-encrypted-client-43-local',
    );
    expect(res.status).toBe(403);
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
