import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { JsonObject } from '../defaults.ts';
import type { FormFields } from '../forms.ts';
import { faultSchema, type Fault } from '../personas.ts';
import { definePlugin } from './define-plugin.ts';
import { PERSONAS_PLUGIN } from './personas.ts';

/** How many API requests /__dev/requests keeps. */
const REQUEST_LOG_SIZE = 500;

/** Request headers the request log keeps: who called, in which language, through which proxy, which request. */
export const LOGGED_HEADERS = ['user-agent', 'accept-language', 'x-forwarded-for', 'x-request-id'] as const;

/** A header of {@link LOGGED_HEADERS}. */
export type LoggedHeader = (typeof LOGGED_HEADERS)[number];

/** An API request as /__dev/requests lists it. */
export interface LoggedRequest {
  at: string;
  method: string;
  path: string;
  query: Record<string, unknown>;
  persona: string;
  /** Those of {@link LOGGED_HEADERS} the request carried. */
  headers: Partial<Record<LoggedHeader, string>>;
  body: FormFields | JsonObject | null;
}

const runtimeFaultSchema = z.intersection(
  faultSchema,
  z.object({
    path: z.string().regex(/^\/[^\s]*$/, 'path must start with /'),
    persona: z
      .string()
      .regex(/^(\*|[A-Za-z0-9][A-Za-z0-9_-]{0,63})$/, 'persona is a persona name or *')
      .optional(),
  }),
);

/** Chaos mode: a share of the calls to some paths gets a random fault (the chaos run of `npm run chaos`). */
const chaosSchema = z.strictObject({
  /** Share of matching calls that get a fault, 0 to 1. */
  rate: z.number().min(0).max(1),
  /** Paths that can fail (exact), or all API paths when absent. */
  paths: z.array(z.string().regex(/^\/[^\s]*$/)).optional(),
  /** Seed of the pseudo-random choice, so a run can be repeated. */
  seed: z.number().int().optional(),
  /** Longest delay of a slow answer (default 2000 ms). */
  max_delay_ms: z.number().int().min(0).max(60_000).optional(),
});

/** The kinds of fault chaos mode picks from. */
export const CHAOS_FAULTS = ['status-500', 'slow', 'non-json', 'empty', 'drop'] as const;

/** Mulberry32: a small seeded generator, so a chaos run can be repeated exactly. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The fault chaos mode gives one call: none (with probability 1 - rate), else one of
 * {@link CHAOS_FAULTS}: a 500, a slow but good answer (the route still answers), a non-JSON or an
 * empty 200, or a dropped connection.
 *
 * @example
 * chaosFault(Math.random, { rate: 0.2, max_delay_ms: 2000 }); // undefined, or a fault
 */
export function chaosFault(
  random: () => number,
  settings: { rate: number; max_delay_ms?: number | undefined },
): (Fault & { slowOnly?: true }) | undefined {
  if (random() >= settings.rate) return undefined;
  const kind = CHAOS_FAULTS[Math.floor(random() * CHAOS_FAULTS.length)] ?? 'status-500';
  switch (kind) {
    case 'status-500':
      return { status: 500, body: 'chaos: internal error' };
    case 'slow':
      return { status: 200, delay_ms: Math.floor(random() * (settings.max_delay_ms ?? 2000)), slowOnly: true };
    case 'non-json':
      return { status: 200, body: '<html>chaos</html>' };
    case 'empty':
      return { status: 200, body: '' };
    case 'drop':
      return { drop: true };
    default:
      return kind satisfies never;
  }
}

