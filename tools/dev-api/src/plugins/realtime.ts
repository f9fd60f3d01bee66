import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BACKEND_PATHS } from '@therapy-shell/core';
import { InputError } from '../errors.ts';
import { formFields, requireText, type FormFields } from '../forms.ts';
import { definePlugin } from './define-plugin.ts';
import { PERSONAS_PLUGIN, sessionOf } from './personas.ts';
import type { Persona } from '../personas.ts';
import { isSignedIn, mayTrigger, watchlistOf, type ChannelUser } from '../realtime/channel-rights.ts';
import { registerRealtimeServers, type RealtimeServers } from '../realtime/index.ts';

/** Key and secret of the Pusher-protocol channel auth (development only; the site config's `socket.api_key`). */
export const DEV_PUSHER_KEY = 'dev-key';
export const DEV_PUSHER_SECRET = 'dev-pusher-secret';

export { createSocketTokens } from '../realtime/socket-tokens.ts';

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

/** A persona's user as the channel rules see it: its session, and the channels the persona lists. */
function channelUserOf(persona: Persona): ChannelUser {
  const session = sessionOf(persona);
  const id = session['id'];
  return {
    id: typeof id === 'number' || typeof id === 'string' ? id : -1,
    user_type: session['user_type'],
    counselor_id: session['counselor_id'],
    channels: persona.channels,
  };
}

/** The visitor as the channel rules see it. */
function channelUser(request: FastifyRequest): ChannelUser {
  return channelUserOf(request.visitor().persona);
}

function pusherAuth(
  request: FastifyRequest,
  reply: FastifyReply,
  channel: string | undefined,
  realtime: RealtimeServers,
) {
  const form = formFields(request);
  if (typeof form['csrf_token'] !== 'string' || form['csrf_token'] === '') {
    return reply.code(403).send({ error: 'csrf_token is required' });
  }
  const socketId = requireText(form, 'socket_id');
  if (!/^\d+\.\d+$/.test(socketId)) throw new InputError('"socket_id" is not a socket id');
  if (channel !== undefined) {
    // Signed by the `pusher` server package: auth, plus channel_data on presence and the
    // shared_secret on private-encrypted channels; 403 for a channel that is not the user's
    // (../realtime/channel-rights.ts).
    const answer = realtime.pusher.authorizeChannel(socketId, channel, channelUser(request));
    return answer ?? reply.code(403).send({ error: `Not allowed to join ${channel}` });
  }
  // User authentication signs "<socket_id>::user::<user_data>" and hands the user data back: the
  // user's id and, for a counselor, its watchlist, the ids of its clients (../realtime/channel-rights.ts),
  // whose online state Pusher then tells it. A real backend knows a counselor's clients; dev-api knows
  // them from the personas (with their run-time changes): those whose session names the counselor.
  const user = channelUser(request);
  if (!isSignedIn(user)) return reply.code(403).send({ error: 'Not signed in' });
  const everyone = request.server.personas.all().map(({ persona }) => channelUserOf(persona));
  return realtime.pusher.authenticateUser(socketId, { id: user.id, watchlist: watchlistOf(user, everyone) });
}

/**
 * Real-time: the socket token and notification endpoints and the Pusher auth endpoints of spec
 * 7.2, and the servers behind them (DESIGN.md section 5, `../realtime/`): the socket.io server on
 * the dev-api's port, which checks the tokens of POST /api/socket, forwards the answers of
 * /api/socketnotification that clients emit as `send_notification` and pushes what
 * `POST /__dev/notify` asks (`POST /__dev/realtime/stop|start` for tests), and the Pusher-protocol
 * endpoint `/app/<key>` that pusher-js connects to, fed by /api/pusher-trigger. Who may join and
 * trigger on which channel: ../realtime/channel-rights.ts. Needs the personas plugin.
 *
 * @example
 * app.register(realtimePlugin);
 */
export const realtimePlugin = definePlugin(
  async (app) => {
    const realtime = registerRealtimeServers(app, { key: DEV_PUSHER_KEY, secret: DEV_PUSHER_SECRET });
    const { tokens, notifications } = realtime;

    // --- socket tokens and notifications ---------------------------------------------------------

    app.post(BACKEND_PATHS.socketToken, async (request) => {
      requireAction(formFields(request));
      return { socket_auth_token: tokens.issue(userId(request)) };
    });

    // Answers the payloads; delivering them is not done here: the client emits the answer as
    // send_notification (spec 7.2) and the socket server forwards each payload to the user it was
    // issued for. The own payload only with send_to_self, the partner's unless that is the sender
    // itself with send_to_self (one notification, not two); null otherwise.
    app.post(BACKEND_PATHS.socketNotification, async (request) => {
      const form = formFields(request);
      requireAction(form);
      const type = requireText(form, 'notification_type');
      const accountId = requireText(form, 'account_id');
      const data = typeof form['notification_data'] === 'string' ? form['notification_data'] : '';
      const sendToSelf = form['send_to_self'] === 'true';
      const from = sessionOf(request.visitor().persona)['id'];
      const sender = String(from);
      const notification = { notification_type: type, notification_data: data, account_id: accountId, from };
      return {
        socket_notification: sendToSelf
          ? notifications.issue(sender, sender, { ...notification, send_to_self: sendToSelf })
          : null,
        socket_notification_partner:
          sendToSelf && accountId === sender ? null : notifications.issue(sender, accountId, notification),
      };
    });

    // --- Pusher --------------------------------------------------------------------------------

    // A server event only from the channel's owner (../realtime/channel-rights.ts: a client on its
    // own channel, a counselor on its own and its group, a persona on the channels it lists); 403
    // otherwise, as for joining.
    app.post(BACKEND_PATHS.pusherTrigger, async (request, reply) => {
      const form = formFields(request);
      const channel = requireText(form, 'channel');
      const event = requireText(form, 'event');
      if (!mayTrigger(channel, channelUser(request)))
        return reply.code(403).send({ error: `Not allowed to trigger on ${channel}` });
      const raw = typeof form['data'] === 'string' ? form['data'] : '';
      let data: unknown = raw;
      try {
        data = JSON.parse(raw);
      } catch {
        // Not JSON: sent as the text it is.
      }
      await realtime.trigger(channel, event, data);
      return { status: 'success', channel, event };
    });

    app.post(BACKEND_PATHS.pusherAuthentication, async (request, reply) =>
      pusherAuth(request, reply, undefined, realtime),
    );

    // The channel name is checked first: without it there is nothing to authorise.
    app.post(BACKEND_PATHS.pusherAuthorization, async (request, reply) =>
      pusherAuth(request, reply, requireText(formFields(request), 'channel_name'), realtime),
    );
  },
  { name: 'dev-api-realtime', dependencies: [PERSONAS_PLUGIN], decorators: { request: ['visitor'] } },
);
