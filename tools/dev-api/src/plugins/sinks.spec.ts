import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerError } from '../errors.ts';
import { registerFormParsers } from '../forms.ts';
import { loadPersonas } from '../personas.ts';
import { faultsPlugin } from './faults.ts';
import { personasPlugin } from './personas.ts';
import { parseEnvelope, sinksPlugin } from './sinks.ts';

const fixturesDir = `${__dirname}/../../fixtures`;

// Personas, faults and the sinks, over real HTTP: what a browser's tracker and SDK send.
let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = Fastify();
  app.setErrorHandler(answerError);
  registerFormParsers(app);
  app.register(personasPlugin, { personas: loadPersonas(fixturesDir), fixturesDir, brand: 'main' });
  app.register(faultsPlugin);
  app.register(sinksPlugin);
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());
beforeEach(async () => {
  await fetch(`${origin}/__dev/events`, { method: 'DELETE' });
  await fetch(`${origin}/__dev/errors`, { method: 'DELETE' });
});

const userContext = {
  schema: 'iglu:com.therapyshell/user_context/jsonschema/1-0-0',
  data: { user_type: 'client', language: 'en' },
};
const contexts = { schema: 'iglu:com.snowplowanalytics.snowplow/contexts/jsonschema/1-0-0', data: [userContext] };

function tp2(data: Record<string, string>[], headers: Record<string, string> = {}) {
  return fetch(`${origin}/com.snowplowanalytics.snowplow/tp2`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=UTF-8',
      origin: 'http://127.0.0.1:3101',
      cookie: 'dev_persona=client',
      ...headers,
    },
    body: JSON.stringify({ schema: 'iglu:com.snowplowanalytics.snowplow/payload_data/jsonschema/1-0-4', data }),
  });
}

describe('Snowplow collector sink', () => {
  it('stores each event of a tp2 POST with its decoded contexts and the visitor persona', async () => {
    const res = await tp2([
      { e: 'pv', url: 'http://127.0.0.1:3101/', co: JSON.stringify(contexts) },
      {
        e: 'se',
        se_ca: 'shell',
        se_ac: 'language_icon_click',
        cx: Buffer.from(JSON.stringify(contexts)).toString('base64url'),
      },
    ]);
    expect(res.status).toBe(200);
    const events = (await (await fetch(`${origin}/__dev/events`)).json()) as {
      e: string;
      persona: string;
      contexts: unknown[];
      payload: Record<string, string>;
    }[];
    expect(events.map((e) => [e.e, e.persona, e.contexts])).toEqual([
      ['pv', 'client', [userContext]],
      ['se', 'client', [userContext]],
    ]);
    expect(events[1]?.payload['se_ac']).toBe('language_icon_click');
  });

  it('answers CORS with credentials for the page origin, preflight included', async () => {
    const preflight = await fetch(`${origin}/com.snowplowanalytics.snowplow/tp2`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:3101',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3101');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    const post = await tp2([{ e: 'pv' }]);
    expect(post.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3101');
    expect(post.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('stores the GET /i pixel and answers a GIF', async () => {
    const res = await fetch(
      `${origin}/i?e=pv&url=http%3A%2F%2Fx%2F&co=${encodeURIComponent(JSON.stringify(contexts))}`,
    );
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(await (await fetch(`${origin}/__dev/events?e=pv`)).json()).toMatchObject([
      { via: 'get', e: 'pv', contexts: [userContext] },
    ]);
  });

  it('filters by event type and clears with DELETE', async () => {
    await tp2([{ e: 'pv' }, { e: 'pp' }]);
    expect(await (await fetch(`${origin}/__dev/events?e=pp`)).json()).toHaveLength(1);
    await fetch(`${origin}/__dev/events`, { method: 'DELETE' });
    expect(await (await fetch(`${origin}/__dev/events`)).json()).toEqual([]);
  });

  it('refuses a body that is not a Snowplow payload', async () => {
    const res = await fetch(`${origin}/com.snowplowanalytics.snowplow/tp2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"x":1}',
    });
    expect(res.status).toBe(400);
  });

  it('answers with the fault set for the collector path, as any endpoint', async () => {
    await fetch(`${origin}/__dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/com.snowplowanalytics.snowplow/tp2', status: 503 }),
    });
    try {
      expect((await tp2([{ e: 'pv' }])).status).toBe(503);
    } finally {
      await fetch(`${origin}/__dev/faults`, { method: 'DELETE' });
    }
  });
});

const envelope = [
  JSON.stringify({ event_id: 'abc', sent_at: '2026-01-01T00:00:00Z', dsn: 'http://public@127.0.0.1/1' }),
  JSON.stringify({ type: 'event' }),
  JSON.stringify({
    event_id: 'abc',
    level: 'warning',
    exception: { values: [{ type: 'UnauthorizedError', value: 'Unauthorized' }] },
  }),
  JSON.stringify({ type: 'attachment', length: 5 }),
  'a\nb\nc',
  '',
].join('\n');

describe('Sentry envelope sink', () => {
  it('stores each item of an envelope, parsed, under the DSN project', async () => {
    const res = await fetch(`${origin}/api/1/envelope/?sentry_key=public&sentry_version=7`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://127.0.0.1:3101' },
      body: envelope,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3101');
    expect(res.headers.get('access-control-expose-headers')).toBe('retry-after, x-sentry-rate-limits');
    const errors = (await (await fetch(`${origin}/__dev/errors?type=event`)).json()) as {
      project: string;
      payload: { level: string };
      envelope: { event_id: string };
    }[];
    expect(errors.map((e) => [e.project, e.payload.level, e.envelope.event_id])).toEqual([['1', 'warning', 'abc']]);
    expect(await (await fetch(`${origin}/__dev/errors?type=attachment`)).json()).toMatchObject([
      { payload: 'a\nb\nc' },
    ]);
  });

  it('reads a gzipped envelope, as the Node SDK may send it', async () => {
    await fetch(`${origin}/api/2/envelope/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope', 'content-encoding': 'gzip' },
      body: gzipSync(envelope),
    });
    expect(await (await fetch(`${origin}/__dev/errors?type=event`)).json()).toMatchObject([
      { project: '2', payload: { level: 'warning' } },
    ]);
  });

  it('reads an envelope sent without a content type, as the Node SDK sends it', async () => {
    const res = await fetch(`${origin}/api/3/envelope/`, { method: 'POST', body: new Blob([envelope]) });
    expect(res.status).toBe(200);
    expect(await (await fetch(`${origin}/__dev/errors?type=event`)).json()).toMatchObject([{ project: '3' }]);
  });

  it('clears with DELETE', async () => {
    await fetch(`${origin}/api/1/envelope/`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: envelope,
    });
    await fetch(`${origin}/__dev/errors`, { method: 'DELETE' });
    expect(await (await fetch(`${origin}/__dev/errors`)).json()).toEqual([]);
  });

  it.each([
    ['no items', '{"event_id":"1"}\n', 0],
    ['an item without payload', '{"event_id":"1"}\n{"type":"event"}\n', 1],
    ['garbage', 'not json at all', 0],
  ])('parses an envelope with %s without throwing', (_name, text, count) => {
    expect(parseEnvelope(Buffer.from(text)).items).toHaveLength(count);
  });
});