function loggedHeaders(headers: IncomingHttpHeaders): LoggedRequest['headers'] {
  const kept: LoggedRequest['headers'] = {};
  for (const name of LOGGED_HEADERS) {
    const value = headers[name];
    if (value !== undefined) kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

/**
 * Faults and the request log. Every request outside `/__dev/` is logged with its visitor (an unknown
 * persona is answered 400 here, before any route) and then answered with the fault set for its path:
 * at run time through `/__dev/faults` for the persona, else for `*`, else the persona's `faults`.
 * Also `/__dev/requests` and `/__dev/health`. Shared with the server it is registered on, so its
 * hook runs before the routes of every plugin registered after it; needs the personas plugin.
 *
 * @example
 * app.register(personasPlugin, personaOptions);
 * app.register(faultsPlugin);
 */
export const faultsPlugin = definePlugin(
  async (app) => {
    /** Faults set at run time: persona name (or *) -> path -> fault. They win over persona faults. */
    const runtimeFaults = new Map<string, Map<string, Fault>>();
    const requestLog: LoggedRequest[] = [];
    let chaos: { settings: z.infer<typeof chaosSchema>; random: () => number; faults: number } | undefined;

    // A persona, or /__dev/faults at run time, can make any endpoint answer with a status and body
    // after a delay, or drop the connection.
    app.addHook('preHandler', async (request, reply) => {
      if (request.url.startsWith('/__dev/')) return;
      const { name, persona } = request.visitor();
      const path = request.url.split('?', 1)[0] ?? request.url;
      requestLog.push({
        at: new Date().toISOString(),
        method: request.method,
        path,
        query: (request.query ?? {}) as Record<string, unknown>,
        persona: name,
        headers: loggedHeaders(request.headers),
        body: (request.body ?? null) as LoggedRequest['body'],
      });
      if (requestLog.length > REQUEST_LOG_SIZE) requestLog.shift();
      let fault: (Fault & { slowOnly?: true }) | undefined =
        runtimeFaults.get(name)?.get(path) ?? runtimeFaults.get('*')?.get(path) ?? persona.faults?.[path];
      if (!fault && chaos && (!chaos.settings.paths || chaos.settings.paths.includes(path))) {
        fault = chaosFault(chaos.random, chaos.settings);
        if (fault) chaos.faults += 1;
      }
      if (!fault) return;
      if (fault.delay_ms) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
      if (fault.slowOnly) return; // a slow answer: the route answers as usual, late
      if (fault.drop) {
        request.raw.socket.destroy();
        return reply.hijack();
      }
      const body = fault.body ?? '';
      reply.code(fault.status ?? 500);
      if (fault.headers) reply.headers(fault.headers);
      if (typeof body === 'string') reply.type('text/plain; charset=utf-8');
      return reply.send(body);
    });

    app.get('/__dev/health', async () => ({ status: 'ok', personas: app.personas.names() }));

    app.get('/__dev/faults', async () =>
      Object.fromEntries([...runtimeFaults].map(([persona, faults]) => [persona, Object.fromEntries(faults)])),
    );

    app.post('/__dev/faults', async (request, reply) => {
      const parsed = runtimeFaultSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply
          .code(422)
          .send({ error: parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ') });
      }
      const { path, persona = '*', ...fault } = parsed.data;
      if (persona !== '*' && persona !== 'default' && !app.personas.has(persona)) {
        return reply
          .code(422)
          .send({ error: `Unknown persona "${persona}". Known personas: ${app.personas.names().join(', ')}.` });
      }
      const faults = runtimeFaults.get(persona) ?? new Map<string, Fault>();
      faults.set(path, fault);
      runtimeFaults.set(persona, faults);
      return reply.code(201).send({ persona, path, ...fault });
    });

    app.delete('/__dev/faults', async (request) => {
      const { path, persona } = request.query as { path?: string; persona?: string };
      for (const [name, faults] of runtimeFaults) {
        if (persona && persona !== name) continue;
        if (path) faults.delete(path);
        else faults.clear();
      }
      return { status: 'cleared' };
    });

    app.get('/__dev/chaos', async () => (chaos ? { ...chaos.settings, faults: chaos.faults } : { rate: 0, faults: 0 }));

    app.post('/__dev/chaos', async (request, reply) => {
      const parsed = chaosSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply
          .code(422)
          .send({ error: parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ') });
      }
      chaos = { settings: parsed.data, random: seededRandom(parsed.data.seed ?? Date.now()), faults: 0 };
      return reply.code(201).send(parsed.data);
    });

    app.delete('/__dev/chaos', async () => {
      chaos = undefined;
      return { status: 'cleared' };
    });

    app.get('/__dev/requests', async (request) => {
      const { path, persona } = request.query as { path?: string; persona?: string };
      return requestLog.filter((r) => (!path || r.path === path) && (!persona || r.persona === persona));
    });

    app.delete('/__dev/requests', async () => {
      requestLog.length = 0;
      return { status: 'cleared' };
    });
  },
  {
    name: 'dev-api-faults',
    shared: true,
    dependencies: [PERSONAS_PLUGIN],
    decorators: { fastify: ['personas'], request: ['visitor'] },
  },
);
