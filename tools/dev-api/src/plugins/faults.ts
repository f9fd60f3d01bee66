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
    persona: z.string().regex(/^(\*|[A-Za-z0-9][A-Za-z0-9_-]{0,63})$/, 'persona is a persona name or *').optional(),
  }),
);

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
      const fault = runtimeFaults.get(name)?.get(path) ?? runtimeFaults.get('*')?.get(path) ?? persona.faults?.[path];
      if (!fault) return;
      if (fault.delay_ms) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
      if (fault.drop) {
        request.raw.socket.destroy();
        return reply.hijack();
      }
      const body = fault.body ?? '';
      reply.code(fault.status ?? 500);
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
        return reply.code(422).send({ error: parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ') });
      }
      const { path, persona = '*', ...fault } = parsed.data;
      if (persona !== '*' && persona !== 'default' && !app.personas.has(persona)) {
        return reply.code(422).send({ error: `Unknown persona "${persona}". Known personas: ${app.personas.names().join(', ')}.` });
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
