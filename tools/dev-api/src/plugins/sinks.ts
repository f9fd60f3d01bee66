import { gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JsonObject } from '../defaults.ts';
import { definePlugin } from './define-plugin.ts';

/** How many events and errors each sink keeps (the oldest go first). */
const SINK_SIZE = 1000;

/** The tracker's POST path (Snowplow's tp2 protocol) and its GET pixel. */
export const SNOWPLOW_POST_PATH = '/com.snowplowanalytics.snowplow/tp2';
export const SNOWPLOW_PIXEL_PATH = '/i';

/** A Snowplow event as the collector received it. */
export interface ReceivedEvent {
  at: string;
  /** `post` (tp2) or `get` (the /i pixel). */
  via: 'post' | 'get';
  /** The visitor's persona (cookie `dev_persona`; the tracker sends credentials). */
  persona: string;
  /** Event type: pv (page view), pp (page ping), se (structured), ue (self-describing). */
  e: string;
  /** The tracker's fields as sent (url, refr, aid, se_ca, se_ac, ...). */
  payload: Record<string, unknown>;
  /** The entities attached (`co`, or base64 `cx`), decoded: the user context among them. */
  contexts: { schema: string; data: unknown }[];
  /** A self-describing event's `ue_pr`/`ue_px`, decoded. */
  unstructured?: unknown;
}

/** An item of a Sentry envelope as the sink received it. */
export interface ReceivedError {
  at: string;
  /** Project id of the DSN (`/api/<project>/envelope/`). */
  project: string;
  /** Item type: event, session, client_report, ... */
  type: string;
  /** The envelope's header (event_id, sdk, dsn, sent_at). */
  envelope: JsonObject;
  /** The item's payload, parsed as JSON where it is JSON. */
  payload: unknown;
}

function decodeBase64Json(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return JSON.parse(Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function contextsOf(payload: Record<string, unknown>): ReceivedEvent['contexts'] {
  const wrapped = (parseJson(payload['co']) ?? decodeBase64Json(payload['cx'])) as { data?: unknown } | undefined;
  return Array.isArray(wrapped?.data) ? (wrapped.data as ReceivedEvent['contexts']) : [];
}

/**
 * Parses a Sentry envelope: a header line, then items, each a header line and a payload (of the
 * header's `length` in bytes when given, else up to the next newline).
 *
 * @example
 * parseEnvelope(Buffer.from('{"event_id":"1"}\n{"type":"event"}\n{"message":"x"}\n'));
 * // { header: { event_id: '1' }, items: [{ type: 'event', payload: { message: 'x' } }] }
 */
export function parseEnvelope(body: Buffer): { header: JsonObject; items: { type: string; payload: unknown }[] } {
  let offset = 0;
  const line = (): Buffer | undefined => {
    if (offset >= body.length) return undefined;
    const end = body.indexOf(0x0a, offset);
    const chunk = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return chunk;
  };
  const header = (parseJson(line()?.toString('utf8')) ?? {}) as JsonObject;
  const items: { type: string; payload: unknown }[] = [];
  for (let itemHeader = line(); itemHeader !== undefined; itemHeader = line()) {
    if (itemHeader.length === 0) continue;
    const meta = (parseJson(itemHeader.toString('utf8')) ?? {}) as { type?: unknown; length?: unknown };
    let payload: Buffer;
    if (typeof meta.length === 'number') {
      payload = body.subarray(offset, offset + meta.length);
      offset += meta.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = line() ?? Buffer.alloc(0);
    }
    const text = payload.toString('utf8');
    items.push({ type: typeof meta.type === 'string' ? meta.type : 'unknown', payload: parseJson(text) ?? text });
  }
  return { header, items };
}

function keep<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > SINK_SIZE) list.shift();
}

/**
 * Answers cross-origin calls of the page with credentials: the tracker sends cookies, so the
 * origin is echoed (never `*`); the SDK reads the rate-limit headers, so they are exposed.
 */
function allowOrigin(request: FastifyRequest, reply: FastifyReply): void {
  const origin = request.headers.origin;
  if (!origin) return;
  reply
    .header('access-control-allow-origin', origin)
    .header('access-control-allow-credentials', 'true')
    .header('access-control-expose-headers', 'retry-after, x-sentry-rate-limits')
    .header('vary', 'Origin');
}

