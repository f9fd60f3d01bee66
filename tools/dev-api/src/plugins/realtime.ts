import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InputError } from '../errors.ts';
import { formFields, requireText, type FormFields } from '../forms.ts';
import { definePlugin } from './define-plugin.ts';
import { PERSONAS_PLUGIN, sessionOf } from './personas.ts';

/** Key and secret of the Pusher-protocol channel auth (development only; the site config's `socket.api_key`). */
export const DEV_PUSHER_KEY = 'dev-key';
export const DEV_PUSHER_SECRET = 'dev-pusher-secret';

/** Socket tokens handed out by POST /api/socket: token -> id of the session user it was given to. */
export interface SocketTokens {
  /** A new token for a user. */
  issue(userId: string): string;
  /** The user a token was given to, undefined for a token never issued. */
  userOf(token: string): string | undefined;
}

/**
 * An in-memory {@link SocketTokens} store, one per server.
 *
 * @example
 * const tokens = createSocketTokens();
 * tokens.userOf(tokens.issue('42')); // '42'
 */
export function createSocketTokens(): SocketTokens {
  const users = new Map<string, string>();
  return {
    issue(userId) {
      const token = randomBytes(16).toString('hex');
      users.set(token, userId);
      return token;
    },
    userOf: (token) => users.get(token),
  };
}

/**
 * The Pusher protocol's auth signature: HMAC-SHA256 of the subject with the app secret, hex.
 *
 * @example
 * pusherSignature('1.2:private-x'); // '5f0c...'
 */
export function pusherSignature(subject: string, secret: string = DEV_PUSHER_SECRET): string {
  return createHmac('sha256', secret).update(subject).digest('hex');
}

function requireAction(form: FormFields): void {
  const action = requireText(form, 'action');
  if (action !== 'generate_token') throw new InputError(`Unknown action "${action}": expected generate_token`);
}

function userId(request: FastifyRequest): string {
  return String(sessionOf(request.visitor().persona)['id']);
}

function pusherAuth(request: FastifyRequest, reply: FastifyReply, channel: string | undefined) {
  const form = formFields(request);
  if (typeof form['csrf_token'] !== 'string' || form['csrf_token'] === '') {
    return reply.code(403).send({ error: 'csrf_token is required' });
  }
  const socketId = requireText(form, 'socket_id');
  if (!/^\d+\.\d+$/.test(socketId)) throw new InputError('"socket_id" is not a socket id');
  if (channel !== undefined) return { auth: `${DEV_PUSHER_KEY}:${pusherSignature(`${socketId}:${channel}`)}` };
  // User authentication signs "<socket_id>::user::<user_data>" and hands the user data back.
  const userData = JSON.stringify({ id: userId(request) });
  return { auth: `${DEV_PUSHER_KEY}:${pusherSignature(`${socketId}::user::${userData}`)}`, user_data: userData };
}

/**
 * Real-time: the socket token and notification endpoints and the Pusher auth endpoints of spec
 * 7.2. Needs the personas plugin. The socket.io and Pusher-protocol servers of DESIGN.md section 5
 * belong here too: register them inside this plugin, where `tokens` (to check the token of a socket
 * handshake), `app.server` (to attach to) and `app.personas.visitorOf(cookieHeader)` are at hand,
 * and close them in an `onClose` hook.
 *
 * @example
 * app.register(realtimePlugin);
 */
export const realtimePlugin = definePlugin(
  async (app) => {
    const tokens = createSocketTokens();

    // --- socket tokens and notifications ---------------------------------------------------------

    app.post('/api/socket', async (request) => {
      requireAction(formFields(request));
      return { socket_auth_token: tokens.issue(userId(request)) };
    });

    app.post('/api/socketnotification', async (request) => {
      const form = formFields(request);
      requireAction(form);
      const type = requireText(form, 'notification_type');
      const accountId = requireText(form, 'account_id');
      const data = typeof form['notification_data'] === 'string' ? form['notification_data'] : '';
      const sendToSelf = form['send_to_self'] === 'true';
      const from = sessionOf(request.visitor().persona)['id'];
      return {
        socket_notification: { notification_type: type, notification_data: data, account_id: accountId, from, send_to_self: sendToSelf },
        socket_notification_partner: { notification_type: type, notification_data: data, account_id: accountId, from },
      };
    });

    // --- Pusher --------------------------------------------------------------------------------

    app.post('/api/pusher-trigger', async (request) => {
      const form = formFields(request);
      return { status: 'success', channel: requireText(form, 'channel'), event: requireText(form, 'event') };
    });

    app.post('/api/pusher-user-authentication', async (request, reply) => pusherAuth(request, reply, undefined));

    // The channel name is checked first: without it there is nothing to authorise.
    app.post('/api/pusher-user-authorization', async (request, reply) =>
      pusherAuth(request, reply, requireText(formFields(request), 'channel_name')),
    );
  },
  { name: 'dev-api-realtime', dependencies: [PERSONAS_PLUGIN], decorators: { request: ['visitor'] } },
);