/**
 * Sinks for what leaves the browser (DESIGN.md section 5): a Snowplow collector (`POST
 * /com.snowplowanalytics.snowplow/tp2`, the `GET /i` pixel, CORS with credentials for the page's
 * origin) and a Sentry envelope endpoint (`POST /api/<project>/envelope/`). They keep what they
 * receive, parsed, readable at `GET /__dev/events` and `GET /__dev/errors` and cleared with DELETE.
 * Both are ordinary routes: the faults of a persona or of `/__dev/faults` apply to them too.
 *
 * @example
 * app.register(sinksPlugin);
 * // GET /__dev/events?e=pv -> the page views received
 */
export const sinksPlugin = definePlugin(
  async (app) => {
    const events: ReceivedEvent[] = [];
    const errors: ReceivedError[] = [];
    const personaOf = (request: FastifyRequest) => {
      try {
        return request.visitor().name;
      } catch {
        return 'unknown';
      }
    };

    // Envelopes come as text/plain (the browser SDK avoids a preflight), as Sentry's own type, or
    // with no type at all (the Node SDK), maybe gzipped: in this plugin any other body is raw bytes.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser(
      ['text/plain', 'application/x-sentry-envelope', 'application/octet-stream'],
      { parseAs: 'buffer' },
      (_req, body, done) => {
        done(null, body);
      },
    );
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => {
      done(null, body);
    });

    const preflight = async (request: FastifyRequest, reply: FastifyReply) => {
      allowOrigin(request, reply);
      return reply
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? 'content-type')
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    };
    app.options(SNOWPLOW_POST_PATH, preflight);
    app.options('/api/:project/envelope/', preflight);

    app.post(SNOWPLOW_POST_PATH, async (request, reply) => {
      allowOrigin(request, reply);
      const raw: unknown = Buffer.isBuffer(request.body) ? parseJson(request.body.toString('utf8')) : request.body;
      const data = (raw as { data?: unknown } | undefined)?.data;
      if (!Array.isArray(data))
        return reply.code(400).send({ error: 'Expected a Snowplow payload_data object with a data array' });
      const persona = personaOf(request);
      for (const item of data as Record<string, unknown>[]) {
        keep(events, {
          at: new Date().toISOString(),
          via: 'post',
          persona,
          e: String(item['e'] ?? ''),
          payload: item,
          contexts: contextsOf(item),
          ...(item['ue_pr'] || item['ue_px']
            ? { unstructured: parseJson(item['ue_pr']) ?? decodeBase64Json(item['ue_px']) }
            : {}),
        });
      }
      return reply.code(200).send('ok');
    });

    app.get(SNOWPLOW_PIXEL_PATH, async (request, reply) => {
      allowOrigin(request, reply);
      const payload = request.query as Record<string, unknown>;
      keep(events, {
        at: new Date().toISOString(),
        via: 'get',
        persona: personaOf(request),
        e: String(payload['e'] ?? ''),
        payload,
        contexts: contextsOf(payload),
      });
      // A 1x1 transparent GIF, as a collector answers the pixel.
      return reply
        .type('image/gif')
        .send(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
    });

    app.post('/api/:project/envelope/', async (request, reply) => {
      allowOrigin(request, reply);
      const { project } = request.params as { project: string };
      let body = Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? ''));
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const { header, items } = parseEnvelope(body);
      for (const item of items)
        keep(errors, {
          at: new Date().toISOString(),
          project,
          type: item.type,
          envelope: header,
          payload: item.payload,
        });
      return reply.code(200).send({ id: header['event_id'] ?? null });
    });

    app.get('/__dev/events', async (request) => {
      const { e, persona } = request.query as { e?: string; persona?: string };
      return events.filter((event) => (!e || event.e === e) && (!persona || event.persona === persona));
    });
    app.delete('/__dev/events', async () => {
      events.length = 0;
      return { status: 'cleared' };
    });

    app.get('/__dev/errors', async (request) => {
      const { type } = request.query as { type?: string };
      return errors.filter((error) => !type || error.type === type);
    });
    app.delete('/__dev/errors', async () => {
      errors.length = 0;
      return { status: 'cleared' };
    });
  },
  { name: 'dev-api-sinks' },
);
